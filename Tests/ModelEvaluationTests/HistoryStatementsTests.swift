import Dates
import Foundation
import Testing

@testable import ModelEvaluation
@testable import SiriSystem

/// Bank and card statements, and other exports whose columns were refused, misnamed or read in
/// the wrong role: German, Dutch and French statements' names, a statement's product, what was
/// bought named as its type, an API page's request id, a statement published without a header,
/// a header of a date and an amount, YouTube's `time` beside its `date`, and a file of many people
/// sorted by person read with `--person`. Each file is written here in the shape of a public table
/// it stands for.
@Suite struct HistoryStatementsTests: HistoryReading {
    /// The columns read: the person's, the date's and the shortcut's; the date's and the
    /// shortcut's with --person.
    func names(_ text: String, person: String? = nil) throws -> [String]? {
        try EvaluationHistories(text: text, timeZone: Self.utc, person: person).columnNames.map {
            person == nil ? [$0.person, $0.date, $0.shortcut] : [$0.date, $0.shortcut]
        }
    }

    /// A German bank's statement names its booking day `Buchungstag` (before its value day,
    /// `Valutadatum` or `Wertstellung`) and whom a payment went to `Auftraggeber/Empfänger`: read
    /// as a card statement's date and payee are, its `Buchungstext` (a booking's kind) and
    /// `Verwendungszweck` (its text) after the payee.
    @Test func germanStatementsAreReadByTheirNames() throws {
        let comdirect = """
            Buchungstag;Valutadatum;Auftraggeber/Empfänger;Buchungstext;Verwendungszweck;Betrag;Währung
            02.06.2026;02.06.2026;REWE Markt GmbH;Lastschrift;REWE SAGT DANKE 4711;-87,40;EUR
            05.06.2026;04.06.2026;Bäckerei Ihle;Kartenzahlung;Ihle Filiale 12 2026-06-04T08:12;-4,30;EUR
            09.06.2026;09.06.2026;REWE Markt GmbH;Lastschrift;REWE SAGT DANKE 4712;-12,99;EUR

            """
        #expect(try names(comdirect, person: "me") == ["Buchungstag", "Auftraggeber/Empfänger"])
        // A savings bank's statement names its own account, which is then the person.
        let sparkasse = """
            Auftragskonto;Buchungstag;Valutadatum;Buchungstext;Verwendungszweck;Beguenstigter/Zahlungspflichtiger;Kontonummer/IBAN;Betrag
            DE02120300000000202051;01.03.2026;01.03.2026;FOLGELASTSCHRIFT;Strom 03/2026;Lechwerke AG;DE44500105175407324931;-116,00
            DE02120300000000202051;03.03.2026;03.03.2026;KARTENZAHLUNG;2026-03-02T12:01 Debitk.3;Richildis Apotheke;DE1;-34,87
            DE02120300000000202051;09.03.2026;09.03.2026;KARTENZAHLUNG;2026-03-08T09:32 Debitk.3;Richildis Apotheke;DE1;-43,32

            """
        #expect(try names(sparkasse) == ["Auftragskonto", "Buchungstag", "Beguenstigter/Zahlungspflichtiger"])
        // Without a payee, the statement's text.
        let sparda = """
            "Buchungstag";"Wertstellungstag";"Verwendungszweck";"Umsatz";"Währung"
            "30.12.2022";"30.12.2022";"VODAFONE WEST GMBH SEPA-BASISLASTSCHRIFT";"-49,99";"EUR";""
            "23.12.2022";"23.12.2022";"AMAZON PAYMENTS EUROPE S.C.A.";"-10,99";"EUR";""

            """
        #expect(try names(sparda, person: "me") == ["Buchungstag", "Verwendungszweck"])
        // A co-op's ledger names who ordered (`Auftraggeber`), never what: still refused.
        let ledger = "Wertstellung,Auftraggeber,Buchungstext,Rechnungs_ID,Soll,Haben\n30.10.2017,Manuel T,Bestellung ,3,12.3,0\n"
        #expect(failure(ledger, person: "me") != nil)
    }

    /// Dutch, French and Spanish statements, as their banks name the columns.
    @Test func otherLanguagesStatementsAreReadByTheirNames() throws {
        let ing = """
            Datum,Naam / Omschrijving,Rekening,Tegenrekening,Code,Af Bij,Bedrag (EUR),Mutatiesoort,Mededelingen
            20231201,Albert Heijn 2567 Leiden,NL91INGB0001234567,,BA,Af,"12,50",Betaalautomaat,Pasvolgnr: 001
            20231203,Albert Heijn 2567 Leiden,NL91INGB0001234567,,BA,Af,"8,10",Betaalautomaat,Pasvolgnr: 001

            """
        #expect(try names(ing, person: "me") == ["Datum", "Naam / Omschrijving"])
        let french =
            "Date opération;Date valeur;Libellé;Débit;Crédit\n02/01/2026;02/01/2026;CB CARREFOUR;-23,10;\n05/01/2026;05/01/2026;CB FNAC;-9,99;\n"
        #expect(try names(french, person: "me") == ["Date opération", "Libellé"])
        let spanish = "Fecha Operación,Fecha Valor,Concepto,Importe,Saldo\n02/01/2026,02/01/2026,MERCADONA,-23.10,100.00\n"
        #expect(try names(spanish, person: "me") == ["Fecha Operación", "Concepto"])
    }

    /// A statement (a header naming a running balance) names the account's product `Product`
    /// (Revolut's `Current` on every line): the description names what was paid for.
    @Test func aStatementsProductIsTheAccountsNotWhatWasBought() throws {
        let revolut = """
            Type,Product,Started Date,Completed Date,Description,Amount,Fee,Currency,State,Balance
            Card Payment,Current,2026-08-01 13:56:38,2026-08-02 05:02:09,Pasadena Propane,-22.82,0.00,USD,COMPLETED,121.18
            Card Payment,Current,2026-08-03 08:10:53,2026-08-04 05:26:24,Amazon,-18.90,0.00,USD,COMPLETED,551.09
            Card Payment,Current,2026-08-09 07:12:46,2026-08-11 05:19:02,Starbucks,-35.16,0.00,USD,COMPLETED,503.15

            """
        #expect(try names(revolut, person: "me") == ["Started Date", "Description"])
        // A shop's table with a product beside its description keeps the product.
        let shop = "customer_id,order_date,product,description,price\nc1,2026-01-02,P1,Tomato soup,3.50\nc1,2026-01-03,P2,Leek soup,3.50\n"
        #expect(try names(shop)?.last == "product")
    }

    /// What was bought named as its type: an Uber rider's `Product Type` (`UberAuto`), a coffee
    /// stand's `coffee_type`. A transaction's, a payment's or a bare `Type` is none.
    @Test func whatWasBoughtNamedAsItsTypeIsTheShortcut() throws {
        let uber = """
            City,Product Type,Trip or Order Status,Request Time,Begin Trip Time,Fare Amount,Fare Currency
            Pune,UberAuto,COMPLETED,2022-04-25 08:57:35 +0000 UTC,2022-04-25 09:02:35 +0000 UTC,95.4,INR
            Pune,UberGo,COMPLETED,2022-04-26 18:01:00 +0000 UTC,2022-04-26 18:05:00 +0000 UTC,210.0,INR

            """
        #expect(try names(uber, person: "me") == ["Request Time", "Product Type"])
        let coffee = """
            customer_name,coffee_type,size,add_ons,price,order_time
            azhar,Americano,Large,['Milk'],5.0,2024-11-23 22:00:07.106123
            azhar,Latte,Small,[],4.0,2024-11-24 09:00:18.143510

            """
        #expect(try names(coffee) == ["customer_name", "order_time", "coffee_type"])
        // A card statement's `Type` (Sale, Payment) gives way to its description.
        let chase = "Transaction Date,Post Date,Description,Category,Type,Amount\n01/02/2026,01/03/2026,STARBUCKS 123,Food,Sale,-4.50\n"
        #expect(try names(chase, person: "me")?.last == "Description")
        let payments = "user_id,payment_date,payment_type,amount\nu1,2026-01-02 08:00,card,3.5\nu1,2026-01-03 08:00,cash,3.5\n"
        #expect(failure(payments) != nil)
    }

    /// A Foursquare API page's `meta.requestId` identifies the request, a record: no shortcut.
    @Test func anAPIRequestsIdentifierIsNoShortcut() throws {
        let text = """
            [{"meta": {"code": 200, "requestId": "57a526e1498e25b5122be493"},
              "response": {"checkins": {"count": 2, "items": [
                {"id": "a1", "createdAt": 1470437006, "venue": {"name": "Magpie Cafe"}},
                {"id": "a2", "createdAt": 1470337006, "venue": {"name": "Highland Coffees"}}]}}}]
            """
        let refused = try #require(failure(text))
        #expect(refused.message.hasPrefix("its records' keys (meta.code, meta.requestId, response.checkins.count) name no person, date or shortcut;"))
    }

    /// A header of a date and an amount, without --person, says what it names and what not.
    @Test func aHeaderOfADateAndAnAmountSaysWhatIsMissing() throws {
        let refused = try #require(failure("date,amount\n2012-07-25,82.55\n2012-12-10,61.01\n"))
        #expect(
            refused.message
                == "the header (date,amount) names the date (date) but no person or shortcut column (amount is an amount, not what was"
                + " ordered): a history is an order a line, who ordered (person), when (date) and what (shortcut); a table without what"
                + " was ordered holds no orders to predict")
        // Two words that name nothing may be a short record: counted, as before.
        #expect(failure("ann,tomato\nbob,leek\n")?.message == "expected person,date,shortcut[,kind], found 2 fields")
        let people = try #require(failure("customer,date\nann,2012-07-25\n"))
        #expect(people.message.contains("names the person (customer) and the date (date) but no shortcut column"), "\(people.message)")
    }

    /// YouTube's watch history as pandas writes it again: `time` holds whole dates and times,
    /// which are read alone, so the date is `time`, not `date + time`.
    @Test func aTimeColumnOfWholeDatesIsNamedAlone() throws {
        let text = """
            header,title,titleUrl,time,date
            YouTube,Watched Crowd work,https://www.youtube.com/watch?v=7dRjFxqCCQk,2023-05-04 23:34:00.079000+00:00,2023-05-04 00:00:00+00:00
            YouTube,Watched The 1000W GPU,https://www.youtube.com/watch?v=vz-rpRYFhRo,2023-05-04 21:10:00+00:00,2023-05-04 00:00:00+00:00

            """
        #expect(try names(text, person: "me") == ["time", "title"])
        // A time of day beside its day is still both.
        let both = "customer,date,time,item\nann,2024-01-01,08:00,soup\nann,2024-01-02,09:00,soup\n"
        #expect(try names(both)?[1] == "date + time")
    }

    /// A German statement published without a header: a booking day, a value day, the text, the
    /// amount, the currency. Its value day is no shortcut with --person, and without it the file
    /// is one person's, as amounts beside currencies say: not its booking days as people.
    @Test func aStatementWithoutAHeaderIsOnePersons() throws {
        let text = """
            "29.12.2021";"29.12.2021";"HORNBACH OBERHAUSEN SEPA-BASISLASTSCHRIFT";"-41,35";"EUR";""
            "29.12.2021";"29.12.2021";"PayPal Europe S.a.r.l. et Cie S.C.A";"-2,99";"EUR";""
            "28.12.2021";"28.12.2021";"TRINKGUT AKYILDIZ E.K.";"-4,59";"EUR";""
            "27.12.2021";"24.12.2021";"HORNBACH OBERHAUSEN SEPA-BASISLASTSCHRIFT";"-1.041,35";"EUR";""

            """
        let refused = try #require(failure(text))
        #expect(refused.message.contains("its records hold amounts (column 4) beside currencies (column 5), as an account's statement does"))
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames.map { [$0.date, $0.shortcut] } == ["column 1", "column 3"])
        // A bank's statement of nine columns likewise: its payee, not its kind of booking.
        let ing = """
            19.10.2022;19.10.2022;McKinstry, Patrick;Gutschrift;;400,00;EUR;400,00;EUR
            21.10.2022;21.10.2022;VISA DM-DROGERIE MARKT;Lastschrift;NR XXXX 1011 BOTTROP;332,35;EUR;-12,70;EUR
            21.10.2022;21.10.2022;VISA EDEKA ZURHEIDE 2317;Lastschrift;NR XXXX 1011 BOTTROP;249,94;EUR;-82,41;EUR

            """
        #expect(failure(ing) != nil)
        #expect(try names(ing, person: "me") == ["column 1", "column 3"])
        #expect(EvaluationHistories.looksLikeAmount("-1.041,35") && EvaluationHistories.looksLikeAmount("1,299.00"))
        #expect(!EvaluationHistories.looksLikeAmount("20211229") && !EvaluationHistories.looksLikeAmount("1.2.3"))
    }

    /// Records of more than four fields without a header, in which nothing reads as a person and a
    /// shortcut beside a date: quoting would mend nothing, and the message says what to do.
    @Test func aTableWithoutAHeaderIsNotToldToQuote() throws {
        let text =
            "07.05.2025;Lemonway, Richard;-50.0;Dauerauftrag;1\n09.07.2025x;DekaBank Kauf;-500.0;-500,00;1\n10.07.2025;EDEKA App;0.01;Gutschrift;1\n"
        let refused = try #require(failure(text))
        #expect(!refused.message.contains("double quotes"), "\(refused.message)")
        #expect(refused.message.contains("found 5 fields, as every record has"))
    }

    /// With --person, a file of many people without a header, sorted by person (MovieLens'
    /// `ratings.dat`): its users are read as the shortcut, and a warning says so. One person's
    /// history in time order gets none.
    @Test func manyPeopleSortedByPersonReadWithPersonAreWarnedOf() throws {
        var lines: [String] = []
        for user in 1...6 {
            for rating in 0..<5 { lines.append("\(user)::\(100 + rating * 7 + user)::4::\(978_300_000 + (7 - user) * 90_000 + rating * 600)") }
        }
        let sorted = try EvaluationHistories(text: lines.joined(separator: "\n"), timeZone: Self.utc, person: "me")
        #expect(sorted.columnNames?.shortcut == "column 1")
        let warning = try #require(sorted.shortcutInRuns)
        #expect(warning.hasPrefix("column 1, read as the shortcut, holds each of its 6 values in one run of records"), "\(warning)")
        // One person's log in time order: apps come back.
        let log = (0..<24).map { "2025-04-\(10 + $0 / 4),\(["Telegram", "Chrome", "Maps"][$0 % 3]),\(500 + $0),Social" }
        let own = try EvaluationHistories(text: log.joined(separator: "\n"), timeZone: Self.utc, person: "me")
        #expect(own.shortcutInRuns == nil)
    }

    /// A statement whose payee column is empty throughout (an account of anonymous transfers):
    /// the records are counted as having no shortcut, which the message names.
    @Test func aPayeeColumnEmptyThroughoutIsCounted() throws {
        let text = """
            "Kontonummer","Buchungstag","Wertstellung","Auftraggeber/Empfänger","Buchungstext","VWZ1","Betrag"
            3294200,"28.08.2014","28.08.2014",,"Überweisungs-Gutschrift",,"50,00"
            3294200,"06.08.2014","06.08.2014",,"Überweisungs-Gutschrift","Ein Lichtblick","30,00"

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.histories.isEmpty)
        #expect(read.emptyShortcuts == 2 && read.skipped.records == 2 && read.emptyPersons == 0)
    }

    /// A medication log names what was taken `medication` (beside the event's and the encounter's
    /// ids, which identify records); Synthea's `medications.csv` its patient `PATIENT`, its
    /// start `START` (found by what it holds) and the drug `DESCRIPTION`.
    @Test func aMedicationLogIsReadByWhatWasTaken() throws {
        let log = """
            eventID,patientID,encounterID,timestamp,medication,dosage,route
            M5722,P001,E001,2016-01-29T12:18:05.000Z,Gabapentin,400mg,Oral
            M4138,P001,E002,2016-10-22T03:02:18.000Z,Losartan,25mg,Oral
            M4139,P002,E003,2016-10-23T03:02:18.000Z,Losartan,25mg,Oral

            """
        #expect(try names(log) == ["patientID", "timestamp", "medication"])
        let synthea = """
            START,STOP,PATIENT,PAYER,ENCOUNTER,CODE,DESCRIPTION,BASE_COST,TOTALCOST
            2015-04-07T23:52:29Z,2015-04-21T23:52:29Z,9226e95a,734afbd6,578527cb,313820,Acetaminophen 160 MG Chewable Tablet,91.74,91.74
            2017-05-01T23:52:29Z,2017-05-15T23:52:29Z,9226e95a,734afbd6,1526593b,313820,Acetaminophen 160 MG Chewable Tablet,89.59,89.59

            """
        #expect(try names(synthea) == ["PATIENT", "START", "DESCRIPTION"])
    }

    /// Shopify's orders export names the product `Lineitem name`, read before its `Lineitem sku`,
    /// which a product without one leaves empty; a food-delivery order's `cuisine`, where nothing
    /// names the dish.
    @Test func anOrderExportsProductByNameComesFirst() throws {
        let shopify = """
            Name,Email,Financial Status,Created at,Lineitem quantity,Lineitem name,Lineitem price,Lineitem sku
            #71733,a@example.com,pending,2026-04-05 21:06:21 +0400,1,Apple Cider Vinegar Effervescent,1400.00,
            #71734,a@example.com,pending,2026-04-06 21:37:56 +0400,1,Female Solid Perfume,600.00,

            """
        #expect(try names(shopify) == ["Email", "Created at", "Lineitem name"])
        let zomato = """
            "order_id","customer_id","customer_name","city","cuisine","order_time","delivery_time","price"
            1,101,"Amit Sharma","Delhi","North Indian","2025-09-01 12:10:00",42,"450"
            2,101,"Amit Sharma","Delhi","Chinese","2025-09-02 19:20:00",50,"600"

            """
        #expect(try names(zomato) == ["customer_id", "order_time", "cuisine"])
    }

    /// One person's `date;text;amount` without a header: refused without --person as a
    /// statement, read with it (its amounts no kind).
    @Test func aDateATextAndAnAmountAreOnePersons() throws {
        let text = "13.01.2022;Gehalt;2150,00\n14.01.2022;Telefon;-45,00\n15.01.2022;Bar;-150,00\n"
        let refused = try #require(failure(text))
        #expect(refused.message.contains("beside dates and one column of text (column 2), as an account's statement does"), "\(refused.message)")
        #expect(try names(text, person: "me") == ["column 1", "column 2"])
    }

    /// A header whose records all carry one more, empty, field (a statement's trailing `""`) is
    /// not told to quote its separators.
    @Test func aTrailingEmptyFieldIsNoQuotingMatter() throws {
        let text = """
            "Buchungstag";"Wertstellungstag";"Verwendungszweck";"Umsatz";"Währung"
            "30.12.2022";"30.12.2022";"RECHNUNGSABSCHLUSS";"-9,00";"EUR";""
            "23.12.2022";"23.12.2022";"AMAZON PAYMENTS EUROPE S.C.A.";"-10,99";"EUR";""

            """
        let refused = try #require(failure(text))
        #expect(!refused.message.contains("double quotes"), "\(refused.message)")
        #expect(refused.message.contains("for a file of one person's records, read it with --person NAME"))
    }

    /// A corporate card's export names whose card paid `Cardholder` (American Express `Card
    /// Member`, beside the card's `Account #`; German exports `Karteninhaber`): that is the person.
    @Test func aCardholderIsThePerson() throws {
        let corporate = """
            Transaction Date,Cardholder,Merchant,Amount
            2026-08-15,dee@example.test,OPENAI,25.00
            2026-08-20,dee@example.test,MIDJOURNEY,30.00
            2026-08-21,cam@example.test,OPENAI,25.00

            """
        #expect(try names(corporate) == ["Cardholder", "Transaction Date", "Merchant"])
        let amex = """
            Date,Description,Card Member,Account #,Amount
            06/15/2026,NETFLIX.COM,JOHN DOE,-11009,15.99
            06/14/2026,DELTA AIRLINES,JOHN DOE,-11009,320.00
            06/13/2026,NETFLIX.COM,JANE DOE,-11017,15.99

            """
        #expect(try names(amex) == ["Card Member", "Date", "Description"])
        let german =
            "Buchungsdatum;Karteninhaber;Verwendungszweck;Betrag\n02.06.2026;Eva Roth;Lufthansa;-320,00\n03.06.2026;Eva Roth;DB Fernverkehr;-89,90\n"
        #expect(try names(german)?[0] == "Karteninhaber")
        #expect(try names("Date,Card Holder,Merchant\n2026-08-15,dee,OPENAI\n2026-08-16,dee,OPENAI\n")?[0] == "Card Holder")
        // A German card statement's merchant, `Händler`, is whom the card paid.
        let haendler = "Datum;Karteninhaber;Händler;Betrag\n02.06.2026;Eva Roth;Lufthansa;-320,00\n03.06.2026;Eva Roth;DB Fernverkehr;-89,90\n"
        #expect(try names(haendler) == ["Karteninhaber", "Datum", "Händler"])
    }

    /// An expense log without a header (`02-Jul-19`, a placeholder payee, the debit, the credit,
    /// a balance): amounts with cents on some lines only, and whole numbers beside a credit
    /// column empty but on a refund's line, are all amounts, never the shortcut; the log is one
    /// person's account, as a statement without a header is.
    @Test func anExpenseLogsNumbersAreAmounts() throws {
        let log = """
            02-Jul-19\tTransaction Name\t128.38\t\t414
            03-Jul-19\tTransaction Name\t1.35\t\t465
            04-Jul-19\tTransaction Name\t20\t\t234
            12-Jul-19\tTransaction Name\t\t357.9\t511
            13-Jul-19\tTransaction Name\t480\t\t536

            """
        let refused = try #require(failure(log))
        #expect(refused.message.contains("its records hold amounts (column 3) beside dates and one column of text (column 2)"), "\(refused.message)")
        #expect(EvaluationHistories.amountColumns(in: [["20", "", "414"], ["1.35", "", "465"], ["", "357.9", "511"]]) == [0, 1, 2])
        // A rating beside an item's number is no ledger: the item stays what was rated.
        #expect(EvaluationHistories.amountColumns(in: [["1", "31", "2.5"], ["1", "1029", "3"], ["1", "1061", "3.5"]]) == [2])
    }

    /// A budgeting app's export (Mint's `Account Name`, Empower's and Monarch's `Account`) names
    /// the account each payment was made from, all one person's: without `--person` it is refused
    /// saying so, rather than read as a person an account; with it, the date and the payee.
    @Test func aBudgetingAppsAccountsAreOnePersons() throws {
        let mint = """
            "Date","Description","Original Description","Amount","Transaction Type","Category","Account Name","Labels","Notes"
            "6/28/2026","Corner Market","CORNER MARKET 0142","18.34","debit","Groceries","Gold Card","",""
            "6/29/2026","Bean Bar","SQ *BEAN BAR","4.50","debit","Coffee Shops","Everyday Checking","",""
            "7/02/2026","Corner Market","CORNER MARKET 0142","22.10","debit","Groceries","Gold Card","",""

            """
        let refused = try #require(failure(mint))
        #expect(refused.message.contains("the person's column (Account Name), read by its name, names the account"), "\(refused.message)")
        #expect(refused.message.hasSuffix("read it with --person NAME"), "\(refused.message)")
        #expect(try names(mint, person: "me") == ["Date", "Description"])
        let monarch = """
            Date,Merchant,Category,Account,Original Statement,Notes,Amount,Tags,Owner
            2026-01-05,Corner Market,Groceries,Checking (...4156),CORNER MARKET 0142,,-18.34,,Shared
            2026-01-06,Bean Bar,Coffee Shops,Visa (...2562),SQ *BEAN BAR,,-4.50,,Shared

            """
        #expect(failure(monarch)?.message.contains("the person's column (Account)") == true)
        #expect(try names(monarch, person: "me") == ["Date", "Merchant"])
        // A customer's account named beside what was sold is still the person: a sales table's.
        let sales = "Account Name,Close Date,Product,Amount\nAcme Corp,2026-03-01,Pro Plan,1200\nAcme Corp,2026-06-01,Pro Plan,1200\n"
        #expect(try names(sales) == ["Account Name", "Close Date", "Product"])
    }

    /// A card data set of many cards (`trans_date_trans_time,cc_num,merchant,…,dob,…`) names the
    /// card's number `cc_num`: its holder is the person, as a `card_number`'s is, and the birth
    /// date is no purchase's. A copy saved by a spreadsheet writes the numbers `2.29E+15`, which
    /// keep only their first digits: refused, since many cards would be read as one.
    @Test func aCardsNumberIsItsHolderAndNumbersCutShortAreRefused() throws {
        let cards = """
            trans_date_trans_time,cc_num,merchant,category,amt,first,last,dob,trans_num,unix_time,is_fraud
            2020-06-21 12:14:25,2291163933867244,fraud_Kirlin and Sons,personal_care,2.86,Jeff,Elliott,1968-03-19,2da90c7d,1371816865,0
            2020-06-21 12:14:33,3573030041201292,fraud_Sporer-Keebler,personal_care,29.84,Joanne,Williams,1990-01-17,324cc204,1371816873,0
            2020-06-22 08:01:10,2291163933867244,fraud_Kirlin and Sons,personal_care,3.10,Jeff,Elliott,1968-03-19,4e5f6a7b,1371888070,0

            """
        #expect(try names(cards) == ["cc_num", "trans_date_trans_time", "merchant"])
        let cut = """
            trans_date_trans_time,cc_num,merchant,category,amt,first,last,dob
            6/21/20 12:14,2.29E+15,fraud_Kirlin and Sons,personal_care,2.86,Jeff,Elliott,3/19/68
            6/21/20 12:14,3.57E+15,fraud_Sporer-Keebler,personal_care,29.84,Joanne,Williams,1/17/90

            """
        let refused = try #require(failure(cut))
        #expect(
            refused.message.hasPrefix("the person's column (cc_num) holds numbers written in scientific notation (2.29E+15)"), "\(refused.message)")
        #expect(
            EvaluationHistories.scientificNotation(["6.01E+15", "1.8e+14"]) && !EvaluationHistories.scientificNotation(["1E3", "2.5", "M_ID_1"]))
    }

    /// Chinese bank statements and bills, Japanese household-account books and a Korean card
    /// statement, as their banks and apps name the columns: the Bank of China's booking day and
    /// time (`记账日期`, `记账时间`) and other party (`对方账户名`), China Merchants Bank's
    /// `对手信息`, Meituan's `交易创建时间` and `订单标题`, JD's `交易说明` (its goods; its
    /// `商户名称` is the platform's own on most lines), Zaim's shop (`お店`), MoneyForward's
    /// entry (`内容`), a Korean `가맹점명`. Each is one person's: refused without `--person`.
    @Test func chineseJapaneseAndKoreanStatementsAreReadByTheirNames() throws {
        let boc = """
            记账日期,记账时间,币别,金额,余额,交易名称,渠道,附言,对方账户名,对方卡号/账号
            2025-08-22,17:57:17,人民币,-71.89,"3,240.28",无卡支付,网上支付,----,张三,6226******5669
            2025-08-22,12:24:20,人民币,-326.00,"3,312.17",网上快捷支付,银企对接,支付宝-李四,支付宝-李四,Z200******010N
            2025-08-23,09:02:00,人民币,-12.00,"3,300.17",无卡支付,网上支付,----,张三,6226******5669

            """
        #expect(try names(boc, person: "me") == ["记账日期 + 记账时间", "对方账户名"])
        let cmb = """
            记账日期,货币,交易金额,联机余额,交易摘要,对手信息,客户摘要
            2024-01-01,CNY,"-1,000.00",271.66,转账汇款,张三 66666666666666,转账
            2024-01-23,CNY,-10.14,"1,218.24",快捷支付,抖音电商商家888888888,抖音支付
            2024-01-27,CNY,-3.00,81.22,一网通支付,国网电力有限公司99999999999999,供电

            """
        #expect(try names(cmb, person: "me") == ["记账日期", "对手信息"])
        #expect(failure(cmb)?.message.contains("--person NAME") == true)
        let meituan = """
            交易创建时间,交易成功时间,交易类型,订单标题,收/支,支付方式,订单金额,实付金额,交易单号
            2025-02-28 20:35:13,2025-02-28 20:35:25,支付,喜茶 订单详情,支出,美团月付,¥22.30,¥21.17,2502281110
            2025-02-27 07:04:17,2025-02-27 07:04:18,支付,葡式蛋挞6只,支出,银行卡,¥20.00,¥20.00,2502270181

            """
        #expect(try names(meituan, person: "me") == ["交易创建时间", "订单标题"])
        let jd = """
            交易时间,商户名称,交易说明,金额,收/付款方式,交易状态,收/支,交易分类,交易订单号
            2024-12-30 17:16:02,京东物流,京东外部商户,10.20,钱包余额,交易成功,支出,收发快递,1000
            2024-12-30 10:40:22,京东平台商户,潮汕牛肉丸 250g 等多件,60.90,信用卡(1875),交易成功,支出,食品酒饮,1001

            """
        #expect(try names(jd, person: "me") == ["交易时间", "交易说明"])
        let zaim = """
            日付,方法,カテゴリ,カテゴリの内訳,支払元,入金先,品目,メモ,お店,通貨,収入,支出,振替
            2026-07-01,payment,食費,食料品,現金,,パン,,ベーカリー,JPY,0,500,0
            2026-07-02,payment,食費,外食,現金,,,,セブンイレブン,JPY,0,650,0

            """
        #expect(try names(zaim, person: "me") == ["日付", "お店"])
        let moneyForward = """
            計算対象,日付,内容,金額（円）,保有金融機関,大項目,中項目,メモ,振替,ID
            1,2024/08/01,ローソン,-534,三井住友カード,食費,食料品,,0,x2
            1,2024/08/05,西友,-1280,現金,食費,食料品,,0,x4

            """
        #expect(try names(moneyForward, person: "me") == ["日付", "内容"])
        let korean = "거래일자,가맹점명,이용금액\n2026-03-01,스타벅스,4500\n2026-03-02,GS25,3200\n"
        #expect(try names(korean, person: "me") == ["거래일자", "가맹점명"])
    }

    /// WeChat Pay's, JD's and Meituan's bills open with a preamble of 16 to 21 lines of one filled
    /// cell (the account, the period, the totals, numbered notes) above their header: skipped as
    /// a statement's titles are. A preamble of lines holding no separator at all does not decide
    /// the file's separator.
    @Test func aBillsPreambleAboveItsHeaderIsSkipped() throws {
        let notes = (1...12).map { "\($0). 本明细仅供个人对账使用" }
        let opening = ["微信支付账单明细", "微信昵称：[测试]", "起始时间：[2026-08-01] 终止时间：[2026-09-30]", ""] + notes + ["----微信支付账单明细列表----"]
        let wechat =
            opening.map { $0 + ",,,,,,,," }.joined(separator: "\n") + "\n"
                + """
                交易时间,交易类型,交易对方,商品,收/支,金额(元),支付方式,当前状态,交易单号
                2026-09-26 12:45:27,商户消费,云膳过桥米线,总共消费:28.16,支出,¥28.16,零钱,支付成功,3985734
                2026-09-27 08:10:02,商户消费,早餐铺,包子,支出,¥9.00,零钱,支付成功,3985735
                2026-09-28 12:40:11,商户消费,云膳过桥米线,总共消费:26.00,支出,¥26.00,零钱,支付成功,3985736

                """
        let read = try EvaluationHistories(text: wechat, timeZone: Self.utc, person: "me")
        #expect(read.columnNames.map { [$0.date, $0.shortcut] } == ["交易时间", "交易对方"])
        #expect(read.histories.first?.donations.map(\.key) == ["云膳过桥米线", "早餐铺", "云膳过桥米线"])
        let jd =
            (["导出信息：", "京东账号名：jd_test", "日期区间：2024-12-01 至 2024-12-31", "共：2笔记录", ""] + notes).joined(separator: "\n")
                + """

                交易时间,商户名称,交易说明,金额,收/付款方式,交易状态,收/支,交易分类,交易订单号
                2024-12-30 17:16:02,京东物流,京东外部商户,10.20,钱包余额,交易成功,支出,收发快递,1000
                2024-12-30 10:40:22,京东平台商户,潮汕牛肉丸 250g 等多件,60.90,信用卡(1875),交易成功,支出,食品酒饮,1001

                """
        #expect(try names(jd, person: "me") == ["交易时间", "交易说明"])
        // Semicolons below six lines of none: the table's separator, not a comma by default.
        let statement = """
            Umsätze Girokonto
            Kontoinhaber: Erika Mustermann
            Zeitraum: 01.06.2026 - 30.06.2026
            Kontostand am 30.06.2026: 1234 EUR
            Vorgemerkte Umsätze sind nicht enthalten
            Alle Angaben ohne Gewähr
            Buchungstag;Auftraggeber/Empfänger;Verwendungszweck;Betrag
            02.06.2026;REWE Markt GmbH;REWE SAGT DANKE 4711;-87,40
            05.06.2026;Bäckerei Ihle;Ihle Filiale 12;-4,30

            """
        #expect(try names(statement, person: "me") == ["Buchungstag", "Auftraggeber/Empfänger"])
    }

    /// ICBC's statement puts the card's number and alias, two labelled cells, between its title
    /// and its header: a labelled line narrower than the table is a title too. A first cell that is
    /// no label leaves such a line the header.
    @Test func aStatementsLabelledAccountLinesAboveItsHeaderAreTitles() throws {
        let icbc = """
            明细查询文件下载

            卡号: 1234****5678,"卡别名: "

            子账户类别:

            交易日期,记账日期,摘要,交易场所,交易国家或地区简称,交易金额(收入),交易金额(支出),交易币种,对方户名
            2026-04-22,2026-04-22,银联在线支付,XX旗舰店,CHN,,0.01,人民币,
            2026-05-05,2026-05-05,消费,财付通-拼多多平台商户,CHN,,18.00,人民币,
            2026-05-06,2026-05-06,消费,支付宝-金拱门(中国)有限公司,CHN,,26.00,人民币,

            """
        #expect(try names(icbc, person: "me") == ["交易日期", "交易场所"])
        let english = """
            Account Name:,Everyday Checking
            Account Number:,****1234
            Date,Description,Amount,Balance
            2026-06-02,REWE Markt,-87.40,1000.00
            2026-06-05,Bakery,-4.30,995.70

            """
        #expect(try names(english, person: "me") == ["Date", "Description"])
    }

    /// A survey's respondent is the person (the Amazon purchases survey's `Survey ResponseID`:
    /// read with `--person`, its three people were one); Portuguese's `data` is a date, completed
    /// by its `hora`; a coupon's `COUPON_UPC` is what was bought, beside the Complete Journey's
    /// numbered `DAY`.
    @Test func aRespondentADataAndACouponAreRead() throws {
        let survey = """
            Order Date,Purchase Price Per Unit,Quantity,Shipping Address State,Title,ASIN/ISBN (Product Code),Category,Survey ResponseID
            2018-12-04,7.98,1.0,NJ,SanDisk card,B00B,FLASH_MEMORY,R_01
            2018-12-22,13.99,1.0,NJ,Lamp,B07D,LAMP,R_01
            2018-01-02,5.00,1.0,CA,Pens,B01A,PEN,R_02

            """
        #expect(try names(survey) == ["Survey ResponseID", "Order Date", "Title"])
        let portuguese = "cliente;produto;hora;data\nAna;Cafe;1:36 PM;12/31/2019\nAna;Pao;9:10 AM;01/02/2020\n"
        #expect(try names(portuguese) == ["cliente", "data + hora", "produto"])
        let coupons = "household_key,DAY,COUPON_UPC,CAMPAIGN\n1,421,10000085364,8\n1,430,51700010076,8\n"
        #expect(try names(coupons) == ["household_key", "DAY", "COUPON_UPC"])
    }
}
