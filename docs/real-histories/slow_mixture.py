"""The model (model_port.py, through switch.py's Person) with its plain count replaced by a
"slow mixture" and the time of day trusted only beyond an evidence of 2 (docs/model-measurements.md,
"The slow mixture, measured in Python and in `eval`"):

- the slow mixture: a per-person Bayesian mixture of four experts, each a probability over the
  person's shortcuts, each judged on every donation of a shortcut donated before, before it is
  counted (evidence = FORGET x evidence + log p; weight of an expert proportional to
  e^(prior + evidence)): the count n(i) / N (prior 0), a 180-day fading (prior 0) and the
  transitions from the shortcut of the newest donation, smoothed toward the count with SMOOTH
  pseudo-donations (prior -2), and keeping to the last order (prior -2; "stay" below);
- the share c of the slow mixture in the weight, the rest being the model's 30-day fading, set
  by the count's rank evidence alone (forgetting RANK_FORGETTING, 0.9, a judged donation):
  c = 1 / (1 + e^(-HOLD_SCALE x (rank evidence - HOLD_AT))), HOLD_SCALE 3 and HOLD_AT -1 as the
  model has them (2 and -2 before "The hold at -1" in docs/model-measurements.md);
  the nearness judgement is not used (NEARNESS=1 puts it back: c = the model's count_trust);
- a time signal trusted (evidence - TIME_FROM) / FULL (FULL 2), clamped to 0...1;
- anyTime (model_port.py's knobs AT, DEC_AT, DEC_MARGIN, REL) decisive or not; GRADED=1 moves it
  from anyTime to decisiveAnyTime step by step, log-linearly, as the decisive expert's lead goes
  from 0 to DEC_MARGIN, instead of at once past it; REL_RANK=1 scales anyTime by the person's
  share at the moment in the ranking only (model_port.py's REL, in the evidence too, sets it);
- LAMBDA=1 replaces the trust, anyTime and the decisive expert by a mixture in probability:
  P(i | moment) = lambda x P_time(i | moment) + (1 - lambda) x P(i), P_time being the person's
  donations at such moments (exact for counts: the shortcut's share at the moment over the
  person's), so the score is weight x (lambda x moment + (1 - lambda) x the person's share at the
  moment + LEPS, 0.001); the signal and lambda (of LGRID) are those whose log-likelihood ratio
  over the judged donations is largest, used when it passes LT (1), else no time at all.

With its defaults it is the model soupchef has (schema version 8: OTHER 0.02, DEC_MARGIN 0.5;
with OTHER=0.1 DEC_MARGIN=1 the model of schema version 7; a shortcut's moment starting from the
person's share with 2 of their orders, SHRINK 2, SHRINK=0 the model before it; the time judged
with a start grown over the first judged donations, JSHRINK 3 and JRAMP 30 as schema version 9
has them, JSHRINK=0 before it); every variant in
docs/model-measurements.md is a change of these knobs.

The repeat and the decisive expert are the model's. Prints, per kind of person (or 'all'), the
MRR, HR@1 and HR@3 of this variant ('new') and of the model before the slow mixture (with the
same rank forgetting), then the variant minus each
baseline: MRR with a 95 % interval (people resampled 1,000 times, seed 1; '!' clearly behind,
'+' clearly ahead), then HR@1 and HR@3; and the number of kinds x baselines clearly behind.
Usage: slow_mixture.py FILE (person,date,shortcut[,kind]); each person's last three orders are
hidden one at a time, as `soupchef eval --hide 3` does."""
import sys, math, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
# The model soupchef has since schema version 8: a day of the other kind matches 0.02 and the
# decisive expert needs a lead of 0.5 (model_port.py's defaults, 0.1 and 1, are those before it).
os.environ.setdefault("OTHER", "0.02")
os.environ.setdefault("DEC_MARGIN", "0.5")
# The last order again as soupchef has it (docs/suggestions.md): used from an evidence of 1
# (RBT, 2 before) and held back only below a rank judgement of -1 (REPEAT_GATE, 0 before).
os.environ.setdefault("RBT", "1")
os.environ.setdefault("REPEAT_GATE", "-1")
# The time judgement as soupchef has it since schema version 9: a judged shortcut's share starts
# from the person's with 3 of their donations grown over their first 30 judged (model_port.py's
# JSHRINK and JRAMP; JSHRINK=0 is the model before it).
os.environ.setdefault("JSHRINK", "3")
os.environ.setdefault("JRAMP", "30")
import switch
from switch import decay, share, MATCH, week_hour, CANDIDATES, ANY_TIME, DECISIVE_ANY_TIME, REPEAT_SHARE


def knob(name, default):
    return float(os.environ.get(name, default))


EXPERTS = os.environ.get("EXPERTS", "count,f180,trans,stay").split(",")
# "ord" (measured, not kept: docs/real-histories.md, "Coarser readings"): a fourth slow expert, the
# shortcut's donations faded by the number of the person's orders since each (half-life OHL
# orders) over all the person's faded alike, prior P_ORD.
OHL = knob("OHL", 10)
# Also measured and not kept: FAST_ORD=1 puts that order-counted fading in the 30-day fading's
# place in the weight; DEC_COUNT=1 makes the weight the plain count whenever the moment decides.
FAST_ORD = os.environ.get("FAST_ORD") == "1"
DEC_COUNT = os.environ.get("DEC_COUNT") == "1"
# "tod" (measured, not kept: docs/model-measurements.md, "At the person's rare moments"): a slow expert
# giving each shortcut the person's orders at moments like the one asked about (the time signal
# TOD_SIG, 0 = hour of the week), smoothed toward the count by TOD_BETA orders, prior P_TOD.
TOD_SIG, TOD_BETA = int(knob("TOD_SIG", 0)), knob("TOD_BETA", 10)
# "due" (measured, not kept: docs/model-measurements.md, "A due date and an early lean to the
# fading"): a slow expert for repeat cycles, each shortcut's count times how due it is,
# exp(-(ln(elapsed / its mean gap))^2 / (2 DUE_S^2)) + DUE_EPS (DUE_K1 for a shortcut ordered
# once; the mean gap is the time from its first donation to its newest over its donations less
# one, an hour at least), normalised over the person's shortcuts and smoothed toward the count
# by DUE_BETA, prior P_DUE.
DUE_K1, DUE_S, DUE_EPS, DUE_BETA = knob("DUE_K1", 0.3), knob("DUE_S", 0.7), knob("DUE_EPS", 0.05), knob("DUE_BETA", 0.2)
# "stay" (schema version 12; docs/model-measurements.md, "Keeping to the last order"): a slow expert
# for keeping to the last order, P(i) = s x [i is the last order] + (1 - s) x n(i) / N, s the
# person's share of donations after the first that repeat the one before, starting from STAY_A
# repeats in STAY_A + STAY_B donations (2 and 2), prior P_STAY (-2). EXPERTS=count,f180,trans is
# the model before it.
STAY_A, STAY_B = knob("STAY_A", 2), knob("STAY_B", 2)
# STAY_F (measured, not kept: docs/model-measurements.md, "Keeping to the last order"): the share
# of repeats counted with each earlier donation kept STAY_F of its weight (1: all alike).
STAY_F = knob("STAY_F", 1)
# "lift" (measured, not built: docs/model-measurements.md, "Keeping to the last order"): keeping to
# the last order as a lift over the count, P(last) = min(1, L x n(last) / N), the other shortcuts
# sharing the rest as the count does, L = (R + LIFT_A) / (E + LIFT_A), R the donations after the
# first that repeated the one before and E as many as the counts said (the sum of the last
# order's count share before each), prior P_LIFT. Equal to the count where repeats come as often
# as the counts say.
LIFT_A = knob("LIFT_A", 2)
# "trend" (measured, not kept: docs/model-measurements.md, "A trend line per shortcut"): each
# shortcut's share of the person's orders extrapolated to their next order by a least-squares
# line over their order numbers (its donations' numbers summed, O(1) a donation), clamped to
# 0...1 and smoothed toward the count by TR_BETA; the count alone before TR_MIN orders; prior P_TREND.
TR_BETA, TR_MIN, TR_T = knob("TR_BETA", 1), knob("TR_MIN", 6), knob("TR_T", 0)
# TR_HL > 0: the line fitted by least squares weighted by each order's age, halved every TR_HL
# orders (O(1) a donation: a shortcut's weighted donations and their weighted ages, caught up
# when next read), read at the next order. With TR_T as well, the weighted slope is tested against
# its binomial standard error over the weights' effective number of orders, (sum w)^2 / sum w^2.
TR_HL = knob("TR_HL", 0)
TR_LAM = 0.5 ** (1 / TR_HL) if TR_HL > 0 else 1.0
PRIORS = {"trend": knob("P_TREND", -2), "lift": knob("P_LIFT", -2), "stay": knob("P_STAY", -2), "due": knob("P_DUE", -2), "tod": knob("P_TOD", -2), "ord": knob("P_ORD", -2), "count": knob("P_COUNT", 0), "f30": knob("P_F30", -2), "f60": knob("P_F60", -1), "f180": knob("P_F180", 0), "trans": knob("P_TRANS", -2)}
# RT_TAU (measured, not kept: docs/model-measurements.md, "A ranking chosen by its own past"): the time
# judged by rank, as a running score (forgetting RT_G) of the reciprocal rank the time-aware
# ranking (the signal of most evidence, trusted in full, decisive) gave each donation less the one
# the ranking without time gave it; past RT_TAU the person is ranked with the time-aware one
# (RT_EV: only while some signal's likelihood evidence is above it as well).
RT_TAU, RT_G, RT_EV = knob("RT_TAU", 1e9), knob("RT_G", 0.97), knob("RT_EV", -1e9)
# SHRINK (docs/model-measurements.md, "A shortcut's moment starts from the person's"): a shortcut's
# moment starts from the person's share at the moment with SHRINK of their orders, (matching +
# SHRINK x share) / (donations + SHRINK): 2 as soupchef has it, 0 the model before it. Measured
# and not kept (same section): SHRINK_AT >= 0 sets anyTime (decisive or not) to it (SHRINK=1e-9
# SHRINK_AT=0: anyTime 0 alone); GEO, the weight as the blend above to the power 1 - GEO times the
# 30-day fading to the power GEO.
SHRINK, GEO = knob("SHRINK", 2), knob("GEO", 0)
# Also measured and not kept (same section): SHRINK_T=1 starts from SHRINK x (1 - trust) orders;
# SHRINK_D=1 from SHRINK_DB (0) orders for a person whose moment decides.
SHRINK_T, SHRINK_D, SHRINK_DB = knob("SHRINK_T", 0), knob("SHRINK_D", 0), knob("SHRINK_DB", 0)
FORGET, SMOOTH = knob("FORGET", 0.99), knob("SMOOTH", 10)
HOLD_SCALE, HOLD_AT, TIME_FROM = knob("HOLD_SCALE", 3), knob("HOLD_AT", -1), knob("TIME_FROM", 1)
# Measured and not kept (docs/model-measurements.md, "A hold learned from the person's
# disagreements"): the hold moved down by LONG_K for each unit the count's long rank judgement
# (model_port.py's LONG_F) is above 0, so that the count keeps its share for a person whose count
# has won their past disagreements; HOLD_AT is then the hold of a person with no such record.
LONG_K = knob("LONG_K", 0)
# AGREE_K (measured, not kept, same section): the hold moved up by AGREE_K while the half-year
# fading's first is the month's fading's first and not the count's.
AGREE_K = knob("AGREE_K", 0)
# CHG_K (measured, not kept: docs/model-measurements.md, "A change seen at the ask"): the hold moved
# up by CHG_K for each unit past CHG_L0 of how differently the month's fading's first and the
# count's first have been ordered of late than over all: a G statistic over the two, their faded
# weights against the shares of their counts.
CHG_K, CHG_L0 = knob("CHG_K", 0), knob("CHG_L0", 0)
# NS_K (measured, not kept: docs/model-measurements.md, "A change seen at the ask"): the hold moved up by NS_K for each unit past NS_L0 by which the slow mixture's half-year
# fading has out-judged its count (their log-likelihood evidences): a person whose shares move.
NS_K, NS_L0 = knob("NS_K", 0), knob("NS_L0", 0)
# GONE_K (measured, not kept: docs/model-measurements.md, "The count's first gone"): while the
# count's first and the month's fading's first differ, the hold moved up by GONE_K for each unit
# past GONE_S0 of how unlikely the count's first's absence is: k x -ln(1 - p), k the person's
# orders since it was last ordered and p its share of their orders.
GONE_K, GONE_S0 = knob("GONE_K", 0), knob("GONE_S0", 3)
# TRD_K (measured, not kept: docs/model-measurements.md, "A trend line per shortcut"): while the
# count's first and the month's fading's first differ, the hold moved up by TRD_K for each unit past
# TRD_T0 of the fading's first's trend over all the person's orders, as a t statistic (its slope over
# the slope's binomial standard error); TRD_BOTH=1 less the count's first's.
TRD_K, TRD_T0, TRD_BOTH = knob("TRD_K", 0), knob("TRD_T0", 2), os.environ.get("TRD_BOTH") == "1"
# TRD_PAIR (measured, not kept yet: docs/model-measurements.md, "The split between the two firsts"): TRD_K's hold moved only while the two firsts together hold at least TRD_PAIR of
# the person's orders by count, (n_C + n_F) / N (0: always, as TRD_K alone).
TRD_PAIR = knob("TRD_PAIR", 0)
# TRD_A (measured, not kept yet: docs/model-measurements.md, "The split between the two firsts"): the weight of the count's first's t statistic taken off (TRD_BOTH=1 is TRD_A=1);
# TRD_STEP: the hold moved up by TRD_STEP as well whenever the statistic is past TRD_T0.
TRD_A = knob("TRD_A", 1 if TRD_BOTH else 0)
TRD_STEP = knob("TRD_STEP", 0)
# SPLIT_K (measured, not kept yet: docs/model-measurements.md, "The split between the two firsts"): while the count's first C and the month's fading's first F differ and together hold
# at least SPLIT_PAIR of the person's orders by count, the hold moved up by SPLIT_K for each unit past
# SPLIT_T0 of the trend of the split between them, and by SPLIT_STEP once past it: over the person's
# orders that were C or F, the least-squares slope of "this one was F" against the order's number,
# over its binomial standard error, t = Sxy / sqrt(x(1 - x) Sxx) (x F's share of those orders). Its
# state is two sums a shortcut, its orders' numbers and their squares, so O(1) a donation.
# Kept as schema version 13 with SPLIT_STEP=3 SPLIT_T0=2 SPLIT_PAIR=0.65 SPLIT_MIN=6 SPLIT_TIME=1, the
# defaults (SPLIT_STEP=0 is the model before it).
SPLIT_K, SPLIT_T0, SPLIT_STEP = knob("SPLIT_K", 0), knob("SPLIT_T0", 2), knob("SPLIT_STEP", 3)
SPLIT_PAIR = knob("SPLIT_PAIR", 0.65)
# SPLIT_MIN: only while the fading's first has at least SPLIT_MIN orders.
SPLIT_MIN = knob("SPLIT_MIN", 6)
# SPLIT_CR: only while the count's rank judgement is at most SPLIT_CR (none by default).
SPLIT_CR = knob("SPLIT_CR", 1e9)
# SPLIT_TIME=1: the split's trend against the order's date (days since 2001-01-01) rather than its
# number: sums a store keeps exact when a donation is deleted or dated in the past.
SPLIT_TIME = knob("SPLIT_TIME", 1)
# SPLIT_JUDGE=1: the split judged on the person's own past. At each judged donation where the
# split would have moved the hold, its evidence (forgetting SJ_F) adds +1 when the donation was
# the fading's first and -1 when it was the count's; the split moves the hold only while its
# evidence is at least SJ_MIN.
SPLIT_JUDGE, SJ_F, SJ_MIN = knob("SPLIT_JUDGE", 0), knob("SJ_F", 0.9), knob("SJ_MIN", 0)
# SPLIT_LOW: where the two firsts differ and their split's t is below SPLIT_LOW_T, the hold moved
# down by SPLIT_LOW (a disagreement by chance leaves the count its weight); SPLIT_LOW_SAME=1 also
# where the two firsts are one shortcut.
SPLIT_LOW, SPLIT_LOW_T, SPLIT_LOW_SAME = knob("SPLIT_LOW", 0), knob("SPLIT_LOW_T", 1), knob("SPLIT_LOW_SAME", 0)
NEARNESS = os.environ.get("NEARNESS") == "1"
GRADED = os.environ.get("GRADED") == "1"
# anyTime scaled by the person's share at the moment in the ranking only (REL scales it in both)
REL_RANK = knob("REL_RANK", os.environ.get("REL", 0))
LAMBDA = os.environ.get("LAMBDA") == "1"
# Measured and not kept ("The last order again, eased"): RUN_K > 0 hands the weight over to the
# fading when its first choice is not the count's and makes up more than RUN_M of the person's
# last RUN_W orders (the hold moves by RUN_K for each order past RUN_M); ARB=1 caps the slow
# mixture's share by a second judgement, the log-likelihood of the slow mixture against the
# fading (forgetting ARB_G, each donation's log ratio clamped to +-ARB_B), through
# 1 / (1 + e^-(ARB_S x (evidence - ARB_H))).
RUN_K, RUN_M, RUN_W = knob("RUN_K", 0), knob("RUN_M", 2), int(knob("RUN_W", 5))
# RUN_GATE: the run hands over only while the count's rank evidence is below it.
RUN_GATE = knob("RUN_GATE", 1e9)
ARB = os.environ.get("ARB") == "1"
# ARB_SM (measured, not kept: docs/model-measurements.md, "A hold learned from the person's
# disagreements"): the fading judged by ARB smoothed toward the count, (p + ARB_SM x n / N) / (1 + ARB_SM).
ARB_SM = knob("ARB_SM", 0)
ARB_G, ARB_B, ARB_S, ARB_H = knob("ARB_G", 0.9), knob("ARB_B", 1), knob("ARB_S", 1), knob("ARB_H", -2)
LT, LEPS = knob("LT", 1), knob("LEPS", 0.001)
# TF: a floor under the time's trust for everyone (the signal of most evidence when none is chosen).
TF, TF_SIG = knob("TF", 0), knob("TF_SIG", -1)
# REP_GRID (measured, not kept: docs/model-measurements.md, "The last order's share learned"): the
# last order's share learned per person from a grid of shares (REP_SHARES), each judged on every
# donation of a shortcut donated before by the log-likelihood of that share of the last order
# mixed with the month's fading, less REP_PRIOR a unit of share; the share of most evidence
# replaces the repeat's trust times one half.
REP_GRID = os.environ.get("REP_GRID") == "1"
REP_SHARES = [float(x) for x in os.environ.get("REP_SHARES", "0,0.25,0.5,0.75").split(",")]
REP_PRIOR = knob("REP_PRIOR", 2)
# RR_AT (measured, not kept, same section): the repeat trusted at least (repeat rank judgement -
# RR_AT) / RR_FULL, clamped to 0...1, where the rank judgement gains 1 for a last order ordered
# again and loses 1 for the fading's first ordered when it was not the last order.
RR_AT, RR_FULL = knob("RR_AT", 1e9), knob("RR_FULL", 1)
# The rank judgements' forgetting, for both the count and the repeat (0.98 in model_port.py, the
# model before the slow mixture).
import model_port
model_port.RANK_FORGETTING = knob("RANK_FORGETTING", 0.9)


class SlowMixture(switch.Person):
    """switch.Person keeps the model's state (its Habits) and the 60- and 180-day fadings and
    the transitions; this adds the slow mixture's evidence and ranks with it."""

    def __init__(self):
        super().__init__()
        self.slow = [0.0] * len(EXPERTS)
        self.arb = 0.0
        self.recent = []
        self.by_order = {}  # shortcut -> (its order-faded donations, the person's order count then)
        self.by_order_total = 0.0
        self._tod_cache = None  # (the moment and the person's donations then, their matching orders)
        self._due_cache = None  # (the moment and the person's donations then, the due expert's total)
        self.first = {}  # shortcut -> the date of its first donation
        self.rank_time = 0.0  # RT_TAU's running score of the timed ranking against the untimed
        self.rep = [0.0] * len(REP_SHARES)  # REP_GRID's evidence for each share of the last order
        self.stay_n, self.stay_r = 0, 0  # the "stay" expert's donations after a first and repeats among them
        self.last_index = {}  # shortcut -> the person's order count when it was last ordered (GONE_K)
        self.lift_e = 0.0  # the "lift" expert's repeats as the counts said
        self.numbers = {}  # shortcut -> the sum of the person's order numbers (from 0) it was donated at ("trend")
        self.split1 = {}  # SPLIT_K: shortcut -> the sum of its orders' numbers (or dates, SPLIT_TIME)
        self.split2 = {}  # SPLIT_K: shortcut -> the sum of their squares
        self.split_ev = 0.0  # SPLIT_JUDGE: the split's evidence
        self.aged = (0.0, 0.0, 0.0)  # TR_HL: the person's orders' weights, weighted ages and squared ages
        self.aged_by = {}  # TR_HL: shortcut -> (its weights, its weighted ages, the order count then)
        self.aged_sq = 0.0  # TR_HL with TR_T: the sum of the person's orders' squared weights

    def due_k(self, g, ms):
        if g.n < 2:
            return DUE_K1
        gap = max(3600e3, (g.last - self.first[g.key]) / (g.n - 1))
        elapsed = max(1e-3, (ms - g.last) / gap)
        return math.exp(-(math.log(elapsed)) ** 2 / (2 * DUE_S ** 2)) + DUE_EPS

    def due_p(self, g, ms):
        if self._due_cache is None or self._due_cache[0] != (ms, self.N):
            self._due_cache = ((ms, self.N), sum(x.n * self.due_k(x, ms) for x in self.g.values()))
        return (g.n * self.due_k(g, ms) / self._due_cache[1] + DUE_BETA * g.n / self.N) / (1 + DUE_BETA)

    def slow_weights(self):
        logs = [PRIORS[e] + self.slow[i] for i, e in enumerate(EXPERTS)]
        top = max(logs)
        w = [math.exp(l - top) for l in logs]
        z = sum(w)
        return [x / z for x in w]

    def slow_probabilities(self, g, ms, totals, wh=None):
        count = g.n / self.N
        out = []
        for e in EXPERTS:
            if e == "count":
                out.append(count)
            elif e == "tod":
                row = MATCH[TOD_SIG][wh]
                mine = sum(float(c) * row[hh] for hh, c in g.hours.items())
                if self._tod_cache is None or self._tod_cache[0] != (wh, self.N):
                    self._tod_cache = ((wh, self.N), sum(float(c) * row[hh] for hh, c in self.h.nz()))
                out.append((mine + TOD_BETA * count) / (self._tod_cache[1] + TOD_BETA))
            elif e in ("f30", "f60", "f180"):
                hl = int(e[1:])
                out.append(self.faded(g, hl, ms) / totals[hl] if totals[hl] > 0 else count)
            elif e == "due":
                out.append(self.due_p(g, ms))
            elif e == "lift":
                pl = self.g[self.last].n / self.N if self.last in self.g else 0.0
                L = (self.stay_r + LIFT_A) / (self.lift_e + LIFT_A)
                top = min(1.0, L * pl)
                if g.key == self.last:
                    out.append(top)
                else:
                    out.append(count * (1 - top) / (1 - pl) if pl < 1 else 0.0)
            elif e == "trend":
                N = self.N
                if N < TR_MIN:
                    out.append(count)
                    continue
                if TR_HL > 0:
                    s0, s1, s2 = self.aged
                    a, b, at = self.aged_by.get(g.key, (0.0, 0.0, N))
                    a, b = TR_LAM ** (N - at) * a, TR_LAM ** (N - at) * (b + (N - at) * a)
                    mean_age, spread = s1 / s0, s2 / s0 - (s1 / s0) ** 2
                    share = a / s0
                    slope = (b / s0 - mean_age * share) / spread if spread > 1e-12 else 0.0
                    if TR_T > 0 and spread > 1e-12:
                        # the weighted slope's evidence: its standard error from the share's binomial
                        # spread over the weights' effective number of orders, (sum w)^2 / sum w^2
                        share_var = max(share * (1 - share), 1e-9)
                        n_eff = s0 * s0 / self.aged_sq
                        t = slope * math.sqrt(n_eff * spread / share_var)
                        slope *= max(0.0, 1 - (TR_T / t) ** 2) if t != 0 else 0.0
                    line = min(1.0, max(0.0, share + slope * (-1 - mean_age)))
                    out.append((line + TR_BETA * count) / (1 + TR_BETA))
                    continue
                mean = (N - 1) / 2
                spread = (N - 1) * N * (2 * N - 1) / 6 - N * mean * mean
                slope = (self.numbers.get(g.key, 0.0) - g.n * mean) / spread
                if TR_T > 0:
                    # TR_T: the slope shrunk by its own evidence, (1 - (TR_T / t)^2) where t is the
                    # slope over its standard error (the shortcut's share's binomial spread).
                    share_var = max(count * (1 - count), 1e-9)
                    t = slope * math.sqrt(spread / share_var)
                    slope *= max(0.0, 1 - (TR_T / t) ** 2) if t != 0 else 0.0
                line = min(1.0, max(0.0, count + slope * (N - mean)))
                out.append((line + TR_BETA * count) / (1 + TR_BETA))
            elif e == "stay":
                st = (self.stay_r + STAY_A) / (self.stay_n + STAY_A + STAY_B)
                out.append(st * (1.0 if g.key == self.last else 0.0) + (1 - st) * count)
            elif e == "ord":
                value, at = self.by_order.get(g.key, (0.0, self.N))
                faded = value * 0.5 ** ((self.N - at) / OHL)
                out.append(faded / self.by_order_total if self.by_order_total > 0 else count)
            else:
                followers = self.trans.get(self.last, {})
                out.append((followers.get(g.key, 0) + SMOOTH * count) / (self.ttot.get(self.last, 0) + SMOOTH))
        return out

    def observe(self, key, ms, wh):
        g = self.g.get(key)
        if g is not None and self.N > 0:
            totals = {hl: self.total(hl, ms) for hl in (30, 60, 180)}
            ps = self.slow_probabilities(g, ms, totals, wh)
            if ARB:
                p_slow = sum(a * b for a, b in zip(self.slow_weights(), ps))
                p_fade = self.faded(g, 30, ms) / totals[30] if totals[30] > 0 else 0
                p_fade = (p_fade + ARB_SM * g.n / self.N) / (1 + ARB_SM)
                if p_slow > 0 and p_fade > 0:
                    self.arb = ARB_G * self.arb + min(ARB_B, max(-ARB_B, math.log(p_slow / p_fade)))
            for i, p in enumerate(ps):
                self.slow[i] = FORGET * self.slow[i] + math.log(max(p, 1e-300))
            if REP_GRID and totals[30] > 0:
                fade = self.faded(g, 30, ms) / totals[30]
                for i, a in enumerate(REP_SHARES):
                    p = a * (1.0 if key == self.last else 0.0) + (1 - a) * fade
                    self.rep[i] += math.log(max(p, 1e-12))
        if SPLIT_JUDGE and g is not None and self.N > 0:
            cf = max(self.g.values(), key=lambda x: (x.n, x.last))
            ff = max(self.g.values(), key=lambda x: (self.faded(x, 30, ms), x.last))
            if cf is not ff and cf.n + ff.n >= SPLIT_PAIR * self.N and ff.n >= SPLIT_MIN and self.split_t(ff.key, cf.key) > SPLIT_T0:
                self.split_ev = SJ_F * self.split_ev + (1.0 if key == ff.key else -1.0 if key == cf.key else 0.0)
        self.first.setdefault(key, ms)
        self.numbers[key] = self.numbers.get(key, 0.0) + self.N
        x = ms / 86400e3 - 11323 if SPLIT_TIME else self.N
        self.split1[key] = self.split1.get(key, 0.0) + x  # SPLIT_K
        self.split2[key] = self.split2.get(key, 0.0) + x * x
        if TR_HL > 0:
            # Every order one older, then this one at age 0.
            s0, s1, s2 = self.aged
            self.aged = (TR_LAM * s0 + 1, TR_LAM * (s1 + s0), TR_LAM * (s2 + 2 * s1 + s0))
            self.aged_sq = TR_LAM * TR_LAM * self.aged_sq + 1
            a, b, at = self.aged_by.get(key, (0.0, 0.0, self.N))
            k = self.N + 1 - at
            self.aged_by[key] = (TR_LAM ** k * a + 1, TR_LAM ** k * (b + k * a), self.N + 1)
        if self.N > 0:
            self.lift_e += self.g[self.last].n / self.N if self.last in self.g else 0.0
            self.stay_n = STAY_F * self.stay_n + 1
            self.stay_r = STAY_F * self.stay_r + (1 if key == self.last else 0)
        if RT_TAU < 1e8 and g is not None and self.N >= 2:
            timed, untimed = self.rank(key, ms, force="time"), self.rank(key, ms, force="plain")
            won = (1.0 / timed if timed else 0.0) - (1.0 / untimed if untimed else 0.0)
            self.rank_time = RT_G * self.rank_time + won
        super().observe(key, ms, wh)
        # self.N now counts this donation: each earlier one has faded by one more order
        value, at = self.by_order.get(key, (0.0, self.N))
        self.by_order[key] = (value * 0.5 ** ((self.N - at) / OHL) + 1.0, self.N)
        self.by_order_total = self.by_order_total * 0.5 ** (1 / OHL) + 1.0
        self.recent = (self.recent + [key])[-RUN_W:]
        self.last_index[key] = self.N  # GONE_K: the person's order count at the shortcut's newest

    def split_t(self, f, c):
        """SPLIT_K: the t statistic of the trend of f's share among the person's orders of f or c."""
        nf, nc = self.g[f].n, self.g[c].n
        n = nf + nc
        x = nf / n
        if x <= 0 or x >= 1:
            return 0.0
        sf, sc = self.split1.get(f, 0.0), self.split1.get(c, 0.0)
        m = (sf + sc) / n
        s2 = self.split2.get(f, 0.0) + self.split2.get(c, 0.0)
        sxx = s2 - n * m * m
        if sxx <= 1e-9 * s2:
            return 0.0
        return (sf - nf * m) / math.sqrt(x * (1 - x) * sxx)

    def rank(self, key, ms, plain=False, new=True, force=None):
        """force: "time" ranks with the signal of most evidence trusted in full and decisive,
        "plain" with no time at all (RT_TAU's two rankings); None: the model's choice."""
        if plain or not new:
            return super().rank(key, ms, plain=plain, new=False)
        h = self.h
        candidates = sorted(self.g.values(), key=lambda g: (-g.last, g.key))[:CANDIDATES]
        signal, trust, decisive = h.choice()
        # DEC_FROM (measured, not kept: docs/model-measurements.md, "At the person's rare moments"): the
        # moment decides only for a signal with at least this evidence (3: trusted in full).
        if signal is not None and h.trust_evidence(signal) < knob("DEC_FROM", -1e9):
            decisive = False
        if signal is not None:
            trust = min(1.0, max(0.0, (h.trust_evidence(signal) - TIME_FROM) / knob("FULL", 2)))
        if TF > 0 and h.donations > 0:
            if signal is None:
                signal = int(TF_SIG) if TF_SIG >= 0 else max(range(len(h.evidence)), key=lambda i: h.evidence[i])
            trust = max(trust, TF)
        # DEC_RANK_AT (measured, not kept: "At the person's rare moments"): the anyTime a decisive
        # person's ranking uses, the decisive expert still judged with DEC_AT.
        any_time = knob("DEC_RANK_AT", DECISIVE_ANY_TIME) if decisive else ANY_TIME
        if SHRINK > 0 and knob("SHRINK_AT", -1) >= 0:
            any_time = knob("SHRINK_AT", -1)
        if force is None and RT_TAU < 1e8 and self.rank_time > RT_TAU and max(h.evidence) > RT_EV:
            force = "time"
        if force == "time":
            signal = max(range(len(h.evidence)), key=lambda i: h.evidence[i])
            trust, any_time = 1.0, DECISIVE_ANY_TIME
        elif force == "plain":
            trust, any_time = 0.0, ANY_TIME
        if GRADED and signal is not None:
            lead = h.decisive[signal] - h.bounded[signal]
            step = min(1.0, max(0.0, lead / model_port.DECISIVE_MARGIN))
            any_time = ANY_TIME * (DECISIVE_ANY_TIME / ANY_TIME) ** step
        lam = None
        if LAMBDA:
            best = max(((h.lam[i][k], i, k) for i in range(len(h.lam)) for k in range(len(h.lam[i]))), default=(0, 0, 0))
            signal, lam = (best[1], model_port.LGRID[best[2]]) if best[0] > LT else (None, 0.0)
        asked = week_hour(ms // 1000)
        s = signal if signal is not None else 0
        person_moment = share(s, h.nz(), h.donations, asked)
        hold = HOLD_AT - LONG_K * max(0.0, h.count_rank_long)
        if AGREE_K and candidates:
            cf = max(candidates, key=lambda x: (x.n, x.last))
            ff = max(candidates, key=lambda x: (self.faded(x, 30, ms), x.last))
            sf = max(candidates, key=lambda x: (self.faded(x, 180, ms), x.last))
            if cf is not ff and sf is ff:
                hold += AGREE_K
        if NS_K and "f180" in EXPERTS:
            lead = self.slow[EXPERTS.index("f180")] - self.slow[EXPERTS.index("count")]
            hold += NS_K * max(0.0, lead - NS_L0)
        if CHG_K and candidates:
            cf = max(candidates, key=lambda x: (x.n, x.last))
            ff = max(candidates, key=lambda x: (self.faded(x, 30, ms), x.last))
            if cf is not ff:
                fF, fC = self.faded(ff, 30, ms), self.faded(cf, 30, ms)
                pr = ff.n / (ff.n + cf.n)
                q = fF / (fF + fC)
                g2 = fF * math.log(q / pr) + (fC * math.log((1 - q) / (1 - pr)) if fC > 0 else 0.0)
                self.last_g2 = g2
                hold += CHG_K * max(0.0, g2 - CHG_L0)
        if GONE_K and candidates:
            cf = max(candidates, key=lambda x: (x.n, x.last))
            ff = max(candidates, key=lambda x: (self.faded(x, 30, ms), x.last))
            if cf is not ff:
                p = cf.n / self.N
                gone = -(self.N - self.last_index[cf.key]) * math.log(1 - p) if p < 1 else 0.0
                hold += GONE_K * max(0.0, gone - GONE_S0)
        if (TRD_K or TRD_STEP) and candidates and self.N >= TR_MIN:
            cf = max(candidates, key=lambda x: (x.n, x.last))
            ff = max(candidates, key=lambda x: (self.faded(x, 30, ms), x.last))
            if cf is not ff and (cf.n + ff.n) >= TRD_PAIR * self.N:
                N = self.N
                mean = (N - 1) / 2
                spread = (N - 1) * N * (2 * N - 1) / 6 - N * mean * mean
                def tstat(x):
                    sh = x.n / N
                    slope = (self.numbers.get(x.key, 0.0) - x.n * mean) / spread
                    return slope * math.sqrt(spread / max(sh * (1 - sh), 1e-9))
                t = tstat(ff) - (TRD_A * tstat(cf) if TRD_A else 0.0)
                hold += TRD_K * max(0.0, t - TRD_T0) + (TRD_STEP if t > TRD_T0 else 0.0)
        if (SPLIT_K or SPLIT_STEP) and candidates:
            cf = max(candidates, key=lambda x: (x.n, x.last))
            ff = max(candidates, key=lambda x: (self.faded(x, 30, ms), x.last))
            if cf is not ff and cf.n + ff.n >= SPLIT_PAIR * self.N and ff.n >= SPLIT_MIN and h.count_rank <= SPLIT_CR and (not SPLIT_JUDGE or self.split_ev >= SJ_MIN):
                t = self.split_t(ff.key, cf.key)
                hold += SPLIT_K * max(0.0, t - SPLIT_T0) + (SPLIT_STEP if t > SPLIT_T0 else 0.0)
            same = SPLIT_LOW_SAME and cf is ff
            if SPLIT_LOW and (same or (cf is not ff and self.split_t(ff.key, cf.key) < SPLIT_LOW_T)):
                hold -= SPLIT_LOW
        c = h.count_trust() if NEARNESS else 1 / (1 + math.exp(-HOLD_SCALE * (h.count_rank - hold)))
        if RUN_K > 0 and candidates:
            cf = max(candidates, key=lambda x: (x.n, x.last))
            ff = max(candidates, key=lambda x: (self.faded(x, 30, ms), x.last))
            if cf is not ff and h.count_rank < RUN_GATE:
                run = max(0, self.recent.count(ff.key) - RUN_M)
                c = 1 / (1 + math.exp(-HOLD_SCALE * (h.count_rank - HOLD_AT - RUN_K * run)))
        if ARB:
            c = min(c, 1 / (1 + math.exp(-ARB_S * (self.arb - ARB_H))))
        r = h.repeat_trust()
        if RR_AT < 1e8:
            r = max(r, min(1.0, max(0.0, (h.repeat_rank - RR_AT) / RR_FULL)))
        if REP_GRID:
            best = max(range(len(REP_SHARES)), key=lambda i: self.rep[i] - REP_PRIOR * REP_SHARES[i])
            r = REP_SHARES[best] / REPEAT_SHARE
        totals = {hl: self.total(hl, ms) for hl in (30, 60, 180)}
        w = self.slow_weights()
        row = MATCH[s][asked]
        scored = []
        for g in candidates:
            matching = sum(float(g.hours[hh]) * row[hh] for hh in sorted(g.hours))
            moment = min(1.0, matching / g.n)
            if SHRINK > 0:
                beta = SHRINK * (1 - trust) if SHRINK_T else SHRINK
                if SHRINK_D and decisive:
                    beta = SHRINK_DB
                moment = min(1.0, (matching + beta * person_moment) / (g.n + beta))
            slow = sum(a * b for a, b in zip(w, self.slow_probabilities(g, ms, totals, asked)))
            if FAST_ORD:
                value, at = self.by_order[g.key]
                fast = value * 0.5 ** ((self.N - at) / OHL) / self.by_order_total * totals[30]
            else:
                fast = self.faded(g, 30, ms)
            counting = (1 - c) * fast + c * slow * totals[30]
            if GEO > 0:
                counting = counting ** (1 - GEO) * max(fast, 1e-12) ** GEO
            bonus = r * REPEAT_SHARE * totals[30] if g.key == self.last else 0.0
            weight = (1 - r * REPEAT_SHARE) * counting + bonus
            if DEC_COUNT and decisive:
                weight = g.n * totals[30] / self.N
            floor = max(1e-6, REL_RANK * person_moment + 1 - REL_RANK)
            if lam is not None:
                scored.append((weight * (lam * moment + (1 - lam) * person_moment + LEPS), g.last, g.key))
                continue
            scored.append((weight * ((trust * moment + (1 - trust) * person_moment) + any_time * floor), g.last, g.key))
        scored.sort(key=lambda t: (-t[0], -t[1], t[2]))
        for i, t in enumerate(scored):
            if t[2] == key:
                return i + 1
        return None


def main(fn):
    switch.Person = SlowMixture
    res = switch.evaluate(fn)
    groups = dict(res)
    if len(res) > 1:
        groups["all"] = [r for v in res.values() for r in v]
    behind = 0
    name = os.path.basename(fn)
    for kind, rows in sorted(groups.items()):
        cases = [x for r in rows for x in r["new"]]
        C = len(cases)
        hr = lambda m, top: sum(1 for r in rows for x in r[m] if x >= 1 / top - 1e-9) / C
        mrr = lambda m: sum(sum(r[m]) for r in rows) / C
        line = (f"{name:14s} {kind:18s} new MRR {mrr('new'):.4f} HR@1 {hr('new', 1):.4f} HR@3 {hr('new', 3):.4f}"
                f" | model {mrr('model'):.4f} |")
        for b in ("mf", "mr", "tod", "fading"):
            d = switch.boot(rows, "new", b)
            flag = "!" if d[2] < 0 else (" " if d[1] <= 0 else "+")
            if d[2] < 0 and kind != "all":
                behind += 1
            line += (f" {b} {d[0]:+.4f}[{d[1]:+.4f},{d[2]:+.4f}]{flag}"
                     f" h1 {hr('new', 1) - hr(b, 1):+.4f} h3 {hr('new', 3) - hr(b, 3):+.4f} |")
        print(line, flush=True)
    print(f"{name} behind cells: {behind}")


if __name__ == "__main__":
    main(sys.argv[1])
