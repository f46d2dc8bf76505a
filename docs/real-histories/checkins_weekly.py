"""bk-poi.csv and gw-poi.csv: check-ins at places from Brightkite and Gowalla (Cho, Myers and
Leskovec, KDD 2011), 300 people each, as the public repository mat-analysis/datasets keeps them
(commit f505725: mat/Brightkite/data.parquet, mat/Gowalla/data.parquet, saved as
$REAL_HISTORIES/pkgs/mat/brightkite.parquet and gowalla.parquet; read with pyarrow).

Those tables keep no dates: each check-in has its person (label), its week (tid: a person's
check-ins cut into trajectories of seven days), its weekday and its minute of the day (UTC, as
the networks logged them). Within a trajectory the rows are in time order from its first day
(checked: every trajectory's rows sort by days since its first row's weekday, then minute), and a
person's trajectories come in increasing tid. So each check-in is dated on a made-up calendar: a
person's first trajectory starts on the first day of 2010 with its first row's weekday, each
next one on the first day with its first weekday at least seven days after the previous start,
and a row falls on its start plus the days from the start's weekday to its own. The weekday and
the minute are the data's; the length of a pause between two trajectories is not (weeks without
check-ins are not in the tables), so recency across weeks is compressed.

Shortcut: the place (poi). Usage: python3 checkins_weekly.py [OUTDIR]"""
import os, sys
from datetime import datetime, timedelta
import pandas as pd
sys.path.insert(0, os.path.dirname(__file__))
from common import ROOT, write_histories

WEEKDAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"]
out = sys.argv[1] if len(sys.argv) > 1 else ROOT
for source, name in (("brightkite", "bk-poi.csv"), ("gowalla", "gw-poi.csv")):
    table = pd.read_parquet(os.path.join(ROOT, "pkgs/mat", source + ".parquet"))
    people = {}
    for person, rows in table.groupby("label", sort=True):
        start = None
        orders = []
        for _, week in rows.groupby("tid", sort=True):
            first = WEEKDAYS.index(week["day"].iloc[0])
            if start is None:
                start = datetime(2010, 1, 1)
            else:
                start += timedelta(days=7)
            start += timedelta(days=(first - start.weekday()) % 7)
            for day, minute, place in zip(week["day"], week["time"], week["poi"]):
                offset = (WEEKDAYS.index(day) - first) % 7
                orders.append((start + timedelta(days=offset, minutes=int(minute)), str(place)))
        people[person] = orders
    write_histories(os.path.join(out, name), people)
