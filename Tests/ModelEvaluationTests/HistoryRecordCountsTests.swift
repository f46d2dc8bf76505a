import Dates
import Foundation
import Testing

@testable import ModelEvaluation

/// What a file of histories holds beside its orders: records repeated exactly, the separator its
/// fields hold where two cut them alike, and a column read by position as each person's kind.
@Suite struct HistoryRecordCountsTests: HistoryReading {
    func histories(_ text: String, person: String? = nil) throws -> EvaluationHistories {
        try EvaluationHistories(text: text, timeZone: Self.utc, person: person)
    }

    /// A record repeated exactly is read as an order, as a basket's product written on two lines
    /// is, and counted with the line of the first; one that differs in any field is no repeat.
    @Test func recordsRepeatedExactlyAreReadAndCounted() throws {
        let once = "person,date,shortcut,quantity\nann,2024-03-01 12:00,soup,1\nann,2024-03-02 12:00,tea,1\nbob,2024-03-01 12:00,soup,1\n"
        let plain = try histories(once)
        #expect(plain.orders == 3 && plain.repeated.records == 0 && plain.repeated.firstLine == nil)
        // Every record twice, the header too (part files put end to end): the header is skipped.
        let doubled = try histories(once + once)
        #expect(doubled.orders == 6 && doubled.repeated.records == 3 && doubled.repeated.firstLine == 6)
        #expect(doubled.histories.map { $0.donations.map(\.key) } == [["soup", "tea", "soup", "tea"], ["soup", "soup"]])
        // The same person, time and shortcut with another quantity is another line of the basket.
        let lines = try histories(once + "ann,2024-03-01 12:00,soup,2\n")
        #expect(lines.orders == 4 && lines.repeated.records == 0)
        // Without a header, with --person, and in JSON lines alike.
        let bare = try histories("2024-03-01 12:00,soup\n2024-03-02 12:00,tea\n2024-03-01 12:00,soup\n", person: "me")
        #expect(bare.orders == 3 && bare.repeated.records == 1 && bare.repeated.firstLine == 3)
        let json = try histories(
            String(repeating: #"{"person": "a", "date": "2024-03-01 12:00", "shortcut": "x"}"# + "\n", count: 2))
        #expect(json.orders == 2 && json.repeated.records == 1 && json.repeated.firstLine == 2)
        // Skipped records are no orders, and so no repeats.
        let skipped = try histories("person,date,shortcut\n,2024-03-01 12:00,soup\n,2024-03-01 12:00,soup\nann,2024-03-01 12:00,soup\n")
        #expect(skipped.orders == 1 && skipped.repeated.records == 0 && skipped.skipped.records == 2)
    }

    /// Where two separators cut the first records into as many fields each, the one that leaves a
    /// column of dates is the file's: a tab-separated shortcut may hold any number of commas, and
    /// a comma-separated one any number of semicolons.
    @Test func theSeparatorIsTheOneThatLeavesAColumnOfDates() throws {
        let tabs = (1...9).map { "u\($0 % 3)\t2024-03-0\($0) 19:00\tsoup, large, hot, spicy\n" }.joined()
        let readTabs = try histories(tabs)
        #expect(readTabs.orders == 9 && readTabs.histories.count == 3)
        #expect(readTabs.histories[0].donations[0].key == "soup, large, hot, spicy" && readTabs.histories.allSatisfy { $0.kind == nil })
        let semicolons = (1...9).map { "c\($0 % 3),2024-03-0\($0) 12:25,mushroom;garlic;cheese;pepper\n" }.joined()
        let readSemicolons = try histories(semicolons)
        #expect(readSemicolons.histories.count == 3 && readSemicolons.histories[0].donations[0].key == "mushroom;garlic;cheese;pepper")
        // Decimal commas in a semicolon file stay in their fields.
        let decimals = try histories((1...9).map { "c\($0 % 3);2024-03-0\($0) 12:25;soup;3,50;1,25\n" }.joined())
        #expect(decimals.histories.count == 3 && decimals.histories[0].donations[0].key == "soup")
        // Where no separator leaves dates, a record cut at the wrong one is told as such, not as
        // "the header", with the separator that cut it and how a header line settles it.
        let undated = (1...9).map { "u\($0)\tsometime\tsoup, large, hot, spicy\n" }.joined()
        let error = try #require(failure(undated))
        #expect(
            error.message.contains(
                "; the first record (u1\tsometime\tsoup,large,hot,spicy), cut at commas, was read as a header, and it names no columns, so"
                    + " they are read in that order: if it is a record whose fields tabs separate, put a header line above it naming"
                    + " them (person, date, shortcut), which settles the separator"), "\(error.message)")
        #expect(!error.message.contains("the header ("))
    }

    /// A fourth column read by position is each person's kind, and named so; one the header names
    /// as an amount, a price or a quantity, or whose records hold amounts, is none, as a column of
    /// amounts is none without a header.
    @Test func aMeasureIsNoKindAndAKindReadByPositionIsNamed() throws {
        let rows = "cust0,2024-01-02 00:25,soup,1\ncust0,2024-01-03 10:00,tea,1\ncust1,2024-01-02 00:25,soup,1\n"
        let quantity = try histories("a,b,c,quantity\n" + rows)
        #expect(quantity.histories.map(\.kind) == [nil, nil] && quantity.kindColumn == nil)
        let price = try histories(
            "klient;data;produkt;cena\n" + rows.replacingOccurrences(of: ",", with: ";").replacingOccurrences(of: ";1\n", with: ";3,50\n"))
        #expect(price.histories.map(\.kind) == [nil, nil] && price.kindColumn == nil)
        let dotted = try histories("клиент,дата,товар,цена\n" + rows.replacingOccurrences(of: ",1\n", with: ",3.5\n"))
        #expect(dotted.histories.map(\.kind) == [nil, nil])
        // Read as the kind, it is named: by its number, and by the header's name when it has one.
        let unnamed = try histories("a,b,c,d\n" + rows)
        #expect(unnamed.histories.map(\.kind) == ["1", "1"] && unnamed.kindColumn == "column 4 (d)")
        let bare = try histories(rows)
        #expect(bare.histories.map(\.kind) == ["1", "1"] && bare.kindColumn == "column 4")
        let one = try histories("2024-01-02 00:25,soup,lunch\n2024-01-03 10:00,tea,lunch\n", person: "me")
        #expect(one.histories.map(\.kind) == ["lunch"] && one.kindColumn == "column 3")
        let named = try histories("person,date,shortcut,kind\n" + rows)
        #expect(named.histories.map(\.kind) == ["1", "1"] && named.kindColumn == nil)
        // Two kinds for one person without a header: the refusal says how to read it as none.
        let varying = try #require(failure("ann,2024-03-01 08:00,soup,2\nann,2024-03-02 08:00,soup,1\n"))
        #expect(
            varying.message
                == "person 'ann' is of kind '1' here but '2' on line 1; column 4 is read as each person's kind, the same on all their"
                + " lines; if column 4 is no kind (a quantity, a category), put a header line above the records naming the columns,"
                + " person,date,shortcut,quantity for example: a column named otherwise than kind is ignored")
    }
}
