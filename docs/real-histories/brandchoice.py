"""brand-<name>.csv from five scanner panels of households' brand choices, as the R package Ecdat
ships them (GPL-2 or later) in the public repository vincentarelbundock/Rdatasets (commit
1dcc2bf, csv/Ecdat/<name>.csv): Yogurt (four brands; Jain, Vilcassim and Chintagunta 1994),
Catsup (four sizes and brands, same source), Cracker (four brands, same source), Ketchup (four
brands) and Tuna (five kinds; Kim, Blattberg and Rossi 1995). A person is a household, an order
a purchase, its shortcut the brand chosen, in the order the panel lists them (Ketchup and Tuna
number them within the household). The panels have no dates: the n-th purchase is dated GAP
days (BRAND_GAP, 7) after the household's first, at noon on 6 January 2020 and each GAP days on,
so that no time of day, day of the week or kind of day tells one purchase from another and the
fadings count purchases. Reads ROOT/pkgs/brands/<name>.csv; writes ROOT/brand-<name>.csv."""
import csv
import os
import sys
from datetime import datetime, timedelta

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ROOT, write_histories

GAP = float(os.environ.get("BRAND_GAP", 7))
START = datetime(2020, 1, 6, 12, 0, 0)

for name in ("Yogurt", "Catsup", "Cracker", "Ketchup", "Tuna"):
    rows = list(csv.DictReader(open(os.path.join(ROOT, "pkgs", "brands", name + ".csv"), encoding="utf-8")))
    # Yogurt, Catsup and Cracker name the household `id`; Ketchup and Tuna `<name>.hid`, with
    # the purchase's number within the household as `<name>.id`.
    household = f"{name}.hid" if f"{name}.hid" in rows[0] else "id"
    choice = f"{name}.choice" if f"{name}.choice" in rows[0] else "choice"
    number = f"{name}.id" if household.endswith(".hid") else "rownames"
    people = {}
    for row in sorted(rows, key=lambda r: (int(r[household]), int(r[number]), int(r["rownames"]))):
        orders = people.setdefault(int(row[household]), [])
        orders.append((START + timedelta(days=GAP * len(orders)), row[choice]))
    print(f"brand-{name.lower()}.csv", *write_histories(os.path.join(ROOT, f"brand-{name.lower()}.csv"), people))
