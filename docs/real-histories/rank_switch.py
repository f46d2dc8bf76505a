"""A per-person switch between whole rankings, measured and not kept (docs/model-measurements.md, "A
ranking chosen by its own past, measured and not kept").

Each person keeps a running score for the model (slow_mixture.py with its defaults) and for each
ranking of ALTS (any of tod, fading, mf: the time-of-day count, the plain fading count, most
frequent): on every donation from the FROM-th on, score = GAMMA x score + the reciprocal rank that
ranking gave the donated shortcut, before it is counted. At a hidden order the ranking used is
the alternative with the best score if it beats the model's by more than MARGIN, else the
model's. Defaults: ALTS=tod,fading,mf GAMMA=0.97 MARGIN=0.3 FROM=3.

Usage: rank_switch.py FILE [KINDS] (person,date,shortcut[,kind]; KINDS: a comma-separated list
of the kinds to read). Prints per kind the switch's MRR and the model's, then the switch minus
the model and minus each baseline (MRR, 95 % interval over people, seed 1; '!' clearly behind,
'+' clearly ahead), the number of kinds x named baselines clearly behind, and how often each
ranking was used. Each person's last HIDE orders (3) are hidden one at a time."""
import sys, os, collections
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import slow_mixture, switch
from switch import week_hour

GAMMA, MARGIN = float(os.environ.get("GAMMA", 0.97)), float(os.environ.get("MARGIN", 0.3))
ALTS = os.environ.get("ALTS", "tod,fading,mf").split(",")
FROM, HIDE = int(os.environ.get("FROM", 3)), int(os.environ.get("HIDE", 3))


def reciprocal(rank):
    return 0.0 if rank is None else 1.0 / rank


def main(fn, kinds_wanted=None):
    people, kinds = switch.parse(fn)
    rows, used = collections.defaultdict(list), collections.defaultdict(collections.Counter)
    for p, orders in people.items():
        if kinds_wanted and kinds[p] not in kinds_wanted:
            continue
        ordered = [x for _, x in sorted(enumerate(orders), key=lambda t: (t[1][0], t[0]))]
        hidden_from = len(ordered) - HIDE
        person = slow_mixture.SlowMixture()
        score = {k: 0.0 for k in ["model"] + ALTS}
        per = {m: [] for m in ("switch", "model", "mf", "mr", "tod", "fading")}
        for idx, (sec, key) in enumerate(ordered):
            ms = sec * 1000
            if idx >= FROM or idx >= hidden_from:
                mf, mr, tod = switch.baselines(key, ordered[:idx], sec)
                known = key in person.g
                rr = {"model": reciprocal(person.rank(key, ms, new=True)) if known else 0.0,
                      "fading": reciprocal(person.rank(key, ms, plain=True)) if known else 0.0,
                      "mf": reciprocal(mf), "mr": reciprocal(mr), "tod": reciprocal(tod)}
                if idx >= hidden_from:
                    best = max(ALTS, key=lambda k: score[k])
                    choice = best if score[best] - score["model"] > MARGIN else "model"
                    used[kinds[p]][choice] += 1
                    per["switch"].append(rr[choice])
                    for m in ("model", "mf", "mr", "tod", "fading"):
                        per[m].append(rr[m])
                for k in score:
                    score[k] = GAMMA * score[k] + rr[k]
            person.observe(key, ms, week_hour(sec))
        rows[kinds[p]].append(per)
    groups = dict(rows)
    if len(groups) > 1:
        groups["all"] = [r for v in rows.values() for r in v]
    behind = 0
    for kind, rs in sorted(groups.items()):
        cases = sum(len(r["switch"]) for r in rs)
        line = f"{kind:18s} switch {sum(sum(r['switch']) for r in rs) / cases:.4f} model {sum(sum(r['model']) for r in rs) / cases:.4f} |"
        for b in ("model", "mf", "mr", "tod", "fading"):
            d = switch.boot(rs, "switch", b)
            flag = "!" if d[2] < 0 else (" " if d[1] <= 0 else "+")
            if d[2] < 0 and kind != "all" and b in ("mf", "mr", "tod"):
                behind += 1
            line += f" {b} {d[0]:+.4f}[{d[1]:+.4f},{d[2]:+.4f}]{flag}"
        print(line, flush=True)
    print(f"cells clearly behind a named baseline: {behind}")
    for kind in sorted(used):
        print(f"  {kind}: " + ", ".join(f"{k} {v}" for k, v in used[kind].most_common()))


if __name__ == "__main__":
    main(sys.argv[1], set(sys.argv[2].split(",")) if len(sys.argv) > 2 else None)
