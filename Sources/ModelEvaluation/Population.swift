import Dates
import SiriSystem

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A made-up population of people ordering, to measure the prediction model on: deterministic
/// for a seed, with habits of different strengths and kinds, each chosen so that some baseline
/// is the natural way to predict it (docs/suggestions.md, "The population").
///
/// Items are shortcut keys given by the caller, most usual first; the population knows nothing
/// of what they are.
public struct Population: Sendable {
    /// One person's orders, oldest first.
    public struct Person: Sendable, Hashable {
        public var name: String
        public var kind: Kind
        /// Each order's date and the index of its item in `items`.
        public var orders: [(date: Date, item: Int)]

        public static func == (a: Person, b: Person) -> Bool {
            a.name == b.name && a.kind == b.kind && a.orders.map(\.date) == b.orders.map(\.date) && a.orders.map(\.item) == b.orders.map(\.item)
        }

        public func hash(into hasher: inout Hasher) {
            hasher.combine(name)
            hasher.combine(orders.count)
        }
    }

    /// What shapes a person's orders.
    public enum Kind: String, CaseIterable, Sendable, Hashable {
        /// Lunch on weekdays, mostly the same item; now and then a weekend evening.
        case weekdayLunch
        /// Weekend evenings, mostly the same item; now and then a weekday lunch.
        case weekendEvenings
        /// One item at weekday lunch, another in the evening: only the time tells them apart.
        case twoHabits
        /// A lunch habit that switches to another item part way, for good.
        case changedHabit
        /// Lunch whose time drifts by up to two hours and whose favourite slowly gives way.
        case drifting
        /// Runs of the same item at no fixed time, then another run.
        case streaks
        /// Rare orders at any time, long gaps, a loose favourite.
        case occasional
        /// Lunch or dinner, any day, nearly always one of two items: frequency is everything.
        case loyal
        /// Two or three staples at any hour of any day: no clock at all.
        case staples
        /// Something different most times, at any hour: a loose liking, no clock.
        case varietySeeker
        /// At any hour, a favourite that slowly gives way to another: recency, no clock.
        case driftingFavourite
        /// A weekly routine: one item on Mondays, another on Wednesdays, a third on Fridays.
        case weekdayRoutine

        /// Whether the kind's orders follow a clock (hour of the day or day of the week).
        public var followsAClock: Bool {
            switch self {
            case .weekdayLunch, .weekendEvenings, .twoHabits, .changedHabit, .drifting, .weekdayRoutine: true
            case .streaks, .occasional, .loyal, .staples, .varietySeeker, .driftingFavourite: false
            }
        }
    }

    public var people: [Person]
    public var items: [String]
    public var seed: UInt64

    /// `count` people from `seed`; `items` are the shortcut keys to order (at least 4), the
    /// first ones the usual ones. Wall-clock times are read in `timeZone`.
    public init(count: Int, seed: UInt64, items: [String], timeZone: Zone) {
        precondition(items.count >= 4, "a population needs at least four items")
        self.items = items
        self.seed = seed
        // A Monday, so that day 0 of every person's calendar is a known weekday.
        let origin = timeZone.date(year: 2025, month: 6, day: 2)
        var people: [Person] = []
        for index in 0..<max(0, count) {
            // Every person has a generator of their own, so person n is the same whatever the count.
            var random = SplitMix64(seed: Self.personSeed(seed, index: index))
            let name = "person-" + DateCodec.pad(index + 1, 4)
            people.append(Self.person(name: name, random: &random, itemCount: items.count, zone: timeZone, origin: origin))
        }
        self.people = people
    }

    /// Person `index`'s generator's seed: the population's seed and the index mixed, never the
    /// two added. SplitMix64's state moves on by the same constant at every draw, so seeds that
    /// differ by that constant give the same numbers one draw apart: people seeded `seed + (n + 1)
    /// × constant` were each their neighbour's numbers shifted by one, and now and then the same
    /// person twice (three of 600 on seed 4), which no resampling of people can tell apart from
    /// two people.
    static func personSeed(_ seed: UInt64, index: Int) -> UInt64 {
        SplitMix64.mixed(SplitMix64.mixed(seed) ^ UInt64(index))
    }

    /// A person's orders as the donations they make: one interaction per order.
    public func donations(of person: Person, timeZone: Zone) -> [EvaluationDonation] {
        person.orders.map {
            EvaluationDonation(key: items[$0.item], source: .interaction, date: $0.date, weekHour: WeekHour($0.date, in: timeZone))
        }
    }

    // MARK: Making a person

    /// The shares of the kinds of people (docs/suggestions.md, "The population").
    public static let kindWeights: [(Kind, Double)] = [
        (.weekdayLunch, 0.10), (.weekendEvenings, 0.06), (.twoHabits, 0.06), (.changedHabit, 0.08), (.drifting, 0.06),
        (.streaks, 0.10), (.occasional, 0.10), (.loyal, 0.14), (.staples, 0.08), (.varietySeeker, 0.07), (.driftingFavourite, 0.07),
        (.weekdayRoutine, 0.08),
    ]

    private static func person(name: String, random: inout SplitMix64, itemCount: Int, zone: Zone, origin: Date) -> Person {
        let kind = random.pick(kindWeights)
        // Tastes: a favourite, a second, and a skewed liking for the rest of the usual items.
        let usual = min(itemCount, random.int(in: 4...8))
        let liking = random.permutation(usual)
        let preference = liking.enumerated().map { (item: $0.element, weight: 1 / pow(Double($0.offset + 1), 1.3)) }
        func usualItem(_ random: inout SplitMix64, except: Int? = nil) -> Int {
            let choices = preference.filter { $0.item != except }
            return random.pick(choices.map { ($0.item, $0.weight) })
        }
        let favourite = liking[0]
        let second = liking[1]
        let start = random.int(in: 0...180)
        let strength = random.uniform(0.5, 0.95)
        let oneOffChance = random.uniform(0.02, 0.2)
        let spread = random.uniform(30, 120)
        var span = random.int(in: 60...365)
        var orders: [(Date, Int)] = []

        for _ in 0..<4 {
            orders = []
            // A holiday or a long pause, for some.
            var gaps: [ClosedRange<Int>] = []
            if random.chance(0.4) {
                let from = random.int(in: 0...max(0, span - 1))
                gaps.append(from...(from + random.int(in: 14...45)))
            }
            if random.chance(0.25) {
                let from = random.int(in: 0...max(0, span - 1))
                gaps.append(from...(from + random.int(in: 60...150)))
                span += 60
            }
            let rate = random.uniform(0.25, 0.9)
            let personalOffset = random.normal(0, 35)
            let changeAt = Int(Double(span) * random.uniform(0.45, 0.85))
            let newFavourite = usualItem(&random, except: favourite)
            let drift = random.uniform(-120, 120)
            let streakStay = random.uniform(0.7, 0.92)
            var streakItem = favourite
            let streakHour = random.uniform(11, 20)
            let rareRate = random.uniform(0.03, 0.15)
            let eveningItem = second
            let eveningRate = random.uniform(0.1, 0.35)
            let routine = [0: liking[0], 2: liking[1], 4: liking[2 % liking.count]]

            func add(day: Int, minute: Double, item: Int, _ random: inout SplitMix64) {
                let clamped = min(max(Int(minute.rounded()), 0), 24 * 60 - 1)
                let dayDate = zone.date(byAddingDays: start + day, to: origin)
                let date = zone.startOfDay(for: dayDate).addingTimeInterval(Double(clamped * 60))
                // Now and then something new, tried once.
                let chosen = random.chance(oneOffChance) ? random.int(in: 0...(itemCount - 1)) : item
                orders.append((date, chosen))
            }

            for day in 0..<span where !gaps.contains(where: { $0.contains(day) }) {
                // Day 0 of the calendar is a Monday: the person's days start `start` days after it.
                let dayOfWeek = (start + day) % 7
                let weekday = dayOfWeek < 5
                let progress = Double(day) / Double(max(1, span))
                switch kind {
                case .weekdayLunch:
                    if weekday, random.chance(rate) {
                        let item = random.chance(strength) ? favourite : usualItem(&random)
                        add(day: day, minute: 720 + personalOffset + random.normal(0, spread), item: item, &random)
                    } else if !weekday, random.chance(0.12) {
                        add(day: day, minute: 1140 + random.normal(0, 60), item: usualItem(&random, except: favourite), &random)
                    }
                case .weekendEvenings:
                    if !weekday, random.chance(rate) {
                        let item = random.chance(strength) ? favourite : usualItem(&random)
                        add(day: day, minute: 1140 + personalOffset + random.normal(0, spread), item: item, &random)
                    } else if weekday, random.chance(0.06) {
                        add(day: day, minute: 750 + random.normal(0, 45), item: usualItem(&random, except: favourite), &random)
                    }
                case .twoHabits:
                    if weekday, random.chance(rate * 0.7) {
                        let item = random.chance(strength) ? favourite : usualItem(&random)
                        add(day: day, minute: 730 + personalOffset + random.normal(0, spread), item: item, &random)
                    }
                    if random.chance(eveningRate) {
                        let item = random.chance(strength) ? eveningItem : usualItem(&random)
                        add(day: day, minute: 1170 + random.normal(0, 45), item: item, &random)
                    }
                case .changedHabit:
                    if weekday, random.chance(rate) {
                        let current = day < changeAt ? favourite : newFavourite
                        let item = random.chance(strength) ? current : usualItem(&random)
                        add(day: day, minute: 725 + personalOffset + random.normal(0, spread), item: item, &random)
                    }
                case .drifting:
                    if weekday, random.chance(rate) {
                        let item =
                            random.chance(strength) ? (random.chance(progress) ? newFavourite : favourite) : usualItem(&random)
                        add(day: day, minute: 720 + personalOffset + drift * progress + random.normal(0, spread), item: item, &random)
                    }
                case .streaks:
                    if random.chance(rate * 0.5) {
                        if !random.chance(streakStay) { streakItem = usualItem(&random, except: streakItem) }
                        add(day: day, minute: streakHour * 60 + random.normal(0, 120), item: streakItem, &random)
                    }
                case .loyal:
                    if random.chance(rate * 0.45) {
                        let item = random.chance(strength) ? (random.chance(0.7) ? favourite : second) : usualItem(&random)
                        let minute = random.chance(0.5) ? 750 + random.normal(0, spread) : 1140 + random.normal(0, spread)
                        add(day: day, minute: minute, item: item, &random)
                    }
                case .staples:
                    if random.chance(rate * 0.4) {
                        let item = random.chance(strength) ? (random.chance(0.6) ? favourite : second) : usualItem(&random)
                        add(day: day, minute: random.uniform(8 * 60, 22 * 60), item: item, &random)
                    }
                case .varietySeeker:
                    if random.chance(rate * 0.4) {
                        add(day: day, minute: random.uniform(10 * 60, 22 * 60), item: usualItem(&random), &random)
                    }
                case .driftingFavourite:
                    if random.chance(rate * 0.4) {
                        let item =
                            random.chance(strength) ? (random.chance(progress) ? newFavourite : favourite) : usualItem(&random)
                        add(day: day, minute: random.uniform(9 * 60, 21 * 60), item: item, &random)
                    }
                case .weekdayRoutine:
                    if let usual = routine[dayOfWeek], random.chance(max(rate, 0.5)) {
                        let item = random.chance(strength) ? usual : usualItem(&random)
                        add(day: day, minute: 750 + personalOffset + random.normal(0, spread), item: item, &random)
                    }
                case .occasional:
                    if random.chance(rareRate) {
                        let item = random.chance(strength * 0.75) ? favourite : usualItem(&random)
                        add(day: day, minute: random.uniform(11 * 60, 21 * 60), item: item, &random)
                    }
                }
            }
            if orders.count >= 8 { break }
            span += 120
        }
        return Person(name: name, kind: kind, orders: orders.map { (date: $0.0, item: $0.1) })
    }
}

/// A small, fast, well-mixed generator (SplitMix64): the same seed gives the same numbers on
/// every platform, which `SystemRandomNumberGenerator` does not promise.
public struct SplitMix64: RandomNumberGenerator, Sendable {
    private var state: UInt64

    public init(seed: UInt64) { state = seed }

    public mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        return Self.mixed(state)
    }

    /// SplitMix64's finaliser: every bit of `value` moves about half the bits of the result.
    static func mixed(_ value: UInt64) -> UInt64 {
        var z = value
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// Uniform in [0, 1), from the top 53 bits.
    mutating func unit() -> Double { Double(next() >> 11) / Double(1 << 53) }

    mutating func uniform(_ low: Double, _ high: Double) -> Double { low + (high - low) * unit() }

    mutating func chance(_ probability: Double) -> Bool { unit() < probability }

    mutating func int(in range: ClosedRange<Int>) -> Int {
        range.lowerBound + Int(unit() * Double(range.count))
    }

    /// Normal, by Box–Muller.
    mutating func normal(_ mean: Double, _ deviation: Double) -> Double {
        let u = max(unit(), 1e-12)
        let v = unit()
        return mean + deviation * (-2 * log(u)).squareRoot() * cos(2 * Double.pi * v)
    }

    mutating func pick<T>(_ weighted: [(T, Double)]) -> T {
        let total = weighted.reduce(0) { $0 + $1.1 }
        var point = unit() * total
        for (value, weight) in weighted {
            if point < weight { return value }
            point -= weight
        }
        return weighted[weighted.count - 1].0
    }

    /// 0..<n in a random order (Fisher–Yates).
    mutating func permutation(_ n: Int) -> [Int] {
        var values = Array(0..<n)
        for i in stride(from: n - 1, to: 0, by: -1) { values.swapAt(i, int(in: 0...i)) }
        return values
    }
}
