"""coffeeshop-product.csv and coffeeshop-type.csv from IBM's "Coffee shop sample data" (a
fictional chain of three New York coffee shops, April 2019, made by IBM for its Cognos
analytics samples and republished on Kaggle): `201904 sales reciepts.csv` (49,894 lines, one a
receipt's line: transaction_id, transaction_date, transaction_time, sales_outlet_id, staff_id,
customer_id, instore_yn, order, line_item_id, product_id, ...), as copied into the public
repository radityapratamaa/UAS_DataWarehouse (commit de0d693), whose header is one quoted cell
holding the names, and `product.csv` (product_id, ..., product_type, product, ...) of the public
repository quyendoan01/asm2bigroup5 (commit 3d2fd35). Neither repository states a licence, so
the data is not committed.

A person is a loyalty card (`customer_id`; 0, a sale without one, is left out). An order is one
receipt (an outlet's transaction at its date and time), its shortcut the product of its first
line (the lowest line_item_id), or that product's type for coffeeshop-type.csv. People with five
orders or more (common.write_histories). Reads ROOT/pkgs/coffeeshop/receipts.csv and product.csv."""
import csv
import os
import sys
from datetime import datetime

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ROOT, write_histories

here = os.path.join(ROOT, "pkgs", "coffeeshop")
products = {}
with open(os.path.join(here, "product.csv"), encoding="utf-8") as f:
    for row in csv.DictReader(f):
        products[row["product_id"]] = (row["product"].strip(), row["product_type"].strip())

with open(os.path.join(here, "receipts.csv"), encoding="utf-8") as f:
    rows = csv.reader(f)
    header = next(rows)
    if len(header) == 1:  # the names kept in one cell
        header = next(csv.reader([header[0]]))
    at = {name: i for i, name in enumerate(header)}
    receipts = {}  # (outlet, transaction, date-time) -> (person, lowest line, product id)
    for row in rows:
        person = row[at["customer_id"]]
        if person in ("", "0"):
            continue
        when = datetime.strptime(row[at["transaction_date"]] + " " + row[at["transaction_time"]], "%Y-%m-%d %H:%M:%S")
        key = (row[at["sales_outlet_id"]], row[at["transaction_id"]], when)
        line = int(row[at["line_item_id"]])
        if key not in receipts or line < receipts[key][1]:
            receipts[key] = (person, line, row[at["product_id"]])

for index, name in ((0, "coffeeshop-product.csv"), (1, "coffeeshop-type.csv")):
    people = {}
    for (outlet, transaction, when), (person, line, product) in sorted(receipts.items(), key=lambda kv: (kv[0][2], kv[0][0], int(kv[0][1]))):
        people.setdefault(int(person), []).append((when, products[product][index]))
    print(name, *write_histories(os.path.join(ROOT, name), people))
