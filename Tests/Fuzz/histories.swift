// libFuzzer target: reading a file of histories for `eval --histories` (separators, quotes, headers
// and their names, ISO 8601, Unix time, dates written day and month first or with the month in words,
// zones after a space; JSON made a table; one person's file read as theirs), then
// joining baskets and writing the histories back as `--save-histories` does.
import Foundation

@testable import Dates
@testable import ModelEvaluation
@testable import SiriSystem

private let zones = [Zone(identifier: "UTC")!, Zone(identifier: "America/Los_Angeles")!]

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHistories(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: min(size, 4096)))
    // The input's first line as one date, read as the month in words and as nearly ISO 8601: what
    // either makes of it is a day in ISO 8601's shape, which the ISO reader then takes or refuses.
    let line = String(decoding: bytes.prefix(while: { $0 != 0x0A }).prefix(96), as: UTF8.self)
    for iso in [MonthNameDate.iso(line), EvaluationHistories.isoLoosely(line)].compactMap({ $0 }) {
        let digits = Array(iso.utf8.prefix(10))
        precondition(
            digits.count == 10 && digits[4] == 0x2D && digits[7] == 0x2D
                && [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy { (0x30...0x39).contains(digits[$0]) },
            "\(line.debugDescription) -> \(iso) is no ISO 8601 day")
        _ = try? DateCodec(timeZone: zones[0]).read(iso)
    }
    // A message names a line of the file (JSON's records are named by the line they start on).
    let lineEnds = bytes.filter { $0 == 0x0A || $0 == 0x0D }.count
    // Read as one person's (`--person`): that person alone, with every order a record gave.
    if let mine = try? EvaluationHistories(bytes: bytes, timeZone: zones[0], person: "me") {
        precondition(mine.histories.allSatisfy { $0.person == "me" }, "a person other than --person's")
        precondition(mine.histories.count <= 1 && mine.onePerson == "me")
    } else if case .failure(let error as EvaluationHistories.ParseError) = Result(catching: {
        try EvaluationHistories(bytes: bytes, timeZone: zones[0], person: "me")
    }) {
        precondition((1...(lineEnds + 1)).contains(error.line), "line \(error.line) of a file of at most \(lineEnds + 1)")
    }
    for zone in zones {
        let result = Result { try EvaluationHistories(bytes: bytes, timeZone: zone) }
        if case .failure(let error as EvaluationHistories.ParseError) = result {
            precondition((1...(lineEnds + 1)).contains(error.line), "line \(error.line) of a file of at most \(lineEnds + 1)")
        }
        guard case .success(var read) = result else { continue }
        let people = read.histories.count
        precondition(read.histories.allSatisfy { !$0.person.isEmpty && !$0.donations.isEmpty }, "a history without a person or an order")
        precondition(read.histories.allSatisfy { $0.donations.allSatisfy { !$0.key.isEmpty } }, "an order of no shortcut")
        precondition(read.skipped.records >= 0 && (read.skipped.records == 0) == (read.skipped.firstLine == nil))
        let moved = read.joinBaskets(within: EvaluationHistories.basketGapSeconds)
        precondition(moved >= 0 && read.histories.count == people)
        // What --save-histories writes reads back as the same people, shortcuts and kinds, each
        // date within the second it is written to (in UTC, whose clock never repeats an hour).
        guard zone.identifier == "UTC" else { continue }
        let text = EvaluationHistories.text(read.histories, timeZone: zone)
        guard let again = try? EvaluationHistories(text: text, timeZone: zone) else {
            preconditionFailure("written histories do not read back:\n\(text)")
        }
        precondition(again.histories.map(\.person) == read.histories.map(\.person), "people differ after writing")
        precondition(again.histories.map(\.kind) == read.histories.map(\.kind), "kinds differ after writing")
        for (a, b) in zip(read.histories, again.histories) {
            let (x, y) = (EvaluationDonation.inDateOrder(a.donations), EvaluationDonation.inDateOrder(b.donations))
            precondition(x.count == y.count, "orders differ after writing")
            for (d, e) in zip(x, y) {
                precondition(abs(d.date.timeIntervalSince(e.date)) < 1, "\(d.date) read back as \(e.date)")
            }
            precondition(Set(x.map(\.key)) == Set(y.map(\.key)), "shortcuts differ after writing")
        }
    }
    return 0
}
