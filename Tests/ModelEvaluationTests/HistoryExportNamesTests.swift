import Dates
import Foundation
import Testing

@testable import ModelEvaluation
@testable import SiriSystem

/// Names exports give their columns that were read in the wrong role or not at all: what was
/// drunk named as a name beside where it was drunk, a streaming service's profiles, a French
/// order table's client, a Chinese shop's columns. Each file is written here in the shape of a
/// public table it stands for.
@Suite struct HistoryExportNamesTests: HistoryReading {
    /// Untappd's newer export names what was drunk `beer_name` (and `beer_id`) and where `venue_id`,
    /// empty for a check-in at home: the beer is the shortcut, not the place.
    @Test func whatWasDrunkNamedAsANameComesBeforeWhere() throws {
        let text = """
            checkin_id,created_at,rating_score,user_id,user_name,beer_id,beer_name,beer_style,brewery_name,venue_id,venue_name
            972632193,2020-12-08 19:09:24+00:00,3.5,1279815,gruntoff,3059699,Session IPA,IPA - Session,Mahou,8794204.0,Puzzles
            972225431,2020-12-06 21:49:46+00:00,3.5,1279815,gruntoff,1707304,APA Vic Secret,Pale Ale,Wolf's Brewery,8794204.0,Puzzles
            972224466,2020-12-06 21:48:07+00:00,0.0,1279815,gruntoff,4086494,Apathem,Pale Ale,Beetlefield,,
            972220000,2020-12-05 20:00:00+00:00,4.0,1279815,gruntoff,3059699,Session IPA,IPA - Session,Mahou,,

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc)
        #expect(read.columnNames?.shortcut == "beer_name")
        #expect(read.skipped.records == 0)
        #expect(read.histories.first?.donations.map(\.key).sorted() == ["APA Vic Secret", "Apathem", "Session IPA", "Session IPA"])
        // Named by its identifier alone, the beer still comes before the place.
        let ids = "user_id,created_at,beer_id,venue_id\n1,2020-12-08 19:09:24,3059699,8794204\n1,2020-12-09 19:09:24,1707304,\n"
        #expect(try EvaluationHistories(text: ids, timeZone: Self.utc).columnNames?.shortcut == "beer_id")
    }

    /// Netflix's `ViewingActivity.csv` holds each profile of the household (`Profile Name`), a
    /// person each: read so, not refused as having no person (nor merged by --person into one).
    @Test func aStreamingServicesProfilesAreItsPeople() throws {
        let text = """
            Profile Name,Start Time,Duration,Attributes,Title,Supplemental Video Type,Device Type,Bookmark,Latest Bookmark,Country
            Beata,2023-02-25 20:45:18,01:41:25,,Za duży na bajki,,Sony PS4,01:41:25,01:41:25,PL (Poland)
            Beata,2023-02-21 19:06:50,00:21:04,,"Nevertheless,: Sezon 1 (Odcinek 3)",,Sony PS4,00:22:43,00:22:43,PL (Poland)
            Kamil,2023-02-20 18:00:00,00:45:02,,Wiedźmin: Sezon 1: Odcinek 1,,Chrome PC,00:45:02,00:45:02,PL (Poland)
            Kamil,2023-02-22 18:00:00,00:50:00,,Wiedźmin: Sezon 1: Odcinek 2,,Chrome PC,00:50:00,00:50:00,PL (Poland)

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc)
        #expect(read.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["Profile Name", "Start Time", "Title"])
        #expect(read.histories.map(\.person) == ["Beata", "Kamil"])
    }

    /// A French order table writes the client's id first (`id_commande,id_client,date_commande,produit`).
    @Test func aFrenchTablesClientWithItsIdFirstIsThePerson() throws {
        let text = """
            id_commande,id_client,date_commande,produit,quantite,prix_unitaire
            1001,9,2023-08-07,Laptop Pro,1.0,1200.50$
            1002,26,2023-10-02,Clavier Mécanique,1.0,150.25$
            1003,9,2025-02-26,Laptop Pro,2.0,1200.50$

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc)
        #expect(read.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["id_client", "date_commande", "produit"])
        #expect(read.histories.map(\.person) == ["9", "26"])
    }

    /// A Chinese shop's table (`用户ID,商品ID,品牌,商品名称,商品类别,行为类型,时间戳,售价`): the user's
    /// id was taken for what was bought, being the first name to end as an identifier's does.
    /// Its names are read as their English ones are: the user, the timestamp, the goods' name.
    @Test func aChineseShopsNamesAreRead() throws {
        let text = """
            用户ID,商品ID,品牌,品牌ID,商品名称,商品类别,商品类目ID,行为类型,时间戳,售价
            768933,4073737,VIVO,647850,VIVOX100 Pro 128GB 蓝色,电子产品,1788515,buy,1512189107,6329.2
            199704,4166112,全友,2509,全友板式床 1.5m 棕色,家居用品,2884020,buy,1512089912,3824.76
            768933,4073737,VIVO,647850,VIVOX100 Pro 128GB 蓝色,电子产品,1788515,buy,1512289107,6329.2

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc)
        #expect(read.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["用户ID", "时间戳", "商品名称"])
        #expect(read.histories.map(\.person) == ["768933", "199704"])
        // One person's, as --person reads it: the user's id is no shortcut.
        let one = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(one.columnNames?.shortcut == "商品名称")
        // A Japanese order history's day and goods (Amazon.co.jp's `注文日,商品名`).
        let japanese = "注文日,商品名,数量\n2024/01/05,本,1\n2024/02/05,コーヒー豆,2\n"
        let read2 = try EvaluationHistories(text: japanese, timeZone: Self.utc, person: "me")
        #expect(read2.columnNames.map { [$0.date, $0.shortcut] } == ["注文日", "商品名"])
        // A Korean one's (`주문일자,상품명`).
        let korean = "주문번호,주문일자,상품명,수량\n2026031800001,2026-03-18,그랑누보 백팩,2\n2026031900002,2026-03-19,티셔츠,1\n"
        #expect(try EvaluationHistories(text: korean, timeZone: Self.utc, person: "me").columnNames?.shortcut == "상품명")
    }

    /// A ratings file separated by bars (`user|item|rating|time`) is one field a line: the message
    /// says so, as it does of spaces, rather than only counting one field.
    @Test func fieldsBetweenBarsAreSaidToBeSo() throws {
        let refused = try #require(failure("2|10|1|888551441\n4|10|3|892004275\n"))
        #expect(refused.line == 1)
        #expect(
            refused.message.hasSuffix("found 1 field (its fields seem separated by “|”, which separates no fields: commas, tabs or semicolons do)"),
            "\(refused.message)")
    }

    /// A Last.fm export of four columns (`artist,album,track,uts`) read by position takes its
    /// albums for dates and its times for kinds: the message says the date's column would be the
    /// kind, not only that an album is no date.
    @Test func aDateColumnPositionWouldReadAsTheKindIsSaidToBeSo() throws {
        let text = "artist,album,track,uts\nRoy Harper,Stormcock,Hors D'Oeuvres,1771758438\nRoy Harper,Stormcock,Me and My Woman,1771757574\n"
        let refused = try #require(failure(text))
        #expect(refused.line == 2)
        #expect(refused.message.hasPrefix("read by position, the date's column (uts) would be the kind;"), "\(refused.message)")
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames.map { [$0.date, $0.shortcut] } == ["uts", "track"])
    }

    /// A page of Foursquare's API (`meta`, `notifications` with one object, `response.checkins.items`
    /// with the check-ins): the jq the message offers is the check-ins' list, the longest, not the
    /// first found.
    @Test func theLongestListIsTheOneToMakeRecordsOf() throws {
        let text = """
            [{"notifications": [{"item": {"unreadCount": 4}, "type": "notificationTray"}],
              "meta": {"code": 200, "requestId": "57a526e1498e25b5122be493"},
              "response": {"checkins": {"count": 2, "items": [
                {"id": "a1", "createdAt": 1470437006, "venue": {"name": "Magpie Cafe"}},
                {"id": "a2", "createdAt": 1470337006, "venue": {"name": "Highland Coffees"}}]}}}]
            """
        let refused = try #require(failure(text, person: "me"))
        #expect(
            refused.message.hasPrefix(
                "its records' keys (meta.code, meta.requestId, response.checkins.count) name no date or shortcut;"),
            "\(refused.message)")
        #expect(
            refused.message.hasSuffix(
                "the lists of objects in its records (response.checkins.items, notifications) are not read: give each item a record of its own"
                    + " (with jq, `.response.checkins.items[]` beside the record's keys)"))
    }

    /// Apple Music's Play Activity names its `Event End Timestamp` before its `Event Start
    /// Timestamp`: a start is the date before an end where both are, as an order's time is when
    /// it began; the other columns named so keep their order.
    @Test func aStartIsTheDateBeforeAnEnd() throws {
        let text = """
            Artist Name,Content Name,Event End Timestamp,Event Received Timestamp,Event Start Timestamp,Event Type
            Britney Spears,Boys,2016-05-29T01:27:23.210Z,2016-05-29T01:27:24.000Z,2016-05-29T01:24:23.210Z,PLAY_END
            SPICA,I'll Be There,2015-08-06T08:33:05.444Z,2015-08-06T08:33:38.444Z,2015-08-06T08:30:05.444Z,PLAY_END

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames?.date == "Event Start Timestamp")
        #expect(read.histories[0].donations.map(\.date.timeIntervalSince1970).first == 1_464_485_063.21)
        let plays = "user,track,play_end_time,play_start_time\nu1,a,2024-01-01 10:04,2024-01-01 10:00\nu1,b,2024-01-01 10:09,2024-01-01 10:05\n"
        #expect(try EvaluationHistories(text: plays, timeZone: Self.utc).columnNames?.date == "play_start_time")
        // Names where neither word is a word of its own stay in their order.
        let order = EvaluationHistories.HeaderNames.startsFirst([0, 1, 2], ["vendor_date", "calendar_date", "sent_date"])
        #expect(order == [0, 1, 2])
    }

    /// A hospital's prescriptions (MIMIC's `PRESCRIPTIONS.csv`: `ROW_ID,SUBJECT_ID,HADM_ID,…,
    /// STARTDATE,ENDDATE,DRUG_TYPE,DRUG,…`) name the patient as a study names its subject, and a
    /// library's loans name the reader as a borrower: each is the person, where both were refused
    /// as having none.
    @Test func aStudysSubjectAndALibrarysBorrowerArePeople() throws {
        let prescriptions = """
            ROW_ID,SUBJECT_ID,HADM_ID,ICUSTAY_ID,STARTDATE,ENDDATE,DRUG_TYPE,DRUG,DRUG_NAME_POE,NDC,DOSE_VAL_RX,DOSE_UNIT_RX
            32600,42458,159647,,2146-07-21 00:00:00,2146-07-22 00:00:00,MAIN,Heparin,Heparin,63323026201,5000,UNIT
            32601,42458,159647,,2146-07-22 00:00:00,2146-07-23 00:00:00,MAIN,Senna,Senna,00904516561,1,TAB
            59637,42275,128293,290478,2135-10-25 00:00:00,2135-10-27 00:00:00,MAIN,Aspirin,Aspirin,63739002401,325,mg

            """
        let read = try EvaluationHistories(text: prescriptions, timeZone: Self.utc)
        #expect(read.columnNames.map { [$0.person, $0.date, $0.shortcut] } == ["SUBJECT_ID", "STARTDATE", "DRUG"])
        #expect(read.histories.map(\.person).sorted() == ["42275", "42458"])
        let loans = "loan_id,borrower_id,book_id,loan_date,due_date,return_date\n1,B001,BK12,2023-01-05,2023-01-19,2023-01-18\n"
        #expect(
            try EvaluationHistories(text: loans, timeZone: Self.utc).columnNames.map { [$0.person, $0.date, $0.shortcut] } == [
                "borrower_id", "loan_date", "book_id",
            ])
        let study = "participant_id,timestamp,app_name\nP01,2019-03-01 08:00,Gmail\n"
        #expect(try EvaluationHistories(text: study, timeZone: Self.utc).columnNames?.person == "participant_id")
    }

    /// Microsoft's MIND news behaviours (`impression_id`, the user, the time, the news clicked
    /// before, the news shown with a click or not): no column holds the one thing a record is
    /// about, and the impression's id is a record's, so the file is refused, with a header or
    /// without. Without one, its impressions' numbers (1, 2, 3…) are never the person.
    @Test func newsImpressionsAreRefused() throws {
        let rows = """
            1\tU13740\t11/11/2019 9:05:58 AM\tN55189 N42782 N34694\tN55689-1 N35729-0
            2\tU91836\t11/12/2019 6:11:30 PM\tN31739 N6072\tN20678-0 N39317-0
            3\tU13740\t11/13/2019 6:11:30 PM\tN31739 N6072\tN20678-0 N39317-0

            """
        let headerless = try #require(failure(rows))
        #expect(headerless.message.contains("found 5 fields, as every record has"), "\(headerless.message)")
        let named = try #require(failure("impression_id\tuser_id\ttime\thistory\timpressions\n" + rows))
        #expect(named.message.contains("names the person (user_id) and the date (time) but no shortcut column"), "\(named.message)")
        #expect(EvaluationHistories.countingColumns(in: [["1", "U1"], ["2", "U2"], ["3", "U1"]]) == [0])
        #expect(EvaluationHistories.countingColumns(in: [["1", "U1"], ["1", "U2"], ["3", "U1"]]).isEmpty)
    }

    /// IMDb's ratings export names the day a film was rated `Date Rated` and the film's own
    /// `Release Date` further on: a name starting with `date` is a day's, and a date of another
    /// thing (a release, a birth, an expiry) comes after the others.
    @Test func aDateNamedFirstIsTheRecordsAndAReleaseIsAFilms() throws {
        let imdb = """
            Const,Your Rating,Date Rated,Title,URL,Title Type,IMDb Rating,Runtime (mins),Year,Genres,Num Votes,Release Date,Directors
            tt0111161,10,2024-01-15,The Shawshank Redemption,https://www.imdb.com/title/tt0111161,movie,9.3,142,1994,Drama,2800000,1994-09-23,Frank Darabont
            tt0137523,9,2024-02-02,Fight Club,https://www.imdb.com/title/tt0137523,movie,8.8,139,1999,Drama,2200000,1999-10-15,David Fincher

            """
        let read = try EvaluationHistories(text: imdb, timeZone: Self.utc, person: "me")
        #expect(read.columnNames.map { [$0.date, $0.shortcut] } == ["Date Rated", "Title"])
        #expect(read.histories.first?.donations.first?.date == Date(timeIntervalSince1970: 1_705_276_800))
        // Wherever the release stands, the other date comes first.
        let released = "user_id,release_date,title,watch_date\nu1,1994-09-23,Heat,2024-01-15\nu1,1999-10-15,Alien,2024-02-02\n"
        #expect(try EvaluationHistories(text: released, timeZone: Self.utc).columnNames?.date == "watch_date")
    }

    /// An API page of one person's check-ins (Untappd's, `{"meta": …, "response": {"checkins":
    /// {"items": […]}}}`) read with `--person` is one record, its page's keys no order's: refused
    /// with the list to give each item a record, as without `--person`.
    @Test func anAPIPageReadForOnePersonNamesItsList() throws {
        let page = """
            {"meta": {"code": 200, "response_time": {"time": 0.788, "measure": "seconds"}},
             "response": {"pagination": {"max_id": 395408505},
              "checkins": {"count": 2, "items": [
               {"checkin_id": 412010026, "created_at": "Tue, 31 Jan 2017 02:14:10 +0000", "beer": {"beer_name": "Tropical Torpedo"}},
               {"checkin_id": 412010000, "created_at": "Mon, 30 Jan 2017 20:01:00 +0000", "beer": {"beer_name": "Two Hearted"}}]}}}
            """
        let refused = try #require(failure(page, person: "me"))
        #expect(
            refused.message
                == "its one record holds the list of objects response.checkins.items, which is not read: a history is one record an"
                + " order, so give each item a record of its own (with jq, `.response.checkins.items[]`)", "\(refused.message)")
    }

    /// Strava's bulk export names each activity (`Activity Name`: `Morning Run`, its hour put in
    /// words) beside its kind (`Activity Type`: `Run`): the kind is what was done, and its
    /// `Elapsed Time` and `Moving Time` are durations, never its date.
    @Test func aWorkoutsKindComesBeforeTheNameItWasGiven() throws {
        let text = """
            Activity ID,Activity Date,Activity Name,Activity Type,Activity Description,Elapsed Time,Distance
            7926971219,"Oct 6, 2022, 11:19:20 PM",Evening Run,Run,,1988,5.01
            7931050120,"Oct 7, 2022, 1:02:11 PM",Lunch Walk,Walk,,1201,1.52
            7936120001,"Oct 8, 2022, 6:40:00 AM",Morning Run,Run,easy,2100,5.30

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames.map { [$0.date, $0.shortcut] } == ["Activity Date", "Activity Type"])
        #expect(read.histories.first?.donations.map(\.key) == ["Run", "Walk", "Run"])
        // Garmin's `Activity Type` likewise comes before its `Title`.
        let garmin = "Activity Type,Date,Favorite,Title,Distance\nRunning,2023-05-01 07:00:00,false,Lisbon Running,5.2\n"
        #expect(try EvaluationHistories(text: garmin, timeZone: Self.utc, person: "me").columnNames?.shortcut == "Activity Type")
        // An Apple Health export's `Workouts.csv` names the kind a bare `Type`: the file's name
        // says its records are workouts. A bare `Type` elsewhere is still no shortcut.
        let workouts =
            "Type,Start,End,Duration,Total Energy (kcal)\nRunning,2023-05-14 09:00,2023-05-14 09:43,00:40:18,672.21\n"
            + "Cycling,2023-05-13 14:01,2023-05-13 14:32,00:17:47,95.19\n"
        let health = try EvaluationHistories(bytes: Array(workouts.utf8), timeZone: Self.utc, person: "me", fileName: "Workouts.csv")
        #expect(health.columnNames.map { [$0.date, $0.shortcut] } == ["Start", "Type"])
        #expect(failure(workouts, person: "me") != nil)
        // A total or an elapsed time is a duration, which a message never names as the date.
        let screenTime = "WeekDay,WD,Total_STime,Social Networking,Entertainment\nSunday,Sun,401,341,0\nMonday,Mon,407,233,0\n"
        let refused = try #require(failure(screenTime))
        #expect(refused.message.contains("does not name the columns person, date and shortcut"), "\(refused.message)")
        #expect(EvaluationHistories.HeaderNames.roles(in: ["Start", "Elapsed Time", "Moving Time", "Run"])["date"] == nil)
    }

    /// A screen-time log without a header keeps each session's start and end
    /// (`2021-11-13 23:37:57 +0000,2021-11-13 23:38:04 +0000`): read with --person by position,
    /// its ends were what was used. Refused: a column of dates is never the shortcut.
    @Test func aColumnOfDatesReadByPositionIsNoShortcut() throws {
        let text = """
            2021-11-13 23:37:57 +0000,2021-11-13 23:38:04 +0000
            2021-11-13 23:54:41 +0000,2021-11-13 23:55:00 +0000
            2021-11-09 21:49:09 +0000,2021-11-09 22:11:48 +0000

            """
        let refused = try #require(failure(text, person: "me"))
        #expect(
            refused.message.hasPrefix("no header, and column 2, read as the shortcut by position, holds dates or times on every record"),
            "\(refused.message)")
        // A third column of what was used is read.
        let apps = try EvaluationHistories(
            text: "2021-11-13 23:37:57,Safari\n2021-11-13 23:54:41,Mail\n2021-11-14 08:00:00,Safari\n", timeZone: Self.utc, person: "me")
        #expect(apps.histories.first?.donations.map(\.key) == ["Safari", "Mail", "Safari"])
    }

    /// Goodreads' library export names its book `Book Id` beside an `ISBN` left empty (`=""`) for
    /// many books: the book is what was shelved. A message that names the date names the
    /// day's columns first and another thing's date (a purchase's, a publication's) last.
    @Test func aBooksOwnIdentifierComesBeforeItsEditions() throws {
        let header =
            "Book Id,Title,Author,ISBN,ISBN13,My Rating,Year Published,Original Publication Year,Date Read,Date Added,Exclusive Shelf,"
            + "Original Purchase Date,Original Purchase Location"
        let text =
            header + "\n"
            + "40265832,How to Be an Antiracist,Ibram X. Kendi,\"=\"\"0525509283\"\"\",,0,2019,2019,,2020/05/20,to-read,,\n"
            + "1,It Walks by Night,John Dickson Carr,\"=\"\"\"\"\",,4,1930,1930,2020/05/01,2020/04/25,read,,\n"
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames.map { [$0.date, $0.shortcut] } == ["Date Added", "Book Id"] && read.skipped.records == 0)
        let refused = try #require(failure(text))
        #expect(refused.message.contains("names the date (Date Read) and the shortcut (Book Id) but no person column"), "\(refused.message)")
    }

    /// Libby's timeline names each book's `title` and `isbn`: an ebook and an audiobook of one
    /// title have two ISBNs, and a magazine none, so the title is what was borrowed.
    @Test func aTitleComesBeforeItsEditionsISBN() throws {
        let text = """
            cover,title,author,publisher,isbn,timestamp,activity,details,library
            https://img1.example/1.jpg,Prelude to Foundation,Isaac Asimov,Random House,9780553900958,"February 28, 2024 00:47",Returned,,Digital Library
            https://img1.example/2.jpg,Prelude to Foundation,Isaac Asimov,Random House Audio,9780307970602,"March 2, 2024 10:12",Borrowed,,Digital Library
            https://img1.example/3.jpg,The Bone Season,Samantha Shannon,Bloomsbury,,"March 5, 2024 21:40",Borrowed,,Digital Library

            """
        let read = try EvaluationHistories(text: text, timeZone: Self.utc, person: "me")
        #expect(read.columnNames.map { [$0.date, $0.shortcut] } == ["timestamp", "title"] && read.skipped.records == 0)
        #expect(read.histories.first?.donations.map(\.key) == ["Prelude to Foundation", "Prelude to Foundation", "The Bone Season"])
    }
}
