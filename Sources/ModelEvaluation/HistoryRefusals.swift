import Dates
import SiriSystem

extension EvaluationHistories {
    /// What a first record of two names that reads as a header, read without `--person`, is
    /// told: which roles its names give and which they lack (`date,item`: no person; `User_ID,
    /// Venue_ID`: no date; `date,amount`: an amount is not what was ordered). Two words naming
    /// nothing a header names (`ann,tomato`) may as well be a short record, and are counted as one.
    static func twoNameHeaderRefusal(_ fields: [String]) -> String {
        let header = fields.joined(separator: ",")
        let found = HeaderNames.roles(in: fields)
        if let date = found["date"], let shortcut = found["shortcut"] {
            return "the header (\(header)) names the date (\(date)) and the shortcut (\(shortcut)) but no person: for a file of one"
                + " person's records, read it with --person NAME"
        }
        // A person's and a shortcut's names alone (check-ins without their times): no order can
        // be asked about at its time.
        if found["date"] == nil, let person = found["person"], let shortcut = found["shortcut"] {
            return "the header (\(header)) names the person (\(person)) and the shortcut (\(shortcut)) but no date: each order is"
                + " asked about at its time, so a table without dates holds no history to measure"
        }
        let roles = ["person", "date", "shortcut"]
        let named = roles.compactMap { role in found[role].map { "the \(role) (\($0))" } }
        let missing = roles.filter { found[$0] == nil }
        let measures = fields.filter(HeaderNames.namesMeasure)
        if found.isEmpty && measures.isEmpty { return "expected person,date,shortcut[,kind], found 2 fields" }
        return "the header (\(header)) "
            + (named.isEmpty ? "names no " : "names \(named.joined(separator: " and ")) but no ")
            + either(missing) + " column"
            + (measures.isEmpty
                ? "" : " (\(measures.joined(separator: " and ")) \(measures.count == 1 ? "is an amount" : "are amounts"), not what was ordered)")
            + ": a history is an order a line, who ordered (person), when (date) and what (shortcut)"
            + (missing.contains("date")
                ? "; each order is asked about at its time, so a table without dates holds no history to measure"
                : missing.contains("shortcut")
                    ? "; a table without what was ordered holds no orders to predict"
                    : "; for a file of one person's records, read it with --person NAME")
    }

    /// What a file without a header is told when its first records read as an account's
    /// statement, which is one person's: amounts beside currencies' codes (a German bank's
    /// published without a header, `19.10.2022;19.10.2022;VISA DM-DROGERIE MARKT;Lastschrift;…;
    /// 332,35;EUR;-12,70;EUR`), whose payees would be read as people, or amounts beside dates and
    /// one column of text alone (`13.01.2022;Telefon;-45,00`), which leave no column for the
    /// person. Nil when they read as neither.
    static func statementWithoutHeader(_ samples: [[String]], codec: DateCodec) -> String? {
        guard let width = samples.map(\.count).min() else { return nil }
        func all(_ column: Int, _ holds: (String) -> Bool) -> Bool { samples.allSatisfy { holds($0[column]) } }
        let amounts = amountColumns(in: samples.map { Array($0.prefix(width)) }).sorted()
        let currencies = (0..<width).filter { all($0, Self.currencies.contains) }
        let dates = (0..<width).filter { all($0, { looksLikeDate($0, codec: codec) }) }
        let texts = (0..<width).filter { column in
            !amounts.contains(column) && !currencies.contains(column) && !dates.contains(column)
                && !all(column, { $0.isEmpty || looksLikeClock($0) })
        }
        let beside =
            currencies.first.map { "currencies (column \($0 + 1))" }
            ?? (dates.isEmpty || texts.count != 1 ? nil : "dates and one column of text (column \(texts[0] + 1))")
        guard let amount = amounts.first, let beside else { return nil }
        return "no header, and its records hold amounts (column \(amount + 1)) beside \(beside), as an account's statement does,"
            + " which is one person's: read it with --person NAME (or name the columns in a header: person, date, shortcut)"
    }
}

extension EvaluationHistories {
    /// What a header is told whose person, read by its name, is an account named as its holder
    /// names it (`Account`, `Account Name`: `Signature Visa`, `USAA Checking`) and whose shortcut is
    /// whom a payment went to (a payee, a `Description`, a statement's text): a budgeting app's
    /// export of one person's accounts (Mint's, Empower's, Monarch's), whose accounts are no
    /// people. Nil for any other reading, and with `--person`.
    static func ownAccountsRefusal(header: [String], person: Int, shortcut: Int) -> String? {
        let plain = header.map(HeaderNames.plain)
        guard ["account", "accountname"].contains(plain[person]),
            (HeaderNames.payee + ["description", "originaldescription"] + HeaderNames.statementText).contains(plain[shortcut])
        else { return nil }
        return "the person's column (\(header[person])), read by its name, names the account each payment was made from, and the"
            + " shortcut's (\(header[shortcut])) whom it went to: a statement of one person's accounts, as a budgeting app exports"
            + " them (Mint's, Empower's, Monarch's), whose accounts are not people: read it with --person NAME"
    }

    /// Whether a column's values on the first records are all numbers in scientific notation
    /// (`6.01E+15`, `2.29e+15`), as a spreadsheet saves a long number it was never told was text.
    static func scientificNotation(_ values: [String]) -> Bool {
        !values.isEmpty
            && values.allSatisfy { value in
                let parts = value.trimmingWhitespace().uppercased().split(separator: "E", omittingEmptySubsequences: false)
                guard parts.count == 2, let mantissa = Double(parts[0]), parts[0].contains("."), mantissa != 0,
                    let exponent = Int(parts[1].hasPrefix("+") ? String(parts[1].dropFirst()) : String(parts[1])), exponent >= 6
                else { return false }
                return true
            }
    }

    /// What a file is told whose person's or shortcut's column, read by its name, holds
    /// identifiers a spreadsheet wrote in scientific notation (`cc_num`'s `6.01E+15`): only their
    /// first digits are left, so different people (or things) would be read as one. Nil when
    /// neither does.
    static func scientificNotationRefusal(header: [String], rows: [[String]], person: Int, shortcut: Int) -> String? {
        for (role, column) in [("person", person), ("shortcut", shortcut)] {
            let values = rows.compactMap { column < $0.count && !$0[column].isEmpty ? $0[column] : nil }
            guard scientificNotation(values) else { continue }
            return "the \(role)'s column (\(header[column])) holds numbers written in scientific notation (\(values[0])), as a"
                + " spreadsheet saves a long number: only their first digits are left, so different "
                + (role == "person" ? "people" : "things") + " would be read as one; export the table again with that column"
                + " kept as text"
        }
        return nil
    }

    /// What a file is told whose shortcut's column holds a list on each of its first records
    /// (a basket's items in one field, as pandas writes a Python list, `['Ketchup', 'Shaving
    /// Cream']`, or JSON does, `["Tea"]`), one list at least of several items: each list would be
    /// read as one thing ordered. Nil when it holds no lists.
    static func shortcutListRefusal(header: [String], rows: [[String]], shortcut: Int) -> String? {
        let values = rows.compactMap { shortcut < $0.count ? $0[shortcut].trimmingWhitespace() : nil }.filter { !$0.isEmpty }
        guard !values.isEmpty, values.allSatisfy({ $0.hasPrefix("[") && $0.hasSuffix("]") && $0.count > 2 }),
            let several = values.first(where: { $0.contains(",") })
        else { return nil }
        let name = header[shortcut]
        return "the shortcut's column (\(name)) holds lists (\(several)), a basket's items in one field, each of which would be read"
            + " as one thing ordered: give each item a line of its own, with its basket's person and date (with pandas:"
            + " `d[\"\(name)\"] = d[\"\(name)\"].map(ast.literal_eval); d.explode(\"\(name)\").to_csv(\"items.csv\", index=False)`)"
    }

    /// What a header of more than four columns is told that names the person and the date but no
    /// shortcut (`order_id,customer_id,order_date,order_status,shipping_type,order_total`): as a
    /// narrower one is, what to name, rather than that its records have too many fields.
    static func wideHeaderWithoutShortcut(_ header: [String]) -> String? {
        let found = HeaderNames.roles(in: header)
        guard header.count > 4, found["shortcut"] == nil, let person = found["person"], let date = found["date"] else { return nil }
        return "the header (\(header.joined(separator: ","))) names the person (\(person)) and the date (\(date)) but no shortcut"
            + " column: name the column of what was ordered `shortcut` (a table without one holds no orders to predict)"
    }
}
