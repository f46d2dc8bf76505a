import TextMatching

/// How a language other than English says its numbers, for reading an answer said in it: Siri
/// in Spanish hears "tres" as 3, in German "dreiundzwanzig" as 23, in Japanese "二十一" as 21.
/// Each language is data (its words, what they are worth, the words that join them); one set
/// of rules reads them all (`reading`).
struct NumberLexicon {
    enum Token: Equatable {
        /// A number said as one word or part of one ("tres", "veinte", "doscientos", "三").
        case number(Double)
        /// A word that multiplies what was said before it: a hundred or a thousand.
        case multiplier(Double)
        /// A word that joins a number's parts ("y", "et", "und").
        case joiner
        case minus
        /// The word for the decimal mark ("coma", "Komma", "点").
        case point
        /// A half after a number ("y media", "einhalb", "buçuk", "半").
        case half
        /// A word that is none of these.
        case other
    }

    /// Each word, as `Folding.caseAndDiacritics` writes it, and what it is.
    let words: [String: Token]
    /// The most characters a word has.
    let longest: Int
    /// The smallest multiplier that multiplies everything said before it: a thousand ("dos mil
    /// trescientos"); ten thousand in Japanese, Chinese and Korean, whose thousand (千) multiplies
    /// the word before it alone, as a hundred does.
    let greatFrom: Double
    /// Whether a unit is said before its tens ("einundzwanzig", "eenentwintig", "enogtyve").
    let unitsBeforeTens: Bool
    /// Tens after which a number to 19 is said (French "soixante et onze", "quatre-vingt-dix").
    let tensTakingTeens: Set<Double>
    /// Whether words are written without spaces between them (Japanese, Chinese): a number is
    /// read wherever it starts, and ends where its characters do ("三つ", "两个").
    let unspaced: Bool
    /// The ordinals a choice is pointed at with after an article ("segunda" 2), the words for
    /// the last one, the articles, and the words that make a number a place ("番目" after it, "第-"
    /// before it); each as `InvocationPhrase.normalized` writes it.
    let ordinals: [String: Int]
    let lasts: Set<String>
    let articles: Set<String>
    let placeMarkers: [String]
    /// Whether a comma is the decimal mark and a point groups thousands ("3,5" is 3.5, "1.500"
    /// 1500), as in most of continental Europe; not in the regions that write a point
    /// (`pointRegions`).
    var decimalComma: Bool

    /// `language`'s numbers (by its language subtag: `es-MX` is Spanish); nil for English and
    /// for the languages soupchef has no words for.
    static func of(_ language: String?) -> NumberLexicon? {
        guard let language else { return nil }
        let subtags = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        let base = subtags.first ?? ""
        guard var lexicon = lexicons[base == "no" || base == "nn" ? "nb" : base] else { return nil }
        // A region that writes a decimal point where the language mostly writes a comma:
        // Mexico's Spanish "3.5", Switzerland's German "3.5".
        if let region = subtags.dropFirst().first(where: { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }),
            pointRegions[base]?.contains(region) == true
        {
            lexicon.decimalComma = false
        }
        return lexicon
    }

    /// The regions whose writing of a language takes a decimal point (CLDR's number symbols).
    static let pointRegions: [String: Set<String>] = [
        "es": ["mx", "us", "pr", "do", "gt", "hn", "ni", "pa", "sv", "419"], "de": ["ch", "li"], "it": ["ch"],
    ]

    static let lexicons: [String: NumberLexicon] = {
        var all: [String: NumberLexicon] = [:]
        for (language, entry) in spelled {
            var words: [String: Token] = [:]
            // The numbers to twenty that phrases are heard with, then the language's own list.
            for (word, number) in InvocationPhrase.numberWords(in: language) ?? [:] where !word.contains(" ") {
                words[word] = .number(Double(number))
            }
            for pair in entry.numbers.split(whereSeparator: \.isWhitespace) {
                let parts = pair.split(separator: "=")
                guard parts.count == 2, let value = Double(parts[1]) else { continue }
                words[Folding.caseAndDiacritics(parts[0])] = .number(value)
            }
            for pair in entry.multipliers.split(whereSeparator: \.isWhitespace) {
                let parts = pair.split(separator: "=")
                guard parts.count == 2, let value = Double(parts[1]) else { continue }
                words[Folding.caseAndDiacritics(parts[0])] = .multiplier(value)
            }
            for (list, token) in [(entry.joiners, Token.joiner), (entry.minus, .minus), (entry.point, .point), (entry.half, .half)] {
                for word in list.split(whereSeparator: \.isWhitespace) { words[Folding.caseAndDiacritics(word)] = token }
            }
            var ordinals: [String: Int] = [:]
            for pair in entry.ordinals.split(whereSeparator: \.isWhitespace) {
                let parts = pair.split(separator: "=")
                guard parts.count == 2, let value = Int(parts[1]) else { continue }
                for form in parts[0].split(separator: "/") { ordinals[InvocationPhrase.normalized(String(form))] = value }
            }
            let normalized = { (list: String) in Set(list.split(whereSeparator: \.isWhitespace).map { InvocationPhrase.normalized(String($0)) }) }
            all[language] = NumberLexicon(
                words: words, longest: words.keys.map(\.count).max() ?? 1, greatFrom: entry.greatFrom, unitsBeforeTens: entry.unitsBeforeTens,
                tensTakingTeens: entry.tensTakingTeens, unspaced: entry.unspaced, ordinals: ordinals, lasts: normalized(entry.lasts),
                articles: normalized(entry.articles), placeMarkers: entry.placeMarkers.split(separator: " ").map(String.init),
                decimalComma: entry.decimalComma)
        }
        return all
    }()

    /// One language's words, as written: `numbers` and `multipliers` are `word=value` pairs; the
    /// numbers to twenty of the languages `InvocationPhrase` hears phrases in are taken from there.
    struct Spelled {
        var numbers = ""
        var multipliers = ""
        var joiners = ""
        var minus = ""
        var point = ""
        var half = ""
        var greatFrom = 1000.0
        var unitsBeforeTens = false
        var tensTakingTeens: Set<Double> = []
        var unspaced = false
        /// `form/form=place` pairs ("segundo/segunda=2").
        var ordinals = ""
        var lasts = ""
        var articles = ""
        var placeMarkers = ""
        var decimalComma = true
    }

    static let spelled: [String: Spelled] = [
        "es": Spelled(
            numbers: """
                un=1 veintiuno=21 veintiun=21 veintiuna=21 veintidos=22 veintitres=23 veinticuatro=24 veinticinco=25 veintiseis=26
                veintisiete=27 veintiocho=28 veintinueve=29 treinta=30 cuarenta=40 cincuenta=50 sesenta=60 setenta=70 ochenta=80 noventa=90
                cien=100 ciento=100 doscientos=200 doscientas=200 trescientos=300 trescientas=300 cuatrocientos=400 cuatrocientas=400
                quinientos=500 quinientas=500 seiscientos=600 seiscientas=600 setecientos=700 setecientas=700 ochocientos=800
                ochocientas=800 novecientos=900 novecientas=900
                """,
            multipliers: "mil=1000 millon=1000000 millones=1000000", joiners: "y", minus: "menos", point: "coma punto", half: "medio media",
            ordinals: """
                primero/primera/primer=1 segundo/segunda=2 tercero/tercera/tercer=3 cuarto/cuarta=4 quinto/quinta=5 sexto/sexta=6
                séptimo/séptima=7 octavo/octava=8 noveno/novena=9 décimo/décima=10
                """,
            lasts: "último última", articles: "el la lo"),
        "pt": Spelled(
            numbers: """
                trinta=30 quarenta=40 cinquenta=50 sessenta=60 setenta=70 oitenta=80 noventa=90 cem=100 cento=100 duzentos=200 duzentas=200
                trezentos=300 trezentas=300 quatrocentos=400 quatrocentas=400 quinhentos=500 quinhentas=500 seiscentos=600 seiscentas=600
                setecentos=700 setecentas=700 oitocentos=800 oitocentas=800 novecentos=900 novecentas=900
                """,
            multipliers: "mil=1000 milhao=1000000 milhoes=1000000", joiners: "e", minus: "menos", point: "virgula ponto", half: "meio meia",
            ordinals: """
                primeiro/primeira=1 segundo/segunda=2 terceiro/terceira=3 quarto/quarta=4 quinto/quinta=5 sexto/sexta=6
                sétimo/sétima=7 oitavo/oitava=8 nono/nona=9 décimo/décima=10
                """,
            lasts: "último última", articles: "o a"),
        "fr": Spelled(
            numbers: """
                trente=30 quarante=40 cinquante=50 soixante=60 septante=70 quatrevingt=80 quatrevingts=80 huitante=80 octante=80 nonante=90
                """,
            multipliers: "cent=100 cents=100 mille=1000 mil=1000 million=1000000 millions=1000000", joiners: "et", minus: "moins",
            point: "virgule", half: "demi demie", tensTakingTeens: [60, 80],
            ordinals: """
                premier/première=1 deuxième/second/seconde=2 troisième=3 quatrième=4 cinquième=5 sixième=6 septième=7 huitième=8
                neuvième=9 dixième=10
                """,
            lasts: "dernier dernière", articles: "le la l"),
        "it": Spelled(
            // A ten loses its vowel before "uno" and "otto": "ventuno", "trentotto".
            numbers: """
                vent=20 trenta=30 trent=30 quaranta=40 quarant=40 cinquanta=50 cinquant=50 sessanta=60 sessant=60 settanta=70 settant=70
                ottanta=80 ottant=80 novanta=90 novant=90
                """,
            multipliers: "cento=100 mille=1000 mila=1000 milione=1000000 milioni=1000000", joiners: "e", minus: "meno",
            point: "virgola punto", half: "mezzo mezza",
            ordinals: """
                primo/prima=1 secondo/seconda=2 terzo/terza=3 quarto/quarta=4 quinto/quinta=5 sesto/sesta=6 settimo/settima=7
                ottavo/ottava=8 nono/nona=9 decimo/decima=10
                """,
            lasts: "ultimo ultima", articles: "il lo la l"),
        "de": Spelled(
            numbers: "eine=1 zwo=2 dreißig=30 vierzig=40 fünfzig=50 sechzig=60 siebzig=70 achtzig=80 neunzig=90",
            multipliers: "hundert=100 tausend=1000 million=1000000 millionen=1000000", joiners: "und", minus: "minus", point: "komma",
            half: "einhalb halb", unitsBeforeTens: true,
            ordinals: """
                erste/erster/ersten/erstes=1 zweite/zweiter/zweiten/zweites=2 dritte/dritter/dritten/drittes=3
                vierte/vierter/vierten/viertes=4 fünfte/fünfter/fünften/fünftes=5 sechste/sechster/sechsten/sechstes=6
                siebte/siebter/siebten/siebtes=7 achte/achter/achten/achtes=8 neunte/neunter/neunten/neuntes=9
                zehnte/zehnter/zehnten/zehntes=10
                """,
            lasts: "letzte letzter letzten letztes", articles: "der die das den dem"),
        "nl": Spelled(
            numbers: "dertig=30 veertig=40 vijftig=50 zestig=60 zeventig=70 tachtig=80 negentig=90",
            multipliers: "honderd=100 duizend=1000 miljoen=1000000", joiners: "en", minus: "min minus", point: "komma",
            unitsBeforeTens: true,
            ordinals: """
                eerste=1 tweede=2 derde=3 vierde=4 vijfde=5 zesde=6 zevende=7 achtste=8 negende=9 tiende=10
                """,
            lasts: "laatste", articles: "de het"),
        "sv": Spelled(
            numbers: """
                noll=0 en=1 ett=1 två=2 tre=3 fyra=4 fem=5 sex=6 sju=7 åtta=8 nio=9 tio=10 elva=11 tolv=12 tretton=13 fjorton=14 femton=15
                sexton=16 sjutton=17 arton=18 nitton=19 tjugo=20 trettio=30 fyrtio=40 femtio=50 sextio=60 sjuttio=70 åttio=80 nittio=90
                """,
            multipliers: "hundra=100 tusen=1000 miljon=1000000 miljoner=1000000", joiners: "och", minus: "minus", point: "komma",
            ordinals: "första=1 andra=2 tredje=3 fjärde=4 femte=5 sjätte=6 sjunde=7 åttonde=8 nionde=9 tionde=10",
            lasts: "sista", articles: "den det"),
        "da": Spelled(
            numbers: """
                nul=0 en=1 et=1 to=2 tre=3 fire=4 fem=5 seks=6 syv=7 otte=8 ni=9 ti=10 elleve=11 tolv=12 tretten=13 fjorten=14 femten=15
                seksten=16 sytten=17 atten=18 nitten=19 tyve=20 tredive=30 fyrre=40 halvtreds=50 tres=60 halvfjerds=70 firs=80 halvfems=90
                """,
            multipliers: "hundrede=100 tusind=1000 million=1000000 millioner=1000000", joiners: "og", minus: "minus", point: "komma",
            unitsBeforeTens: true,
            ordinals: """
                første=1 anden/andet=2 tredje=3 fjerde=4 femte=5 sjette=6 syvende=7 ottende=8 niende=9 tiende=10
                """,
            lasts: "sidste", articles: "den det"),
        "nb": Spelled(
            numbers: """
                null=0 en=1 ett=1 ei=1 to=2 tre=3 fire=4 fem=5 seks=6 sju=7 syv=7 åtte=8 ni=9 ti=10 elleve=11 tolv=12 tretten=13 fjorten=14
                femten=15 seksten=16 sytten=17 atten=18 nitten=19 tjue=20 tretti=30 førti=40 femti=50 seksti=60 sytti=70 åtti=80 nitti=90
                """,
            multipliers: "hundre=100 tusen=1000 million=1000000 millioner=1000000", joiners: "og", minus: "minus", point: "komma",
            ordinals: """
                første=1 andre=2 tredje=3 fjerde=4 femte=5 sjette=6 sjuende/syvende=7 åttende=8 niende=9 tiende=10
                """,
            lasts: "siste", articles: "den det"),
        "ru": Spelled(
            numbers: """
                ноль=0 нуль=0 один=1 одна=1 одно=1 два=2 две=2 три=3 четыре=4 пять=5 шесть=6 семь=7 восемь=8 девять=9 десять=10
                одиннадцать=11 двенадцать=12 тринадцать=13 четырнадцать=14 пятнадцать=15 шестнадцать=16 семнадцать=17 восемнадцать=18
                девятнадцать=19 двадцать=20 тридцать=30 сорок=40 пятьдесят=50 шестьдесят=60 семьдесят=70 восемьдесят=80 девяносто=90
                сто=100 двести=200 триста=300 четыреста=400 пятьсот=500 шестьсот=600 семьсот=700 восемьсот=800 девятьсот=900
                """,
            multipliers: "тысяча=1000 тысячи=1000 тысяч=1000 миллион=1000000 миллиона=1000000 миллионов=1000000", joiners: "с",
            minus: "минус", half: "половиной"),
        "tr": Spelled(
            numbers: """
                sıfır=0 bir=1 iki=2 üç=3 dört=4 beş=5 altı=6 yedi=7 sekiz=8 dokuz=9 on=10 yirmi=20 otuz=30 kırk=40 elli=50 altmış=60
                yetmiş=70 seksen=80 doksan=90
                """,
            multipliers: "yüz=100 bin=1000 milyon=1000000", minus: "eksi", point: "virgül", half: "buçuk"),
        "ja": Spelled(
            numbers: """
                〇=0 零=0 ゼロ=0 一=1 二=2 三=3 四=4 五=5 六=6 七=7 八=8 九=9 ひとつ=1 ふたつ=2 みっつ=3 よっつ=4 いつつ=5 むっつ=6 ななつ=7
                やっつ=8 ここのつ=9 とお=10
                """,
            multipliers: "十=10 百=100 千=1000 万=10000 億=100000000", minus: "マイナス", point: "点", half: "半", greatFrom: 10000,
            unspaced: true, placeMarkers: "番目 つ目", decimalComma: false),
        "zh": Spelled(
            numbers: "〇=0 零=0 一=1 二=2 两=2 兩=2 三=3 四=4 五=5 六=6 七=7 八=8 九=9",
            multipliers: "十=10 百=100 千=1000 万=10000 萬=10000 亿=100000000 億=100000000", minus: "负 負", point: "点 點", half: "半",
            greatFrom: 10000, unspaced: true, placeMarkers: "第-", decimalComma: false),
        "ko": Spelled(
            numbers: """
                영=0 공=0 일=1 이=2 삼=3 사=4 오=5 육=6 칠=7 팔=8 구=9 하나=1 한=1 첫=1 둘=2 두=2 셋=3 세=3 넷=4 네=4 다섯=5 여섯=6 일곱=7
                여덟=8 아홉=9 열=10 스물=20 스무=20 서른=30 마흔=40 쉰=50 예순=60 일흔=70 여든=80 아흔=90
                """,
            multipliers: "십=10 백=100 천=1000 만=10000 억=100000000", minus: "마이너스", point: "점", half: "반", greatFrom: 10000,
            placeMarkers: "번째", decimalComma: false),
    ]

    /// A token of an answer, whether a mark ended it ("tres, cuatro"), and whether it was
    /// written in digits.
    struct Said {
        var token: Token
        var ends: Bool
        var inDigits = false

        init(_ token: Token, ends: Bool, inDigits: Bool = false) {
            self.token = token
            self.ends = ends
            self.inDigits = inDigits
        }
    }

    /// The words of `text` as this language's tokens: a spaced language's each word whole (its
    /// hyphens left out, "quatre-vingt-dix", and cut into the language's words where it runs
    /// them together, "dreiundzwanzig", else `.other`), an unspaced one's wherever a word of it
    /// starts; digits ("3", "3,5" in a decimal-comma language) a number, "3개", "3つ" its
    /// number and the word after it. Whether a mark ended each .
    func tokens(_ text: String) -> [Said] {
        let folded = Folding.caseAndDiacritics(SiriAnswers.asciiDigits(text))
        let closing = "?!.,;:\"')”’»…%。、！？"
        var result: [Said] = []
        for raw in folded.split(whereSeparator: { $0.isWhitespace || $0 == "、" || $0 == "，" }) {
            let front = raw.drop { "\"'(“‘«#$€£¥「¿¡".contains($0) }
            var word = String(front.reversed().drop { closing.contains($0) }.reversed())
            let ends = word.count < front.count && front.last.map { ",;:、".contains($0) } == true
            // Digits first, with what follows them cut off ("3個", "3개").
            let digits = String(word.prefix { $0.isASCII && ($0.isNumber || $0 == "," || $0 == ".") })
            if digits.first?.isNumber == true {
                guard let value = SiriAnswers.digits(decimalComma ? Self.swappingMarks(digits) : digits) else {
                    result.append(Said(.other, ends: ends))
                    continue
                }
                result.append(Said(.number(value), ends: ends && digits.count == word.count, inDigits: true))
                word.removeFirst(digits.count)
                if word.isEmpty { continue }
                if !unspaced {
                    result.append(Said(.other, ends: ends))
                    continue
                }
            }
            word = word.filter { $0 != "-" && $0 != "‐" }
            if unspaced {
                result += scanned(word).map { Said($0, ends: false) }
                if ends, !result.isEmpty { result[result.count - 1].ends = true }
            } else if let parts = cut(word[...]) {
                result += parts.enumerated().map { Said($1, ends: ends && $0 == parts.count - 1) }
            } else {
                result.append(Said(.other, ends: ends))
            }
        }
        return result
    }

    /// A word cut into the language's words, the fewest of them ("dreiundzwanzig" as drei, und,
    /// zwanzig; "zweieinhalb" as zwei, einhalb); nil when it cannot be.
    func cut(_ word: Substring) -> [Token]? {
        let characters = Array(word)
        // The fewest tokens each start of the word is cut into.
        var fewest: [[Token]?] = Array(repeating: nil, count: characters.count + 1)
        fewest[0] = []
        for end in stride(from: 1, through: characters.count, by: 1) {
            for length in stride(from: 1, through: min(longest, end), by: 1) {
                guard let before = fewest[end - length], let token = words[String(characters[(end - length)..<end])] else { continue }
                if fewest[end].map({ before.count + 1 < $0.count }) ?? true { fewest[end] = before + [token] }
            }
        }
        return fewest[characters.count]
    }

    /// An unspaced text's tokens: at each place the longest word of the language that starts
    /// there, else a character that is none (`.other`, once for a run of them).
    func scanned(_ text: String) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        while index < characters.count {
            var found: (Token, Int)?
            for length in stride(from: min(longest, characters.count - index), through: 1, by: -1) {
                if let token = words[String(characters[index..<index + length])] {
                    found = (token, length)
                    break
                }
            }
            if let (token, length) = found {
                tokens.append(token)
                index += length
            } else {
                if tokens.last != .other { tokens.append(.other) }
                index += 1
            }
        }
        return tokens
    }

    /// Digits written with a comma for the decimal mark and points between thousands, as English
    /// writes them: "3,5" as "3.5", "1.500,25" as "1,500.25".
    static func swappingMarks(_ text: String) -> String {
        String(text.map { $0 == "," ? "." : $0 == "." ? "," : $0 })
    }

    /// `text` with every number written in digits swapped to English's marks in a decimal-comma
    /// language ("€3,50" as "€3.50"); as it is in any other.
    func englishMarks(_ text: String) -> String {
        guard decimalComma else { return text }
        return text.split(separator: " ", omittingEmptySubsequences: false).map { word in
            word.contains(where: \.isNumber) && (word.contains(",") || word.contains(".")) ? Self.swappingMarks(String(word)) : String(word)
        }
        .joined(separator: " ")
    }

    /// The first number said in `text`, as far as its words make one number: its value, whether a
    /// half or a fraction made it, and whether a word of the language (not digits alone) was part
    /// of it. Parts are added where the language says them so (tens then units, "treinta y uno";
    /// units then tens where it says them first, "einundzwanzig"; hundreds then the rest), a
    /// hundred multiplies the word before it, a thousand all before it; a word that cannot follow
    /// ends the number ("tres cuatro" is 3).
    func reading(_ text: String) -> (value: Double, divided: Bool, worded: Bool)? {
        let all = tokens(text)
        var start = 0
        while start < all.count {
            if let read = reading(all[start...]) { return (read.value, read.divided, read.worded) }
            start += 1
        }
        return nil
    }

    /// The whole number said from the start of `tokens`, and how many of them it takes; nil when
    /// they do not start with one (a half, a fraction or a sign make none).
    func wholeNumber(_ tokens: ArraySlice<Said>) -> (value: Int, length: Int)? {
        guard !tokens.isEmpty, let read = reading(tokens), !read.divided, read.value >= 0, read.value == read.value.rounded(),
            read.value < 1e15
        else { return nil }
        return (Int(read.value), read.end - tokens.startIndex)
    }

    /// The number said from the start of `tokens`, and the index of the first token not part of it.
    private func reading(_ tokens: ArraySlice<Said>) -> (value: Double, divided: Bool, worded: Bool, end: Int)? {
        var index = tokens.startIndex
        var sign = 1.0
        if tokens[index].token == .minus, index + 1 < tokens.endIndex, !tokens[index].ends {
            sign = -1
            index += 1
        }
        switch tokens[index].token {
        case .number, .multiplier: break
        default: return nil
        }
        var total = 0.0
        var section = 0.0
        var pending: Double?
        var lastSmall = Double.infinity
        var lastGreat = Double.infinity
        var worded = false
        func value() -> Double { sign * (total + section + (pending ?? 0)) }
        while index < tokens.endIndex {
            let (token, ends) = (tokens[index].token, tokens[index].ends)
            switch token {
            case .number(let number):
                if number == 0, pending == nil, total + section > 0 {
                    break  // 一百零五: the zero holds a place.
                }
                if let before = pending {
                    guard adds(number, after: before) else { return (value(), false, worded, index) }
                    pending = before + number
                } else {
                    guard number < lastSmall else { return (value(), false, worded, index) }
                    pending = number
                }
            case .multiplier(let multiplier):
                if multiplier >= greatFrom {
                    guard multiplier < lastGreat else { return (value(), false, worded, index) }
                    let part = section + (pending ?? 0)
                    total += (part == 0 ? 1 : part) * multiplier
                    (section, pending, lastSmall, lastGreat) = (0, nil, .infinity, multiplier)
                } else {
                    guard multiplier < lastSmall, (pending ?? 1) < multiplier else { return (value(), false, worded, index) }
                    section += (pending ?? 1) * multiplier
                    (pending, lastSmall) = (nil, multiplier)
                }
            case .joiner:
                // "y" between two parts of a number, or before its half ("tres y media").
                guard !ends, index + 1 < tokens.endIndex else { return (value(), false, worded, index) }
                let joins: Bool
                switch tokens[index + 1].token {
                case .number(let next): joins = pending.map({ adds(next, after: $0) }) ?? (next < lastSmall)
                case .half: joins = true
                default: joins = false
                }
                guard joins else { return (value(), false, worded, index) }
            case .half:
                return (value() + sign * 0.5, true, true, index + 1)
            case .point:
                var digits = ""
                var next = index + 1
                while next < tokens.endIndex, case .number(let digit) = tokens[next].token, digit < 10, digit == digit.rounded() {
                    digits += String(Int(digit))
                    next += 1
                    if tokens[next - 1].ends { break }
                }
                guard !digits.isEmpty, let part = Double("0." + digits) else { return (value(), false, worded, index) }
                return (value() + sign * part, false, true, next)
            case .minus, .other:
                return (value(), false, worded, index)
            }
            if !tokens[index].inDigits { worded = true }
            index += 1
            if ends { break }
        }
        return (value(), false, worded, index)
    }

    /// The index of the choice `answer` points at by its place, as a list is answered aloud in
    /// the language: an ordinal after an article ("la segunda", "die zweite", "le dernier"), as
    /// English's "the second"; in Japanese, Chinese and Korean a number with the word that makes it
    /// a place ("2番目", "第二个", "두 번째"). Nil for anything else, and for a place past the list.
    func place(_ answer: String, count: Int) -> Int? {
        var said = InvocationPhrase.normalized(answer).split(separator: " ").map(String.init)
        if said.count == 2, articles.contains(said[0]) {
            if lasts.contains(said[1]) { return count - 1 }
            return ordinals[said[1]].flatMap { $0 <= count ? $0 - 1 : nil }
        }
        // A place word around a number, the number said in the language's words or digits.
        let text = said.joined()
        for marker in placeMarkers {
            let number: Substring
            if marker.hasSuffix("-"), text.hasPrefix(marker.dropLast()) {
                number = text.dropFirst(marker.count - 1).prefix { !"个個つ".contains($0) }
            } else if text.hasSuffix(marker) {
                number = text.dropLast(marker.count)
            } else {
                continue
            }
            said = [String(number)]
            guard let value = reading(said[0]).map(\.value), value == value.rounded(), value >= 1, value <= Double(count) else { return nil }
            return Int(value) - 1
        }
        return nil
    }

    /// Whether `number` said after `before` adds to it as one number's parts: a unit after tens
    /// ("treinta y uno"), tens after a unit where the language says it so ("einundzwanzig"),
    /// the rest after hundreds or thousands said as one word ("doscientos veinte"), a number to
    /// 19 after the tens that take one ("soixante et onze").
    func adds(_ number: Double, after before: Double) -> Bool {
        guard number > 0, before > 0 else { return false }
        if number < before {
            for place in [10.0, 100, 1000] where before.truncatingRemainder(dividingBy: place) == 0 && number < place { return true }
            return tensTakingTeens.contains(before) && number < 20
        }
        return unitsBeforeTens && before < 10 && number < 100 && number.truncatingRemainder(dividingBy: 10) == 0
    }
}
