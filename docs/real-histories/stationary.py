"""stationary.csv: people with no signal at all, for measuring what the model's learning costs
where there is nothing to learn (docs/model-measurements.md, "People with no signal at all").
2,000 people, each with three to eight favourites of twelve items and a fixed, skewed liking
(the r-th favourite weighed 1 / r^a, a drawn from 0.5 to 1.5), ordering 10 to 60 times from a
day in January 2025 at gaps drawn from an exponential of mean two, four or seven days, at any
hour: no clock, no drift, no runs. Deterministic for SEED (7 unless set). Written to ROOT/stationary.csv."""
import os
import random
import sys
from datetime import datetime, timedelta

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ROOT, write_histories

rnd = random.Random(int(os.environ.get("SEED", 7)))
items = [f"item{i}" for i in range(12)]
people = {}
for person in range(2000):
    k = rnd.randint(3, 8)
    chosen = rnd.sample(items, k)
    weights = [1 / (r + 1) ** rnd.uniform(0.5, 1.5) for r in range(k)]
    when = datetime(2025, 1, 1) + timedelta(days=rnd.uniform(0, 30))
    orders = []
    for _ in range(rnd.randint(10, 60)):
        when += timedelta(hours=rnd.expovariate(1 / (24 * rnd.choice([2, 4, 7]))))
        orders.append((when.replace(microsecond=0), rnd.choices(chosen, weights)[0]))
    people[f"p{person}"] = orders
print("stationary.csv", *write_histories(os.path.join(ROOT, "stationary.csv"), people))
