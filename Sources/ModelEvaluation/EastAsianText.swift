import SiriSystem

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Histories files saved in Japanese's or Chinese's own encoding, as their spreadsheets, banks
/// and household-account apps write them: MoneyForward's and Zaim's exports in Shift_JIS (as
/// Windows writes it, code page 932), Alipay's bill in GBK, which GB18030 extends. Decoded by
/// the C library's `iconv`, as Foundation's decoding would link ICU into the executable.
extension EvaluationHistories {
    /// The encoding's name and the text as UTF-8, when the bytes decode so, at least four in five
    /// of the characters beyond ASCII are then ideographs, kana, or full-width forms and
    /// punctuation, and the bytes are laid out as that language's text lays them out
    /// (`writtenAs`). Western text in Windows-1252 is not, though its accented letters before a
    /// letter (`è` and `m`, `ä` and `s`) are valid pairs of either encoding.
    static func eastAsianText(_ bytes: [UInt8]) -> (encoding: String, text: [UInt8])? {
        for (name, decoder) in [("Shift_JIS", "CP932"), ("GB18030", "GB18030")] where writtenAs(name, bytes) {
            guard let utf8 = decoded(bytes, from: decoder) else { continue }
            let beyond = String(decoding: utf8, as: UTF8.self).unicodeScalars.filter { $0.value > 0x7F }
            let eastAsian = beyond.count { scalar in
                [0x3000...0x30FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF5E].contains { $0.contains(scalar.value) }
            }
            if !beyond.isEmpty, eastAsian * 5 >= beyond.count * 4 { return (name, utf8) }
        }
        return nil
    }

    /// Whether the bytes beyond ASCII are laid out as Japanese or Chinese text lays them out, in
    /// pairs: in Shift_JIS, at least half of the pairs lead with 0x81 to 0x9F (kana, full-width
    /// punctuation and the commoner kanji; its bytes 0xA1 to 0xDF alone are half-width katakana);
    /// in GBK, at least four in five are GB2312's, both bytes 0xA1 to 0xFE.
    static func writtenAs(_ encoding: String, _ bytes: [UInt8]) -> Bool {
        var (pairs, typical, i) = (0, 0, 0)
        while i < bytes.count {
            let lead = bytes[i]
            if lead < 0x80 || (encoding == "Shift_JIS" && (0xA1...0xDF).contains(lead)) {
                i += 1
                continue
            }
            let trail = i + 1 < bytes.count ? bytes[i + 1] : 0
            pairs += 1
            if encoding == "Shift_JIS" ? (0x81...0x9F).contains(lead) : (0xA1...0xFE).contains(lead) && (0xA1...0xFE).contains(trail) {
                typical += 1
            }
            i += 2
        }
        return pairs > 0 && (encoding == "Shift_JIS" ? typical * 2 >= pairs : typical * 5 >= pairs * 4)
    }

    /// The bytes decoded from `encoding` into UTF-8 by `iconv`, or nil where one is not a
    /// character of it (or the C library has no such encoding).
    static func decoded(_ bytes: [UInt8], from encoding: String) -> [UInt8]? {
        let converter = iconv_open("UTF-8", encoding)
        guard let converter, converter != iconv_t(bitPattern: -1) else { return nil }
        defer { iconv_close(converter) }
        var input = bytes.map { CChar(bitPattern: $0) }
        // A character of two bytes is at most three in UTF-8, and of one (a half-width katakana) three.
        var output = [CChar](repeating: 0, count: bytes.count * 3 + 4)
        var (inputLeft, outputLeft) = (input.count, output.count)
        let result = input.withUnsafeMutableBufferPointer { inputBuffer in
            output.withUnsafeMutableBufferPointer { outputBuffer in
                var inputNext = inputBuffer.baseAddress
                var outputNext = outputBuffer.baseAddress
                return iconv(converter, &inputNext, &inputLeft, &outputNext, &outputLeft)
            }
        }
        guard result != -1, inputLeft == 0 else { return nil }
        return output.prefix(output.count - outputLeft).map { UInt8(bitPattern: $0) }
    }
}
