#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// An amount of money (Xcode's Currency Amount type, an `INCurrencyAmount`): read as a person
/// writes or says one, and written as a US English device writes it in a sentence, with its
/// currency's symbol and its minor digits (`$12.50`, `€5.00`, `¥500`, `CHF 5.00`). An amount
/// given without a currency is in the device's, US dollars.
public struct MoneyText: Sendable, Hashable {
    public var amount: Double
    /// The ISO 4217 code: `USD`.
    public var currency: String

    /// The currency of a US English device, for an amount said or given without one.
    public static let deviceCurrency = "USD"

    /// How `en_US` writes each currency it has a symbol for, and how many minor digits it has;
    /// another code is written before the amount with a space (`CHF 5.00`), with two digits.
    static let symbols: [String: (symbol: String, digits: Int)] = [
        "USD": ("$", 2), "EUR": ("€", 2), "GBP": ("£", 2), "JPY": ("¥", 0), "CAD": ("CA$", 2), "AUD": ("A$", 2),
        "CNY": ("CN¥", 2), "INR": ("₹", 2), "KRW": ("₩", 0), "MXN": ("MX$", 2), "BRL": ("R$", 2), "NZD": ("NZ$", 2),
        "HKD": ("HK$", 2), "ILS": ("₪", 2), "VND": ("₫", 0), "TWD": ("NT$", 2),
    ]

    /// The symbols a person writes for a currency, and the words said for it ("dollars").
    static let written: [String: String] = [
        "$": "USD", "US$": "USD", "€": "EUR", "£": "GBP", "¥": "JPY", "₹": "INR", "₩": "KRW", "₪": "ILS", "₫": "VND", "฿": "THB",
    ]
    static let said: [String: String] = [
        "dollar": "USD", "dollars": "USD", "buck": "USD", "bucks": "USD", "euro": "EUR", "euros": "EUR", "pound": "GBP",
        "pounds": "GBP", "yen": "JPY", "rupee": "INR", "rupees": "INR", "won": "KRW", "baht": "THB",
    ]

    public init(amount: Double, currency: String) {
        self.amount = amount
        self.currency = currency
    }

    /// An amount as written: a number (`-` before it, `,` between thousands and nowhere else) with a currency's
    /// symbol or three-letter code before or after it (`$9.98`, `€5`, `5 €`, `9.98 EUR`, `USD 1,200`),
    /// or none (the device's currency); nil for anything else.
    public static func written(_ text: String) -> MoneyText? {
        var rest = Substring(text.trimmingWhitespace())
        var currency: String?
        let code = { (piece: Substring) in piece.count == 3 && piece.allSatisfy { $0.isASCII && $0.isUppercase } }
        if let space = rest.firstIndex(of: " "), code(rest[..<space]) {
            currency = String(rest[..<space])
            rest = rest[rest.index(after: space)...]
        } else if let space = rest.lastIndex(of: " "), code(rest[rest.index(after: space)...]) {
            currency = String(rest[rest.index(after: space)...])
            rest = rest[..<space]
        }
        rest = Substring(rest.trimmingWhitespace())
        let negative = rest.first == "-"
        if negative { rest = rest.dropFirst() }
        if rest.hasPrefix("US$") {
            guard currency == nil || currency == "USD" else { return nil }
            currency = "USD"
            rest = rest.dropFirst(3)
        }
        let isSymbol = { (c: Character) in c.unicodeScalars.allSatisfy { $0.properties.generalCategory == .currencySymbol } }
        // A symbol before the number ("$", "€") or after it ("5€", "3,50 €" as a European
        // writes it, a space between).
        let leading = rest.prefix(while: isSymbol)
        rest = rest.dropFirst(leading.count)
        let trailing = String(rest.reversed().prefix(while: isSymbol).reversed())
        rest = Substring(rest.dropLast(trailing.count).trimmingWhitespace())
        for symbol in [String(leading), trailing] where !symbol.isEmpty {
            guard let named = Self.written[symbol], currency == nil || currency == named else { return nil }
            currency = named
        }
        // Commas between thousands only, as a number said is read: "$0,5" is no five dollars.
        guard let first = rest.first, first.isASCII, first.isNumber || first == ".", let value = SiriAnswers.digits(String(rest)) else { return nil }
        return MoneyText(amount: negative ? -value : value, currency: currency ?? deviceCurrency)
    }

    /// Whether `word` is part of a number said: digits, or a word of one ("twenty", "and",
    /// "point", "half").
    static func isNumberWord(_ word: String) -> Bool {
        let letters = word.filter(\.isLetter)
        guard !letters.isEmpty else { return word.contains(where: \.isNumber) }
        return SiriAnswers.numberWords[letters] != nil || SiriAnswers.tensWords[letters] != nil || SiriAnswers.fractionParts[letters] != nil
            || ["hundred", "thousand", "million", "billion", "and", "point", "a", "an", "half", "minus", "negative", "dozen"].contains(letters)
    }

    /// The words said for a currency's hundredth, and the currency they name (nil: the device's,
    /// or the currency said before them).
    static let saidMinor: [String: String?] = ["cent": nil, "cents": nil, "penny": "GBP", "pence": "GBP"]

    /// An amount as said to Siri: as written, or a number followed by a currency's name ("5
    /// dollars", "twelve euros"), its hundredths after it ("twelve dollars and fifty cents",
    /// "twelve dollars fifty"), hundredths alone ("fifty cents": $0.50), or a number alone, in
    /// the device's currency; nil for anything else ("five bananas").
    ///
    /// In a `language` whose numbers soupchef knows in words, its numbers are read too, after
    /// English's: "cinco euros", "zwanzig Euro".
    public static func said(_ answer: String, language: String? = nil) -> MoneyText? {
        if let written = written(answer) { return written }
        let words = answer.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { return nil }
        func number(_ part: ArraySlice<String>) -> Double? {
            let joined = part.joined(separator: " ")
            return part.isEmpty ? nil : SiriAnswers.decimal(joined) ?? SiriAnswers.decimal(joined, language: language)
        }
        var currency: String?
        var whole = 0.0
        var hundredths: ArraySlice<String> = []
        if let at = words.firstIndex(where: { said[$0] != nil }) {
            currency = said[words[at]]
            guard let amount = number(words[..<at]) else { return nil }
            whole = amount
            hundredths = words[(at + 1)...]
            if hundredths.first == "and" { hundredths = hundredths.dropFirst() }
        } else if let last = words.last, let named = saidMinor[last] {
            currency = named
            hundredths = words[...]
        } else {
            // A number alone, every word of it a number's ("five bananas" is no amount).
            guard words.allSatisfy({ isNumberWord($0) || SiriAnswers.spokenNumber($0, language: language) != nil }), let amount = number(words[...])
            else { return nil }
            return MoneyText(amount: amount, currency: deviceCurrency)
        }
        var cents = 0.0
        if !hundredths.isEmpty {
            if let last = hundredths.last, let named = saidMinor[last] {
                // "pence" names pounds; after "dollars", "cents" are the dollar's.
                if let named {
                    guard currency == nil || currency == named else { return nil }
                    currency = named
                }
                hundredths = hundredths.dropLast()
            }
            // A currency without hundredths (yen, won) has none to say.
            guard let said = number(hundredths), said >= 0, said == said.rounded(), (symbols[currency ?? deviceCurrency]?.digits ?? 2) > 0,
                whole == 0 || said < 100
            else { return nil }
            cents = said
        }
        return MoneyText(amount: whole + cents / 100, currency: currency ?? deviceCurrency)
    }

    /// As a US English device writes it: `$1,200.00`, `-€5.00`, `¥500`, `CHF 5.00`.
    public var text: String {
        let (symbol, digits) = Self.symbols[currency] ?? (currency + " ", 2)
        let scale = digits == 0 ? 1.0 : 100.0
        let minor = (abs(amount) * scale).rounded()
        let whole = Int64(minor / scale)
        let fraction = Int64(minor) - whole * Int64(scale)
        var grouped = ""
        for (index, digit) in String(whole).reversed().enumerated() {
            if index > 0 && index % 3 == 0 { grouped.append(",") }
            grouped.append(digit)
        }
        let number = String(grouped.reversed()) + (digits == 0 ? "" : "." + (fraction < 10 ? "0" : "") + String(fraction))
        return (amount < 0 && minor > 0 ? "-" : "") + symbol + number
    }
}
