"""How often the next order is among the newest instant's shortcuts (the basket so far, or the
last basket for a basket's first line), against how often it would be had the person ordered
as their weights say: the figures behind docs/model-measurements.md, "The newest instant as the
last order".

Usage: python3 basket_rate.py FILE [PEOPLE]   (PEOPLE: the first N people of the file, 400 by
default). HALF_LIFE_DAYS=30 weighs the expectation by the month's fading, as the model's weights
do; without it, by the plain count (what soupchef compares with since schema version 10)."""
import csv
import os
import sys
from collections import defaultdict
from datetime import datetime

path = sys.argv[1]
limit = int(sys.argv[2]) if len(sys.argv) > 2 else 400
half_life = float(os.environ.get("HALF_LIFE_DAYS", "1e9")) * 86_400
people = defaultdict(list)
with open(path, newline="", encoding="utf-8") as f:
    rows = csv.reader(f)
    next(rows)
    for person, date, shortcut in rows:
        people[person].append((datetime.fromisoformat(date).timestamp(), shortcut))

repeats = expected = judged = 0.0
for person in list(people)[:limit]:
    weight, at = {}, {}  # shortcut -> faded weight at its newest donation, and when
    total, newest, instant = 0.0, None, set()
    for t, shortcut in people[person]:
        if newest is not None:
            fade = lambda since: 0.5 ** ((t - since) / half_life)
            judged += 1
            repeats += shortcut in instant
            expected += sum(weight[k] * fade(at[k]) for k in instant) / (total * fade(newest))
        if newest is None or t > newest:
            instant = set()
        instant.add(shortcut)
        weight[shortcut] = weight.get(shortcut, 0.0) * 0.5 ** ((t - at.get(shortcut, t)) / half_life) + 1
        at[shortcut] = t
        total = (total * 0.5 ** ((t - newest) / half_life) if newest is not None else 0.0) + 1
        newest = t
print(f"{os.path.basename(path)}: next order in the newest instant {repeats / judged:.3f}, expected {expected / judged:.3f}")
