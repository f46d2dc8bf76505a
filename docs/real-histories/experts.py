"""Simple rankers and per-person Bayesian mixtures of experts against "most frequent" on a
histories file (docs/model-measurements.md, the end of "A second opinion, measured and not kept"): each person's last
three orders hidden one at a time, as `soupchef eval --hide 3` does, ΔMRR with a 95 % interval
(people resampled 1,000 times). No time of day. Usage: experts.py FILE [name,name,...]

Also (docs/real-histories.md, "Coarser readings"): 'o10', 'o20', 'o40', each donation faded by the
number of the person's orders since it (a half-life of 10, 20, 40 orders) instead of by days;
'gap', the count times the share of the shortcut's donations made after a gap since the
person's previous order like the one before the moment asked about (gaps in buckets from 6 hours
to 32 days, a neighbouring bucket counting half, plus 0.2), trusted as the model trusts a time
signal: (evidence - 1) / 2, the evidence the log-likelihood ratio of the person's own judged
donations."""
import sys, math, random, os
sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from model_port import parse
DAY = 86400.0

def run(fn, hide=3, variants=None):
    people = parse(fn)
    res = {}  # variant -> list per person of list rr
    for p, ds in people.items():
        ordered = [x for _, x in sorted(enumerate(ds), key=lambda t: (t[1][0], t[0]))]
        H = len(ordered) - hide
        for name, v in variants.items():
            res.setdefault(name, []).append(v(ordered, H))
    return res

# Per shortcut: its count, newest date and its donations faded with each half-life (days).
HLS = [30, 60, 180, 365]

def simulate(ordered, H, score_fn, judge=None):
    # score_fn(stats, person, now) -> dict key->score ; ties by last desc, key
    stats = {}; person = {'N':0, 'F':{h:0.0 for h in HLS}, 'newest':None, 'last':None, 'ev':{}, 'trans':{}}
    rrs = []
    for idx,(sec,key) in enumerate(ordered):
        if idx >= H:
            if key not in stats: rrs.append(0.0)
            else:
                sc = score_fn(stats, person, sec)
                mine = (sc[key], stats[key]['last'], key)
                ahead = sum(1 for k,s in sc.items() if k!=key and (s > mine[0] or (s==mine[0] and (stats[k]['last']>mine[1] or (stats[k]['last']==mine[1] and k<key)))))
                rrs.append(1.0/(ahead+1))
        # judged before it is counted
        if judge and key in stats: judge(stats, person, key, sec)
        # update
        if person['newest'] is not None:
            dt = (sec-person['newest'])/DAY
            for h in HLS: person['F'][h] = person['F'][h]*0.5**(dt/h)
        for h in HLS: person['F'][h] += 1
        person['newest'] = sec
        s = stats.get(key)
        if s is None: s = stats[key] = {'n':0,'last':sec,'f':{h:0.0 for h in HLS}}
        dt = (sec - s['last'])/DAY
        for h in HLS: s['f'][h] = s['f'][h]*0.5**(dt/h) + 1
        s['n'] += 1; s['last'] = sec
        N = person['N']
        s.setdefault('o', {h: 0.0 for h in OHLS}); s.setdefault('oi', N)
        for h in OHLS: s['o'][h] = s['o'][h]*0.5**((N-s['oi'])/h) + 1
        s['oi'] = N
        if person.get('prev') is not None:
            g = gap_bucket(sec - person['prev'])
            s.setdefault('gap', [0]*len(GAP_EDGES_H)+[0])[g] += 1
            person.setdefault('gap', [0]*len(GAP_EDGES_H)+[0])[g] += 1
        person['prev'] = sec
        tr = person['trans']
        if person['last'] is not None:
            d = tr.setdefault(person['last'], {}); d[key] = d.get(key,0)+1
        person['last'] = key
        person['N'] += 1
    return rrs

OHLS = [10, 20, 40]
GAP_EDGES_H = [6, 24, 48, 96, 192, 384, 768]

def gap_bucket(seconds):
    return sum(1 for e in GAP_EDGES_H if seconds/3600 >= e)

def gap_share(counts, bucket):
    total = sum(counts)
    if total == 0: return None
    near = sum(c*(1.0 if abs(b-bucket) == 0 else 0.5 if abs(b-bucket) == 1 else 0.0) for b, c in enumerate(counts))
    return near/total

def ordfad(h):
    return lambda stats, person, now: {k: s['o'][h]*0.5**((person['N']-s['oi'])/h) for k, s in stats.items()}

def gap_judge(stats, person, key, now):
    # before the donation is counted: how much likelier the gap-aware ranking made it
    if person.get('prev') is None or 'gap' not in person: return
    b = gap_bucket(now - person['prev'])
    mine = gap_share(stats[key].get('gap', []), b)
    theirs = gap_share(person['gap'], b)
    if mine is None or theirs is None: return
    person['gev'] = person.get('gev', 0.0) + math.log((mine+0.2)/(theirs+0.2))

def gap_score(stats, person, now):
    if person.get('prev') is None or 'gap' not in person: return mf(stats, person, now)
    b = gap_bucket(now - person['prev'])
    theirs = gap_share(person['gap'], b) or 0.0
    trust = min(1.0, max(0.0, (person.get('gev', 0.0)-1)/2))
    out = {}
    for k, s in stats.items():
        mine = gap_share(s.get('gap', []), b)
        mine = theirs if mine is None else mine
        out[k] = s['n']*(trust*mine + (1-trust)*theirs + 0.2)
    return out

def faded(s, h, now): return s['f'][h]*0.5**(max(0,now-s['last'])/DAY/h)

def mf(stats, person, now): return {k:s['n'] for k,s in stats.items()}
def fad(h): return lambda stats, person, now: {k:faded(s,h,now) for k,s in stats.items()}

def probs(stats, person, now, key):
    N = person['N']; out = {}
    out['count'] = stats[key]['n']/N
    for h in HLS:
        F = person['F'][h]*0.5**(max(0,now-person['newest'])/DAY/h)
        out['f%d'%h] = faded(stats[key],h,now)/F
    # transitions smoothed to count
    tr = person['trans'].get(person['last'], {})
    tot = sum(tr.values())
    # transitions: what followed the newest donation's shortcut, smoothed toward the count
    out['trans'] = (tr.get(key,0) + 10*out['count'])/(tot+10)
    out['again'] = 0.5*(key==person['last']) + 0.5*out['f60']
    return out

def mixture(experts, priors, forget=0.99):
    def judge(stats, person, key, now):
        p = probs(stats, person, now, key)
        ev = person['ev']
        for e in experts: ev[e] = forget*ev.get(e,0.0) + math.log(max(p[e],1e-12))
    def score(stats, person, now):
        ev = person['ev']
        logs = [priors[i]+ev.get(e,0.0) for i,e in enumerate(experts)]
        m = max(logs); w = [math.exp(l-m) for l in logs]; z = sum(w); w=[x/z for x in w]
        out = {}
        for k in stats:
            p = probs(stats, person, now, k)
            out[k] = sum(w[i]*p[e] for i,e in enumerate(experts))
        return out
    return score, judge

def mk(score, judge=None): return lambda o,H: simulate(o,H,score,judge)

V = {'mf': mk(mf), 'f30': mk(fad(30)), 'f180': mk(fad(180)), 'f365': mk(fad(365))}
s,j = mixture(['count','f30'],[0,0]); V['mix c+f30']=mk(s,j)
s,j = mixture(['count','f30','f180'],[0,0,0]); V['mix c+f30+f180']=mk(s,j)
s,j = mixture(['count','f30','f180','trans'],[0,0,0,-2]); V['mix +trans']=mk(s,j)
s,j = mixture(['count','f180','trans','f60','again'],[0,0,-2,-1,-3]); V['m3']=mk(s,j)

def boot(a, b, R=1000):
    rnd = random.Random(1); n=len(a)
    da = [sum(x)-sum(y) for x,y in zip(a,b)]; cs=[len(x) for x in a]
    C = sum(cs); mean = sum(da)/C
    vals=[]
    for _ in range(R):
        idx=[rnd.randrange(n) for _ in range(n)]
        vals.append(sum(da[i] for i in idx)/max(1,sum(cs[i] for i in idx)))
    vals.sort(); return mean, vals[int(0.025*R)], vals[int(0.975*R)-1]

for h in OHLS: V['o%d' % h] = mk(ordfad(h))
V['gap'] = mk(gap_score, gap_judge)
s,j = mixture(['count','f180','again'],[0,0,-3]); V['c+f180+again']=mk(s,j)
s,j = mixture(['count','f180','f60','again'],[0,0,-1,-3]); V['c+f180+f60+again']=mk(s,j)
s,j = mixture(['count','f180','f30','again'],[0,0,-1,-3]); V['c+f180+f30+again']=mk(s,j)
s,j = mixture(['count','f180'],[0,0]); V['c+f180']=mk(s,j)
s,j = mixture(['count','f180','trans','f30','again'],[0,0,-2,-1,-3]); V['m3 f30']=mk(s,j)
s,j = mixture(['count','f180','trans','f60','f30','again'],[0,0,-2,-1,-2,-3]); V['m3 +f30']=mk(s,j)
fn = sys.argv[1]
names = sys.argv[2].split(',') if len(sys.argv)>2 else list(V)
res = run(fn, 3, {k:V[k] for k in set(names+['mf'])})
C = sum(len(x) for x in res['mf'])
for k in names:
    m = sum(map(sum,res[k]))/C
    d = boot(res[k], res['mf']) if k!='mf' else (0,0,0)
    print(f"{fn.split('/')[-1]:16s} {k:18s} MRR {m:.4f}  vs MF {d[0]:+.4f} [{d[1]:+.4f}, {d[2]:+.4f}]", flush=True)
