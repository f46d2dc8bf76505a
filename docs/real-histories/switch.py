"""The model (model_port.py) with a second opinion: a per-person Bayesian mixture of five experts
without the time of day (the count, 180- and 60-day fadings, transitions from the newest
donation, the last order again), switched in per person by how much likelier it made the
person's own judged donations than the model's weights did (docs/model-measurements.md, "A second
opinion, measured and not kept"). Prints, per kind of person, the MRR of the switched model
('new') and of the model, and the switched model minus each baseline with a 95 % interval
(people resampled 1,000 times; '!' clearly behind, '+' clearly ahead), then the number of kinds
clearly behind. MODE=switch (default), m0only (the model alone), m1only (the mixture alone);
SW_A, SW_B: the switch is (evidence - SW_A) / SW_B, clamped to 0...1; SW_FORGET its forgetting;
P_COUNT, P_F180, P_TRANS, P_F60, P_AGAIN the experts' priors; FORGET theirs.
Usage: switch.py FILE (person,date,shortcut[,kind]), each person's last three orders hidden."""
import sys, math, random, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model_port import (Habits, Fading, share, MATCH, week_hour, CANDIDATES, ANY_TIME, DECISIVE_ANY_TIME,
                        REPEAT_SHARE, HALF_LIFE_DAYS)
from datetime import datetime, timezone
DAYMS = 86_400_000.0
EXPERTS = ('count', 'f180', 'trans', 'f60', 'again')

def cfgget(name, default):
    return float(os.environ.get(name, default))
PRIORS = [cfgget('P_COUNT', 0), cfgget('P_F180', 0), cfgget('P_TRANS', -2), cfgget('P_F60', -1), cfgget('P_AGAIN', -3)]
FORGET = cfgget('FORGET', 0.99)
SW_A, SW_B, SW_FORGET = cfgget('SW_A', 0), cfgget('SW_B', 2), cfgget('SW_FORGET', 1.0)
SMOOTH = cfgget('SMOOTH', 10)
MODE = os.environ.get('MODE', 'switch')   # switch | m1only

# SLOW_HL (measured, not kept: docs/model-measurements.md, "First place on the departments"): the half-life
# in days of the slow fading, 180 as soupchef has it.
SLOW_HL = cfgget('SLOW_HL', 180)

def decay(s, since, now, hl):
    hl = SLOW_HL if hl == 180 else hl
    return s if now <= since else s * 0.5 ** ((now - since) / (hl * DAYMS))

class G:
    __slots__ = ('key','n','last','hours','f30','f60','f180')
    def __init__(self, key, ms, wh):
        self.key, self.n, self.last, self.hours = key, 0, ms, {}
        self.f30 = 0.0; self.f60 = 0.0; self.f180 = 0.0

class Person:
    def __init__(self):
        self.h = Habits(); self.g = {}; self.N = 0; self.newest = None
        self.F = {30: 0.0, 60: 0.0, 180: 0.0}
        self.trans = {}; self.ttot = {}; self.ev = [0.0]*5; self.sw = 0.0; self.last = None
    def faded(self, g, hl, ms):
        return decay(getattr(g, 'f%d' % hl), g.last, ms, hl)
    def total(self, hl, ms):
        return decay(self.F[hl], self.newest, ms, hl) if self.newest is not None else 0.0
    def weights(self):
        logs = [PRIORS[i] + self.ev[i] for i in range(5)]
        m = max(logs); w = [math.exp(l - m) for l in logs]; z = sum(w)
        return [x / z for x in w]
    def experts(self, g, ms, tot):
        # tot: dict of person totals at ms
        n = g.n; N = self.N
        pc = n / N
        p180 = self.faded(g, 180, ms) / tot[180] if tot[180] > 0 else pc
        p60 = self.faded(g, 60, ms) / tot[60] if tot[60] > 0 else pc
        tr = self.trans.get(self.last, {}); tt = self.ttot.get(self.last, 0)
        ptr = (tr.get(g.key, 0) + SMOOTH * pc) / (tt + SMOOTH)
        pag = 0.5 * (1.0 if g.key == self.last else 0.0) + 0.5 * p60
        return (pc, p180, ptr, p60, pag)
    def w0(self, g, ms, c, r, tot):
        f = self.faded(g, 30, ms)
        counting = (1 - c) * f + c * g.n * tot[30] / self.N
        bonus = r * REPEAT_SHARE * tot[30] if g.key == self.last else 0.0
        return (1 - r * REPEAT_SHARE) * counting + bonus
    def switch(self):
        if MODE == 'm1only': return 1.0
        if MODE == 'm0only': return 0.0
        return min(1.0, max(0.0, (self.sw - SW_A) / SW_B))
    def observe(self, key, ms, wh):
        g = self.g.get(key)
        if g is not None and self.N > 0:
            tot = {hl: self.total(hl, ms) for hl in (30, 60, 180)}
            ps = self.experts(g, ms, tot)
            w = self.weights()
            p1 = sum(a * b for a, b in zip(w, ps))
            p0 = self.w0(g, ms, self.h.count_trust(), self.h.repeat_trust(), tot) / tot[30] if tot[30] > 0 else 0
            if p0 > 0 and p1 > 0:
                self.sw = SW_FORGET * self.sw + math.log(p1 / p0)
            for i in range(5):
                self.ev[i] = FORGET * self.ev[i] + math.log(max(ps[i], 1e-300))
        # port habits (M0)
        fad = Fading(g.f30, g.last) if g is not None else None
        self.h.observe(key, wh, sorted(g.hours.items()) if g else [], g.n if g else 0, fad, ms)
        # update
        if self.newest is not None:
            for hl in self.F: self.F[hl] = decay(self.F[hl], self.newest, ms, hl)
        for hl in self.F: self.F[hl] += 1
        self.newest = ms if self.newest is None else max(self.newest, ms)
        if g is None:
            g = self.g[key] = G(key, ms, wh)
        for hl in (30, 60, 180):
            setattr(g, 'f%d' % hl, decay(getattr(g, 'f%d' % hl), g.last, ms, hl) + 1)
        g.n += 1; g.last = max(g.last, ms); g.hours[wh] = g.hours.get(wh, 0) + 1
        if self.last is not None:
            d = self.trans.setdefault(self.last, {}); d[key] = d.get(key, 0) + 1
            self.ttot[self.last] = self.ttot.get(self.last, 0) + 1
        self.last = key; self.N += 1

    def rank(self, key, ms, plain=False, new=True):
        h = self.h if not plain else Habits(plain=True)
        cands = sorted(self.g.values(), key=lambda g: (-g.last, g.key))[:CANDIDATES]
        sig, trust, decisive = h.choice()
        any_time = DECISIVE_ANY_TIME if decisive else ANY_TIME
        sec = ms // 1000
        asked = week_hour(sec)
        s_ = sig if sig is not None else 0
        person_moment = share(s_, h.nz(), h.donations, asked)
        c = h.count_trust(); r = h.repeat_trust()
        tot = {hl: self.total(hl, ms) for hl in (30, 60, 180)}
        sw = self.switch() if (new and not plain) else 0.0
        w = self.weights()
        row = MATCH[s_][asked]
        scored = []
        for g in cands:
            matching = 0.0
            for hh in sorted(g.hours):
                matching += float(g.hours[hh]) * row[hh]
            moment = min(1.0, matching / g.n)
            weight = self.w0(g, ms, c, r, tot)
            if sw > 0:
                p1 = sum(a * b for a, b in zip(w, self.experts(g, ms, tot)))
                weight = (1 - sw) * weight + sw * tot[30] * p1
            value = weight * ((trust * moment + (1 - trust) * person_moment) + any_time)
            scored.append((value, g.last, g.key))
        scored.sort(key=lambda t: (-t[0], -t[1], t[2]))
        for i, t in enumerate(scored):
            if t[2] == key: return i + 1
        return None

def parse(fn):
    people, kinds = {}, {}
    for i, line in enumerate(open(fn, encoding='utf-8')):
        line = line.strip()
        if not line or line.startswith('#'): continue
        parts = [x.strip() for x in line.split(',')]
        if i == 0 and parts[0] == 'person': continue
        p, d, k = parts[:3]
        fmt = "%Y-%m-%dT%H:%M:%S" if d.count(":") == 2 else "%Y-%m-%dT%H:%M"
        sec = int(datetime.strptime(d, fmt).replace(tzinfo=timezone.utc).timestamp())
        people.setdefault(p, []).append((sec, k))
        kinds[p] = parts[3] if len(parts) > 3 else 'all'
    return people, kinds

def baselines(key, hist, sec):
    tal = {}
    def mk(s):
        days = s // 86400; sod = s % 86400; dow = (days + 3) % 7
        return sod // 60, dow >= 5
    am, aw = mk(sec)
    for s, k in hist:
        t = tal.setdefault(k, [0, s, 0]); t[0] += 1; t[1] = max(t[1], s)
        m, w = mk(s)
        apart = abs(m - am); apart = min(apart, 1440 - apart)
        if w == aw and apart <= 120: t[2] += 1
    if key not in tal: return (None, None, None)
    def rank(f):
        mine = f(tal[key]); ahead = 0
        for o, t in tal.items():
            if o == key: continue
            v = f(t)
            if v > mine or (v == mine and o < key): ahead += 1
        return ahead + 1
    return (rank(lambda t: (t[0], t[1])), rank(lambda t: (t[1], t[0])), rank(lambda t: (t[2], t[0], t[1])))

METHODS = ('new', 'model', 'mf', 'mr', 'tod', 'fading')
# HIDE: how many of each person's last orders are hidden (3, as `eval --histories` does).
def evaluate(fn, hide=int(os.environ.get("HIDE", 3))):
    people, kinds = parse(fn)
    out = {}  # kind -> list of per-person dict method->list rr
    for p, ds in people.items():
        ordered = [x for _, x in sorted(enumerate(ds), key=lambda t: (t[1][0], t[0]))]
        H = len(ordered) - hide
        per = {m: [] for m in METHODS}
        P = Person()
        for idx, (sec, key) in enumerate(ordered):
            ms = sec * 1000
            if idx >= H:
                mf, mr, tod = baselines(key, ordered[:idx], sec)
                known = key in P.g
                rr = lambda r: 0.0 if r is None else 1.0 / r
                per['mf'].append(rr(mf)); per['mr'].append(rr(mr)); per['tod'].append(rr(tod))
                per['model'].append(rr(P.rank(key, ms, new=False)) if known else 0.0)
                per['new'].append(rr(P.rank(key, ms, new=True)) if known else 0.0)
                per['fading'].append(rr(P.rank(key, ms, plain=True)) if known else 0.0)
            P.observe(key, ms, week_hour(sec))
        out.setdefault(kinds[p], []).append(per)
    return out

def boot(rows, a, b, R=1000):
    rnd = random.Random(1); n = len(rows)
    da = [sum(r[a]) - sum(r[b]) for r in rows]; cs = [len(r[a]) for r in rows]
    mean = sum(da) / max(1, sum(cs)); vals = []
    for _ in range(R):
        idx = [rnd.randrange(n) for _ in range(n)]
        vals.append(sum(da[i] for i in idx) / max(1, sum(cs[i] for i in idx)))
    vals.sort(); return mean, vals[int(0.025 * R)], vals[int(0.975 * R) - 1]

if __name__ == '__main__':
    fn = sys.argv[1]; name = os.path.basename(fn)
    res = evaluate(fn)
    groups = dict(res)
    if len(res) > 1: groups['all'] = [r for v in res.values() for r in v]
    behind = 0
    for kind, rows in sorted(groups.items()):
        C = sum(len(r['mf']) for r in rows)
        mrr = {m: sum(sum(r[m]) for r in rows) / C for m in METHODS}
        line = f"{name:14s} {kind:18s} new {mrr['new']:.4f} model {mrr['model']:.4f} |"
        for b in ('mf', 'mr', 'tod', 'fading'):
            d = boot(rows, 'new', b)
            flag = '!' if d[2] < 0 else (' ' if d[1] <= 0 else '+')
            if d[2] < 0 and kind != 'all': behind += 1
            line += f" {b} {d[0]:+.4f}[{d[1]:+.4f},{d[2]:+.4f}]{flag}"
        print(line, flush=True)
    print(f"{name} behind cells: {behind}")
