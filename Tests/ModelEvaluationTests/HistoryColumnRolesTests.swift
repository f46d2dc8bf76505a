import Dates
import Foundation
import Testing

@testable import ModelEvaluation
@testable import SiriSystem

/// Columns a header's names would put in the wrong role: a shortcut that is each person's own
/// name, a positional reading the header's names contradict, a duration whose name ends as an
/// identifier's does, a place before what was drunk there. Each file is written here in the
/// shape of a public table it stands for.
@Suite struct HistoryColumnRolesTests: HistoryReading {
    /// Northwind's `orders.csv` names no product; its `ship_name` (found as a name ends) is the
    /// customer's own, the same on all their orders and no one else's. So is a gym's check-ins'
    /// `Name` beside its `Member ID`. Neither is what was ordered: refused, naming the column.
    @Test func aShortcutThatIsEachPersonsOwnIsRefused() throws {
        var orders = "order_id,customer_id,employee_id,order_date,ship_via,freight,ship_name,ship_city\n"
        let customers = [
            ("VINET", "Vins et alcools Chevalier"), ("TOMSP", "Toms Spezialitäten"), ("HANAR", "Hanari Carnes"),
            ("VICTE", "Victuailles en stock"), ("SUPRD", "Suprêmes délices"), ("CHOPS", "Chop-suey Chinese"),
        ]
        for (index, (id, name)) in customers.enumerated() {
            for order in 0..<3 {
                orders += "\(10248 + index * 3 + order),\(id),5,1996-07-\(10 + order * 5),3,32.38,\"\(name)\",Reims\n"
            }
        }
        let refused = try #require(failure(orders))
        #expect(refused.line == 2)
        #expect(refused.message.hasPrefix("the shortcut's column (ship_name), read by its name, holds one value for each person: 6 of the 6"))
        #expect(refused.message.contains("it says who the person (customer_id) is"), "\(refused.message)")

        var visits = "Date,Time,Member ID,Name\n"
        for (id, name) in [(1, "Omar"), (2, "Sara"), (3, "Lina"), (4, "Adam"), (5, "Maya")] {
            visits += "2025-04-0\(id),21:47,\(id),\(name)\n2025-04-1\(id),16:37,\(id),\(name)\n"
        }
        #expect(failure(visits)?.message.hasPrefix("the shortcut's column (Name), read by its name, holds one value for each person") == true)

        // People who each keep to one product, but share it, are read: the product is no one's own.
        var loyal = "customer_id,order_date,product_name\n"
        for id in 1...6 {
            loyal += "c\(id),2024-01-0\(id),\(id % 2 == 0 ? "tea" : "coffee")\nc\(id),2024-02-0\(id),\(id % 2 == 0 ? "tea" : "coffee")\n"
        }
        #expect(try EvaluationHistories(text: loyal, timeZone: Self.utc).histories.count == 6)
        // A product's code is a product's, though each customer of a small shop keeps to one.
        var shop = "transaction_id,order_date,product_code,customer_code,qty\n"
        for id in 1...6 { shop += "\(id),2024-01-0\(id),P00\(id),C00\(id),3\n\(id + 6),2024-02-0\(id),P00\(id),C00\(id),2\n" }
        #expect(try EvaluationHistories(text: shop, timeZone: Self.utc).columnNames?.shortcut == "product_code")
        // As is a column named `shortcut`, whatever it holds: the header said so.
        var named = "person,date,shortcut\n"
        for id in 1...6 { named += "p\(id),2024-01-0\(id),own\(id)\np\(id),2024-02-0\(id),own\(id)\n" }
        #expect(try EvaluationHistories(text: named, timeZone: Self.utc).histories.count == 6)
    }

    /// A cinema chain's history of one person (`Title,Watched Date,Theater,Ticket Cost`) names the
    /// date and the shortcut but no person; read by position its films would be the people, its
    /// theaters what they saw and its prices their kinds. Refused, pointing at --person, which
    /// reads it by its names.
    @Test func aHeaderWhoseNamesPositionWouldReadInOtherRolesIsRefused() throws {
        let text = "Title,Watched Date,Theater,Ticket Cost\nWomen Talking,2022-12-30,AMC The Grove 14,0\nBabylon,2022-12-24,AMC Burbank 16,0\n"
        let refused = try #require(failure(text))
        #expect(refused.line == 2)
        #expect(refused.message.hasPrefix("read by position, the shortcut's column (Title) would be the person;"), "\(refused.message)")
        #expect(refused.message.hasSuffix("; for a file of one person's records, read it with --person NAME"))
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames.map { [$0.date, $0.shortcut] } == ["Watched Date", "Title"])
        #expect(read.histories.first?.donations.map(\.key).sorted() == ["Babylon", "Women Talking"])
    }

    /// A Danish Garmin export's `Tid` and `Bundtid` (a duration, "00:36:26") end as an
    /// identifier's name does, but hold times: never the shortcut. With nothing else naming what
    /// was done, the file is refused rather than read by its durations.
    @Test func aColumnOfDurationsIsNoShortcutWhateverItsName() throws {
        let garmin =
            "Aktivitetstype,Dato,Favorit,Titel,Distance,Tid,Bundtid\n"
            + "Løb,2020-03-02 15:05:08,false,\"5k, dukkert\",6.29,00:36:26,0:00\n"
            + "Løb,2020-02-26 17:47:07,false,Aarhus Løb,6.16,00:36:35,0:00\n"
        // Refused for want of a shortcut, `Dato` read as its date (Danish), the times not named as one.
        let refused = try #require(failure(garmin, person: "me"))
        #expect(refused.message.contains("names the date (Dato) but no shortcut column"), "\(refused.message)")
        // An identifier so named is still read (Steam's `appid`).
        let steam = try EvaluationHistories(text: "steamid,date,appid\n7656,2024-01-02,570\n", timeZone: Self.utc)
        #expect(steam.columnNames?.shortcut == "appid")
    }

    /// Untappd's older CSV export (`Beer,Brewery,Style,…,Venue,…,Date`) leaves `Venue` empty
    /// where no place was given: what was drunk comes before where.
    @Test func whatWasDrunkComesBeforeWhere() throws {
        let text =
            "Beer,Brewery,Style,ABV,Venue,Venue City,Score,Date\n"
            + "\"Hardcore IPA\",BrewDog,\"Imperial / Double IPA\",9.2,,,5,\"2012-03-11 20:08:16\"\n"
            + "Goliath,\"Wychwood Brewery\",\"English Bitter\",4.2,The Swan,Leeds,3,\"2012-03-17 20:01:10\"\n"
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames?.shortcut == "Beer")
        #expect(read.histories.first?.donations.map(\.key) == ["Hardcore IPA", "Goliath"])
    }

    /// A record of two fields, one of them a quoted list (`customer_id,"27,26"`), is short of a
    /// date: quoting its commas would mend nothing, so the message does not suggest it.
    @Test func twoFieldsAreNotToldToQuoteTheirCommas() throws {
        let refused = try #require(failure("customer_id,basket\n222087,\"27,26\"\n1343649,\"6,47,17\"\n"))
        #expect(
            refused.message
                == "the header (customer_id,basket) names the person (customer_id) but no date or shortcut column: a history is an order"
                + " a line, who ordered (person), when (date) and what (shortcut); each order is asked about at its time, so a table"
                + " without dates holds no history to measure",
            "\(refused.message)")
        #expect(!refused.message.contains("double quotes"))
        // A header of a person's and a shortcut's names alone (check-ins without their times) is
        // told it has no date.
        let undated = try #require(failure("User_ID,Venue_ID\n35443,899\n24973,42406\n"))
        #expect(undated.line == 1)
        #expect(undated.message.hasPrefix("the header (User_ID,Venue_ID) names the person (User_ID) and the shortcut (Venue_ID) but no date:"))
    }

    /// A statement's title lines above its header (`Account Statement - (@name) - …,,,,`, then
    /// `Account Activity,,,`): each one filled cell, skipped, so the header below them is read as
    /// the header (and a record of one cell later in the file is still refused).
    @Test func titleLinesAboveTheHeaderAreSkipped() throws {
        let text =
            "Account Statement - (@someone) - July 31st to September 1st 2021 ,,,,\n"
            + "Account Activity,,,,\n"
            + "customer,Datetime,Item,Amount,Status\n"
            + "ana,2021-08-07T04:11:17,coffee,4.50,Complete\n"
            + "ana,2021-08-09T04:11:17,tea,3.50,Complete\n"
            + "ben,2021-08-10T09:00:00,coffee,4.50,Complete\n"
        let read = try EvaluationHistories(text: text, timeZone: Self.utc)
        #expect(read.histories.map(\.person).sorted() == ["ana", "ben"])
        #expect(read.histories.first { $0.person == "ana" }?.donations.map(\.key) == ["coffee", "tea"])
        // Under a header that names no shortcut, the message quotes the header, not the title.
        let unnamed = try #require(failure("Statement for July,,,\n,ID,Datetime,Amount\n,1,2021-08-07T04:11:17,4.50\n"))
        #expect(unnamed.message.contains("the header (,ID,Datetime,Amount)"), "\(unnamed.message)")
        // A header kept in one cell is no title.
        let oneCell = try EvaluationHistories(
            text: "\"person,date,shortcut\"\nana,2021-08-07T04:11:17,coffee\nana,2021-08-08T04:11:17,tea\n", timeZone: Self.utc)
        #expect(oneCell.histories.first?.donations.count == 2)
    }
}
