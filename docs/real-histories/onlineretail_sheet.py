"""or-sheet.csv: the R package onlineretail's table (data/onlineretail.rda, as onlineretail.py
reads it) written as the UCI spreadsheet saved as CSV writes it, nothing dropped or converted:
all eight columns, InvoiceDate as month/day/year without leading zeros and a 24-hour time
(`12/1/2010 8:26`), CustomerID blank where the sale has no customer, cancellations kept. For
`soupchef eval --histories`, which reads it by its header's names (docs/real-histories.md, "Raw
tables read as they are").

Usage: python3 onlineretail_sheet.py [OUTDIR]"""
import csv, os, sys
import pyreadr
sys.path.insert(0, os.path.dirname(__file__))
from common import ROOT

out = sys.argv[1] if len(sys.argv) > 1 else ROOT
table = next(iter(pyreadr.read_r(os.path.join(ROOT, "pkgs/onlineretail/onlineretail.rda")).values()))
with open(os.path.join(out, "or-sheet.csv"), "w", newline="", encoding="utf-8") as f:
    writer = csv.writer(f, lineterminator="\n")
    writer.writerow(table.columns.tolist())
    for line in table.itertuples(index=False):
        when = line.InvoiceDate
        customer = "" if line.CustomerID != line.CustomerID else str(int(line.CustomerID))
        writer.writerow([line.InvoiceNo, line.StockCode, line.Description, int(line.Quantity),
                         f"{when.month}/{when.day}/{when.year} {when.hour}:{when.minute:02d}",
                         line.UnitPrice, customer, line.Country])
print("lines", len(table))
