"""Shared by the converters: the work directory and the writer of `person,date,shortcut` files."""
import os
from datetime import timedelta

# The downloaded packages are under ROOT/pkgs, and the histories files are written to ROOT.
ROOT = os.environ.get("REAL_HISTORIES", "/tmp/real25")


def clean(s):
    return str(s).replace(",", " ").replace("\r", " ").replace("\n", " ")


def write_histories(path, people):
    """people: dict person -> list of (datetime, shortcut), any order.
    Sorts each person's orders by date (stable), bumps duplicate date-times by
    one second until unique, keeps only people with >= 5 orders."""
    n_people = n_orders = 0
    with open(path, "w", encoding="utf-8", newline="\n") as f:
        f.write("person,date,shortcut\n")
        for person in sorted(people, key=lambda p: (str(type(p)), p)):
            orders = people[person]
            if len(orders) < 5:
                continue
            orders = sorted(orders, key=lambda o: o[0])
            used = set()
            out = []
            for dt, sc in orders:
                while dt in used:
                    dt = dt + timedelta(seconds=1)
                used.add(dt)
                out.append((dt, sc))
            out.sort(key=lambda o: o[0])
            for dt, sc in out:
                f.write(f"{clean(person)},{dt.strftime('%Y-%m-%dT%H:%M:%S')},{clean(sc)}\n")
            n_people += 1
            n_orders += len(out)
    return n_people, n_orders
