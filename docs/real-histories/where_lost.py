"""Where the model (slow_mixture.py, with its knobs) gains or loses against most frequent, by the
parts of the person's model in use at each ask: whether a time signal is trusted, whether the
moment decides alone, whether the slow mixture holds less than 0.9 of the weight (the fading
taking over) and whether the last order again is mixed in. Prints, per combination, the asks,
the sum of the model's reciprocal rank less most frequent's, and the asks it put first less
those most frequent put first (docs/model-measurements.md, "The time judged with a grown start").
BASELINE=mr or tod compares with most recent or the time of day instead; KIND=k counts only the
people of kind k (a generated population's fourth column).
Usage: where_lost.py FILE (person,date,shortcut[,kind]), each person's last three orders hidden
(HIDE=n for n)."""
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
    baseline, kind = os.environ.get("BASELINE", "mf"), os.environ.get("KIND")
    rows = {k: iter(v) for k, v in switch.evaluate(fn).items()}
    # evaluate() ranks the people in the file's order and files their rows by kind: back to the
    # file's order, which is the order of the states.
    _, kinds = switch.parse(fn)
    people = [(k, next(rows[k])) for k in kinds.values()]
    sums = collections.defaultdict(lambda: [0, 0.0, 0])
    asked = iter(states)
    for k, r in people:
        for new, other in zip(r["new"], r[baseline]):
            # An ask whose shortcut was never donated is not ranked (0 for every method).
            state = next(asked) if new > 0 else "never donated before"
            if kind is not None and k != kind:
                continue
            s = sums[state]
            s[0] += 1
            s[1] += new - other
            s[2] += (new == 1.0) - (other == 1.0)
    assert next(asked, None) is None, "every ranked ask accounted for"
    print(f"(time trusted, moment decides, fading takes over, last order again): asks, Σ ΔRR, Δ first against {baseline}")
    for state, (n, d, first) in sorted(sums.items(), key=lambda t: t[1][1]):
        print(f"{state}: {n}, {d:+.2f}, {first:+d}")


if __name__ == "__main__":
    main(sys.argv[1])
