import TextMatching

/// A `TimeInterval` parameter's value (Xcode's "Duration"): a number of seconds, written or said
/// with a unit or without ("2592000", "30 days", "1.5 h"), shown in its units ("30 days",
/// "1 hour, 30 minutes").
public enum DurationText {
    /// Unit words and their length in seconds.
    static let units: [(names: [String], seconds: Double)] = [
        (["s", "sec", "secs", "second", "seconds"], 1), (["m", "min", "mins", "minute", "minutes"], 60),
        (["h", "hr", "hrs", "hour", "hours"], 3600), (["d", "day", "days"], 86_400), (["w", "wk", "week", "weeks"], 604_800),
    ]

    /// The seconds `text` says: a number of seconds, or a number and a unit; nil for anything
    /// else, or a negative or endless one.
    public static func seconds(_ text: String) -> Double? {
        let trimmed = text.trimmingWhitespace().lowercased()
        var number = ""
        var rest = Substring(trimmed)
        while let first = rest.first, first.isNumber || first == "." || (first == "-" && number.isEmpty) {
            number.append(first)
            rest = rest.dropFirst()
        }
        guard let value = Double(number), value.isFinite, value >= 0 else { return nil }
        let unit = String(rest).trimmingWhitespace()
        if unit.isEmpty { return value }
        guard let found = units.first(where: { $0.names.contains(unit) }) else { return nil }
        let seconds = value * found.seconds
        return seconds.isFinite ? seconds : nil
    }

    /// The seconds an answer says: as `seconds(_:)` reads it ("90 minutes", "5400"), or in words
    /// as a person says a length, each amount before its unit, in digits or words: "two hours",
    /// "an hour", "ten seconds", "1 hour 30 minutes", "one hour and twenty minutes", "an hour and
    /// a half", "an hour and three quarters", "two and a half hours", "1 1/2 hours", "half an
    /// hour", "a half hour", "a quarter of an hour", "three quarters of an hour", "two thirds of
    /// an hour". Nil when no unit is named, a number is left over after the last one ("1 hour
    /// 30"), or an amount is no number ("lots of an hour").
    ///
    /// In a `language` soupchef knows the units of (`spokenUnits`), its unit words and its
    /// numbers are heard too: "diez minutos", "eine Stunde", "2 heures", "tre giorni".
    public static func spokenSeconds(_ answer: String, language: String? = nil) -> Double? {
        if let seconds = seconds(answer) { return seconds }
        let words = spokenWords(answer)
        let base = language?.lowercased().split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map(String.init) ?? ""
        let own = spokenUnits[base] ?? [:]
        func unitLength(_ word: String) -> Double? {
            own[Folding.caseAndDiacritics(word)] ?? units.first { $0.names.contains(word) && $0.names.first != word }?.seconds
        }
        var total = 0.0
        var amount: [String] = []
        var named = false
        var index = 0
        while index < words.count {
            let word = words[index]
            guard let length = unitLength(word) else {
                amount.append(word)
                index += 1
                continue
            }
            let said = amount.drop { $0 == "and" || $0 == "for" || $0 == "in" }
            let count: Double
            if said.last == "a" || said.last == "an", said.dropLast().last == "of" {
                // "a quarter of an hour", "three quarters of an hour", "quarter of an hour"
                let part = said.dropLast(2)
                if let number = SiriAnswers.spokenNumber(part.joined(separator: " "), language: language) {
                    count = number
                } else if part.last == "half" || part.last == "quarter" {
                    count = part.last == "half" ? 0.5 : 0.25
                } else {
                    return nil
                }
            } else if said.last == "a" || said.last == "an", said.dropLast().last == "half" {
                count = 0.5  // "half an hour"
            } else if let number = SiriAnswers.spokenNumber(said.joined(separator: " "), language: language) {
                count = number
            } else if said.last == "half" || said.last == "quarter" {
                count = said.last == "half" ? 0.5 : 0.25  // "half hour", "a quarter hour"
            } else if said.last == "a" || said.last == "an" || said.isEmpty && !named {
                count = 1  // "an hour"; "hour" alone
            } else {
                return nil
            }
            total += count * length
            named = true
            amount = []
            index += 1
            // "an hour and a half", "an hour and three quarters": that much of the unit just named.
            if index + 2 < words.count, words[index] == "and", let part = SiriAnswers.fraction(of: Array(words[(index + 1)...])) {
                total += part.value * length
                index += 1 + part.count
            } else if index + 1 < words.count, let lexicon = NumberLexicon.of(language),
                lexicon.words[Folding.caseAndDiacritics(words[index])] == .joiner, lexicon.words[Folding.caseAndDiacritics(words[index + 1])] == .half
            {
                total += 0.5 * length  // "una hora y media", "trois heures et demie"
                index += 2
            }
        }
        guard named, total.isFinite, total >= 0 else { return nil }
        // A number after the last unit has no unit of its own.
        if amount.contains(where: { $0.contains(where: \.isNumber) })
            || SiriAnswers.spokenNumber(amount.joined(separator: " "), language: language) != nil
        {
            return nil
        }
        return total
    }

    /// The words for the units of a length of time in the languages soupchef knows the numbers
    /// of in words (`NumberLexicon`), as `Folding.caseAndDiacritics` writes them, and their
    /// length in seconds; Japanese, Chinese and Korean, written without spaces, are not among them.
    static let spokenUnits: [String: [String: Double]] = {
        let lists: [String: String] = [
            "es": "segundo segundos|minuto minutos|hora horas|día días|semana semanas",
            "pt": "segundo segundos|minuto minutos|hora horas|dia dias|semana semanas",
            "fr": "seconde secondes|minute minutes|heure heures|jour jours|semaine semaines",
            "it": "secondo secondi|minuto minuti|ora ore|giorno giorni|settimana settimane",
            "de": "sekunde sekunden|minute minuten|stunde stunden|tag tage tagen|woche wochen",
            "nl": "seconde seconden|minuut minuten|uur uren|dag dagen|week weken",
            "sv": "sekund sekunder|minut minuter|timme timmar|dag dagar|vecka veckor",
            "da": "sekund sekunder|minut minutter|time timer|dag dage|uge uger",
            "nb": "sekund sekunder|minutt minutter|time timer|dag dager|uke uker",
            "ru": "секунда секунды секунд секунду|минута минуты минут минуту|час часа часов|день дня дней|неделя недели недель неделю",
            "tr": "saniye|dakika|saat|gün|hafta",
        ]
        let lengths: [Double] = [1, 60, 3600, 86_400, 604_800]
        return lists.mapValues { list in
            var words: [String: Double] = [:]
            for (unit, names) in list.split(separator: "|").enumerated() {
                for name in names.split(separator: " ") { words[Folding.caseAndDiacritics(name)] = lengths[unit] }
            }
            return words
        }
    }()

    /// The words of a length said, without the marks around them; a comma ends a word, except
    /// between digits ("1,500 seconds").
    static func spokenWords(_ answer: String) -> [String] {
        var words: [String] = []
        for token in answer.lowercased().split(whereSeparator: \.isWhitespace) {
            let characters = Array(token)
            var word = ""
            for (at, character) in characters.enumerated() {
                let between = at > 0 && at + 1 < characters.count && characters[at - 1].isNumber && characters[at + 1].isNumber
                if character == ";" || (character == "," && !between) {
                    if !word.isEmpty { words.append(word) }
                    word = ""
                } else {
                    word.append(character)
                }
            }
            if !word.isEmpty { words.append(word) }
        }
        return words.map {
            String($0.drop { "\"'(“‘".contains($0) }.reversed().drop { "?!.\"')”’…".contains($0) }.reversed())
        }
    }

    /// The seconds of `value` in `unit`, a unit's name in any case (`Minutes`, as a definition
    /// file writes it); nil for a unit this does not know.
    public static func seconds(_ value: Double, unit: String) -> Double? {
        let name = unit.trimmingWhitespace().lowercased()
        guard let found = units.first(where: { $0.names.contains(name) }) else { return nil }
        let seconds = value * found.seconds
        return seconds.isFinite ? seconds : nil
    }

    /// "30 days", "1 hour", "1.5 seconds", "1 hour, 1 minute, 40 seconds": each unit from days
    /// down to seconds that the length holds, as a components formatter writes them and Soup
    /// Chef's wait time reads ("1 hour, 5 minutes"); a length of more than a trillion days is
    /// seconds alone.
    public static func text(_ given: Double) -> String {
        // To the millisecond, counted in whole milliseconds: 3600.1 - 3600 leaves 0.0999… in
        // floating point, 119.9999 is 2 minutes, and 99,999,999,999,999 seconds has no fraction
        // (multiplied by 1,000 as a Double it would gain one).
        let whole = given.rounded(.towardZero)
        guard given >= 60, whole < 9e15 else { return secondsText(abs(given) < 9e12 ? (given * 1000).rounded() / 1000 : given) }
        var rest = Int64(whole) * 1000 + Int64(((given - whole) * 1000).rounded())
        var parts: [String] = []
        for (singular, length) in [("day", Int64(86_400_000)), ("hour", 3_600_000), ("minute", 60_000)] where rest >= length {
            parts.append(unit(Int(rest / length), singular))
            rest %= length
        }
        if rest > 0 { parts.append(secondsText(Double(rest) / 1000)) }
        return parts.joined(separator: ", ")
    }

    private static func unit(_ count: Int, _ singular: String) -> String { "\(count) \(singular)\(count == 1 ? "" : "s")" }

    private static func secondsText(_ seconds: Double) -> String {
        let shown = CustomIntent.decimalText(seconds)
        return "\(shown) second\(shown == "1" ? "" : "s")"
    }
}
