import Dates
import SiriSystem
import TextMatching

/// A histories file's header: the names data sets give the person, date and shortcut columns
/// (`HeaderNames`), where each column is once the header is read (`Columns`), and what a
/// message says of a header that names them otherwise.
extension EvaluationHistories {
    /// The names a header may give the columns besides person, date and shortcut, as data sets
    /// name them, each compared in lower case without spaces or punctuation (`Customer ID`,
    /// `customer_id`), in order of preference.
    public enum HeaderNames {
        public static let person = [
            "person", "personid", "user", "userid", "customeruniqueid", "customer", "customerid", "client", "clientid", "household", "householdid",
            "householdkey", "member", "memberid", "membernumber", "visitor", "visitorid",
            // A card statement's holder, before its account's number (a corporate card export's
            // `Cardholder`, American Express's `Card Member` beside its `Account #`).
            "cardholder", "cardholdername", "cardmember", "cardmembername", "karteninhaber", "karteninhaberin", "account", "accountid",
            "card", "cardid",
            // A card's number, as card data sets shorten it (`cc_num`: its holder is the person).
            "cardnumber", "cardno", "ccnum", "ccnumber", "creditcard", "creditcardnumber", "creditcardno", "loyaltycard", "customerno",
            "customernumber", "customercode", "custid", "shopper", "shopperid", "buyer",
            "buyerid", "consumer", "consumerid", "subscriberid", "guestid", "patronid", "uid", "email", "customeremail", "emailaddress",
            "useremail", "steamid", "authorsteamid",
            // Other languages' (Spanish and Portuguese, German, French, Dutch), the id written
            // first as they often write it.
            "cliente", "clienteid", "idcliente", "codcliente", "usuario", "usuarioid", "idusuario", "kunde", "kundenid", "kundennummer",
            "kundennr", "utilisateur", "klant", "klantid", "klantnummer",
            // Danish, Norwegian and Swedish (`kunde` is theirs too).
            "kundenummer", "kund", "kundnummer", "kundid",
            // French with the id first (`id_client`), as French tables write it.
            "idclient", "numclient", "numeroclient", "codeclient", "refclient", "idutilisateur",
            // Chinese, Japanese and Korean: the user's, the customer's, the member's.
            "用户id", "用户编号", "用户", "客户id", "客户编号", "客户", "顾客id", "顾客", "会员id", "会员编号", "会员", "顧客id", "顧客番号",
            "顧客", "会員番号", "ユーザーid", "ユーザー", "고객id", "고객번호", "고객", "회원id", "회원번호", "회원", "사용자id",
            // A German bank statement's own account (`Auftragskonto`, `IBAN Auftragskonto`), which
            // a statement of several accounts gives each booking: its holder is the person.
            "auftragskonto", "ibanauftragskonto",
            // A medication list's or a pharmacy's patient (Synthea's `PATIENT`).
            "patient",
            // A survey's respondent, each one's records the person's (the Amazon purchases
            // survey's `Survey ResponseID`).
            "surveyresponseid", "responseid", "respondentid", "respondent",
        ]
        /// When no column has one of the person's names: the first whose name starts with a word
        /// for a person and ends as an identifier or a name does (`customer_name`, `CustomerNo`,
        /// `cust_ref`), never one that only describes the person (`customer_city`, `user_agent`).
        public static let personBeginnings = [
            "customer", "cust", "user", "client", "member", "household", "visitor", "account", "shopper", "buyer", "consumer",
            "subscriber", "guest", "patron", "card", "reviewer", "listener", "viewer", "reader", "player", "rider", "passenger",
            "student", "patient", "usuario", "kunde", "klant", "utilisateur", "comprador",
            // A streaming service's profiles, each a person of the household (Netflix's `Profile Name`).
            "profile",
            // A library's borrower (`borrower_id` beside the book's id and the loan's date); a
            // study's subject or participant (MIMIC's prescriptions, `SUBJECT_ID`; an app-usage
            // study's `participant_id`).
            "borrower", "subject", "participant",
        ]
        public static let personEndings = ["id", "key", "no", "number", "code", "ref", "name", "nr", "nummer"]
        /// A date and time in one column.
        public static let instant = [
            "datetime", "timestamp", "orderdatetime", "createdat", "eventtime", "checkintime", "ts", "orderedat", "purchasedat",
            "occurredat", "loggedat", "timestampms", "playedat", "listenedat", "watchedat", "startedat",
            // Last.fm exports' Unix time beside their `utc_time`.
            "uts",
            // Microseconds since 1970, as Google Takeout's browser history keeps them (`time_usec`).
            "timeusec", "timestampusec", "timemicros", "timestampmicros",
            "fechahora", "fechayhora", "datahora", "zeitstempel", "horodatage", "tidspunkt", "tidpunkt",
            // Chinese, Japanese and Korean: a timestamp, an order's, a purchase's, a transaction's time.
            "时间戳", "下单时间", "购买时间", "交易时间", "支付时间", "日期时间", "日時", "注文日時", "購入日時", "일시", "주문일시", "구매일시",
            // A bill's transaction created or paid, as Alipay and Meituan name it (`交易创建时间`),
            // and a record's creation.
            "交易创建时间", "创建时间", "付款时间", "取引日時", "거래일시",
        ]
        /// A day, which a time column may complete.
        public static let day = [
            "invoicedate", "orderdate", "transactiondate", "purchasedate",
            // The day a film was seen, before the day its diary entry was written (Letterboxd's `Date`).
            "watcheddate", "datewatched", "date", "transactiondt", "orderdt", "purchasedt", "invoicedt",
            "fecha", "fechapedido", "fechacompra", "fechaventa", "fechafactura", "datapedido", "datacompra", "datavenda", "datum",
            "fechaorden", "fechatransaccion", "bestelldatum", "kaufdatum", "rechnungsdatum", "datecommande", "dateachat",
            // Danish and Norwegian (Swedish writes `datum`, as German does).
            "dato", "ordredato", "kjøpsdato", "købsdato",
            // A bank statement's booking day before its value day: German (`Buchungstag`,
            // `Buchungsdatum`, ING's `Buchung`, then `Wertstellung`, `Valutadatum`, `Valuta`),
            // Dutch, French, Spanish, Italian and Portuguese.
            "buchungstag", "buchungsdatum", "buchung", "transactiedatum", "boekdatum", "boekingsdatum", "dateopération", "dateoperation",
            "datedopération", "datedoperation", "datecomptable", "fechaoperación", "fechaoperacion", "fechacontable", "dataoperazione",
            "datacontabile", "datamovimento", "datalançamento", "datalancamento", "wertstellung", "wertstellungstag", "valutadatum",
            "valuta", "rentedatum", "datedevaleur", "datevaleur", "fechavalor", "datavaluta",
            // Chinese, Japanese and Korean: a date, an order's, a purchase's.
            "日期", "订单日期", "下单日期", "购买日期", "交易日期", "日付", "注文日", "購入日", "날짜", "주문일", "주문일자", "구매일", "구매일자",
            // A Chinese bank statement's booking day (`记账日期`, with its `记账时间`), a Japanese
            // card statement's day of use and a transaction's, a Korean one's.
            "记账日期", "入账日期", "利用日", "ご利用日", "取引日", "거래일", "거래일자", "이용일", "이용일자",
            // Portuguese's, Italian's and Polish's word for a date, last: English tables use `data`
            // for other things, and its content is checked as any date column's is.
            "data",
        ]
        /// A day numbered from the data's first (the Complete Journey's `DAY`, 1 to 711), read as
        /// such only when the first record's is such a number (`EvaluationHistories.dayNumber`).
        public static let numberedDay = ["day", "daynumber", "dayno", "dayindex"]
        /// The other parts of a date written in columns (`year,month,day`): beside one, a `day`
        /// column is a day of the month, not a numbered day.
        static let dateParts: Set<String> = ["month", "year", "yr", "mon", "monthnumber", "monthofyear"]
        /// A time: of the day beside a day column, else taken as a date and time.
        public static let clock = [
            "time", "ordertime", "transactiontime", "purchasetime", "invoicetime", "transtime", "hora", "uhrzeit", "zeit", "heure",
            "时间", "時間", "時刻", "시간", "记账时间", "交易时刻", "거래시간",
        ]
        /// An hour alone beside a day, a whole number from 0 to 23 (dunnhumby's "Let's Get Sort-of-Real"
        /// `SHOP_HOUR` beside its `SHOP_DATE`; Instacart's `order_hour_of_day`): the start of that hour.
        static let hour = [
            "hour", "hourofday", "orderhour", "orderhourofday", "shophour", "purchasehour", "transactionhour", "transhour", "salehour",
            "saleshour", "invoicehour", "visithour", "checkinhour", "eventhour",
        ]
        /// Each record's own clock: its minutes from UTC (the Foursquare check-ins' `timezoneOffset`,
        /// beside a `utcTimestamp`), which its hour of the week is read on instead of `TZ`'s.
        public static let clockOffset = ["timezoneoffset", "tzoffset", "utcoffset", "timezoneoffsetminutes", "utcoffsetminutes"]
        public static let shortcut =
            [
                "shortcut", "item", "itemname", "itemdescription", "product", "productname",
                // Shopify's orders export: the line's product by name, before its `Lineitem sku`
                // (empty for a product without one).
                "lineitemname", "itemid", "productid", "sku", "stockcode",
                // What was eaten or drunk before where (an Untappd export's `Beer` before its `Venue`,
                // empty where no place was given).
                "article", "dish", "drink", "beverage", "meal", "beer", "wine",
                // The same named as a name or an identifier (Untappd's newer export: `beer_name`,
                // `beer_id` beside `venue_id`), still before where.
                "dishname", "drinkname", "beveragename", "mealname", "beername", "winename", "dishid", "drinkid", "beerid", "wineid",
                // What was read, by its own identifier before an edition's ISBN, which a library
                // export leaves empty for many books (Goodreads' `Book Id` beside its `ISBN`).
                "book", "booktitle", "bookname", "bookid",
                // What a medication log or a pharmacy's dispensing records was taken or given.
                "medication", "medicationname", "medicine", "medicinename", "drug", "drugname", "medikament", "medicamento", "médicament",
                // The kind of workout a fitness export's record is (Strava's `Activity Type`, `Run`),
                // before the name it gives each one (`Morning Run`, its hour put in words) or a title.
                "activitytype", "workoutactivitytype", "exercisetype", "sporttype",
                "venue", "venueid", "action", "intent",
                // Whom a bank or card statement's payment went to, before its description (a card
                // statement's `Description` is the merchant, as Discover's is): English, German
                // (`Auftraggeber/Empfänger`, Sparkasse's `Beguenstigter/Zahlungspflichtiger`, a
                // Volksbank's `Name Zahlungsbeteiligter`), Dutch, French, Spanish and Italian.
            ] + payee + ["description"] + statementText + [
                "event",
                "eventname", "place", "placeid", "locationid", "poi", "poiid", "asin", "barcode", "upc", "couponupc", "productupc", "ean", "gtin",
                "producto", "produto", "produit", "prodotto", "artikel", "articulo", "artículo", "artigo", "articolo", "idproducto",
                "idproduto", "codproducto", "codproduto", "idarticulo", "idartigo",
                // German's, Danish's, Norwegian's, Swedish's and Polish's product, and the Nordic ware.
                "produkt", "produktname", "produktnavn", "produktnamn", "vare", "varenavn", "vara", "varunamn",
                // What was bought, so named (a shopping-trends survey's `Item Purchased`, beside its `Category`).
                "itempurchased", "productpurchased", "purchaseditem", "purchasedproduct", "itembought", "productbought",
                // Chinese, Japanese and Korean: the goods' or the product's name, then the goods, then
                // their identifiers.
                "商品名称", "商品名", "产品名称", "品名", "상품명", "제품명", "商品", "产品", "상품", "제품", "商品id", "产品id", "상품id",
                // Last: what a film, a book, a video or a song is called, the track's or the song's
                // name before the artist's (Spotify's `trackName` beside its `artistName`).
                "title", "track", "song", "trackname", "songname", "tracktitle", "songtitle",
                // Chinese: an order's title (Meituan's `订单标题`, the shop's or the dish's) and a
                // bill's description of the goods (Alipay's `商品说明`).
                "订单标题", "标题", "商品说明",
                // An edition's ISBN after the title: a library's ebook and audiobook of one title
                // have two (Libby's timeline), and its magazines none.
                "isbn",
            ]
        /// Whom a statement's payment went to (or came from), as banks name the column.
        public static let payee = [
            "payee", "payeename", "merchant", "merchantname",
            // A card data set's merchant by its identifier (Elo's `merchant_id`, beside a `city_id`).
            "merchantid", "counterparty", "counterpartyname", "beneficiary", "beneficiaryname",
            "empfänger", "empfaenger", "zahlungsempfänger", "zahlungsempfaenger", "zahlungsempfängerin", "auftraggeberempfänger",
            "auftraggeberempfaenger", "empfängerauftraggeber", "auftraggeberbegünstigter", "auftraggeberbeguenstigter", "begünstigter",
            "beguenstigter", "begünstigterzahlungspflichtiger", "beguenstigterzahlungspflichtiger", "zahlungsbeteiligter",
            "namezahlungsbeteiligter", "naamtegenpartij", "tegenpartij", "naamomschrijving", "bénéficiaire", "beneficiaire",
            "beneficiario", "comercio",
            // German's merchant (a card statement's `Händler`, as some banks name the payee).
            "händler", "haendler", "händlername", "haendlername",
            // Chinese: the other party of a WeChat Pay or Alipay bill (`交易对方`) and of a bank's
            // statement (the Bank of China's `对方账户名`, ICBC's `对方户名`, China Merchants Bank's
            // `对手信息`), and where a card was used (ICBC's `交易场所`, whose `对方户名` a card's
            // purchases leave blank); Japanese: a household book's shop (Zaim's `お店`) and a card
            // statement's (`ご利用店名`); Korean: a card statement's merchant (`가맹점명`).
            "交易对方", "对方账户名", "对方户名", "对方名称", "对手信息", "收款方", "交易场所", "交易地点", "お店", "店名", "利用店名", "ご利用店名", "支払先",
            "가맹점명", "가맹점", "사용처",
        ]
        /// A statement's text of a booking where no column names the payee (a savings bank's
        /// `Verwendungszweck` alone), after a `Description`: German, Dutch, French, Spanish,
        /// Italian and Portuguese.
        public static let statementText = [
            "transactiondescription", "verwendungszweck", "buchungsdetails", "omschrijving", "mededelingen", "libellé", "libelle",
            "libelléopération", "libelleoperation", "concepto", "descripción", "descripcion", "descrizione", "descrição",
            "descricao",
            // Chinese and Japanese: a booking's summary or text (`摘要`, `交易摘要`, `附言`), what a
            // bill says was paid for (JD's `交易说明`, its goods), a household book's entry
            // (MoneyForward's `内容`).
            "交易说明", "交易摘要", "摘要", "附言", "内容", "取引内容", "적요",
        ]
        /// A running balance, which makes a table an account's statement: there a `Product` is the
        /// account's (Revolut's `Current`), never what was bought, and the payee or the description
        /// names what was paid for.
        static func namesBalance(_ plain: String) -> Bool {
            ["balance", "runningbalance", "saldo", "kontostand", "solde", "saldonachbuchung"].contains { plain.hasPrefix($0) }
        }
        /// What was bought named as its type, when nothing names it otherwise: an Uber trip's
        /// `Product Type` (`UberX`), a coffee stand's `coffee_type` (`Americano`). Only after a
        /// word for what is sold, eaten, drunk or ridden: `Type` alone, a transaction's, a
        /// payment's, an order's or a card's type names no such thing.
        public static let typedShortcutBeginnings = [
            "product", "item", "article", "coffee", "tea", "drink", "beverage", "food", "dish", "meal", "pizza", "beer", "wine", "cocktail",
            "juice", "smoothie", "sandwich", "burger", "menu", "ride", "producto", "produto", "produit", "produkt", "bebida", "comida",
        ]

        /// When no column has one of the shortcut's names: the first whose name ends so
        /// (`coffee_name`, `menu_item`, `drink_product`, `nombre_producto`), unless it names a
        /// person (`CONTACTLASTNAME`) or an order's line (`OrderLineItem`, its 1, 2, 3).
        public static let shortcutEndings = ["item", "product", "sku", "name", "producto", "produto", "produit", "artikel"]
        /// Then the first whose name starts with a word for what is sold and ends as an
        /// identifier (`ProductKey`, `product_code`, `PRODUCTCODE`, `item_no`, `article_number`),
        /// as data warehouses and sales tables name it.
        public static let shortcutBeginnings = [
            "product", "item", "article", "sku", "stock", "producto", "produto", "produit", "prodotto", "artikel", "articulo", "artigo",
            "articolo",
        ]
        public static let shortcutIdentifierEndings = ["id", "key", "code", "no", "number", "nr", "nummer", "num", "ref"]
        /// Then a category (the food group beside a `Food Name`): coarser than any column named
        /// for the item itself, so taken after them.
        public static let coarseShortcut = [
            "category", "categoria", "categoría", "kategorie", "categorie",
            // A food-delivery order's cuisine, where it names no dish.
            "cuisine",
        ]
        /// Then a category named for what it sorts (`product_category`, `item_category`,
        /// `Sub-Category`): a word for what is sold before it, as for a type, so never a
        /// payment's or a transaction's category.
        static func namesGoodsCategory(_ plain: String) -> Bool {
            plain == "subcategory"
                || ["category", "categoria", "kategorie", "categorie"].contains { ending in
                    plain.hasSuffix(ending) && typedShortcutBeginnings.contains { plain.hasPrefix($0) }
                }
        }
        /// What was bought named as the purchase itself, where no column names it otherwise (a
        /// budget's `date,purchase,cost,category`, whose `category` is `need` or `want`): before
        /// any category. Only so named: `purchase_id`, `purchase_date` name a record and its day.
        static let purchaseNamed = ["purchase", "purchased", "bought"]
        /// Likewise for the date when no column has one of its names: a date and time
        /// (`order_purchase_timestamp`), else a day (`sale_date`).
        public static let instantEndings = ["timestamp", "datetime", "日時"]
        /// (`datekey`: a data warehouse's day, `OrderDateKey`, written `20210101`.)
        public static let dayEndings = ["date", "datum", "datekey", "日期", "日付"]
        /// Whether a name (as compared) starts with `date` and goes on to say what happened on it
        /// (IMDb's `Date Rated`, Goodreads' `Date Added`): a day as much as one ending so.
        static func startsAsDay(_ plain: String) -> Bool {
            plain.hasPrefix("date") && plain.count > "date".count && !plain.hasPrefix("dateof") && !dateParts.contains(plain)
        }
        /// Words that make a date another thing's than the record's: a film's or a book's release
        /// or publication, a person's birth, a card's or an offer's expiry, a bill's due day
        /// (IMDb's `Release Date` beside its `Date Rated`). Such columns come after the others of
        /// their group.
        static let othersDateWords: Set<String> = [
            "release", "released", "birth", "born", "publication", "published", "expiry", "expiration", "expires", "due",
        ]
        /// The columns of `indices` whose names date another thing (`othersDateWords`) put last.
        static func othersDatesLast(_ indices: [Int], _ header: [String]) -> [Int] {
            let others = indices.filter { words(header[$0]).contains(where: othersDateWords.contains) }
            return indices.filter { !others.contains($0) } + others
        }
        /// The columns named as a date and time, a day or a time ends (`instantEndings`,
        /// `dayEndings`, `timeEndings`, in that order), other than `taken`: in each group one that
        /// starts as `subject` says first, a start before an end, another thing's date last. A name
        /// ending in `time` that names a measure or a time taken is a duration, never a date (a
        /// screen-time table's `Total_STime`, its minutes; Strava's `Elapsed Time`).
        static func datesByEnding(_ plain: [String], _ header: [String], besides taken: [Int], subject: [String] = []) -> [Int] {
            [instantEndings, dayEndings, timeEndings].flatMap { endings in
                let named = plain.indices.filter { index in
                    !taken.contains(index)
                        && (endings.contains(where: plain[index].hasSuffix) || (endings == dayEndings && startsAsDay(plain[index])))
                        && !(endings == timeEndings && (namesMeasure(header[index]) || namesElapsed(plain[index])))
                }
                let ofSubject = named.filter { index in subject.contains { plain[index].hasPrefix($0) } }
                return othersDatesLast(startsFirst(ofSubject, header) + startsFirst(named.filter { !ofSubject.contains($0) }, header), header)
            }
        }
        /// What a file's name calls its records when they are things done, whose bare `Type` is
        /// the kind of each (`Workouts.csv`, `activities.csv`), unlike a statement's or an order's.
        static let activitySubjects = ["workout", "activit", "exercise", "training"]
        /// Whether a name (as compared) names a time taken rather than a moment (`elapsedtime`,
        /// `movingtime`, `screentime`).
        static func namesElapsed(_ plain: String) -> Bool {
            ["elapsed", "moving", "screen", "total"].contains { plain == $0 + "time" }
        }
        /// Last for the date: a column whose name ends in `time` (`unixReviewTime`).
        public static let timeEndings = ["time", "时间", "時間"]
        /// Last for the shortcut: a column whose name ends as an identifier (`movieId`,
        /// `business_id`), unless it identifies a record rather than what it is about
        /// (`order_id`, `review_id`, `session_id`).
        public static let identifierEndings = ["id"]
        public static let recordBeginnings = [
            "order", "transaction", "invoice", "basket", "session", "receipt", "ticket", "review", "rating", "trip", "visit", "cart",
            "payment", "row", "line", "record", "shipment", "purchase", "sale", "booking", "checkin", "request", "event", "encounter",
            // A log's impression (MIND's `impression_id`: the news shown once, a record of it).
            "impression",
            // The same in other languages: an order's (`pedido_id`), a sale's, a purchase's, a
            // transaction's, an invoice's, a receipt's.
            "pedido", "venta", "venda", "compra", "transaccion", "transacción", "transacao", "transação", "factura", "fatura", "boleta",
            "recibo", "commande", "facture", "achat", "bestellung", "rechnung", "auftrag", "kauf", "ordine", "fattura", "vendita",
            "acquisto", "bestelling", "factuur", "aankoop",
            // Chinese's and Japanese's order and transaction, Korean's order.
            "订单", "交易", "注文", "取引", "주문",
        ]
        static let personNamed = ["customername", "username", "firstname", "lastname", "fullname", "membername", "clientname", "accountname"]
        /// How the names of a person's own name end (`CONTACTLASTNAME`, `reviewer_display_name`).
        static let personalNameEndings = [
            "firstname", "lastname", "fullname", "surname", "givenname", "familyname", "middlename", "nickname", "displayname", "screenname",
        ]
        /// An amount, a price, a quantity or a duration: a measure of an order, never what was
        /// ordered (`tran_amount`, `Price Each`, `OrderQuantity`). Long words are looked for at
        /// either end of a name as compared too (`tranamount`), short ones only as words of it
        /// (`qty`, not the `fee` of `coffee`).
        static let measureWords = [
            "amount", "price", "total", "quantity", "revenue", "spend", "spent", "sales", "profit", "discount", "balance", "duration",
        ]
        static let measureShortWords: Set<String> = ["amt", "qty", "cost", "fee", "fare", "paid", "tax", "sum", "subtotal"]

        /// Whether a column's name, as the header writes it, names a measure of an order.
        static func namesMeasure(_ name: String) -> Bool {
            let plain = plain(name)
            if measureWords.contains(where: { plain.hasPrefix($0) || plain.hasSuffix($0) }) { return true }
            return words(name).contains(where: measureShortWords.contains)
        }

        /// Whether a column's name (as compared) names a person's own name, not a thing's.
        /// A type's display name is the type's, not a person's (a Strava page's
        /// `activity_type_display_name`, `Caminhada`).
        static func namesPersonsName(_ plain: String) -> Bool {
            personNamed.contains(plain)
                || personalNameEndings.contains { plain.hasSuffix($0) && !plain.dropLast($0.count).hasSuffix("type") }
        }

        /// The shortcut's column among `plain` (names as compared), other than `taken`: one of the
        /// shortcut's names, in their order; else one whose name ends as one does
        /// (`shortcutEndings`, in their order); else a thing's identifier (`shortcutBeginnings`);
        /// else a category; else an identifier of what a record is about (`namesWhatItIsAbout`);
        /// else a column named just `name`, which may as well be the person's (Google's reviews
        /// beside the reviewer's `user_id`) or an order's (Shopify's `#1001`).
        static func shortcutColumn(_ plain: [String], besides taken: [Int] = [], lastParts: [String]? = nil) -> Int? {
            func first(_ matches: (String) -> Bool) -> Int? { plain.indices.first { !taken.contains($0) && matches(plain[$0]) } }
            // An account's statement: its payee or its description before any product.
            if plain.contains(where: namesBalance) {
                for name in payee + ["description"] + statementText { if let found = first({ $0 == name }) { return found } }
            }
            for name in shortcut { if let found = first({ $0 == name }) { return found } }
            for ending in shortcutEndings {
                if let found = first({ name in
                    name.hasSuffix(ending) && name != ending && !namesPersonsName(name) && !(ending == "item" && name.hasSuffix("lineitem"))
                        && !(ending == "name" && namesPlace(name))
                }) {
                    return found
                }
            }
            if let found = first({ name in
                shortcutBeginnings.contains { name.hasPrefix($0) } && shortcutIdentifierEndings.contains { name.hasSuffix($0) }
                    && !namesMeasure(name)
            }) {
                return found
            }
            // What was bought named as its type, before a category, which is coarser.
            if let found = first({ name in name.hasSuffix("type") && typedShortcutBeginnings.contains { name.hasPrefix($0) } }) {
                return found
            }
            for name in purchaseNamed { if let found = first({ $0 == name }) { return found } }
            for name in coarseShortcut { if let found = first({ $0 == name }) { return found } }
            if let found = first(namesGoodsCategory) { return found }
            // A JSON key's last part names what it identifies (an API page's `meta.requestId` is
            // a request's, a record's).
            let about = plain.indices.first { index in
                guard !taken.contains(index), namesWhatItIsAbout(plain[index]) else { return false }
                return lastParts.map { parts in !recordBeginnings.contains(where: parts[index].hasPrefix) } ?? true
            }
            return about ?? first { shortcutEndings.contains($0) }
        }

        /// The roles a header's names give columns, each role's column as the header writes it:
        /// what an error says when the header names some of them but not all.
        /// `besides`: columns no name makes the shortcut (times of day or durations, `Tid`).
        static func roles(in header: [String], besides: [Int] = []) -> [String: String] {
            let plain = header.map(Self.plain)
            // In the names' order, as the columns are read (`Columns(header:)`): Amazon's `Product
            // Name` before its `ASIN`, wherever each stands.
            func first(_ names: [String], _ endings: [String] = [], orWords: Bool = false) -> String? {
                for name in names { if let index = plain.firstIndex(of: name) { return header[index] } }
                for ending in endings {
                    if let index = plain.firstIndex(where: { $0.hasSuffix(ending) && !personNamed.contains($0) }) { return header[index] }
                }
                if orWords, let index = personByWords(plain) { return header[index] }
                return nil
            }
            var roles: [String: String] = [:]
            roles["person"] = first(person, orWords: true)
            roles["date"] = first(instant + day + clock) ?? datesByEnding(plain, header, besides: []).first.map { header[$0] }
            roles["shortcut"] = shortcutColumn(plain, besides: besides, lastParts: header.map(lastPart)).map { header[$0] }
            return roles
        }

        /// Whether a column's name (as compared) ends as an identifier and names no record
        /// (`movieid`, not `orderid`), nor a person (`userid`, taken before this is asked), nor a
        /// measure (`paid`, however many words before it: KKBox's `actual_amount_paid`, whose
        /// `id` is the end of `paid`).
        static func namesWhatItIsAbout(_ plain: String) -> Bool {
            plain.count > 2 && identifierEndings.contains { plain.hasSuffix($0) } && !recordBeginnings.contains { plain.hasPrefix($0) }
                && !namesRecordsIdentifier(plain) && !namesPersonByWords(plain) && !person.contains(plain) && !namesMeasure(plain)
                && !measureShortWords.contains { plain.hasSuffix($0) }
                && !regionBeginnings.contains { plain.hasPrefix($0) }
        }
        /// Whether an identifier's name (as compared) ends with a word for a record before its `id`
        /// (`loyalty_txn_id`, a loyalty programme's transaction; `customer_order_id`), a ledger's
        /// short forms of a transaction's included (`txn_id`, `trans_id`): a record's own, as one
        /// starting with such a word is.
        static func namesRecordsIdentifier(_ plain: String) -> Bool {
            guard plain.hasSuffix("id") else { return false }
            let stem = plain.dropLast(2)
            return recordEndingWords.contains { stem.hasSuffix($0) }
        }
        /// The words for a record looked for before an identifier's `id`: those that end no other
        /// thing's name (an `airline_id` is an airline's, though a `line_id` is a line's).
        static let recordEndingWords = [
            "transaction", "txn", "trx", "trans", "tran", "order", "invoice", "receipt", "payment", "purchase", "booking", "checkin",
            "session", "basket", "shipment",
        ]
        /// A region's identifier says where a record was, as coarsely as a map's areas (Elo's
        /// `city_id` and `state_id`, 88 on every purchase of a card), never what was chosen
        /// there: unlike a place's or a venue's, it is no shortcut.
        static let regionBeginnings = [
            "city", "state", "country", "region", "province", "district", "county", "zip", "postal", "postcode", "area", "zone",
        ]

        /// Columns named as a date ends, a start's before an end's where both are (Apple Music's
        /// `Event Start Timestamp` before its `Event End Timestamp`, `Play Start Time` before
        /// `Play End Time`): when something began, as an order's time is, not when it stopped.
        /// The others keep their order.
        static func startsFirst(_ columns: [Int], _ header: [String]) -> [Int] {
            let starts = columns.filter { words(header[$0]).contains { ["start", "started", "begin", "began", "beginning"].contains($0) } }
            let ends = columns.filter { column in
                !starts.contains(column)
                    && words(header[column]).contains { ["end", "ended", "ending", "stop", "stopped", "finish", "finished"].contains($0) }
            }
            guard let firstEnd = ends.first, !starts.isEmpty, let at = columns.firstIndex(of: firstEnd) else { return columns }
            let before = columns[..<at].filter { !starts.contains($0) }
            return before + starts + columns[at...].filter { !starts.contains($0) }
        }

        /// A name's words, in lower case: apart at anything but a letter, and where a capital
        /// follows a small letter (`eventEndTimestamp`: `event`, `end`, `timestamp`).
        static func words(_ name: String) -> [String] {
            var words: [String] = []
            var word = ""
            for character in name {
                if !character.isLetter || (character.isUppercase && word.last?.isLowercase == true) {
                    if !word.isEmpty { words.append(word.lowercased()) }
                    word = character.isLetter ? String(character) : ""
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty { words.append(word.lowercased()) }
            return words
        }

        /// Whether a name ending in `name` names a region's (`SMALL_AREA_NAME`, `city_name`,
        /// `prefecture_name`): where a record was, never what was chosen there.
        static func namesPlace(_ plain: String) -> Bool {
            let stem = plain.dropLast("name".count)
            return (regionBeginnings + ["prefecture", "pref", "ward", "neighbourhood", "neighborhood"]).contains { stem.hasSuffix($0) }
        }

        /// Whether a column's name (as compared) starts with a word for a person and ends as an
        /// identifier or a name does (`personBeginnings`, `personEndings`).
        static func namesPersonByWords(_ plain: String) -> Bool {
            personBeginnings.contains { plain.hasPrefix($0) } && personEndings.contains { plain.hasSuffix($0) }
                && !(plain.hasPrefix("custom") && !plain.hasPrefix("customer"))
        }

        /// The first column named so (`namesPersonByWords`) as an identifier is (`user.uid`,
        /// `cust_ref`), else the first named so as a name is (`customer_name`): a person's id
        /// before their given name, which others share (`user.first_name` of a check-in feed).
        static func personByWords(_ plain: [String]) -> Int? {
            plain.indices.first { namesPersonByWords(plain[$0]) && !plain[$0].hasSuffix("name") }
                ?? plain.indices.first { namesPersonByWords(plain[$0]) }
        }

        /// A name as compared: lower case, letters and digits only, without the type RecBole's
        /// atomic files write after a colon (`user_id:token`, `timestamp:float`).
        static func plain(_ name: String) -> String {
            var name = Substring(name)
            if let colon = name.lastIndex(of: ":"),
                recBoleTypes.contains(String(name[name.index(after: colon)...]).lowercased().trimmingWhitespace())
            {
                name = name[..<colon]
            }
            return productsAbbreviated(unhashed(name.lowercased().filter { $0.isLetter || $0.isNumber }), words: words(String(name)))
        }

        /// A product's name, identifier or category with `product` shortened to its first letters
        /// as a word of its own (`prod_id`, `prod_name`, `prd_category`), or to `p` before a
        /// category (`p_category`, the Retail Sales data set's `Product Category` renamed), as
        /// `product…` is compared. A `p_` before anything else is left alone: `p_id`, `p_name`
        /// are as often a person's or a patient's.
        static func productsAbbreviated(_ plain: String, words: [String]) -> String {
            guard words.count >= 2, let first = words.first else { return plain }
            if ["prod", "prd"].contains(first) { return "product" + plain.dropFirst(first.count) }
            if first == "p", words.count == 2, ["category", "cat"].contains(words[1]) { return "productcategory" }
            return plain
        }

        /// A hashed identifier's name as its stem's (`USER_ID_hash`, `customer_id_hashed`,
        /// `hashed_user_id`: `userid`, `customerid`): an id of what the stem names, written as a
        /// hash (Recruit's Ponpare coupon purchases). A name that is only `hash` stays so.
        static func unhashed(_ plain: String) -> String {
            for ending in ["hashed", "hash"] where plain.hasSuffix(ending) && plain.count >= ending.count + 2 {
                return String(plain.dropLast(ending.count))
            }
            for beginning in ["hashed"] where plain.hasPrefix(beginning) && plain.count >= beginning.count + 2 {
                return String(plain.dropFirst(beginning.count))
            }
            return plain
        }

        static let recBoleTypes: Set<String> = ["token", "token_seq", "float", "float_seq"]

        /// The last part of a JSON key's path as compared (`meta.requestId`: `requestid`); a
        /// table's name whole.
        static func lastPart(_ name: String) -> String {
            plain(name.split(separator: ".").last.map(String.init) ?? name)
        }
    }

    /// Where each column is: by position, or by a header's names.
    struct Columns {
        var person = 0, date = 1, shortcut = 2
        var kind: Int? = 3
        /// Columns named by a header: other columns may follow and are ignored.
        var named = false
        /// How many columns the header has (a record may not have more).
        var count = 4

        /// A time of day completing the date column (a header's `order_date` and `order_time`).
        var time: Int?
        /// The time column holds an hour alone (`HeaderNames.hour`: `SHOP_HOUR`'s `20`).
        var hourAlone = false
        /// The date column holds days numbered from the data's first, not dates
        /// (`EvaluationHistories.dayNumber`).
        var dayNumbered = false
        /// Read by names other than person, date and shortcut (`HeaderNames`): the header's own.
        var synonyms: (person: String, date: String, shortcut: String)?
        /// How they were found, when not by position or by the plain names.
        var reading: ColumnReading?
        /// A column of each record's minutes from UTC (`HeaderNames.clockOffset`).
        var clockOffset: Int?

        /// The columns of a file without a header, by what the first records hold (two or more,
        /// of as many fields each), when the second column holds no dates or there are more than four: the first column of dates
        /// the date (the second when it is one), the first other column the person, the next
        /// the shortcut; the others are ignored, and there is no kind. Nil when the second
        /// column is a date and there are three or four columns (read by position), or when no
        /// column holds dates (the positional reading then says what is wrong).
        init?(contents rows: [[String]], codec: DateCodec) {
            // A table: two records or more, all of as many fields (a shortcut holding commas that
            // were not quoted makes records of different lengths, which position reports).
            // Empty cells after the last filled one count as fields when every record has them
            // (a statement's last column, empty on some lines, `…;Lastschrift;`).
            let filled = rows.map { ($0.lastIndex { !$0.isEmpty } ?? 0) + 1 }
            let sameCount = rows.allSatisfy { $0.count == rows[0].count }
            guard rows.count >= 2, let widest = sameCount ? filled.max() : filled.first, widest >= 3,
                sameCount || filled.allSatisfy({ $0 == widest })
            else { return nil }
            let secondIsDate = rows.allSatisfy { $0.count > 1 && EvaluationHistories.looksLikeDate($0[1], codec: codec) }
            // Four columns whose fourth holds amounts (one person's `date;text;amount` with
            // --person): no kind, read by what they hold.
            let fourthAmounts = widest == 4 && rows.allSatisfy { $0.count > 3 && EvaluationHistories.looksLikeAmount($0[3]) }
            if secondIsDate && widest <= 4 && !fourthAmounts { return nil }
            guard let date = secondIsDate ? 1 : EvaluationHistories.dateColumn(in: rows, codec: codec) else { return nil }
            // Nor a ledger's numbers (`EvaluationHistories.amountColumns`), a column numbering the
            // records, one of lists of identifiers (MIND's news clicked before), or one of
            // measurements (the SNAP check-ins' latitude and longitude before their place).
            let neither = EvaluationHistories.amountColumns(in: rows).union(EvaluationHistories.countingColumns(in: rows)).union(
                EvaluationHistories.listColumns(in: rows)
            ).union(EvaluationHistories.measurementColumns(in: rows))
            // Neither of the other two a time of day (a sale's `Date,Time,…` with no person), nor
            // another column of dates, of amounts or of currencies (a bank statement published
            // without a header: `29.12.2021;29.12.2021;HORNBACH …;-41,35;EUR`, its value day no
            // shortcut, its booking day no person).
            let others = (0..<widest).filter { column in
                column != date && !neither.contains(column)
                    && !rows.allSatisfy { row in
                        column < row.count
                            && (EvaluationHistories.looksLikeClock(row[column]) || EvaluationHistories.looksLikeDate(row[column], codec: codec)
                                || EvaluationHistories.looksLikeAmount(row[column]) || EvaluationHistories.currencies.contains(row[column]))
                    }
            }
            guard others.count >= 2 else { return nil }
            (person, self.date, shortcut) = (others[0], date, others[1])
            // Each record's minutes from UTC beside instants written in UTC (the Foursquare
            // check-ins published without a header, `… Tue Apr 03 18:00:09 +0000 2012` and `-240`).
            clockOffset = (0..<widest).first { column in
                ![person, date, shortcut].contains(column)
                    && EvaluationHistories.holdsClockOffsets(rows.map { column < $0.count ? $0[column] : "" })
                    && rows.allSatisfy { date < $0.count && EvaluationHistories.writtenInUTC($0[date]) }
            }
            (kind, named, count, reading) = (nil, true, Int.max, .contents)
            synonyms = ("column \(person + 1)", "column \(date + 1)", "column \(shortcut + 1)")
        }

        /// The columns a header names, or nil when it names no person, date and shortcut: by
        /// those names, or else by the names data sets give them (`HeaderNames`).
        ///
        /// `subject`: what the file's name says its records are (`subjectWords`): of the columns
        /// named as a date ends, one whose name starts so comes first (a Whoop `workouts.csv`'s
        /// `Workout start time`, not its `Cycle start time`, the night's sleep it falls in).
        init?(
            header: [String], dateByContents: ([Int]) -> Int? = { _ in nil }, holdsDates: (Int) -> Bool = { _ in false },
            holdsDayNumbers: (Int) -> Bool = { _ in false }, extendsDay: (_ day: Int, _ other: Int) -> Bool = { _, _ in false },
            holdsClockTimes: (Int) -> Bool = { _ in false }, holdsWholeDates: (Int) -> Bool = { _ in false },
            holdsNothing: (Int) -> Bool = { _ in false }, holdsHours: (_ hour: Int, _ day: Int) -> Bool = { _, _ in false }, subject: [String] = []
        ) {
            let names = header.map { $0.lowercased() }
            if let person = names.firstIndex(of: "person"), let date = names.firstIndex(of: "date"), let shortcut = names.firstIndex(of: "shortcut") {
                (self.person, self.date, self.shortcut) = (person, date, shortcut)
                // A time of day beside the date (`person,date,time,shortcut`) completes it.
                let plain = header.map(HeaderNames.plain)
                time = plain.indices.first { HeaderNames.clock.contains(plain[$0]) && ![person, date, shortcut].contains($0) }
            } else {
                let plain = header.map(HeaderNames.plain)
                func column(_ candidates: [String], besides taken: [Int]) -> Int? {
                    for name in candidates {
                        if let found = plain.indices.first(where: { plain[$0] == name && !taken.contains($0) }) { return found }
                    }
                    return nil
                }
                guard
                    let person = column(HeaderNames.person, besides: [])
                        ?? HeaderNames.personByWords(plain)
                else { return nil }
                // A date and time in one column; else a day, with its time when a column gives it;
                // else a time column alone, taken as a date and time; else a column whose name
                // ends as a date and time's does, or a day's.
                // Of the columns named as a date ends, the first whose first values are dates
                // (Amazon's `unixReviewTime` rather than its `reviewTime`, "09 13, 2009"), else the first.
                // A name starting with `date` (`Date Rated`) is a day's too, and a date of another
                // thing (a film's `Release Date`) comes after the others of its group.
                let byEnding = HeaderNames.datesByEnding(plain, header, besides: [person], subject: subject)
                var date = column(HeaderNames.instant, besides: [person])
                if date == nil, let day = column(HeaderNames.day, besides: [person]) {
                    date = day
                    time = column(HeaderNames.clock, besides: [person, day])
                    // A day with no time beside it, where another column holds the same days with
                    // their times (a Last.fm export's `played_at` beside its `date`): that column.
                    if time == nil, let fuller = plain.indices.first(where: { $0 != person && $0 != day && extendsDay(day, $0) }) {
                        date = fuller
                    }
                }
                // Else a `Day` of dates (Cronometer's `Day` and `Time`), with its time likewise.
                if date == nil, let day = column(HeaderNames.numberedDay, besides: [person]), holdsDates(day) {
                    date = day
                    time = column(HeaderNames.clock, besides: [person, day])
                }
                // Else days numbered from the data's first, with their time when a column gives it
                // (the Complete Journey's `DAY` and `TRANS_TIME`).
                // A `day` beside a month or a year is a day of the month: a date in parts, not read.
                if date == nil, let day = column(HeaderNames.numberedDay, besides: [person]), holdsDayNumbers(day),
                    !plain.contains(where: HeaderNames.dateParts.contains)
                {
                    (date, dayNumbered) = (day, true)
                    time = column(HeaderNames.clock, besides: [person, day])
                }
                let clock = time
                let taken = { (date: Int) in [person, date] + (clock.map { [$0] } ?? []) }
                // Else the first column whose values are dates, past the person and a shortcut named
                // so (H&M's `t_dat`).
                let namedShortcut = column(HeaderNames.shortcut, besides: [person])
                var byContents = false
                // A column named as a date ends but holding none (Goodreads' `Original Purchase Date`,
                // empty throughout) comes after one whose values are dates (its `Date Added`).
                let found = date ?? column(HeaderNames.clock, besides: [person]) ?? byEnding.first(where: holdsDates)
                guard
                    let date = found
                        ?? dateByContents([person] + (namedShortcut.map { [$0] } ?? [])).map({ column in
                            byContents = true
                            return column
                        }) ?? byEnding.first,
                    // A column of times or durations (a Danish Garmin export's `Tid`, which ends as an
                    // identifier's name does) is no shortcut; nor one empty on every first record
                    // where another column is found (a Strava page's `description`, blank unless one
                    // was written, beside its kind of activity), though it is where none is (a statement's blank
                    // payee, whose records are then counted as having no shortcut).
                    let shortcut =
                        HeaderNames.shortcutColumn(
                            plain, besides: taken(date) + plain.indices.filter { holdsClockTimes($0) || holdsNothing($0) },
                            lastParts: header.map(HeaderNames.lastPart))
                        ?? HeaderNames.shortcutColumn(
                            plain, besides: taken(date) + plain.indices.filter(holdsClockTimes), lastParts: header.map(HeaderNames.lastPart))
                        // A bare `Type` where the file's name says its records are workouts (an Apple
                        // Health export's `Workouts.csv`: `Running`, `Cycling`): the workout's kind.
                        ?? plain.indices.first(where: { index in
                            plain[index] == "type" && !taken(date).contains(index)
                                && subject.contains { word in HeaderNames.activitySubjects.contains(where: word.hasPrefix) }
                        })
                else { return nil }
                // A day with no time column beside it, where one gives the hour alone (`SHOP_HOUR`).
                if time == nil, !dayNumbered,
                    let hour = plain.indices.first(where: { HeaderNames.hour.contains(plain[$0]) && ![person, date, shortcut].contains($0) }),
                    holdsHours(hour, date)
                {
                    (time, hourAlone) = (hour, true)
                }
                (self.person, self.date, self.shortcut) = (person, date, shortcut)
                // A time column holding whole dates and times is read alone (YouTube's `time` beside
                // its `date`): the date is that column's, as the records are read.
                let dateLabel = time.flatMap { holdsWholeDates($0) ? header[$0] : nil } ?? header[date] + (time.map { " + " + header[$0] } ?? "")
                synonyms = (header[person], dateLabel, header[shortcut])
                reading = byContents ? .namesAndDateContents : .names
            }
            (kind, named, count) = (names.firstIndex(of: "kind"), true, header.count)
            let plain = header.map(HeaderNames.plain)
            let taken = [person, date, shortcut] + (time.map { [$0] } ?? [])
            clockOffset = plain.indices.first { HeaderNames.clockOffset.contains(plain[$0]) && !taken.contains($0) }
        }

        init() {}

        var needed: Int { max(person, date, shortcut, time ?? 0) + 1 }
    }

    /// What a file's name says its records are: its words of four letters or more, each also
    /// without a plural's `s` (`whoop_workouts.csv`: `whoop`, `workouts`, `workout`), as a
    /// column's name is compared; none for standard input.
    static func subjectWords(_ fileName: String?) -> [String] {
        guard var name = fileName?.split(separator: "/").last.map(String.init) else { return [] }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex { name = String(name[..<dot]) }
        let words = name.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 4 }
        return words.flatMap { $0.hasSuffix("s") ? [$0, String($0.dropLast())] : [$0] }
    }

    /// The names a header kept in one cell holds, split as a record of the file is (three or more,
    /// none of them empty); nil for a cell that is no such header.
    static func namesInOneCell(_ cell: String, separator: CSVRecords.Separator) -> [String]? {
        guard let names = fieldsInOneCell(cell, separator: separator), names.count >= 3, !names.contains(where: \.isEmpty) else { return nil }
        return names
    }

    /// The fields one cell holds when it is a line of the file quoted whole, split as a record
    /// is; nil when it holds no separator or more than one line.
    static func fieldsInOneCell(_ cell: String, separator: CSVRecords.Separator) -> [String]? {
        guard cell.utf8.contains(separator.rawValue) else { return nil }
        var fields: [[String]] = []
        do throws(ParseError) {
            try CSVRecords.read(cell, separator: separator) { record in fields.append(record.fields) }
        } catch { return nil }
        return fields.count == 1 ? fields[0] : nil
    }

    /// Whether every sampled line of a file was quoted whole: a header of names in one cell,
    /// then two records or more each of one cell holding the separator.
    static func linesQuotedWhole(_ records: [[String]], separator: CSVRecords.Separator) -> Bool {
        guard records.count >= 3, records[0].count == 1, namesInOneCell(records[0][0], separator: separator) != nil else { return false }
        return records.dropFirst().allSatisfy { $0.count == 1 && fieldsInOneCell($0[0], separator: separator) != nil }
    }

    /// Why JSON records whose keys do not name a person, a date and a shortcut cannot be read:
    /// which they name, which not, and how to name them.
    static func keysNameNoOrder(_ keys: [String], onePerson: Bool, lists: [String] = []) -> String {
        let keys = onePerson ? Array(keys.dropFirst()) : keys
        let found = HeaderNames.roles(in: keys)
        let roles = onePerson ? ["date", "shortcut"] : ["person", "date", "shortcut"]
        let named = roles.compactMap { role in found[role].map { "the \(role) (\($0))" } }
        let missing = roles.filter { found[$0] == nil }
        let shown = keys.prefix(8).joined(separator: ", ") + (keys.count > 8 ? ", …" : "")
        return "its records' keys (\(shown)) "
            + (named.isEmpty
                ? "name no \(Self.either(missing))"
                : "name \(named.joined(separator: " and ")) but no \(Self.either(missing))")
            + "; JSON is read by its keys' names, so rename them (person, date, shortcut)"
            + (missing.contains("person") && missing.count == 1
                ? ", or, for a file of one person's records (an export such as Spotify's), read it with --person NAME" : "")
            + (lists.isEmpty
                ? ""
                : "; the lists of objects in its records (\(lists.prefix(4).joined(separator: ", "))) are not read: give each item a record"
                    + " of its own (with jq, `.\(lists[0])[]` beside the record's keys)")
    }

    /// "person, date or shortcut", "date or shortcut", "person".
    static func either(_ words: [String]) -> String {
        words.count <= 2 ? words.joined(separator: " or ") : words.dropLast().joined(separator: ", ") + " or " + words.last!
    }
}
