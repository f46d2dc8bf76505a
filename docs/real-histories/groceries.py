"""groc-first.csv and groc-staple.csv from the "Groceries dataset" (38,765 lines:
Member_number, Date, itemDescription; 3,898 members, 167 kinds of product, 2014-2015), as
copied into the public repository JamesMustafa/AprioriAlgorithm (Groceries_dataset.csv, with
the header transaction_number,date,items). An order is one member's lines of one date (a
basket); its date is that day at midnight (the data has no time). The shortcut:
groc-first.csv the basket's first line in the file; groc-staple.csv the basket's product found
in the most of the member's earlier baskets (the past only; ties: first in the file; none seen
before: the first). Only members with five baskets or more (1,282 people, 7,735 orders)."""
import csv
import sys
from collections import Counter, defaultdict
from datetime import datetime
sys.path.insert(0, __import__("os").path.dirname(__file__))
from common import ROOT, write_histories

SRC = ROOT + "/pkgs/groceries/Groceries_dataset.csv"
baskets = {}  # (member, date) -> products in file order; dicts keep the file's order
with open(SRC, newline="", encoding="utf-8") as f:
    for row in csv.reader(f):
        if row[0] in ("transaction_number", "Member_number"):
            continue
        member, day, product = row[0], datetime.strptime(row[1], "%d-%m-%Y"), row[2].strip()
        baskets.setdefault((member, day), []).append(product)
by_member = defaultdict(list)
for (member, day), products in baskets.items():
    by_member[member].append((day, products))
firsts, staples = {}, {}
for member, days in by_member.items():
    days.sort(key=lambda t: t[0])
    seen = Counter()  # product -> number of earlier baskets holding it
    firsts[member] = [(day, products[0]) for day, products in days]
    staples[member] = []
    for day, products in days:
        held = [(seen[p], -i, p) for i, p in enumerate(products) if seen[p] > 0]
        staples[member].append((day, max(held)[2] if held else products[0]))
        seen.update(set(products))
print("groc-first", write_histories(ROOT + "/groc-first.csv", firsts))
print("groc-staple", write_histories(ROOT + "/groc-staple.csv", staples))
