"""sakila-category.csv from Sakila, MySQL's sample database of a fictional DVD rental shop (May
2005 to February 2006), in its PostgreSQL port of the public repository jOOQ/sakila (commit
e089a5b, postgres-sakila-db/postgres-sakila-insert-data-using-copy.sql; BSD 2-clause licence).
A person is a customer, an order a rental at its rental_date, its shortcut the rented film's
category (16), through the inventory copy rented and its film. Sakila's categories were given
to its films at random, so no one has a taste to learn. Reads ROOT/pkgs/sakila/copy.sql."""
import os
import sys
from datetime import datetime

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ROOT, write_histories


def tables(path, names):
    """The rows of each COPY block named, as dicts by column."""
    out, current, columns = {name: [] for name in names}, None, None
    for line in open(path, encoding="utf-8"):
        line = line.rstrip("\n")
        if current is None:
            for name in names:
                if line.startswith(f"COPY public.{name} ("):
                    current, columns = name, line[line.index("(") + 1:line.index(")")].split(", ")
        elif line == "\\.":
            current = None
        else:
            out[current].append(dict(zip(columns, line.split("\t"))))
    return out


t = tables(os.path.join(ROOT, "pkgs", "sakila", "copy.sql"), ["rental", "inventory", "film_category", "category"])
film_of = {r["inventory_id"]: r["film_id"] for r in t["inventory"]}
category_of = {r["film_id"]: r["category_id"] for r in t["film_category"]}
name_of = {r["category_id"]: r["name"] for r in t["category"]}
people = {}
for r in sorted(t["rental"], key=lambda r: int(r["rental_id"])):
    when = datetime.strptime(r["rental_date"][:19], "%Y-%m-%d %H:%M:%S")
    people.setdefault(int(r["customer_id"]), []).append((when, name_of[category_of[film_of[r["inventory_id"]]]]))
print("sakila-category.csv", *write_histories(os.path.join(ROOT, "sakila-category.csv"), people))
