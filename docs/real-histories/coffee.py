"""coffee.csv from the "Coffee Sales" data set (Kaggle; a coffee vending machine's sales from
March 2024, one line a drink: date, datetime, cash_type, card, money, coffee_name), as copied
into the public repository Imadittyaa/coffee-sales (index_1.csv, 3,636 lines, its dates
up to December 2024 rewritten as M/D/YYYY H:MM,
the later ones as the original YYYY-MM-DD HH:MM:SS.fff). A person is a card (lines paid in cash have none and are left
out); an order is one line, at its date-time to the minute on the machine's clock; the
shortcut is the drink. Only cards with five drinks or more (121 people, 1,750 orders)."""
import csv
import sys
from datetime import datetime
sys.path.insert(0, __import__("os").path.dirname(__file__))
from common import ROOT, write_histories

SRC = ROOT + "/pkgs/coffee/index_1.csv"
people = {}
with open(SRC, newline="", encoding="utf-8-sig") as f:
    for row in csv.DictReader(f):
        card, drink = row["card"].strip(), row["coffee_name"].strip()
        if not card or not drink:
            continue
        text = row["datetime"].strip()
        when = datetime.fromisoformat(text) if "-" in text else datetime.strptime(text, "%m/%d/%Y %H:%M")
        people.setdefault(card, []).append((when.replace(microsecond=0), drink))
print("coffee", write_histories(ROOT + "/coffee.csv", people))
