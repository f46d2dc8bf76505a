"""ml100k-genre.csv from MovieLens 100K (GroupLens: 943 people's 100,000 ratings of films,
September 1997 to April 1998; research use, not to be redistributed) as the PyPI package
recbole 1.2.1 (MIT licence for the package) ships it, recbole/dataset_example/ml-100k/
ml-100k.inter (user_id, item_id, rating, timestamp, each header name with its type after a
colon) and ml-100k.item (its `class` the film's genres). A person is a user, an "order" a rating
at its Unix time (UTC), its shortcut the rated film's first genre (19). Ratings, not orders:
most people rated many films within seconds, which `eval` reads as baskets unless told
`--basket-gap 0`. Reads ROOT/pkgs/ml100k/ml-100k.inter and ml-100k.item."""
import csv
import os
import sys
from datetime import datetime, timezone

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from common import ROOT, write_histories

here = os.path.join(ROOT, "pkgs", "ml100k")


def rows(name):
    with open(os.path.join(here, name), encoding="utf-8") as f:
        reader = csv.reader(f, delimiter="\t", quoting=csv.QUOTE_NONE)
        header = [h.split(":")[0] for h in next(reader)]
        for row in reader:
            yield dict(zip(header, row))


genre = {r["item_id"]: (r.get("class") or "unknown").split(" ")[0] or "unknown" for r in rows("ml-100k.item")}
people = {}
for r in sorted(rows("ml-100k.inter"), key=lambda r: (int(r["user_id"]), int(float(r["timestamp"])), int(r["item_id"]))):
    when = datetime.fromtimestamp(int(float(r["timestamp"])), tz=timezone.utc).replace(tzinfo=None)
    people.setdefault(int(r["user_id"]), []).append((when, genre[r["item_id"]]))
print("ml100k-genre.csv", *write_histories(os.path.join(ROOT, "ml100k-genre.csv"), people))
