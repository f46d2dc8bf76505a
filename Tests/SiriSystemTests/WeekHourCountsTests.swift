import Dates
import Foundation
import Testing

@testable import ModelEvaluation
@testable import SiriSystem

/// A reproducible generator (SplitMix64), so that a failing history can be replayed.
private struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

@Suite struct WeekHourCountsTests {
    @Test func countsAreAddedAndTakenBackPerHour() {
        var counts = WeekHourCounts()
        #expect(counts.isEmpty && counts.total == 0 && counts.hourCounts.isEmpty)
        let monday = WeekHour(day: 0, hour: 12)
        let sunday = WeekHour(index: 167)
        counts[monday] += 1
        counts[monday] += 2
        counts[sunday] += 1
        #expect(counts[monday] == 3 && counts[sunday] == 1 && counts[WeekHour(day: 0, hour: 13)] == 0)
        #expect(counts.total == 4 && !counts.isEmpty)
        #expect(counts.hourCounts.map(\.hour) == [12, 167] && counts.hourCounts.map(\.count) == [3, 1])
        #expect(counts.dictionary == [monday: 3, sunday: 1])
        counts[monday] -= 3
        #expect(counts[monday] == 0 && counts.dictionary == [sunday: 1] && counts.total == 1)
        // A count never goes below 0, as a stored count cannot.
        counts[sunday] -= 5
        #expect(counts[sunday] == 0 && counts.isEmpty)
        #expect(counts == WeekHourCounts())
    }

    @Test func aLiteralNamesTheHoursThatHaveDonations() {
        let counts: WeekHourCounts = [WeekHour(day: 1, hour: 8): 2, WeekHour(day: 6, hour: 23): 5]
        #expect(counts.counts.count == WeekHour.count)
        #expect(counts[WeekHour(day: 1, hour: 8)] == 2 && counts[WeekHour(day: 6, hour: 23)] == 5 && counts.total == 7)
        #expect(counts == WeekHourCounts([WeekHour(day: 1, hour: 8): 2, WeekHour(day: 6, hour: 23): 5]))
        // Hours given as 0 are the hours left out.
        #expect(WeekHourCounts([WeekHour(day: 3, hour: 3): 0]) == WeekHourCounts())
        #expect(counts.description == "[Tuesday 08:00–08:59: 2, Sunday 23:00–23:59: 5]")
    }

    @Test func theStoredFormIs168LittleEndianCounts() {
        var counts = WeekHourCounts()
        counts[WeekHour(index: 0)] = 1
        counts[WeekHour(index: 1)] = 0x0102_0304
        counts[WeekHour(index: 167)] = Int(UInt32.max)
        let bytes = counts.bytes
        #expect(bytes.count == 672)
        #expect(Array(bytes[0..<8]) == [1, 0, 0, 0, 4, 3, 2, 1])
        #expect(Array(bytes[668...]) == [255, 255, 255, 255])
        #expect(bytes.withUnsafeBytes { WeekHourCounts(littleEndian: $0) } == counts)
        #expect(WeekHourCounts(Data(bytes)) == counts)
        // Read from any offset (a BLOB need not be aligned).
        let shifted = [0x55] + bytes
        #expect(shifted.withUnsafeBytes { WeekHourCounts(littleEndian: UnsafeRawBufferPointer(rebasing: $0[1...])) } == counts)
        // A shorter value leaves the hours it lacks at 0; a longer one is read to its 168th count.
        #expect(WeekHourCounts(Data(bytes[0..<9])) == [WeekHour(index: 0): 1, WeekHour(index: 1): 0x0102_0304])
        #expect(WeekHourCounts(Data(bytes + [9, 9, 9, 9])) == counts)
        #expect(WeekHourCounts(Data()) == WeekHourCounts())
    }

    /// A history of donations and deletions, kept both as the dictionary of the hours that have
    /// donations (what `PredictionGroup.hours` was) and as dense counts: they say the same.
    @Test(arguments: [1, 2, 3, 42])
    func aGeneratedHistoryReadsAsTheDictionaryOfItsHours(seed: UInt64) {
        var generator = SeededGenerator(state: seed)
        var dictionary: [WeekHour: Int] = [:]
        var counts = WeekHourCounts()
        for _ in 0..<5_000 {
            // Habits: most donations in a few hours, some anywhere.
            let habit = [12, 36, 60, 139, 163].randomElement(using: &generator)!
            let index = Bool.random(using: &generator) ? habit : Int.random(in: 0..<168, using: &generator)
            let hour = WeekHour(index: index)
            if Int.random(in: 0..<4, using: &generator) == 0, let had = dictionary[hour] {
                let taken = Int.random(in: 1...had, using: &generator)
                dictionary[hour] = had == taken ? nil : had - taken
                counts[hour] -= taken
            } else {
                dictionary[hour, default: 0] += 1
                counts[hour] += 1
            }
            #expect(counts[hour] == dictionary[hour] ?? 0)
        }
        #expect(counts.dictionary == dictionary)
        #expect(WeekHourCounts(dictionary) == counts)
        #expect(counts.total == dictionary.values.reduce(0, +))
        #expect(counts.hourCounts.map(\.hour) == dictionary.keys.map(\.index).sorted())
        #expect(counts.hourCounts.allSatisfy { dictionary[WeekHour(index: $0.hour)] == $0.count })
        let stored = counts.bytes.withUnsafeBytes { WeekHourCounts(littleEndian: $0) }
        #expect(stored == counts && stored.hashValue == counts.hashValue)
        // Equal exactly when the dictionaries are.
        var other = counts
        let some = dictionary.keys.min() ?? WeekHour(index: 0)
        other[some] += 1
        #expect(other != counts)
        other[some] -= 1
        #expect(other == counts)
    }

    /// What `PredictionModel.score` summed when the hours were a dictionary: its keys sorted,
    /// each hour's count times its match.
    func dictionaryScore(_ hours: [WeekHour: Int], asked: WeekHour, signal: TimeSignal, model: PredictionModel) -> (
        matching: Double, hours: [PredictionModel.HourMatch]
    ) {
        var matches: [PredictionModel.HourMatch] = []
        var matching = 0.0
        for hour in hours.keys.sorted() {
            let count = hours[hour] ?? 0
            guard count > 0 else { continue }
            let (hourMatch, dayMatch) = signal.parts(hour, asked, model: model)
            let match = hourMatch * dayMatch
            matching += Double(count) * match
            matches.append(PredictionModel.HourMatch(hour: hour, donations: count, match: match, hourMatch: hourMatch, dayMatch: dayMatch))
        }
        matches.sort { a, b in
            let (ca, cb) = (Double(a.donations) * a.match, Double(b.donations) * b.match)
            return ca != cb ? ca > cb : a.hour < b.hour
        }
        return (matching, matches)
    }

    @Test(arguments: TimeSignal.allCases)
    func scoringTheCountsGivesWhatScoringTheDictionaryGave(signal: TimeSignal) throws {
        let model = PredictionModel.standard
        let utc = try #require(Zone(identifier: "UTC"))
        var generator = SeededGenerator(state: 7)
        var person = PredictionModel.PersonalView(PersonalHabits(), at: Date(timeIntervalSince1970: 0), timeZone: utc, model: model)
        person.signal = signal
        person.trust = 1
        let groups = (0..<40).map { number -> PredictionGroup in
            var hours: [WeekHour: Int] = [:]
            for _ in 0..<Int.random(in: 1...400, using: &generator) {
                hours[WeekHour(index: Int.random(in: 0..<168, using: &generator)), default: 0] += Int.random(in: 1...3, using: &generator)
            }
            return PredictionGroup(
                key: "group \(number)", source: .interaction, donations: hours.values.reduce(0, +),
                lastDonation: Date(timeIntervalSince1970: 1_790_000_000), hours: WeekHourCounts(hours), fading: 3.5)
        }
        // Every hour of a week, asked at its half hour.
        for askedIndex in stride(from: 0, to: 168, by: 5) {
            let date = Date(timeIntervalSince1970: 1_796_601_600 + Double(askedIndex) * 3600 + 1800)  // from Monday 2026-12-07 00:30 UTC
            let asked = WeekHour(date, in: utc)
            #expect(asked.index == askedIndex)
            let matches = model.momentMatches(at: date, timeZone: utc, person: person)
            for group in groups {
                let want = dictionaryScore(group.hours.dictionary, asked: asked, signal: signal, model: model)
                let score = model.score(group, at: date, timeZone: utc, person: person)
                #expect(score.matchingDonations == want.matching)
                #expect(score.hours == want.hours)
                // The ranking's shared matches give the same score, to the bit.
                let ranked = model.score(group, at: date, asked: asked, person: person, matches: matches)
                #expect(ranked == score && ranked.value.bitPattern == score.value.bitPattern)
            }
        }
    }
}
