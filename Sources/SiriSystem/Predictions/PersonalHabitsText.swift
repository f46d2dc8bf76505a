import TextMatching

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

/// What `suggestions --explain` says about a person's model: which signals it uses, and why.
public enum PersonalHabitsText {
    /// What the view `person` uses; `titles` names the shortcuts the split between the two firsts
    /// speaks of (by key; a key without a title is shown as it is).
    public static func lines(_ person: PredictionModel.PersonalView, model: PredictionModel, titles: [String: String] = [:]) -> [String] {
        let habits = person.habits
        // Evidence that rounds to nothing but is not nothing keeps two significant digits, so a
        // signal chosen by a hair does not read "+0.00".
        func signed(_ value: Double) -> String { value != 0 && abs(value) < 0.005 ? cFormat("%+.2g", value) : cFormat("%+.2f", value) }
        let judged = "\(habits.judged) judged \(habits.judged == 1 ? "donation" : "donations")"
        let (signal, trust, decisive) = habits.choice(model: model)
        var lines: [String] = []
        if let signal {
            let trusted =
                trust >= 1
                ? "trusted in full"
                : trust > 0 ? cFormat("trusted %.2f", trust) : "not trusted yet (needs above \(signed(model.evidenceBeforeTrust)))"
            lines.append(
                "This person: \(signal.title) ranked their past orders better than no time signal (evidence \(signed(habits.evidence(signal))) over \(judged)): "
                    + trusted)
        } else {
            lines.append(
                "This person: no time signal has told their shortcuts apart yet (\(judged)): ranked by their donations, counted and faded by age")
        }
        if let signal {
            // The decisive expert for the chosen signal: the moment deciding nearly alone.
            lines.append(
                "  the moment deciding alone (anyTime \(cFormat("%.2f", model.decisiveAnyTime)) for \(cFormat("%.1f", model.anyTime))): "
                    + "bounded evidence \(signed(habits.decisiveLead(signal))), "
                    + (decisive ? "used" : "not used (needs above \(signed(model.decisiveMargin)))"))
        }
        let others = TimeSignal.allCases.filter { $0 != signal }.map { "\($0.title) \(signed(habits.evidence($0)))" }
        lines.append("  other signals: " + others.joined(separator: ", "))
        if model.judgementSmoothing > 0 {
            let start = habits.judgementSmoothing(model: model)
            let grown =
                start >= model.judgementSmoothing
                ? cFormat("in full from %g judged", model.judgementSmoothingRamp)
                : cFormat("%g × %d / %g judged", model.judgementSmoothing, habits.judged, model.judgementSmoothingRamp)
            lines.append(cFormat("  the time judged with each shortcut starting from %.2f of this person's donations", start) + " (\(grown))")
        }
        if let split = person.split { lines.append(splitLine(split, person: person, model: model, titles: titles)) }
        let hold = person.rankHold
        lines.append(
            "  slow mixture against fading by age: the count ranked first of late \(signed(habits.countRankEvidence)), "
                + cFormat(
                    "so the slow mixture is %.2f of the weight (1 / (1 + e^−(%g × (%+.2f ", person.countTrust, model.rankScale,
                    habits.countRankEvidence)
                + (hold > 0 ? "−" : "+") + cFormat(" %g))))", abs(hold)))
        let weights = habits.slowWeights(model: model)
        let experts = SlowExpert.allCases.enumerated().map { index, expert in
            expert.title + cFormat(" %.2f (evidence %+.2f)", weights[index], habits.slowEvidence[index])
        }
        lines.append("  slow mixture: " + experts.joined(separator: ", "))
        // In a history of baskets "the one before" is the newest instant's shortcuts (the basket so far).
        let (repeated, last) =
            habits.readsBaskets ? ("were in the newest instant before them", "the basket so far") : ("repeated the one before", "the last order")
        let share = cFormat(
            "%.2f ((%d + %g) / (%d + %g))", habits.stayShare(model: model), habits.instantRepeats, model.stayStartRepeats, habits.instantJudged,
            model.stayStartDonations)
        lines.append(
            "  keeping to the last order: \(habits.instantRepeats) of \(habits.instantJudged) donations after the first \(repeated), "
                + "so it gives \(last) \(share)")
        if habits.readsBaskets {
            // Orders at one instant (a purchase history written a line an order): the repeat is
            // the basket so far, judged by how often it held the next order.
            let mix = habits.repeatMix(model: model)
            lines.append(
                "  the last order again: orders come in baskets (\(habits.sameInstant) of \(habits.donations) at the instant of the one before);"
                    + " the next order was in the basket so far \(habits.instantRepeats) of \(habits.instantJudged) times, "
                    + cFormat("%.1f by their counts", habits.instantExpected)
                    + ", its first choice against the count's of late \(signed(habits.instantRankEvidence))"
                    + (mix > 0
                        ? cFormat(", so it takes %.2f of the weight", mix)
                        : ", not used (needs \(signed(model.repeatEvidenceBeforeTrust)) more than the counts, or above it of late)"))
            // Asked inside a basket (at the newest donation's instant): its next line.
            let basket = habits.basketWeights(model: model)
            lines.append(
                "  a basket's next line (asked at the instant of the newest donation): \(habits.basketRepeats) of \(habits.sameInstant) were in the basket so far, "
                    + cFormat(
                        "%.1f by their counts, so its shortcuts' weights × %.2f, the others' × %.2f,", habits.basketExpected, basket.inBasket,
                        basket.others)
                    + cFormat(" and the basket so far's own ranking adds %.2f of their faded donations", basket.share))
            return lines
        }
        let repeatTrust = habits.repeatTrust(model: model)
        let repeatRank = "ranked first of late \(signed(habits.repeatRankEvidence))"
        lines.append(
            "  the last order again: evidence \(signed(habits.repeatEvidence)), \(repeatRank)"
                + (repeatTrust > 0
                    ? cFormat(", mixed in %.2f", repeatTrust)
                    : habits.repeatRankEvidence < model.repeatRankGate
                        ? ", not used (the fading put their orders first more often)"
                        : ", not used (below \(signed(model.repeatEvidenceBeforeTrust)))"))
        return lines
    }

    /// The favourite changing? The two firsts, their share, the fading's first's donations and the
    /// trend of the split, each against what it needs, and where the hold is.
    static func splitLine(_ split: SplitTrend, person: PredictionModel.PersonalView, model: PredictionModel, titles: [String: String]) -> String {
        func named(_ key: String) -> String { "“\(titles[key] ?? key)”" }
        let conditions = [
            cFormat("hold %.2f of the donations", split.share)
                + (split.share >= model.splitPairShare ? "" : cFormat(" (needs %.2f)", model.splitPairShare)),
            "the fading's first has \(split.fadingDonations)"
                + (split.fadingDonations >= model.splitMinimumDonations ? "" : " (needs \(model.splitMinimumDonations))"),
            cFormat("its share of the two grew with the dates at t %+.2f", split.t)
                + (split.t > model.splitThreshold ? "" : cFormat(" (needs above %+.2f)", model.splitThreshold)),
        ]
        let outcome =
            split.moves
            ? cFormat("so the favourite is changing: the count's hold moves from %g to %+g", model.rankHoldAt, person.rankHold)
            : cFormat("so the count's hold stays at %g", model.rankHoldAt)
        return "  the favourite changing? the count's first \(named(split.countFirst)) (\(split.countDonations)) and the fading's first "
            + "\(named(split.fadingFirst)) (\(split.fadingDonations)) " + conditions.joined(separator: ", ") + "; " + outcome
    }
}
