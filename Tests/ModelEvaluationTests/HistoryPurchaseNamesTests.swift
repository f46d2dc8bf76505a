import Dates
import Foundation
import Testing

@testable import ModelEvaluation
@testable import SiriSystem

/// Names card data, payment exports and small shops' tables give their columns that were read in
/// the wrong role or not at all: a merchant beside a city, a payment's custom field, a category
/// named for the goods, a budget's purchase. Each file is written here in the shape of a public
/// table it stands for.
@Suite struct HistoryPurchaseNamesTests: HistoryReading {
    /// A card data set's purchases (Elo's `historical_transactions.csv`) name the card, the
    /// merchant by its id and the city and state by theirs: the merchant is what the card paid,
    /// the city only where.
    @Test func aMerchantsIdComesBeforeACitys() throws {
        let text = """
            authorized_flag,card_id,city_id,category_1,installments,merchant_category_id,merchant_id,month_lag,purchase_amount,purchase_date,state_id
            Y,C_ID_4e6213e9bc,88,N,0,80,M_ID_e020e9b302,-8,-0.70333091,2017-06-25 15:33:07,16
            Y,C_ID_4e6213e9bc,88,N,0,367,M_ID_86ec983688,-7,-0.73312848,2017-07-15 12:10:45,16
            Y,C_ID_4e6213e9bc,88,N,0,80,M_ID_e020e9b302,-6,-0.70333091,2017-08-09 22:04:36,16

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc)
        #expect(read.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["card_id", "purchase_date", "merchant_id"])
        // Without the merchant, a region's id is still no shortcut: the record's own is not either.
        let regions = "card_id,city_id,state_id,purchase_date,subsector_id\nC1,88,16,2017-06-25,37\nC1,88,16,2017-07-15,16\n"
        #expect(try EvaluationHistories(text: regions, timeZone: Self.utc).columnNames?.shortcut == "subsector_id")
    }

    /// KKBox's subscription transactions name the amount paid `actual_amount_paid`, whose last
    /// letters are an identifier's `id`: an amount paid is no shortcut however many words come
    /// before it, so a table of payments with no item is refused instead of read by its amounts.
    @Test func anAmountPaidIsNoIdentifier() throws {
        let text = """
            user_id,payment_method_id,payment_plan_days,plan_list_price,actual_amount_paid,is_auto_renew,transaction_date,membership_expire_date,is_cancel
            YyO+tlZtAXYXoZhN,41,30,129,129,1,20150930,20151101,0
            YyO+tlZtAXYXoZhN,41,30,129,149,1,20151030,20151201,0
            AZtu6Wl0gPojrEQY,39,30,149,149,1,20151001,20151031,0

            """
        let refused = try #require(failure(text))
        #expect(refused.message.contains("names the person (user_id) and the date (transaction_date) but no shortcut column"), "\(refused.message)")
        #expect(!EvaluationHistories.HeaderNames.namesWhatItIsAbout("actualamountpaid"))
        #expect(!EvaluationHistories.HeaderNames.namesWhatItIsAbout("prepaid"))
        #expect(EvaluationHistories.HeaderNames.namesWhatItIsAbout("planid"))
    }

    /// Kaggle's "Retail Transactions Dataset" keeps each basket's products in one field, as pandas
    /// writes a Python list (`"['Ketchup', 'Shaving Cream']"`): each list was read as one thing
    /// ordered. It is refused, saying how to give each item a line.
    @Test func aBasketKeptAsAListIsRefused() throws {
        let text = """
            Transaction_ID,Date,Customer_Name,Product,Total_Items,Total_Cost,Payment_Method,City
            1000000000,2022-01-21 06:27:29,Stacey Price,"['Ketchup', 'Shaving Cream', 'Light Bulbs']",3,71.65,Mobile Payment,Los Angeles
            1000000001,2023-03-01 13:01:21,Stacey Price,['Ice Cream'],2,25.93,Cash,San Francisco
            1000000002,2024-03-21 15:37:04,Michael Williams,"['Spinach', 'Cereal']",6,41.49,Credit Card,Houston

            """
        let refused = try #require(failure(text))
        #expect(refused.line == 1)
        #expect(refused.message.contains("the shortcut's column (Product) holds lists (['Ketchup', 'Shaving Cream', 'Light Bulbs'])"))
        #expect(refused.message.contains("d.explode(\"Product\")"), "\(refused.message)")
        let named = "person,date,shortcut\nann,2024-01-01 10:00,\"[\"\"tea\"\", \"\"bun\"\"]\"\n"
        #expect(failure(named)?.message.contains("holds lists") == true)
        // A name in brackets is no list, nor are lists of one item throughout.
        #expect(failure("person,date,shortcut\nann,2024-01-01 10:00,[Tea]\nann,2024-01-02 10:00,[Bun]\n") == nil)
    }

    /// PayPal's activity export names a seller's own field `Custom Number`: `custom` is no
    /// customer, so the file has no person column (it is one person's), not one that is empty.
    @Test func aCustomFieldIsNoCustomer() throws {
        let text = """
            "Date","Time","TimeZone","Name","Type","Status","Currency","Gross","Transaction ID","Custom Number","Balance"
            "01/02/2021","10:11:12","PST","Spotify","Preapproved Payment","Completed","USD","-9.99","1AB","","0.00"
            "02/02/2021","10:11:12","PST","Spotify","Preapproved Payment","Completed","USD","-9.99","1AD","","0.00"

            """
        let refused = try #require(failure(text))
        #expect(refused.message.contains("but no person column"), "\(refused.message)")
        #expect(refused.message.hasSuffix("read it with --person NAME"), "\(refused.message)")
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames.map { [$0.date, $0.shortcut] } == ["Date + Time", "Name"])
        #expect(EvaluationHistories.HeaderNames.roles(in: ["cust_ref", "Custom Number"])["person"] == "cust_ref")
    }

    /// A shop's order table names what was bought by its category alone, `product_category`
    /// (`Electronics`): a category named for the goods, read as `category` is.
    @Test func aCategoryNamedForTheGoodsIsTheShortcut() throws {
        let text = """
            order_id,customer_id,Purchase_Date,Amount_INR,product_category
            ORD00001,CUST0001,2026-09-10,3083.07,Electronics
            ORD00002,CUST0001,2026-10-02,412.50,Groceries
            ORD00003,CUST0002,2026-10-05,99.00,Electronics

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc)
        #expect(read.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["customer_id", "Purchase_Date", "product_category"])
        // A payment's or a transaction's category sorts no goods.
        let payments = "customer_id,date,transaction_category,amount\n1,2026-09-10,card,3.00\n1,2026-09-11,cash,4.00\n"
        #expect(failure(payments) != nil)
    }

    /// One person's budget, `date,purchase,cost,category`, whose category is `need` or `want`:
    /// the purchase is what was bought, not the category.
    @Test func aBudgetsPurchaseComesBeforeItsCategory() throws {
        let text = """
            date,purchase,cost,category
            2021-03-05,Toyota Yearly Checkup,225.73,need
            2021-03-06,IHOP,31.20,want
            2021-03-09,Instacart,85.02,need

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames.map { [$0.date, $0.shortcut] } == ["date", "purchase"])
    }

    /// With --person, the fields a record is said to have are the file's own: the name given is
    /// put before them, and counting it says one more than the file holds (an Amazon order
    /// history of ten columns, none of them a product).
    @Test func theFieldsCountedWithPersonAreTheFilesOwn() throws {
        let text = """
            order_id,order_date,item_price,tax_per_unit,order_total,order_status
            406-0749892-0073923,2024-08-24T13:55:13Z,666.1,119.9,786,Closed
            406-4028775-8281946,2024-08-20T12:37:15Z,3388.98,610.02,3999,Closed

            """
        let refused = try #require(failure(text, person: "me"))
        #expect(
            refused.message.hasPrefix("expected date,shortcut[,kind] (the person given by --person), found 6 fields;"), "\(refused.message)")
    }

    /// A Strava page of activities names a `description`, empty unless one was written: a column
    /// found by its name that is empty on every first record gives way to the next found, here
    /// the kind of activity (`activity_type_display_name`: a type's display name is no person's),
    /// rather than leave every record without a shortcut or take the shoes' `athlete_gear_id`.
    @Test func aShortcutEmptyOnEveryFirstRecordGivesWay() throws {
        let text = """
            id,name,type,activity_type_display_name,bike_id,athlete_gear_id,start_time,distance,description,workout_type
            9524952991,Caminhada de relaxamento,Walk,Caminhada,,9886392,2023-07-18T23:15:51+0000,"1,06",,0
            9524952924,Corrida rápida na UFPE,Run,Corrida,,9886392,2023-07-18T22:55:27+0000,"3,15",,3
            9524952921,Caminhada de Aquecimento,Walk,Caminhada,,9886392,2023-07-18T22:34:27+0000,"2,01",,0

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames.map { [$0.date, $0.shortcut] } == ["start_time", "activity_type_display_name"])
        #expect(read.skipped.records == 0)
        // A reviewer's display name is still a person's own.
        #expect(EvaluationHistories.HeaderNames.namesPersonsName("reviewerdisplayname"))
    }

    /// Recruit's Ponpare coupon purchases name hashed ids by their stem (`USER_ID_hash`,
    /// `COUPON_ID_hash`): the user is the person and the coupon what was bought; the purchase's
    /// id names a record and the small area a place, neither what was bought.
    @Test func hashedIdentifiersAreWhatTheirStemsName() throws {
        let text = """
            ITEM_COUNT,I_DATE,SMALL_AREA_NAME,PURCHASEID_hash,USER_ID_hash,COUPON_ID_hash
            1,2012-03-28 15:06:06,兵庫,c820a8882374a4e472f0984a8825893f,d9dca3cb44bab12ba313eaa681f663eb,34c48f84026e08355dc3bd19b427f09a
            1,2012-05-19 00:04:22,銀座・新橋・東京・上野,9acb9b2ef2e3c5b0bbf9d3d6a4dc6d00,d9dca3cb44bab12ba313eaa681f663eb,767673b9a8d6a54c
            2,2012-06-20 12:13:44,銀座・新橋・東京・上野,53d2a8d0c0ea9e8f3c0b70b9b6b8f6d1,0f7c3c95e1b9b0d4ce7f0d5e7a3e4b11,34c48f84026e08355dc3bd19b427f09a

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc)
        #expect(read.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["USER_ID_hash", "I_DATE", "COUPON_ID_hash"])
        #expect(read.histories.map(\.donations.count) == [2, 1])
        let plain = EvaluationHistories.HeaderNames.plain
        #expect(["user_hash", "customer_id_hashed", "hashed_user_id", "USER_ID_hash"].map(plain) == ["user", "customerid", "userid", "userid"])
        #expect(plain("hash") == "hash" && plain("item_hash") == "item")
        let shop = "hashed_customer_id,order_date,product_id_hash\na1,2024-01-02,p9\na1,2024-01-05,p3\n"
        #expect(
            try EvaluationHistories(text: shop, timeZone: Self.utc).columnNames.map { [$0.person, $0.shortcut] } == [
                "hashed_customer_id", "product_id_hash",
            ])
    }

    /// A loyalty programme's ledger names its transactions `loyalty_txn_id`: an identifier whose
    /// last word before `id` is a record's (a transaction's, however shortened) is a record's, never
    /// what was bought. With no other column for what was, the header is refused as one naming no
    /// shortcut is, however many columns it has.
    @Test func aRecordsIdentifierEndingSoIsNoShortcut() throws {
        let loyalty = """
            loyalty_txn_id,customer_id,points,txn_date,reason
            LT0000001,CUST001794,466,2022-10-15,Manual Adjust
            LT0000002,CUST000265,-23,2020-12-16,Order Earn
            LT0000003,CUST001794,331,2022-07-07,Order Earn

            """
        let refused = try #require(failure(loyalty))
        #expect(
            refused.message
                == "the header (loyalty_txn_id,customer_id,points,txn_date,reason) names the person (customer_id) and the date (txn_date) but"
                + " no shortcut column: name the column of what was ordered `shortcut` (a table without one holds no orders to predict)")
        #expect(refused.line == 2)
        #expect(["txnid", "transid", "customerorderid", "loyaltytxnid"].allSatisfy(EvaluationHistories.HeaderNames.namesRecordsIdentifier))
        #expect(
            !["movieid", "merchantid", "gmapid", "businessid", "airlineid"].contains(where: EvaluationHistories.HeaderNames.namesRecordsIdentifier))
        // Beside what was bought, the transaction's id is only a record's.
        let ledger = "txn_id,customer_id,txn_date,product_id\nT1,C1,2022-10-15,P9\nT2,C1,2022-10-16,P3\n"
        #expect(try EvaluationHistories(text: ledger, timeZone: Self.utc).columnNames?.shortcut == "product_id")
        // An order table of six columns without a product: refused naming what to name.
        let orders = "order_id,customer_id,order_date,order_status,shipping_type,order_total\nORD1,CUST1,2020-01-04,Shipped,Standard,74977.0\n"
        #expect(
            failure(orders)?.message.hasSuffix(
                "but no shortcut column: name the column of what was ordered `shortcut` (a table without one holds no orders to predict)") == true)
    }

    /// A product's columns with `product` shortened as a word of its own (`prod_id`,
    /// `prd_name`), and a category after `p_` (the Retail Sales data set's `Product Category`
    /// renamed `p_category`): read as `product…` is. `p_` before anything else is left alone.
    @Test func aProductShortenedIsStillTheProduct() throws {
        let retail = """
            transaction_id,date,customer_id,gender,age,p_category,quantity,price_per_unit,total_amount
            1,2023-11-24,CUST001,Male,34,Beauty,3,50,150
            2,2023-12-02,CUST001,Male,34,Clothing,2,500,1000

            """
        let read = try EvaluationHistories(text: retail, timeZone: Self.utc)
        #expect(read.columnNames?.shortcut == "p_category")
        #expect(
            try EvaluationHistories(text: "cust_id,order_date,prod_id,qty\nc1,2024-01-02,P-9,1\n", timeZone: Self.utc).columnNames?.shortcut
                == "prod_id")
        #expect(EvaluationHistories.HeaderNames.plain("prd_name") == "productname")
        #expect(EvaluationHistories.HeaderNames.plain("ProdCategory") == "productcategory")
        #expect(EvaluationHistories.HeaderNames.plain("p_name") == "pname" && EvaluationHistories.HeaderNames.plain("p_id") == "pid")
        #expect(EvaluationHistories.HeaderNames.plain("production_date") == "productiondate")
    }

    /// Maven's restaurant orders write their time with dots and a 12-hour mark (`11.38.36 AM`)
    /// beside the order's day (`1/1/23`): the time of day, as `11:38:36 AM` is. Without the mark
    /// a dotted number is no time.
    @Test func aTimeWrittenWithDotsAndAMarkIsATime() throws {
        let text = """
            customer_id,order_date,order_time,item_name
            c1,1/1/23,11.38.36 AM,Hamburger
            c1,1/2/23,2.05.00 PM,Tofu Pad Thai

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc)
        #expect(read.columnNames?.date == "order_date + order_time")
        #expect(read.histories.first?.donations.map(\.date.timeIntervalSince1970) == [1_672_573_116, 1_672_668_300])
        #expect(EvaluationHistories.twentyFourHour("12.05 AM") == "00:05:00" && EvaluationHistories.twentyFourHour("11.38.36") == nil)
        #expect(EvaluationHistories.looksLikeClock("11.38.36 AM") && !EvaluationHistories.looksLikeClock("11.38"))
    }
}
