"""The prediction model of Sources/SiriSystem/Predictions (PredictionModel, PersonalHabits,
FadingSum) as it was before the slow mixture (schema version 6: the plain count beside the
fading, its share set by the nearness judgement) and `soupchef eval --histories FILE --hide N`
(TZ=UTC), in Python, for trying changes to the model in seconds (switch.py and slow_mixture.py
build on it). It reproduced `eval`'s figures for that model, the plain fading count, most
frequent and most recent exactly on the seven files of README.md; slow_mixture.py with its
defaults is the model soupchef has now. Usage: model_port.py FILE [HIDE]

Knobs for the variants of docs/model-measurements.md ("The time-bound kinds, after the calendar fix"),
read from the environment, each defaulting to the model: AT (anyTime, 0.2), DEC_AT
(decisiveAnyTime, 0.02), DEC_MARGIN (decisiveMargin, 1), OTHER (otherDayMatch, 0.1), RBT
(repeatEvidenceBeforeTrust, 2), REL (1: anyTime scaled by the person's share at the moment, in
the evidence and the ranking), HOUR_KIND (1: a fifth signal, the hour of the day on the same kind
of day, as the time-of-day baseline counts); for slow_mixture.py's LAMBDA=1, LGRID (the mixture
weights judged, 0.5,0.8,0.95) and LBOUND (each donation's log ratio bounded to ±LBOUND; none)."""
import sys, math, os
from collections import defaultdict
from datetime import datetime, timezone

def knob(name, default):
    return float(os.environ.get(name, default))


HALF_LIFE_DAYS = 30.0
HL_MS = HALF_LIFE_DAYS * 86_400_000
HOUR_SPREAD = 1.5
ANY_TIME, DECISIVE_ANY_TIME = knob("AT", 0.2), knob("DEC_AT", 0.02)
OTHER_DAY = knob("OTHER", 0.1)
REL = knob("REL", 0)
# TRUST_DEC=1 (measured, not kept: docs/model-measurements.md, "At the person's rare moments"): a signal
# is chosen and trusted by the larger of its evidence and the decisive expert's unbounded
# log-likelihood ratio (less TRUST_DEC_OFFSET), which grows faster at a person's rare moments.
TRUST_DEC = knob("TRUST_DEC", 0) == 1
TRUST_DEC_OFFSET = knob("TRUST_DEC_OFFSET", 0)
LBOUND = knob("LBOUND", 1e9)
LGRID = [float(x) for x in os.environ.get("LGRID", "0.5,0.8,0.95").split(",")]
LAMBDA = os.environ.get("LAMBDA") == "1"  # slow_mixture.py's mixture in probability: judge its weights
CANDIDATES = 1000
FULL_TRUST = 2.0
REPEAT_SHARE, REPEAT_BEFORE_TRUST = 0.5, knob("RBT", 2.0)
# The repeat's rank judgement below which it is not used (0 before; slow_mixture.py sets -1).
REPEAT_GATE = knob("REPEAT_GATE", 0.0)
EVIDENCE_BOUND, DECISIVE_MARGIN = 1.0, knob("DEC_MARGIN", 1.0)
RANK_FORGETTING, RANK_SCALE = 0.98, 1.0
# Measured and not kept (docs/model-measurements.md, "A hold learned from the person's
# disagreements"): the count's rank judgement kept a second time with forgetting LONG_F (1: none),
# which slow_mixture.py's LONG_K reads.
LONG_F = knob("LONG_F", 1.0)
# DECISIVE_ONLY=1 (measured, not kept: docs/model-measurements.md, "A change seen at the ask"): the
# count's rank judgement forgets only at a judged donation where it moves.
DECISIVE_ONLY = knob("DECISIVE_ONLY", 0) > 0
SIGNALS = ("hourOfWeek", "hourOfDay", "dayOfWeek", "kindOfDay") + (("hourOfKind",) if knob("HOUR_KIND", 0) else ())
NS = len(SIGNALS)


# JSHRINK: the time signals judged with a shortcut's share starting from the person's share
# with JSHRINK of their orders, as the ranking reads it (slow_mixture.py's SHRINK); from the first
# judgement it was measured and not kept (docs/model-measurements.md, "A shortcut's moment starts from
# the person's"), grown with JRAMP it is soupchef's since schema version 9 ("The time judged with
# a grown start"; slow_mixture.py sets JSHRINK=3 JRAMP=30).
JSHRINK = float(os.environ.get("JSHRINK", 0))
# JRAMP: the judgement's smoothing grows from 0 to JSHRINK over the person's first JRAMP judged
# donations (0: JSHRINK from the first).
JRAMP = float(os.environ.get("JRAMP", 0))
# JDELAY (measured, not kept: "The time judged with a grown start"): the start grows only after
# the person's first JDELAY judged donations.
JDELAY = float(os.environ.get("JDELAY", 0))


def hour_match(a, b):
    apart = abs(a - b) % 24
    d = float(min(apart, 24 - apart))
    return math.exp(-(d * d) / (2 * HOUR_SPREAD * HOUR_SPREAD))


def day_match(a, b):
    da, db = a // 24, b // 24
    if da == db:
        return 1.0
    return 0.5 if (da >= 5) == (db >= 5) else OTHER_DAY


def parts(sig, donation, asked):
    if sig == 0:
        return hour_match(donation % 24, asked % 24), day_match(donation, asked)
    if sig == 1:
        return hour_match(donation % 24, asked % 24), 1.0
    if sig == 2:
        return 1.0, day_match(donation, asked)
    kind = 1.0 if ((donation // 24) >= 5) == ((asked // 24) >= 5) else OTHER_DAY
    if sig == 3:
        return 1.0, kind
    return hour_match(donation % 24, asked % 24), kind


# MATCH[sig][asked][donation] = hourPart * dayPart
MATCH = [[[0.0] * 168 for _ in range(168)] for _ in range(NS)]
for s in range(NS):
    for a in range(168):
        for d in range(168):
            h, dy = parts(s, d, a)
            MATCH[s][a][d] = h * dy


def week_hour(sec):
    days = sec // 86400
    sod = sec - days * 86400
    return (((days % 7) + 7 + 3) % 7) * 24 + sod // 3600


class Fading:
    __slots__ = ("sum", "newest")

    def __init__(self, s, newest):
        self.sum, self.newest = s, newest

    @staticmethod
    def factor(ms):
        return math.pow(0.5, float(ms) / HL_MS)

    def value(self, ms):
        return self.sum if ms <= self.newest else self.sum * Fading.factor(ms - self.newest)

    def add(self, ms):
        if ms > self.newest:
            self.sum = self.sum * Fading.factor(ms - self.newest) + 1.0
            self.newest = ms
        else:
            self.sum += 1.0 * Fading.factor(self.newest - ms)

    def copy(self):
        return Fading(self.sum, self.newest)


def share(sig, hours_nz, total, asked):
    if total <= 0:
        return 0.0
    row = MATCH[sig][asked]
    m = 0.0
    for h, c in hours_nz:
        if c > 0:
            m += float(c) * row[h]
    return min(1.0, m / float(total))


class Habits:
    def __init__(self, plain=False):
        self.hours = [0] * 168
        self.donations = 0
        self.judged_time = 0  # donations judged for the time signals (JRAMP)
        self.evidence = [0.0] * NS
        self.count_evidence = 0.0
        self.repeat_evidence = 0.0
        self.bounded = [0.0] * NS
        self.decisive = [0.0] * NS
        self.dec_llr = [0.0] * NS
        self.lam = [[0.0] * len(LGRID) for _ in range(NS)]
        self.last = None
        # CR0 (measured, not kept: docs/model-measurements.md, "A due date and an early lean to the
        # fading"): the count's rank judgement starts there instead of at 0 (below 0, a new
        # person's weight leans to the fading).
        self.count_rank = knob("CR0", 0)
        self.repeat_rank = 0.0
        self.count_rank_long = 0.0
        self.top_count = 0
        self.top_fading = 0.0
        self.fading = 0.0
        self.newest = 0
        if plain:
            self.evidence = [-1.0] * NS
            self.count_evidence = -math.inf
            self.repeat_evidence = -1.0

    def nz(self):
        return [(i, c) for i, c in enumerate(self.hours) if c > 0]

    def observe(self, key, wh, item_hours, item_donations, item_fading, ms):
        top = Fading(self.top_fading, self.newest)
        if item_donations > 0 and self.donations > 0:
            if item_fading is not None:
                mine = item_fading.value(ms)
                all_ = Fading(self.fading, self.newest).value(ms)
                first = top.value(ms)
                count_first = 1.0 if item_donations >= self.top_count else 0.0
                fading_first = 1.0 if mine >= first * (1 - 1e-12) else 0.0
                if not DECISIVE_ONLY or count_first != fading_first:
                    self.count_rank = RANK_FORGETTING * self.count_rank + count_first - fading_first
                self.count_rank_long = LONG_F * self.count_rank_long + count_first - fading_first
                self.repeat_rank = RANK_FORGETTING * self.repeat_rank + (1.0 if key == self.last else 0.0) - fading_first
                if mine > 0 and first > 0 and self.top_count > 0:
                    count = min(1.0, float(item_donations) / float(self.top_count))
                    fad = min(1.0, mine / first)
                    self.count_evidence += math.log(count / fad)
                if mine > 0 and all_ > 0:
                    repeated = REPEAT_SHARE if key == self.last else 0.0
                    self.repeat_evidence += math.log(repeated / (mine / all_) + (1 - REPEAT_SHARE))
            person = self.nz()
            for s in range(NS):
                mine = share(s, item_hours, item_donations, wh)
                theirs = share(s, person, self.donations, wh)
                if JSHRINK > 0:
                    grown = max(0.0, self.judged_time - JDELAY)
                    beta = JSHRINK * min(1.0, grown / JRAMP) if JRAMP > 0 else (JSHRINK if grown > 0 else 0.0)
                    mine = (mine * item_donations + beta * theirs) / (item_donations + beta)
                floor = max(1e-6, REL * theirs + 1 - REL)
                ratio = math.log((mine + ANY_TIME * floor) / (theirs + ANY_TIME * floor))
                dec = math.log((mine + DECISIVE_ANY_TIME * floor) / (theirs + DECISIVE_ANY_TIME * floor))
                self.evidence[s] += ratio
                self.bounded[s] += min(EVIDENCE_BOUND, max(-EVIDENCE_BOUND, ratio))
                self.decisive[s] += min(EVIDENCE_BOUND, max(-EVIDENCE_BOUND, dec))
                self.dec_llr[s] += dec
                if LAMBDA:
                    times = min(mine / theirs, 1e6) if theirs > 0 else 1.0
                    for k, l in enumerate(LGRID):
                        self.lam[s][k] += min(LBOUND, max(-LBOUND, math.log(l * times + 1 - l)))
            self.judged_time += 1
        if self.donations == 0:
            total = Fading(1.0, ms)
        else:
            total = Fading(self.fading, self.newest)
            total.add(ms)
        item = Fading(1.0, ms)
        if item_donations > 0 and item_fading is not None:
            item = item_fading.copy()
            item.add(ms)
        self.top_count = max(self.top_count, item_donations + 1)
        self.top_fading = max(0.0 if self.donations == 0 else top.value(total.newest), item.value(total.newest))
        self.fading, self.newest = total.sum, total.newest
        self.hours[wh] += 1
        self.donations += 1
        self.last = key

    def trust_evidence(self, i):
        if TRUST_DEC:
            return max(self.evidence[i], self.dec_llr[i] - TRUST_DEC_OFFSET)
        return self.evidence[i]

    def choice(self):
        best = None
        for i in range(NS):
            if self.trust_evidence(i) > (best[1] if best else 0.0):
                best = (i, self.trust_evidence(i))
        if best is None:
            return None, 0.0, False
        return best[0], min(1.0, best[1] / FULL_TRUST), (self.decisive[best[0]] - self.bounded[best[0]]) > DECISIVE_MARGIN

    def count_trust(self):
        ce = self.count_evidence
        if not math.isfinite(ce):
            return 1.0 if ce > 0 else 0.0
        bayes = 1 / (1 + math.exp(-ce))
        if self.count_rank < 0:
            return min(bayes, 1 / (1 + math.exp(-RANK_SCALE * self.count_rank)))
        return bayes

    def repeat_trust(self):
        if self.repeat_rank < REPEAT_GATE:
            return 0.0
        return min(1.0, max(0.0, (self.repeat_evidence - REPEAT_BEFORE_TRUST) / FULL_TRUST))


class Group:
    __slots__ = ("key", "donations", "last", "hours", "fading")

    def __init__(self, key, sec, wh, ms):
        self.key, self.donations, self.last = key, 1, sec
        self.hours = {wh: 1}
        self.fading = Fading(1.0, ms)


def model_rank(key, groups, habits, sec):
    ms = sec * 1000
    cands = sorted(groups.values(), key=lambda g: (-g.last, g.key))[:CANDIDATES]
    sig, trust, decisive = habits.choice()
    any_time = DECISIVE_ANY_TIME if decisive else ANY_TIME
    asked = week_hour(sec)
    s = sig if sig is not None else 0
    person_moment = share(s, habits.nz(), habits.donations, asked)
    ct = habits.count_trust()
    total = Fading(habits.fading, habits.newest).value(ms)
    count_scale = total / habits.donations if habits.donations > 0 else 1.0
    repeat_mix = habits.repeat_trust() * REPEAT_SHARE
    all_faded = count_scale * habits.donations
    row = MATCH[s][asked]
    scored = []
    for g in cands:
        matching = 0.0
        for h in sorted(g.hours):
            c = g.hours[h]
            if c > 0:
                matching += float(c) * row[h]
        n = g.donations
        moment = min(1.0, matching / n) if n > 0 else 0.0
        age_days = max(0.0, float(sec - g.last)) / 86400
        faded = g.fading.sum * math.pow(0.5, age_days / HALF_LIFE_DAYS) if n > 0 else 0.0
        counting = (1 - ct) * faded + ct * (float(n) * count_scale)
        bonus = repeat_mix * all_faded if habits.last == g.key else 0.0
        weight = (1 - repeat_mix) * counting + bonus
        value = weight * ((trust * moment + (1 - trust) * person_moment) + any_time)
        scored.append((value, g.last, g.key))
    scored.sort(key=lambda t: (-t[0], -t[1], t[2]))
    for i, t in enumerate(scored):
        if t[2] == key:
            return i + 1
    return None


def baseline_ranks(key, history):
    count, last = defaultdict(int), {}
    for sec, k in history:
        count[k] += 1
        last[k] = max(last.get(k, sec), sec)
    if key not in count:
        return None, None
    out = []
    for f in (lambda k: (count[k], last[k]), lambda k: (last[k], count[k])):
        mine = f(key)
        ahead = sum(1 for o in count if o != key and (f(o) > mine or (f(o) == mine and o < key)))
        out.append(ahead + 1)
    return tuple(out)


def parse(fn):
    people = {}
    with open(fn, encoding="utf-8") as fh:
        for i, line in enumerate(fh):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            p, d, k = [x.strip() for x in line.split(",")]
            if i == 0 and p == "person":
                continue
            fmt = "%Y-%m-%dT%H:%M:%S" if d.count(":") == 2 else "%Y-%m-%dT%H:%M"
            sec = int(datetime.strptime(d, fmt).replace(tzinfo=timezone.utc).timestamp())
            people.setdefault(p, []).append((sec, k))
    return people


def main(fn, hide=3):
    people = parse(fn)
    tot = {m: [0, 0, 0, 0.0] for m in ("model", "plain fading", "most frequent", "most recent")}

    def add(m, r):
        t = tot[m]
        t[0] += 1
        if r is not None:
            t[1] += r <= 1
            t[2] += r <= 3
            t[3] += 1 / r

    for p, ds in people.items():
        ordered = [x for _, x in sorted(enumerate(ds), key=lambda t: (t[1][0], t[0]))]
        hidden = set(range(max(0, len(ordered) - hide), len(ordered)))
        groups = {}
        habits = Habits()
        for idx, (sec, key) in enumerate(ordered):
            if idx in hidden:
                f, r = baseline_ranks(key, ordered[:idx])
                add("most frequent", f)
                add("most recent", r)
                add("model", model_rank(key, groups, habits, sec))
                add("plain fading", model_rank(key, groups, Habits(plain=True), sec))
            ms = sec * 1000
            wh = week_hour(sec)
            g = groups.get(key)
            item_hours = sorted(g.hours.items()) if g else []
            habits.observe(key, wh, item_hours, g.donations if g else 0, g.fading if g else None, ms)
            if g:
                g.donations += 1
                g.last = max(g.last, sec)
                g.hours[wh] = g.hours.get(wh, 0) + 1
                g.fading.add(ms)
            else:
                groups[key] = Group(key, sec, wh, ms)
    print(f"{fn}: people {len(people)}, cases {tot['model'][0]}")
    for m, (c, h1, h3, rr) in tot.items():
        print(f"  {m:14s} HR@1 {h1/c:.3f}  HR@3 {h3/c:.3f}  MRR {rr/c:.3f}  (hits@1 {h1}, hits@3 {h3}, sum 1/rank {rr:.1f})")


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]) if len(sys.argv) > 2 else 3)
