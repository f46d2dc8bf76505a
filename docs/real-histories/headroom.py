"""How much room a reading leaves above most frequent: a conditional logit over each candidate
shortcut's count, age, being the last order, what followed the last order, its share on the same
day of the week and within +-2 h on the same kind of day, and its 30- and 180-day fadings (all
logs, standardised), its weights fitted on the very asks it is scored on (in-sample, by likelihood) and, more fairly, on the other half of the people (2-fold by people, seed 1).
Each person's last HIDE orders (3) are asked one at a time, as `soupchef eval --hide 3`; an ask
whose shortcut was never ordered before scores 0 for every ranking. Prints most frequent's MRR
(ties by the newest), the two fits' MRR and their weights.
DROP=i,j,... leaves out those signals (numbered from 0 in the order above, as NAMES lists them).
Usage: headroom.py FILE [HIDE] (person,date,shortcut with a header, dates ISO 8601 in UTC)."""
import sys, csv, collections, math
import numpy as np
from datetime import datetime, timezone
from scipy.optimize import minimize
fn=sys.argv[1]; HIDE=int(sys.argv[2]) if len(sys.argv)>2 else 3
people=collections.defaultdict(list)
def ts(s):
    s=s.strip().replace(' ','T')
    if s.endswith('Z'): s=s[:-1]
    for f in ("%Y-%m-%dT%H:%M:%S","%Y-%m-%dT%H:%M","%Y-%m-%d"):
        try: return datetime.strptime(s[:19],f).replace(tzinfo=timezone.utc).timestamp()
        except: pass
    raise ValueError(s)
with open(fn) as f:
    r=csv.reader(f); h=[x.strip().lower() for x in next(r)]
    ip,idt,ish=h.index('person'),h.index('date'),h.index('shortcut')
    for row in r:
        if not row or row[0].startswith('#'): continue
        people[row[ip]].append((ts(row[idt]),row[ish]))
NAMES=["log n","log(1+age)","last","log trans","log weekday","log ±2h kind","log fade30","log fade180"]
X=[];ask_of=[];target=[];pos=[];person_of_ask=[]
A=0
for pi,(p,seq) in enumerate(people.items()):
    seq.sort(key=lambda x:x[0])
    for k in range(max(1,len(seq)-HIDE),len(seq)):
        past=seq[:k]; t,nxt=seq[k]
        if nxt not in {x for _,x in past}: 
            person_of_ask.append(pi); A+=1; continue  # counts in MRR as 0
        N=len(past); c=collections.Counter(x for _,x in past)
        last=past[-1][1]
        trans=collections.Counter(past[j+1][1] for j in range(N-1) if past[j][1]==last); tt=sum(trans.values())
        dt=datetime.fromtimestamp(t,timezone.utc); wd=dt.weekday(); hr=dt.hour+dt.minute/60; we=wd>=5
        info={}
        for j,(tj,x) in enumerate(past):
            d=datetime.fromtimestamp(tj,timezone.utc); age=(t-tj)/86400
            e=info.setdefault(x,[0,0,0,0.0,0.0,j,0])
            e[0]+=1; e[1]+= d.weekday()==wd
            hd=abs(d.hour+d.minute/60-hr); hd=min(hd,24-hd)
            e[2]+= (hd<=2 and (d.weekday()>=5)==we)
            e[3]+=0.5**(age/30); e[4]+=0.5**(age/180); e[5]=j; e[6]=tj
        pw=sum(e[1] for e in info.values())/N; pk=sum(e[2] for e in info.values())/N
        f30=sum(e[3] for e in info.values()); f180=sum(e[4] for e in info.values())
        for x,e in info.items():
            n=e[0]; age=(t-e[6])/86400
            X.append([math.log(n),math.log1p(age),float(x==last),
                      math.log((trans[x]+n/N)/(tt+1)),math.log((e[1]+pw+0.01)/(n+1)),math.log((e[2]+pk+0.01)/(n+1)),
                      math.log(e[3]/f30+1e-12),math.log(e[4]/f180+1e-12)])
            ask_of.append(A); target.append(x==nxt); pos.append(e[5])
        person_of_ask.append(pi); A+=1
X=np.array(X); ask_of=np.array(ask_of); target=np.array(target); pos=np.array(pos,float); person_of_ask=np.array(person_of_ask)
X=(X-X.mean(0))/(X.std(0)+1e-12)
import os
count_rank=X[:,0].copy()  # most frequent: the count, then the newest
keep=[i for i in range(X.shape[1]) if str(i) not in os.environ.get("DROP","").split(",")]
X=X[:,keep]; NAMES=[NAMES[i] for i in keep]
def nll(w,mask):
    s=X@w; m=mask[ask_of]
    mx=np.full(A,-1e300); np.maximum.at(mx,ask_of,s); e=np.exp(s-mx[ask_of])
    z=np.bincount(ask_of,weights=e*m,minlength=A)
    lp=(s-mx[ask_of]-np.log(np.maximum(z[ask_of],1e-300)))
    val=-(lp*target*m).sum()
    p=e/np.maximum(z[ask_of],1e-300)
    g=-(X*((target-p)*m)[:,None]).sum(0)
    return val,g
def mrr(score,mask):
    # rank of target within its ask, ties by newest (higher pos first)
    order=np.lexsort((-pos,-score,ask_of))
    rank=np.empty(len(score)); 
    starts=np.r_[0,np.flatnonzero(np.diff(ask_of[order]))+1]
    r=np.arange(len(order))-np.repeat(starts,np.diff(np.r_[starts,len(order)]))+1
    rank[order]=r
    rr=np.zeros(A); np.add.at(rr,ask_of[target],1/rank[target])
    am=mask
    return rr[am].sum()/am.sum()
allm=np.ones(A,bool)
mf=mrr(count_rank,allm)
w0=np.zeros(X.shape[1])
fit=minimize(nll,w0,args=(allm,),jac=True,method="L-BFGS-B")
ins=mrr(X@fit.x,allm)
rng=np.random.default_rng(1); half=rng.random(len(people))<0.5
ma=half[person_of_ask]; mb=~ma
fa=minimize(nll,w0,args=(ma,),jac=True,method="L-BFGS-B").x
fb=minimize(nll,w0,args=(mb,),jac=True,method="L-BFGS-B").x
# cross: score asks of B with fa, of A with fb
sc=np.where(ma[ask_of],X@fb,X@fa)
cross=mrr(sc,allm)
print(f"{fn.split('/')[-1]:20s} asks {A} mf {mf:.4f} in-sample {ins:.4f} ({ins-mf:+.4f}) 2-fold {cross:.4f} ({cross-mf:+.4f}) w="+" ".join(f"{n}:{v:+.2f}" for n,v in zip(NAMES,fit.x)))
