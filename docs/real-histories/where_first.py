"""Where the model (slow_mixture.py, with its knobs) and most frequent put different shortcuts
first, and who was right: for each ask whose shortcut was donated before and where the two
firsts differ, the parts of the person's model in use (a time signal trusted, the moment
deciding alone, the fading taking over: the slow mixture under 0.9 of the weight) and which
single rankings put the model's first first as well — the plain count, the slow fading, what
followed the last order (three of the slow mixture's experts) and the month's fading. Prints, per
combination, the asks where the model's first was the order, where most frequent's was, and
where neither was: what ΔHR@1 is made of (docs/model-measurements.md, "First place on the
departments"). Ties: most frequent as `eval` breaks them (the newer shortcut first).
Usage: where_first.py FILE (person,date,shortcut[,kind]), each person's last three orders hidden
(HIDE=n for n)."""
import sys, os, math, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import slow_mixture, switch
from slow_mixture import SlowMixture
from switch import week_hour

ranked = SlowMixture.rank
tally = collections.Counter()


def first_of(person, ms):
    """The model's first: the candidate it ranks 1 (a ranking is total, so there is one)."""
    for g in person.g.values():
        if ranked(person, g.key, ms) == 1:
            return g.key
    return None


def rank(self, key, ms, plain=False, new=True, force=None):
    r = ranked(self, key, ms, plain=plain, new=new, force=force)
    if plain or not new or force is not None or r is None:
        return r
    shortcuts = list(self.g.values())
    frequent = max(shortcuts, key=lambda g: (g.n, g.last)).key
    mine = first_of(self, ms)
    if mine == frequent:
        return r
    totals = {hl: self.total(hl, ms) for hl in (30, 60, 180)}
    asked = week_hour(ms // 1000)
    p = {g.key: self.slow_probabilities(g, ms, totals, asked) for g in shortcuts}
    agreeing = [e for i, e in enumerate(slow_mixture.EXPERTS)
                if max(shortcuts, key=lambda g: (p[g.key][i], g.last)).key == mine]
    if max(shortcuts, key=lambda g: (self.faded(g, 30, ms), g.last)).key == mine:
        agreeing.append("f30")
    h = self.h
    signal, _, decisive = h.choice()
    trusted = signal is not None and h.trust_evidence(signal) > slow_mixture.TIME_FROM
    c = 1 / (1 + math.exp(-slow_mixture.HOLD_SCALE * (h.count_rank - slow_mixture.HOLD_AT)))
    state = (trusted, trusted and decisive, c < 0.9)
    right = "model" if key == mine else ("mf" if key == frequent else "neither")
    tally[(state, ",".join(agreeing) or "none", right)] += 1
    return r


def main(fn):
    SlowMixture.rank = rank
    switch.Person = SlowMixture
    switch.evaluate(fn)
    rows = collections.defaultdict(lambda: {"model": 0, "mf": 0, "neither": 0})
    for (state, agreeing, right), n in tally.items():
        rows[(state, agreeing)][right] += n
    print("(time trusted, moment decides, fading takes over) | rankings with the model's first:"
          " model's first right, most frequent's right, neither")
    total = {"model": 0, "mf": 0, "neither": 0}
    for (state, agreeing), r in sorted(rows.items(), key=lambda t: t[1]["model"] - t[1]["mf"]):
        print(f"{state} | {agreeing}: {r['model']}, {r['mf']}, {r['neither']}")
        for k in total:
            total[k] += r[k]
    print(f"all: {total['model']}, {total['mf']}, {total['neither']} (ΔHR@1 asks {total['model'] - total['mf']:+d})")


if __name__ == "__main__":
    main(sys.argv[1])
