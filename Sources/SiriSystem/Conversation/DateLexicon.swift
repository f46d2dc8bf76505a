import Dates
import TextMatching

/// How a language other than English says a day and a time, for reading a date answered in it:
/// "mañana a las 5 de la tarde", "demain à 17 h", "morgen um halb sechs", "明天下午5点",
/// "내일 오후 5시". Each language is data: its words and phrases, each with the English words it
/// stands for ("mañana" tomorrow, "de la tarde" in the afternoon, "próximo" next) or with a mark
/// of the clock ("Uhr", "時", "시" after an hour; "y media" after it). The answer is written in
/// those English words, its numbers in digits (`NumberLexicon`), and read by English's rules
/// (`SpokenDate`), so a sentence is the day and time its English one is.
struct DateLexicon {
    /// What a word of the clock does to the number beside it.
    enum Mark: String {
        /// After an hour: "17 h", "5 Uhr", "5時", "5点", "5시".
        case hour
        /// After the minutes of an hour: "30分", "30분", "30 minutos".
        case minute
        /// After a day of the month, a month, a year: "25日", "12月", "2027年".
        case day, month, year
        /// After an hour: half past, a quarter past, a quarter to ("y media", "y cuarto", "menos cuarto").
        case half, quarter, quarterTo
        /// Before an hour: half before it ("halb sechs" 5:30), a quarter past, a quarter to it.
        case halfBefore, quarterPastBefore, quarterToBefore
    }

    enum Meaning: Equatable {
        /// English words; none for a word that says nothing here (an article, "の").
        case english([String])
        case mark(Mark)
    }

    /// Each word or phrase, as `folded` writes it, and what it means.
    let phrases: [String: Meaning]
    /// The most characters a phrase has.
    let longest: Int
    /// Whether a phrase is read wherever it starts, not only as whole words: Japanese and
    /// Chinese, written without spaces, and Korean, whose marks are written onto the number
    /// ("5시", "25일").
    let scanned: Bool
    let numbers: NumberLexicon
    /// The language's subtag, whose units a length of time is said in (`DurationText`).
    let language: String

    /// `language`'s dates (by its language subtag: `es-MX` is Spanish); nil for English and for
    /// the languages soupchef has no words for.
    static func of(_ language: String?) -> DateLexicon? {
        guard let language, let numbers = NumberLexicon.of(language) else { return nil }
        let base = language.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        guard let entry = said[base == "no" || base == "nn" ? "nb" : base] else { return nil }
        var phrases: [String: Meaning] = [:]
        for line in entry.split(separator: "\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let meaning = line[..<colon].trimmingWhitespace()
            let value: Meaning =
                meaning.hasPrefix("#")
                ? Mark(rawValue: String(meaning.dropFirst())).map(Meaning.mark) ?? .english([])
                : .english(meaning == "_" ? [] : meaning.split(separator: " ").map(String.init))
            for form in line[line.index(after: colon)...].split(separator: ",") {
                let key = folded(String(form)).trimmingWhitespace()
                if !key.isEmpty { phrases[key] = value }
            }
        }
        return DateLexicon(
            phrases: phrases, longest: phrases.keys.map(\.count).max() ?? 1, scanned: ["ja", "zh", "ko"].contains(base), numbers: numbers,
            language: base == "no" || base == "nn" ? "nb" : base)
    }

    /// The words before a length of time that make it a moment from now, as English's "in"
    /// ("dentro de dos horas", "dans 3 jours", "in zwei Stunden"), where soupchef knows the
    /// language's units (`DurationText`).
    static let fromNow: [String: [String]] = [
        "es": ["dentro de", "en"], "pt": ["daqui a", "dentro de", "em"], "fr": ["dans"], "it": ["tra", "fra"], "de": ["in"],
        "nl": ["over", "binnen"], "sv": ["om"], "da": ["om"], "nb": ["om"],
    ]

    /// The seconds from now a length of time said after the language's "in" is ("dentro de dos
    /// horas" 7200); nil for any other answer.
    func lengthFromNow(_ answer: String) -> Double? {
        let words = answer.split(whereSeparator: \.isWhitespace)
        for prefix in Self.fromNow[language] ?? [] {
            let count = prefix.split(separator: " ").count
            guard words.count > count, Self.folded(words.prefix(count).joined(separator: " ")) == prefix else { continue }
            return DurationText.spokenSeconds(words.dropFirst(count).joined(separator: " "), language: language)
        }
        return nil
    }

    /// `text` as phrases are written: folded case and accents, hyphens as spaces ("après-demain",
    /// "segunda-feira"), one apostrophe, the marks between words left out.
    static func folded(_ text: String) -> String {
        let plain = Folding.caseAndDiacritics(SiriAnswers.asciiDigits(text))
        return String(
            plain.map { character -> Character in
                if "-‐’".contains(character) { return character == "’" ? "'" : " " }
                return ",.;!?¿¡。、，！？".contains(character) ? " " : character
            })
    }

    /// A piece of an answer as it is read.
    enum Piece: Equatable {
        case english([String])
        case mark(Mark)
        /// A word of a number ("cinco", "二十"), read with the words of its number beside it.
        case numberWord(String, joiner: Bool)
        case number(Int)
        /// Digits with a colon, "17:30", as written.
        case clock(String)
        /// A word this language does not say a date with, kept as said.
        case other(String)
    }

    /// `answer` in English's words, its numbers in digits: "mañana a las cinco y media de la
    /// tarde" as "tomorrow at 5:30 afternoon".
    func english(_ answer: String) -> String {
        words(numbered(pieces(Array(Self.folded(answer))))).joined(separator: " ")
    }

    /// The pieces of a folded answer: at each word (or, scanned, at each character) the longest
    /// phrase or number word that starts there, digits as numbers.
    func pieces(_ characters: [Character]) -> [Piece] {
        var result: [Piece] = []
        var index = 0
        func isDigit(_ at: Int) -> Bool { at < characters.count && characters[at].isASCII && characters[at].isNumber }
        func endsWord(_ at: Int) -> Bool { scanned || at == characters.count || characters[at].isWhitespace || isDigit(at) }
        while index < characters.count {
            if characters[index].isWhitespace {
                index += 1
                continue
            }
            if isDigit(index) {
                var end = index
                while isDigit(end) || (end < characters.count && characters[end] == ":" && isDigit(end + 1)) { end += 1 }
                let text = String(characters[index..<end])
                if text.contains(":") || text.count > 6 {
                    result.append(.clock(text))
                } else {
                    result.append(.number(Int(text)!))
                }
                index = end
                continue
            }
            // The longest phrase that starts here and ends a word.
            var phrase: (Meaning, Int)?
            for length in stride(from: min(longest, characters.count - index), through: 1, by: -1) {
                if let meaning = phrases[String(characters[index..<index + length])], endsWord(index + length) {
                    phrase = (meaning, length)
                    break
                }
            }
            // The longest number word that starts here: a whole word the number lexicon cuts
            // into its words alone, or, scanned, one of its words.
            var number: (String, Bool, Int)?
            if scanned {
                for length in stride(from: min(numbers.longest, characters.count - index), through: 1, by: -1) {
                    let word = String(characters[index..<index + length])
                    switch numbers.words[word] {
                    case .number?, .multiplier?:
                        number = (word, false, length)
                    default: continue
                    }
                    break
                }
            } else {
                var end = index
                while end < characters.count, !characters[end].isWhitespace, !isDigit(end) { end += 1 }
                let word = String(characters[index..<end])
                if let tokens = numbers.cut(word[...]), tokens.allSatisfy({ [.joiner].contains($0) || $0.isNumberPart }) {
                    number = (word, tokens == [.joiner], end - index)
                }
            }
            // A Korean "일" is a day's mark after a number ("이십오일", "25일") and one before another
            // number's word or mark ("십일일", the 11th; "일월", January).
            let numberFirst =
                scanned && phrase?.1 == number?.2 && index + (number?.2 ?? 0) < characters.count
                && startsWord(characters, at: index + (number?.2 ?? 0))
            if let (meaning, length) = phrase, length >= number?.2 ?? 0, !numberFirst {
                switch meaning {
                case .english(let words): result.append(.english(words))
                case .mark(let mark): result.append(.mark(mark))
                }
                index += length
            } else if let (word, joiner, length) = number {
                result.append(.numberWord(word, joiner: joiner))
                index += length
            } else {
                var end = index + 1
                if !scanned {
                    while end < characters.count, !characters[end].isWhitespace, !isDigit(end) { end += 1 }
                }
                result.append(.other(String(characters[index..<end])))
                index = end
            }
        }
        return result
    }

    /// Whether a phrase or a number's word starts at `index` of `characters`.
    func startsWord(_ characters: [Character], at index: Int) -> Bool {
        for length in stride(from: min(max(longest, numbers.longest), characters.count - index), through: 1, by: -1) {
            let word = String(characters[index..<index + length])
            if phrases[word] != nil || numbers.words[word]?.isNumberPart == true { return true }
        }
        return false
    }

    /// `pieces` with each run of number words read as the number they make, as far as they make
    /// one ("treinta y uno" 31; "cinco y diez" 5, then "y" and 10).
    func numbered(_ pieces: [Piece]) -> [Piece] {
        var result: [Piece] = []
        var index = 0
        while index < pieces.count {
            guard case .numberWord = pieces[index] else {
                result.append(pieces[index])
                index += 1
                continue
            }
            var run: [(word: String, joiner: Bool)] = []
            while index < pieces.count, case .numberWord(let word, let joiner) = pieces[index] {
                run.append((word, joiner))
                index += 1
            }
            var start = 0
            while start < run.count {
                if run[start].joiner {
                    result.append(.other(run[start].word))
                    start += 1
                    continue
                }
                let value = { (end: Int) in
                    numbers.reading(run[start..<end].map(\.word).joined(separator: numbers.unspaced || scanned ? "" : " "))?.value
                }
                var end = start + 1
                while end < run.count {
                    if let longer = value(end + 1), longer != value(end), !run[end].joiner {
                        end += 1
                    } else if end + 2 <= run.count, run[end].joiner, let longer = value(end + 2), longer != value(end) {
                        end += 2
                    } else {
                        break
                    }
                }
                if let read = value(end), read >= 0, read == read.rounded(), read < 100_000 {
                    result.append(.number(Int(read)))
                } else {
                    result.append(.other(run[start..<end].map(\.word).joined(separator: " ")))
                }
                start = end
            }
        }
        return result
    }

    /// The English words `pieces` say: an hour with its mark and minutes as a clock's time
    /// ("17 h 30" 17:30, "halb sechs" 5:30), a month's number as its name, other numbers in
    /// digits, and "next" before the weekday it follows ("lunes próximo").
    func words(_ pieces: [Piece]) -> [String] {
        var out: [String] = []
        var index = 0
        func piece(_ at: Int) -> Piece? { at < pieces.count ? pieces[at] : nil }
        func time(_ hour: Int, _ minute: Int) -> String { "\(hour):\(DateCodec.pad(minute))" }
        while index < pieces.count {
            switch pieces[index] {
            case .english(let words):
                out += words
                index += 1
            case .other(let word):
                // A joining word between an hour and its minutes ("a las cinco y diez"); any
                // other stays as said, and is no date.
                out.append(word)
                index += 1
            case .clock(let text):
                out.append(text)
                index += piece(index + 1) == .mark(.hour) ? 2 : 1
            case .mark(let mark):
                // Before an hour: "halb sechs", "Viertel nach fünf", "kwart voor zes".
                if [.halfBefore, .quarterPastBefore, .quarterToBefore].contains(mark), case .number(let hour)? = piece(index + 1),
                    (1...24).contains(hour)
                {
                    switch mark {
                    case .halfBefore: out.append(time(hour - 1, 30))
                    case .quarterPastBefore: out.append(time(hour, 15))
                    default: out.append(time(hour - 1, 45))
                    }
                    index += piece(index + 2) == .mark(.hour) ? 3 : 2
                } else {
                    out.append("#" + mark.rawValue)
                    index += 1
                }
            case .number(let number):
                let next = piece(index + 1)
                if next == .mark(.month), (1...12).contains(number) {
                    out.append(SpokenDate.months[number - 1])
                    index += 2
                    continue
                }
                if next == .mark(.day) || next == .mark(.year) {
                    out.append("\(number)")
                    index += 2
                    continue
                }
                // An hour: with its mark, or after "at" with what follows it ("y media", "y diez").
                let marked = next == .mark(.hour)
                var after = index + (marked ? 2 : 1)
                var minute: Int?
                if number <= 24, marked || out.last == "at" {
                    switch piece(after) {
                    case .mark(.half)?: (minute, after) = (30, after + 1)
                    case .mark(.quarter)?: (minute, after) = (15, after + 1)
                    case .mark(.quarterTo)?: (minute, after) = (-15, after + 1)
                    case .number(let said)? where marked && said < 60: (minute, after) = (said, after + 1)
                    case .other(let word)? where numbers.words[word] == .joiner:
                        if case .number(let said)? = piece(after + 1), said < 60 { (minute, after) = (said, after + 2) }
                    default: break
                    }
                    if minute != nil, piece(after) == .mark(.minute) { after += 1 }
                }
                if let minute {
                    out.append(minute < 0 ? (number > 0 ? time(number - 1, 45) : "#quarterTo") : time(number, minute))
                    index = after
                } else if marked, number <= 24 {
                    out.append(time(number, 0))
                    index = after
                } else {
                    out.append("\(number)")
                    index += 1
                }
            case .numberWord(let word, _):
                out.append(word)
                index += 1
            }
        }
        // "lunes próximo", "lundi prochain": next before the weekday.
        for at in out.indices.dropFirst() where out[at] == "next" && SpokenDate.weekdays.contains(out[at - 1]) {
            out.swapAt(at, at - 1)
        }
        return out
    }

    /// Each language's words, one meaning a line: English words, `_` for words that say nothing
    /// here, or `#mark` (`Mark`); then the forms that say it, separated by commas.
    static let said: [String: String] = [
        "es": """
        today: hoy
        tomorrow: mañana
        day after tomorrow: pasado mañana
        yesterday: ayer
        day before yesterday: anteayer, antes de ayer
        tonight: esta noche
        this morning: esta mañana
        this afternoon: esta tarde
        morning: por la mañana, de la mañana, en la mañana
        afternoon: tarde, por la tarde, de la tarde, en la tarde
        night: noche, por la noche, de la noche, en la noche
        noon: mediodía, medio día
        midnight: medianoche
        next: próximo, próxima, que viene
        this: este, esta
        at: a las, a la, al, a
        of: de, del
        _: el, la, los, las, en, para
        first: primero
        #hour: h, hora, horas, en punto
        #minute: minuto, minutos
        #half: y media
        #quarter: y cuarto
        #quarterTo: menos cuarto
        monday: lunes
        tuesday: martes
        wednesday: miércoles
        thursday: jueves
        friday: viernes
        saturday: sábado
        sunday: domingo
        january: enero
        february: febrero
        march: marzo
        april: abril
        may: mayo
        june: junio
        july: julio
        august: agosto
        september: septiembre, setiembre
        october: octubre
        november: noviembre
        december: diciembre
        """,
        "pt": """
        today: hoje
        tomorrow: amanhã
        day after tomorrow: depois de amanhã
        yesterday: ontem
        day before yesterday: anteontem
        tonight: hoje à noite, esta noite
        this morning: hoje de manhã, esta manhã
        this afternoon: hoje à tarde, esta tarde
        morning: de manhã, da manhã, pela manhã
        afternoon: tarde, à tarde, da tarde, pela tarde
        night: noite, à noite, da noite, de noite
        noon: meio dia
        midnight: meia noite
        next: próximo, próxima, que vem
        this: este, esta
        at: às, à, as, a, ao
        of: de, do
        _: o, no, na, em
        first: primeiro
        #hour: h, hora, horas, em ponto
        #minute: minuto, minutos, min
        #half: e meia
        #quarter: e quinze, e um quarto
        #quarterTo: menos um quarto, menos quinze
        monday: segunda, segunda feira
        tuesday: terça, terça feira
        wednesday: quarta, quarta feira
        thursday: quinta, quinta feira
        friday: sexta, sexta feira
        saturday: sábado
        sunday: domingo
        january: janeiro
        february: fevereiro
        march: março
        april: abril
        may: maio
        june: junho
        july: julho
        august: agosto
        september: setembro
        october: outubro
        november: novembro
        december: dezembro
        """,
        "fr": """
        today: aujourd'hui
        tomorrow: demain
        day after tomorrow: après demain
        yesterday: hier
        day before yesterday: avant hier
        tonight: cette nuit
        this evening: ce soir
        this morning: ce matin
        this afternoon: cet après midi
        morning: matin, du matin
        afternoon: après midi, l'après midi, de l'après midi
        evening: soir, du soir
        night: nuit, de la nuit
        noon: midi
        midnight: minuit
        next: prochain, prochaine
        this: ce, cet, cette
        at: à, vers
        _: le, la, l', de, du, er
        first: premier
        #hour: h, heure, heures
        #minute: minute, minutes, min
        #half: et demie, et demi
        #quarter: et quart
        #quarterTo: moins le quart, moins quart
        monday: lundi
        tuesday: mardi
        wednesday: mercredi
        thursday: jeudi
        friday: vendredi
        saturday: samedi
        sunday: dimanche
        january: janvier
        february: février
        march: mars
        april: avril
        may: mai
        june: juin
        july: juillet
        august: août
        september: septembre
        october: octobre
        november: novembre
        december: décembre
        """,
        "it": """
        today: oggi
        tomorrow: domani
        day after tomorrow: dopodomani
        yesterday: ieri
        day before yesterday: l'altro ieri, altroieri
        tonight: stanotte
        this evening: stasera
        this morning: stamattina, stamani
        this afternoon: oggi pomeriggio
        morning: mattina, di mattina, del mattino, la mattina
        afternoon: pomeriggio, del pomeriggio, nel pomeriggio
        evening: sera, di sera, la sera
        night: notte, di notte
        noon: mezzogiorno
        midnight: mezzanotte
        next: prossimo, prossima
        this: questo, questa
        at: alle, a, verso le
        at 1: all'una
        of: di
        _: il, lo, la, l', ore
        first: primo
        #hour: h
        #minute: minuti, minuto
        #half: e mezza, e mezzo, e trenta
        #quarter: e un quarto, e quarto
        #quarterTo: meno un quarto, meno quarto
        monday: lunedì
        tuesday: martedì
        wednesday: mercoledì
        thursday: giovedì
        friday: venerdì
        saturday: sabato
        sunday: domenica
        january: gennaio
        february: febbraio
        march: marzo
        april: aprile
        may: maggio
        june: giugno
        july: luglio
        august: agosto
        september: settembre
        october: ottobre
        november: novembre
        december: dicembre
        """,
        "de": """
        today: heute
        tomorrow: morgen
        day after tomorrow: übermorgen
        yesterday: gestern
        day before yesterday: vorgestern
        tonight: heute nacht
        this evening: heute abend
        this morning: heute morgen, heute früh, heute vormittag
        this afternoon: heute nachmittag
        tomorrow morning: morgen früh, morgen vormittag
        morning: früh, morgens, vormittag, vormittags
        afternoon: nachmittag, nachmittags
        evening: abend, abends
        night: nacht, nachts
        noon: mittag, mittags
        midnight: mitternacht
        next: nächsten, nächster, nächste, kommenden, kommender
        this: diesen, dieser, diese
        at: um, gegen
        on: am
        _: den, der, im, ab
        #hour: uhr, h
        #minute: minute, minuten
        #halfBefore: halb
        #quarterPastBefore: viertel nach
        #quarterToBefore: viertel vor
        monday: montag
        tuesday: dienstag
        wednesday: mittwoch
        thursday: donnerstag
        friday: freitag
        saturday: samstag, sonnabend
        sunday: sonntag
        january: januar, jänner
        february: februar
        march: märz
        april: april
        may: mai
        june: juni
        july: juli
        august: august
        september: september
        october: oktober
        november: november
        december: dezember
        """,
        "nl": """
        today: vandaag
        tomorrow: morgen
        day after tomorrow: overmorgen
        yesterday: gisteren
        day before yesterday: eergisteren
        tonight: vannacht
        this evening: vanavond
        this morning: vanochtend, vanmorgen
        this afternoon: vanmiddag
        tomorrow morning: morgenochtend, morgenvroeg
        tomorrow afternoon: morgenmiddag
        tomorrow evening: morgenavond
        morning: ochtend, 's ochtends, 's morgens
        afternoon: middag, 's middags
        evening: avond, 's avonds
        night: nacht, 's nachts
        noon: twaalf uur 's middags
        midnight: middernacht
        next: volgende, aanstaande
        this: deze
        at: om
        on: op
        _: de, het
        #hour: uur
        #minute: minuut, minuten
        #halfBefore: half
        #quarterPastBefore: kwart over
        #quarterToBefore: kwart voor
        monday: maandag
        tuesday: dinsdag
        wednesday: woensdag
        thursday: donderdag
        friday: vrijdag
        saturday: zaterdag
        sunday: zondag
        january: januari
        february: februari
        march: maart
        april: april
        may: mei
        june: juni
        july: juli
        august: augustus
        september: september
        october: oktober
        november: november
        december: december
        """,
        "sv": """
        today: idag, i dag
        tomorrow: imorgon, i morgon
        day after tomorrow: i övermorgon, övermorgon
        yesterday: igår, i går
        day before yesterday: i förrgår
        tonight: i natt, inatt
        this evening: ikväll, i kväll
        this morning: i morse, imorse
        this afternoon: i eftermiddag
        tomorrow morning: i morgon bitti, imorgon bitti
        morning: på morgonen, morgon
        afternoon: på eftermiddagen, eftermiddag
        evening: på kvällen, kväll
        night: på natten, natt
        noon: mitt på dagen
        midnight: midnatt
        next: nästa, kommande
        at: klockan, kl
        on: på
        _: den
        #halfBefore: halv
        #quarterPastBefore: kvart över
        #quarterToBefore: kvart i
        monday: måndag
        tuesday: tisdag
        wednesday: onsdag
        thursday: torsdag
        friday: fredag
        saturday: lördag
        sunday: söndag
        january: januari
        february: februari
        march: mars
        april: april
        may: maj
        june: juni
        july: juli
        august: augusti
        september: september
        october: oktober
        november: november
        december: december
        """,
        "da": """
        today: i dag
        tomorrow: i morgen
        day after tomorrow: i overmorgen, overmorgen
        yesterday: i går
        day before yesterday: i forgårs
        tonight: i nat
        this evening: i aften
        this morning: i morges
        this afternoon: i eftermiddag
        tomorrow morning: i morgen tidlig
        morning: om morgenen, morgen
        afternoon: om eftermiddagen, eftermiddag
        evening: om aftenen, aften
        night: om natten, nat
        noon: middag
        midnight: midnat
        next: næste, kommende
        at: klokken, kl
        on: på
        _: den
        #halfBefore: halv
        #quarterPastBefore: kvart over
        #quarterToBefore: kvart i
        monday: mandag
        tuesday: tirsdag
        wednesday: onsdag
        thursday: torsdag
        friday: fredag
        saturday: lørdag
        sunday: søndag
        january: januar
        february: februar
        march: marts
        april: april
        may: maj
        june: juni
        july: juli
        august: august
        september: september
        october: oktober
        november: november
        december: december
        """,
        "nb": """
        today: i dag
        tomorrow: i morgen
        day after tomorrow: i overmorgen, overmorgen
        yesterday: i går
        day before yesterday: i forgårs
        tonight: i natt
        this evening: i kveld
        this morning: i morges
        this afternoon: i ettermiddag
        tomorrow morning: i morgen tidlig
        morning: om morgenen, morgen
        afternoon: om ettermiddagen, ettermiddag
        evening: om kvelden, kveld
        night: om natten, natt
        noon: midt på dagen
        midnight: midnatt
        next: neste, kommende
        at: klokken, kl
        on: på
        _: den
        #halfBefore: halv
        #quarterPastBefore: kvart over
        #quarterToBefore: kvart på
        monday: mandag
        tuesday: tirsdag
        wednesday: onsdag
        thursday: torsdag
        friday: fredag
        saturday: lørdag
        sunday: søndag
        january: januar
        february: februar
        march: mars
        april: april
        may: mai
        june: juni
        july: juli
        august: august
        september: september
        october: oktober
        november: november
        december: desember
        """,
        "ja": """
        today: 今日, きょう, 本日
        tomorrow: 明日, あした, あす
        day after tomorrow: 明後日, あさって
        yesterday: 昨日, きのう
        day before yesterday: 一昨日, おととい
        tonight: 今夜, 今晩
        this morning: 今朝
        morning: 午前, 朝
        afternoon: 午後
        evening: 夕方
        night: 夜
        noon: 正午
        midnight: 深夜0時, 真夜中
        next: 来週, 次の
        this: 今週
        _: の, に, で, は, ごろ, 頃
        #hour: 時
        #minute: 分
        #half: 半
        #day: 日
        #month: 月
        #year: 年
        monday: 月曜日, 月曜
        tuesday: 火曜日, 火曜
        wednesday: 水曜日, 水曜
        thursday: 木曜日, 木曜
        friday: 金曜日, 金曜
        saturday: 土曜日, 土曜
        sunday: 日曜日, 日曜
        """,
        "zh": """
        today: 今天
        tomorrow: 明天
        day after tomorrow: 后天, 後天
        yesterday: 昨天
        day before yesterday: 前天
        tonight: 今晚
        morning: 上午, 早上, 早晨, 凌晨
        afternoon: 下午
        evening: 晚上, 傍晚
        noon: 中午, 中午12点, 中午十二点
        midnight: 午夜, 半夜
        next: 下, 下个, 下個
        this: 这, 這, 本, 这个, 這個
        _: 的, 在, 钟, 鐘
        #hour: 点, 點, 时, 時
        #minute: 分
        #half: 半
        #quarter: 一刻
        #day: 日, 号, 號
        #month: 月
        #year: 年
        monday: 星期一, 周一, 週一, 礼拜一, 禮拜一
        tuesday: 星期二, 周二, 週二, 礼拜二, 禮拜二
        wednesday: 星期三, 周三, 週三, 礼拜三, 禮拜三
        thursday: 星期四, 周四, 週四, 礼拜四, 禮拜四
        friday: 星期五, 周五, 週五, 礼拜五, 禮拜五
        saturday: 星期六, 周六, 週六, 礼拜六, 禮拜六
        sunday: 星期日, 星期天, 周日, 週日, 礼拜日, 禮拜日, 礼拜天, 禮拜天
        """,
        "ko": """
        today: 오늘
        tomorrow: 내일
        day after tomorrow: 모레, 내일모레
        yesterday: 어제
        day before yesterday: 그저께, 그제
        tonight: 오늘 밤, 오늘밤
        this morning: 오늘 아침
        morning: 오전, 아침
        afternoon: 오후
        evening: 저녁
        night: 밤
        noon: 정오
        midnight: 자정
        next: 다음 주, 다음주, 다음
        this: 이번 주, 이번주
        _: 에, 쯤
        #hour: 시
        #minute: 분
        #half: 반
        #day: 일
        #month: 월
        #year: 년
        monday: 월요일
        tuesday: 화요일
        wednesday: 수요일
        thursday: 목요일
        friday: 금요일
        saturday: 토요일
        sunday: 일요일
        """,
    ]
}

extension NumberLexicon.Token {
    /// Whether the token is part of a number's value: a number or a multiplier.
    var isNumberPart: Bool {
        switch self {
        case .number, .multiplier: true
        default: false
        }
    }
}
