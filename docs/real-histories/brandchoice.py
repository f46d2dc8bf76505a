"""brand-<name>.csv from scanner panels of households' brand choices: five as the R package Ecdat
ships them (GPL-2 or later) in the public repository vincentarelbundock/Rdatasets (commit
1dcc2bf, csv/Ecdat/<name>.csv): Yogurt (four brands; Jain, Vilcassim and Chintagunta 1994),
Catsup (four sizes and brands, same source), Cracker (four brands, same source), Ketchup (four
brands) and Tuna (five kinds; Kim, Blattberg and Rossi 1995). A person is a household, an order
a purchase, its shortcut the brand chosen, in the order the panel lists them (Ketchup and Tuna
number them within the household). The panels have no dates: the n-th purchase is dated GAP
days (BRAND_GAP, 7) after the household's first, at noon on 6 January 2020 and each GAP days on,
so that no time of day, day of the week or kind of day tells one purchase from another and the
fadings count purchases. Reads ROOT/pkgs/brands/<name>.csv; writes ROOT/brand-<name>.csv.

Also Margarine (Allenby and Rossi 1991), the `margarine$choicePrice` table of the R package bayesm
(GPL-2 or later; Debian's r-cran-bayesm): ten products, numbered as the table's price columns
run (1 Parkay stick, 2 Blue Bonnet stick, 3 Fleischmann's stick, 4 house stick, 5 generic stick,
6 Imperial stick, 7 Shedd's Spread tub, 8 Parkay tub, 9 Fleischmann's tub, 10 house tub), a
household's purchases in the table's order, written as CSV by
  Rscript -e 'library(bayesm); data(margarine); write.csv(margarine$choicePrice, "margarine.csv")'
and read from ROOT/pkgs/brands/margarine.csv if it is there; dated as the others."""
import csv
import os
import sys
from datetime import datetime, timedelta

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ROOT, write_histories

GAP = float(os.environ.get("BRAND_GAP", 7))
START = datetime(2020, 1, 6, 12, 0, 0)

for name in ("Yogurt", "Catsup", "Cracker", "Ketchup", "Tuna"):
    path = os.path.join(ROOT, "pkgs", "brands", name + ".csv")
    if not os.path.exists(path):
        print(f"brand-{name.lower()}.csv not written: {path} is missing")
        continue
    rows = list(csv.DictReader(open(path, encoding="utf-8")))
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

# bayesm's margarine panel: `hhid` the household, `choice` the brand (1 to 10), R's row name the
# order of the table, which lists each household's purchases together (read as the order they were made).
path = os.path.join(ROOT, "pkgs", "brands", "margarine.csv")
if os.path.exists(path):
    people = {}
    for row in sorted(csv.DictReader(open(path, encoding="utf-8")), key=lambda r: (int(r["hhid"]), int(r[""]))):
        orders = people.setdefault(int(row["hhid"]), [])
        orders.append((START + timedelta(days=GAP * len(orders)), "brand " + str(int(float(row["choice"])))))
    print("brand-margarine.csv", *write_histories(os.path.join(ROOT, "brand-margarine.csv"), people))
