import Dates
import Foundation
import Testing

@testable import SiriSystem

/// A date said in the language a conversation is held in (`--locale`), read as its English
/// sentence is (`DateLexicon`, `SpokenDate`).
@Suite struct SpokenDateLanguageTests {
    /// Friday 4 December 2026, 10:00 in Paris, as `SpokenDateTests` reads English.
    static let zone = Zone(identifier: "Europe/Paris")!
    static let now = zone.date(year: 2026, month: 12, day: 4, hour: 10)

    func read(_ said: String, _ language: String?) -> String? { SpokenDate.read(said, now: Self.now, zone: Self.zone, language: language) }

    /// Each language's days, weekdays, months, parts of a day and clock: the day and time the
    /// English sentence gives ("tomorrow at 5" is 05:00, "tomorrow at 5 in the afternoon" 17:00,
    /// "next Monday" the coming one).
    @Test(arguments: [
        ("es", "mañana a las 5", "2026-12-05T05:00"), ("es", "mañana a las 5 de la tarde", "2026-12-05T17:00"),
        ("es", "mañana a las cinco y media de la tarde", "2026-12-05T17:30"), ("es", "pasado mañana", "2026-12-06"),
        ("es", "ayer", "2026-12-03"), ("es", "el lunes que viene", "2026-12-07"), ("es", "el próximo viernes", "2026-12-11"),
        ("es", "el 25 de diciembre", "2026-12-25"), ("es", "esta noche", "2026-12-04T21:00"),
        ("es", "mañana por la mañana", "2026-12-05T09:00"), ("es", "a las diez y cuarto", "10:15"),
        ("es", "a las cinco menos cuarto de la tarde", "16:45"), ("es", "a la una y diez", "01:10"), ("es", "hoy al mediodía", "2026-12-04T12:00"),
        ("es", "el viernes 11 de diciembre", "2026-12-11"),
        ("ja", "12月11日金曜日 20時", "2026-12-11T20:00"), ("ko", "12월 11일 금요일 오후 8시", "2026-12-11T20:00"),
        ("pt", "amanhã ao meio-dia", "2026-12-05T12:00"),
        ("es-MX", "el sábado a las 8 de la noche", "2026-12-05T20:00"),
        ("fr", "demain à 17 h", "2026-12-05T17:00"), ("fr", "demain à 17h30", "2026-12-05T17:30"), ("fr", "lundi prochain", "2026-12-07"),
        ("fr", "ce soir", "2026-12-04T18:00"), ("fr", "après-demain à midi", "2026-12-06T12:00"), ("fr", "le 1er janvier 2027", "2027-01-01"),
        ("fr", "à cinq heures et demie du soir", "17:30"), ("fr-CA", "vendredi prochain à 9 h", "2026-12-11T09:00"),
        ("de", "morgen um 17 Uhr", "2026-12-05T17:00"), ("de", "übermorgen", "2026-12-06"),
        ("de", "nächsten Montag um halb sechs", "2026-12-07T05:30"), ("de", "heute Abend", "2026-12-04T18:00"),
        ("de", "am 25. Dezember", "2026-12-25"), ("de", "morgen früh", "2026-12-05T09:00"), ("de", "Viertel nach drei", "03:15"),
        ("de", "morgen um 17:30 Uhr", "2026-12-05T17:30"), ("de", "um dreiundzwanzig Uhr", "23:00"),
        ("it", "domani alle 17", "2026-12-05T17:00"), ("it", "lunedì prossimo", "2026-12-07"), ("it", "stasera alle 8", "2026-12-04T20:00"),
        ("it", "domani alle 5 e mezza del pomeriggio", "2026-12-05T17:30"), ("it", "alle 17 e 30", "17:30"),
        ("pt-BR", "amanhã às 17h", "2026-12-05T17:00"), ("pt", "depois de amanhã", "2026-12-06"), ("pt", "segunda-feira que vem", "2026-12-07"),
        ("pt", "hoje à noite", "2026-12-04T21:00"), ("pt", "amanhã às 5 e meia da tarde", "2026-12-05T17:30"),
        ("nl", "morgen om 17 uur", "2026-12-05T17:00"), ("nl", "volgende maandag", "2026-12-07"),
        ("nl", "vanavond om half negen", "2026-12-04T20:30"), ("nl", "overmorgen", "2026-12-06"),
        ("sv", "i morgon klockan 17", "2026-12-05T17:00"), ("sv", "nästa måndag", "2026-12-07"), ("sv", "ikväll kl. halv nio", "2026-12-04T20:30"),
        ("sv", "den 25 december", "2026-12-25"), ("da", "i morgen klokken 17", "2026-12-05T17:00"), ("da", "i overmorgen", "2026-12-06"),
        ("da", "på mandag kvart over fem", "2026-12-07T05:15"), ("nb", "i morgen klokken 17", "2026-12-05T17:00"),
        ("no", "neste fredag", "2026-12-11"), ("nb", "i kveld klokken åtte", "2026-12-04T20:00"),
        ("ja", "明日の午後5時", "2026-12-05T17:00"), ("ja", "明後日", "2026-12-06"), ("ja", "来週の月曜日", "2026-12-07"),
        ("ja", "12月25日", "2026-12-25"), ("ja", "午前十時半", "10:30"), ("ja", "今夜8時", "2026-12-04T20:00"),
        ("zh-Hans", "明天下午5点", "2026-12-05T17:00"), ("zh-Hans", "后天", "2026-12-06"), ("zh-Hans", "下周一", "2026-12-07"),
        ("zh-Hans", "十二月二十五号", "2026-12-25"), ("zh-Hans", "明天下午五点半", "2026-12-05T17:30"), ("zh-Hans", "今晚八点", "2026-12-04T20:00"),
        ("zh-Hant", "十點一刻", "10:15"), ("zh-Hant", "星期天", "2026-12-06"),
        ("zh-Hans", "下星期五下午三点", "2026-12-11T15:00"), ("zh-Hans", "本周日", "2026-12-06"),
        ("ko", "내일 오후 5시", "2026-12-05T17:00"), ("ko", "내일 오후 다섯 시 반", "2026-12-05T17:30"), ("ko", "모레", "2026-12-06"),
        ("ko", "다음 주 월요일", "2026-12-07"), ("ko", "12월 25일", "2026-12-25"), ("ko", "오늘 밤", "2026-12-04T21:00"),
        ("ko", "오후 3시 30분", "15:30"), ("ko", "십이월 십일일", "2026-12-11"),
    ])
    func aLanguagesDateIsTheDayAndTimeOfItsEnglishSentence(language: String, said: String, iso: String) {
        #expect(read(said, language) == iso, "\(language): \(said)")
    }

    /// A length of time after the language's "in" is that moment from now, as "in two hours" is.
    @Test func aLengthOfTimeFromNowInTheLanguagesWords() {
        #expect(read("dentro de dos horas", "es") == "2026-12-04T12:00")
        #expect(read("en 3 días", "es") == "2026-12-07")
        #expect(read("dans trois jours", "fr") == "2026-12-07")
        #expect(read("in 90 Minuten", "de") == "2026-12-04T11:30")
        #expect(read("tra due ore", "it") == "2026-12-04T12:00")
        #expect(read("daqui a uma hora", "pt-BR") == "2026-12-04T11:00")
        #expect(read("over twee uur", "nl") == "2026-12-04T12:00")
        #expect(read("om två timmar", "sv") == "2026-12-04T12:00")
        #expect(read("dentro de 10 segundos", "es") == nil)
        #expect(read("dans la soirée", "fr") == nil)
    }

    /// Words that say no date stay none, in the language as in English; English's words and ISO
    /// 8601 are still read under another language; one language's words are none in another.
    @Test func wordsThatSayNoDateAreNoneAndEnglishIsStillRead() {
        #expect(read("mañana quizás", "es") == nil)
        #expect(read("a las 25", "es") == nil)
        #expect(read("dans la soupe", "fr") == nil)
        #expect(read("mañana", "fr") == nil)
        #expect(read("mañana", nil) == nil)
        #expect(read("demain", "en") == nil)
        #expect(read("tomorrow at 5 pm", "es") == "2026-12-05T17:00")
        #expect(read("next Friday at 5:30 p.m.", "de") == "2026-12-11T17:30")
        #expect(read("2026-12-31T17:00", "ja") == "2026-12-31T17:00")
        // German "am" is "on": "am Montag"; English's "5 am" is still 05:00.
        #expect(read("Monday 5 am", "de") == "2026-12-07T05:00")
    }

    /// A conversation in another language reads a date parameter's answer in it, and keeps what
    /// the parameter holds: a Date type its day.
    @Test func aDateParameterIsAnsweredInTheFilesLanguage() throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict>
            <key>INIntents</key><array><dict><key>INIntentName</key><string>Remind</string>
            <key>INIntentParameters</key><array>
            <dict><key>INIntentParameterName</key><string>when</string><key>INIntentParameterType</key><string>DateComponents</string></dict>
            <dict><key>INIntentParameterName</key><string>day</string><key>INIntentParameterType</key><string>DateComponents</string>
            <key>INIntentParameterMetadata</key><dict><key>INIntentParameterMetadataType</key><string>Date</string></dict></dict>
            </array></dict></array></dict></plist>
            """
        var file = try DefinitionReader.parse(Data(text.utf8), name: "Remind.intentdefinition")
        let intent = try #require(file.intent(named: "Remind"))
        let (when, day) = try (#require(intent.parameter(named: "when")), #require(intent.parameter(named: "day")))
        let reader = { AnswerReader(file: file, now: Self.now, timeZone: Self.zone) }
        #expect(reader().parse("mañana a las 5 de la tarde", for: when) == nil)
        file.language = "es"
        #expect(reader().parse("mañana a las 5 de la tarde", for: when) == .string("2026-12-05T17:00"))
        #expect(reader().parse("mañana a las 5 de la tarde", for: day) == .string("2026-12-05"))
        file.language = "ko"
        #expect(reader().parse("내일 오후 5시", for: when) == .string("2026-12-05T17:00"))
    }
}
