import Testing

@testable import SiriSystem

/// A number said in the language a conversation is held in (`--locale`), as Siri in that
/// language hears it (`NumberLexicon`).
@Suite struct SpokenNumberLanguageTests {
    /// Each language's words make its numbers: units, tens, hundreds and thousands, joined as it
    /// joins them, run together where it writes them so, with a half or a decimal word.
    @Test(arguments: [
        ("es", "tres", 3.0), ("es", "veintiuno", 21), ("es", "treinta y uno", 31), ("es", "ciento veinte", 120),
        ("es", "doscientos cinco", 205), ("es", "dos mil trescientos", 2300), ("es", "menos tres", -3), ("es", "tres y media", 3.5),
        ("es", "quiero cuatro sopas", 4), ("es-MX", "dieciséis", 16), ("es", "tres coma cinco", 3.5), ("fr", "trois", 3),
        ("fr", "vingt et un", 21), ("fr", "soixante-dix-sept", 77), ("fr", "soixante et onze", 71), ("fr", "quatre-vingt-dix-neuf", 99),
        ("fr", "deux cents", 200), ("fr", "trois et demi", 3.5), ("fr", "mille deux cents", 1200), ("de", "drei", 3),
        ("de", "dreiundzwanzig", 23), ("de", "einundzwanzig", 21), ("de", "zweihundertdreißig", 230), ("de", "hundertzwanzig", 120),
        ("de", "zweieinhalb", 2.5), ("de", "tausend", 1000), ("it", "tre", 3), ("it", "ventuno", 21), ("it", "trentotto", 38),
        ("it", "ventitré", 23), ("it", "centoventi", 120), ("it", "duemila", 2000), ("it", "tre e mezzo", 3.5), ("pt-BR", "três", 3),
        ("pt-BR", "vinte e dois", 22), ("pt-BR", "duzentos e cinquenta", 250), ("nl", "eenentwintig", 21), ("nl", "tweeëntwintig", 22),
        ("sv", "tjugoett", 21), ("sv", "tre", 3), ("da", "enogtyve", 21), ("da", "halvtreds", 50), ("nb", "tjueen", 21),
        ("ru", "три", 3), ("ru", "двадцать один", 21), ("ru", "три с половиной", 3.5), ("tr", "üç", 3), ("tr", "on bir", 11),
        ("tr", "üç buçuk", 3.5), ("tr", "iki yüz", 200), ("ja", "三", 3), ("ja", "二十一", 21), ("ja", "三つ", 3), ("ja", "みっつ", 3),
        ("ja", "千二百", 1200), ("ja", "一万", 10000), ("ja", "３個", 3), ("zh-Hans", "三", 3), ("zh-Hans", "两个", 2),
        ("zh-Hant", "二十一", 21), ("zh-Hans", "一百零五", 105), ("zh-Hans", "三点五", 3.5), ("ko", "삼", 3), ("ko", "이십일", 21),
        ("ko", "세 개", 3), ("ko", "스물하나", 21), ("ko", "3개", 3), ("es", "¡tres!", 3), ("es", "¿veinte?", 20),
    ])
    func aLanguagesWordsAreItsNumbers(language: String, said: String, number: Double) {
        #expect(SiriAnswers.decimal(said, language: language) == number, "\(language): \(said)")
    }

    /// Words that make no one number are read as far as they do ("tres cuatro" is 3, as English
    /// "one two" is 1); a word that only starts like a number is none ("tremendo"); English's
    /// words stay numbers, and another language's are none in English.
    @Test func wordsAreANumberAsFarAsTheyMakeOne() {
        #expect(SiriAnswers.decimal("tres cuatro", language: "es") == 3)
        #expect(SiriAnswers.decimal("un deux", language: "fr") == 1)
        #expect(SiriAnswers.decimal("tres y cuatro", language: "es") == 3)
        #expect(SiriAnswers.decimal("tremendo", language: "es") == nil)
        #expect(SiriAnswers.decimal("dreist", language: "de") == nil)
        #expect(SiriAnswers.decimal("mañana", language: "es") == nil)
        #expect(SiriAnswers.decimal("three", language: "es") == 3)
        #expect(SiriAnswers.decimal("tres") == nil)
        #expect(SiriAnswers.decimal("drei", language: "en") == nil)
        // A whole number is whole: "tres y media" is no Integer.
        #expect(SiriAnswers.number("tres y media", language: "es") == nil)
        #expect(SiriAnswers.number("veintiuno", language: "es") == 21)
        // A choice is picked by its number in the language's words too.
        #expect(SiriAnswers.choiceIndex("dos", count: 3, language: "es") == 1)
    }

    /// Digits are written with the language's marks: in a decimal-comma language "3,5" is 3.5 and
    /// "1.500" is 1500, where English reads "1,500" as 1500 and refuses "1,5"; digits alone keep
    /// what English reads of them ("-3", "1 1/2").
    @Test func digitsAreWrittenWithTheLanguagesMarks() {
        #expect(SiriAnswers.decimal("3,5", language: "es") == 3.5)
        #expect(SiriAnswers.decimal("1.500", language: "de") == 1500)
        #expect(SiriAnswers.decimal("1,500", language: "de") == 1.5)
        #expect(SiriAnswers.decimal("2,5 Liter", language: "de") == 2.5)
        #expect(SiriAnswers.decimal("-3", language: "fr") == -3)
        #expect(SiriAnswers.decimal("1 1/2", language: "it") == 1.5)
        #expect(SiriAnswers.decimal("3 y medio", language: "es") == 3.5)
        #expect(SiriAnswers.decimal("2 mil", language: "es") == 2000)
        #expect(SiriAnswers.decimal("1,500", language: "ja") == 1500)
        #expect(SiriAnswers.decimal("1,500") == 1500)
        #expect(SiriAnswers.decimal("1,5") == nil)
        // A region that writes a decimal point: Mexico's Spanish, Switzerland's German.
        #expect(SiriAnswers.decimal("3.5", language: "es-MX") == 3.5)
        #expect(SiriAnswers.decimal("1,500", language: "es-MX") == 1500)
        #expect(SiriAnswers.decimal("3.5", language: "de-CH") == 3.5)
        #expect(SiriAnswers.decimal("3,5", language: "es-AR") == 3.5)
        #expect(SiriAnswers.decimal("3.5", language: "es-419") == 3.5)
        #expect(SiriAnswers.decimal("tres", language: "es-MX") == 3)
    }

    /// A choice is pointed at by its place as the language says it: an ordinal after an article
    /// ("la segunda", "die zweite", "le dernier"), a number with the word that makes it a place
    /// ("2番目", "第二个", "두 번째"); an ordinal alone is none, as in English.
    @Test func aChoiceIsPointedAtByItsPlaceInTheLanguage() {
        let places: [(String, String, Int?)] = [
            ("es", "la segunda", 1), ("es", "el último", 2), ("es-MX", "el primero", 0), ("fr", "la deuxième", 1), ("fr", "le dernier", 2),
            ("de", "die zweite", 1), ("de", "den ersten", 0), ("it", "la terza", 2), ("pt-BR", "o segundo", 1), ("nl", "de tweede", 1),
            ("sv", "den andra", 1), ("da", "den sidste", 2), ("nb", "den første", 0), ("ja", "2番目", 1), ("ja", "三番目", 2),
            ("zh-Hans", "第二个", 1), ("zh-Hant", "第三", 2), ("ko", "두 번째", 1), ("ko", "첫 번째", 0), ("es", "segunda", nil),
            ("es", "la cuarta", nil), ("de", "die Zweite Liga", nil), ("ja", "5番目", nil),
        ]
        for (language, said, index) in places {
            #expect(SiriAnswers.choiceIndex(said, count: 3, language: language) == index, "\(language): \(said)")
        }
        #expect(SiriAnswers.choiceIndex("la segunda", count: 3) == nil)
    }

    /// A length of time is said in the language's units and numbers ("diez minutos", "una hora y
    /// media", "zwei Stunden", "trois heures et demie"); English's stay understood, and another
    /// language's units are none in English.
    @Test func aLengthOfTimeIsSaidInTheLanguage() {
        let lengths: [(String?, String, Double?)] = [
            ("es", "diez minutos", 600), ("es", "una hora y media", 5400), ("es", "2 horas", 7200), ("de", "zwei Stunden", 7200),
            ("de", "eine Stunde und 30 Minuten", 5400), ("de", "eineinhalb Stunden", 5400), ("fr", "trois heures et demie", 12_600),
            ("it", "tre giorni", 259_200), ("pt-BR", "uma semana", 604_800), ("nl", "twintig minuten", 1200), ("sv", "en timme", 3600),
            ("ru", "пять минут", 300), ("tr", "on dakika", 600), ("es", "ten minutes", 600), ("es", "diez", nil), (nil, "diez minutos", nil),
        ]
        for (language, said, seconds) in lengths {
            #expect(DurationText.spokenSeconds(said, language: language) == seconds, "\(language ?? "en"): \(said)")
        }
    }

    /// A measurement is said with the language's numbers ("dos kilómetros" was not understood);
    /// in English those words are no number.
    @Test func aMeasurementIsSaidWithTheLanguagesNumbers() {
        #expect(MeasurementValue.read("dos kilómetros", unit: nil, language: "es")?.number == 2)
        #expect(MeasurementValue.read("drei Liter", unit: nil, dimension: "volume", language: "de")?.number == 3)
        #expect(MeasurementValue.read("cinq", unit: "kilometers", language: "fr")?.text == "5 kilometers")
        #expect(MeasurementValue.read("dos kilómetros", unit: nil) == nil)
    }

    /// An amount of money is said with the language's numbers ("cinco euros" was not understood).
    @Test func anAmountIsSaidWithTheLanguagesNumbers() {
        #expect(MoneyText.said("cinco euros", language: "es")?.text == "€5.00")
        #expect(MoneyText.said("zwanzig Euro", language: "de")?.text == "€20.00")
        #expect(MoneyText.said("doce", language: "es")?.text == "$12.00")
        #expect(MoneyText.said("five euros", language: "es")?.text == "€5.00")
        #expect(MoneyText.said("cinco euros") == nil)
    }
}
