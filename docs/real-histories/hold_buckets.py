"""Where the model (slow_mixture.py, with its knobs) loses to the plain fading count on the people
whose favourite changes, and wins on those whose does not (docs/model-measurements.md, "The count's
first gone"): each hidden order of a generated population's `changing` kinds (changedHabit,
drifting, driftingFavourite) and `steady` kinds (loyal, staples, occasional, varietySeeker), by
whether the count's rank judgement is below -1 (the weight mostly the month's fading's) and
whether the count's first and the month's fading's first are one shortcut. For each: the asks,
the model's MRR at them, the MRR of the same model with the whole weight on the month's fading,
and the difference per ask of the group.
Usage: hold_buckets.py FILE (person,date,shortcut,kind, as `soupchef eval --generate N
--save-histories FILE` writes it); each person's last three orders hidden."""
import sys, os, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import slow_mixture as sm, switch
from switch import week_hour
fn = sys.argv[1]
groups = {"changing": {"drifting","driftingFavourite","changedHabit"}, "steady": {"loyal","staples","occasional","varietySeeker"}}
people, kinds = switch.parse(fn)
b = collections.defaultdict(lambda: [0,0.0,0.0])
for p, ds in people.items():
    grp = next((g for g, ks in groups.items() if kinds[p] in ks), None)
    if grp is None: continue
    ordered = [x for _, x in sorted(enumerate(ds), key=lambda t: (t[1][0], t[0]))]
    H = len(ordered) - 3
    P = sm.SlowMixture()
    for idx, (sec, key) in enumerate(ordered):
        ms = sec * 1000
        if idx >= H:
            b[(grp, "asks")][0] += 1
            if key in P.g:
                cr = P.h.count_rank
                # The whole weight on the month's fading: the hold far above any judgement.
                m = P.rank(key, ms); h0 = sm.HOLD_AT; sm.HOLD_AT = 100; c0 = P.rank(key, ms); sm.HOLD_AT = h0
                cands = list(P.g.values())
                cf = max(cands, key=lambda x: (x.n, x.last)).key; ff = max(cands, key=lambda x: (P.faded(x, 30, ms), x.last)).key
                bucket = ("judgement below -1" if cr < -1 else "judgement -1 or above") + (", firsts agree" if cf == ff else ", firsts differ")
                t = b[(grp, bucket)]; t[0] += 1; t[1] += 1 / m; t[2] += 1 / c0
        P.observe(key, ms, week_hour(sec))
for k in sorted(b):
    if k[1] == "asks": continue
    t = b[k]; n = b[(k[0], "asks")][0]
    print(f"{k[0]:9s} {k[1]:38s} asks {t[0]:5d}  MRR model {t[1]/t[0]:.3f}  fading's weight {t[2]/t[0]:.3f}  model - fading's, per ask of the group {(t[1]-t[2])/n:+.4f}")
