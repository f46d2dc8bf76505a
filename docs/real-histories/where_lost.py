"""Where the model (slow_mixture.py, with its knobs) gains or loses against most frequent, by the
parts of the person's model in use at each ask: whether a time signal is trusted, whether the
moment decides alone, whether the slow mixture holds less than 0.9 of the weight (the fading
taking over) and whether the last order again is mixed in. Prints, per combination, the asks,
the sum of the model's reciprocal rank less most frequent's, and the asks it put first less
those most frequent put first (docs/suggestions.md, "The time judged with a grown start").
Usage: where_lost.py FILE (person,date,shortcut[,kind]), each person's last three orders hidden."""
import sys, os, math, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import slow_mixture, switch
from slow_mixture import SlowMixture

states = []
ranked = SlowMixture.rank


def rank(self, key, ms, plain=False, new=True, force=None):
    r = ranked(self, key, ms, plain=plain, new=new, force=force)
    if new and not plain and force is None:
        h = self.h
        signal, trust, decisive = h.choice()
        if signal is not None:
            trust = min(1.0, max(0.0, (h.trust_evidence(signal) - slow_mixture.TIME_FROM) / 2))
        c = 1 / (1 + math.exp(-slow_mixture.HOLD_SCALE * (h.count_rank - slow_mixture.HOLD_AT)))
        states.append((trust > 0, decisive and trust > 0, c < 0.9, h.repeat_trust() > 0))
    return r


def main(fn):
    SlowMixture.rank = rank
    switch.Person = SlowMixture
    rows = [r for v in switch.evaluate(fn).values() for r in v]
    sums = collections.defaultdict(lambda: [0, 0.0, 0])
    asked = iter(states)
    for new, mf in zip((x for r in rows for x in r["new"]), (x for r in rows for x in r["mf"])):
        # An ask whose shortcut was never donated is not ranked (0 for every method).
        state = next(asked) if new > 0 else "never donated before"
        s = sums[state]
        s[0] += 1
        s[1] += new - mf
        s[2] += (new == 1.0) - (mf == 1.0)
    print("(time trusted, moment decides, fading takes over, last order again): asks, Σ ΔRR, Δ first")
    for state, (n, d, first) in sorted(sums.items(), key=lambda t: t[1][1]):
        print(f"{state}: {n}, {d:+.2f}, {first:+d}")


if __name__ == "__main__":
    main(sys.argv[1])
