"""fsq-cat.csv and fsq-venue.csv from Foursquare check-ins in New York (Yang, Zhang, Zheng and Yu,
IEEE TSMC 45(1), 2015; April 2012 to February 2013), as the 193 most active people's check-ins
that the MAT (multiple-aspect trajectories) project redistributes in two halves:

- ROOT/pkgs/fsq/Foursquare_Sample.csv: matdata/assets/sample/Foursquare_Sample.csv of the PyPI
  package mat-data 0.1rc6 (66,962 lines: tid, lat_lon, date_time, time, rating, price, weather,
  day, root_type, type), date_time the check-in's New York wall clock (its minute of the day is
  the `time` column, its weekday the `day` column), tid a week of one person's check-ins (only
  the 3,079 weeks of ten check-ins or more are there);
- ROOT/pkgs/fsq/fs_ny_top_users_193.csv: in mat/FoursquareNYC/original.zip of the public
  repository mat-analysis/datasets (commit f505725; `;`-separated: new_tid, tid, lat_lon, time,
  day, poi, type, root_type, rating, weather, label), the same check-ins without their dates,
  with the person (label) and the venue's name (poi).

A tid belongs to one person, so the two are joined on it; a check-in's venue name is the one of
the line with the same tid, place, minute and weekday (the n-th such line for the n-th). A
person is a label; an order is a check-in at its wall-clock time; a check-in at the same
shortcut as the person's previous one within 30 minutes is the same visit and left out. Two
readings: `cat` the venue's category (`type`: Coffee Shop, Office, Subway, ... 400 or so), `venue`
the venue itself (its name and place). 193 people, about 64,000 and 67,000 orders."""
import csv
import os
import sys
from datetime import datetime, timedelta
sys.path.insert(0, os.path.dirname(__file__))
from common import ROOT, write_histories

SRC = ROOT + "/pkgs/fsq"
SAME_VISIT = timedelta(minutes=30)

person_of_week = {}
names = {}
with open(SRC + "/fs_ny_top_users_193.csv", newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f, delimiter=";"):
        person_of_week.setdefault(row["tid"], set()).add(row["label"])
        names.setdefault((row["tid"], row["lat_lon"], row["time"], row["day"]), []).append(row["poi"])
assert all(len(p) == 1 for p in person_of_week.values()), "a week of check-ins with two people"

cat, venue = {}, {}
taken = {}
with open(SRC + "/Foursquare_Sample.csv", newline="", encoding="utf-8") as f:
    for row in csv.DictReader(f):
        when = datetime.fromisoformat(row["date_time"])
        assert when.hour * 60 + when.minute == int(row["time"]), row
        person = next(iter(person_of_week[row["tid"]]))
        key = (row["tid"], row["lat_lon"], row["time"], row["day"])
        n = taken.get(key, 0)
        taken[key] = n + 1
        cat.setdefault(person, []).append((when, row["type"].strip()))
        found = names.get(key, [])
        if n < len(found) and found[n].strip():
            # A name in quotes ("The Kid" Deli) is not a quoted CSV field: its quotes are dropped.
            name = found[n].replace('"', "").strip()
            venue.setdefault(person, []).append((when, name + " @" + row["lat_lon"]))


def visits(people):
    """Each person's check-ins in date order, a repeat of the previous shortcut within 30 minutes
    left out (the same visit checked in twice)."""
    kept = {}
    for person, orders in people.items():
        out = []
        for when, shortcut in sorted(orders, key=lambda o: o[0]):
            if out and out[-1][1] == shortcut and when - out[-1][0] <= SAME_VISIT:
                continue
            out.append((when, shortcut))
        kept[int(person)] = out
    return kept


print("fsq-cat", write_histories(ROOT + "/fsq-cat.csv", visits(cat)))
print("fsq-venue", write_histories(ROOT + "/fsq-venue.csv", visits(venue)))
