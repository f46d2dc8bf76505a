import Dates
import SQLiteStore

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What the system store would hold for predictions after some donations, built in memory with
/// the store's arithmetic: the groups of `prediction_groups`, the person of `prediction_person`
/// and the transitions of `prediction_transitions`. Ranking from it answers what `suggestions`
/// would, without a store (`soupchef eval`, the tests that check the store against it).
public struct PredictionMemory: Sendable {
    public let model: PredictionModel
    public private(set) var habits = PersonalHabits()
    private var entries: [String: (group: PredictionGroup, fading: FadingSum, slow: FadingSum)] = [:]
    private var transitions: [String: Followers] = [:]

    public init(model: PredictionModel = .standard) { self.model = model }

    /// The memory after `donations`, in the order given (as donated one by one).
    public init(_ donations: some Sequence<EvaluationDonation>, model: PredictionModel = .standard) {
        self.init(model: model)
        for donation in donations { add(donation) }
    }

    /// Judges then counts one donation, as a donation to the store does.
    public mutating func add(_ donation: EvaluationDonation) {
        let milliseconds = StoreJSON.milliseconds(donation.date)
        let before = entries[donation.key]
        let previous = habits.lastOrder
        let isOrder = donation.source == .interaction
        let after = previous.flatMap { transitions[$0] } ?? Followers()
        habits.observe(
            key: donation.key, weekHour: donation.weekHour.index, itemHours: before?.group.hours.hourCounts ?? [],
            itemDonations: before?.group.donations ?? 0, itemFading: before?.fading, itemSlow: before?.slow, followed: after[donation.key],
            followers: after.total, milliseconds: milliseconds, isOrder: isOrder, model: model)
        if isOrder, let previous { transitions[previous, default: Followers()].add(donation.key) }
        if var entry = before {
            entry.group.donations += 1
            entry.group.lastDonation = max(entry.group.lastDonation, donation.date)
            entry.group.hours[donation.weekHour] += 1
            entry.group.days.add(milliseconds)
            entry.fading.add(milliseconds)
            entry.slow.add(milliseconds)
            entries[donation.key] = entry
        } else {
            entries[donation.key] = (
                PredictionGroup(
                    key: donation.key, source: donation.source, donations: 1, lastDonation: donation.date, hours: [donation.weekHour: 1]),
                FadingSum(donationAt: milliseconds, halfLifeDays: model.halfLifeDays),
                FadingSum(donationAt: milliseconds, halfLifeDays: model.slowHalfLifeDays)
            )
        }
    }

    /// The groups, with their weights as the store keeps them (at each group's newest donation).
    public var groups: [PredictionGroup] {
        entries.values.map { entry in
            var group = entry.group
            group.fading = entry.fading.sum
            group.slow = entry.slow.value(at: entry.fading.newest)
            return group
        }
    }

    /// What followed the shortcut `key`.
    public func followers(of key: String?) -> Followers { key.flatMap { transitions[$0] } ?? Followers() }

    /// The groups the store would rank: the model's `candidates` most recently donated, newest
    /// first (ties: by key), as `SystemStore.predictionGroups` reads them.
    public var candidates: [PredictionGroup] {
        Array(
            groups.sorted { a, b in a.lastDonation != b.lastDonation ? a.lastDonation > b.lastDonation : a.key < b.key }.prefix(model.candidates))
    }

    /// The person's view at the moment `date` among `candidates` (nil: this memory's), as
    /// `SystemStore.rankedGroups` makes it.
    public func personalView(at date: Date, timeZone: Zone, candidates: [PredictionGroup]? = nil) -> PredictionModel.PersonalView {
        PredictionModel.PersonalView(
            habits, at: date, timeZone: timeZone, model: model, followers: followers(of: habits.lastOrder), candidates: candidates ?? self.candidates)
    }
}
