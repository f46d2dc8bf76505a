#!/usr/bin/env bash
# Makes Tests/Fixtures/datadir-v1 with the soupchef given as $1 (schema version 1, as built from
# commit 115742b). Kept so that the fixture can be remade exactly; see datadir-v1/README.md.
set -euo pipefail
soupchef=${1:?usage: make-datadir-v1.sh path/to/soupchef}
out="$(cd "$(dirname "$0")" && pwd)/datadir-v1"
export SOUPCHEF_DATA_DIR="$out/data" TZ=UTC NO_COLOR=1
rm -rf "$out/data"

order() { "$soupchef" --now "$1" order "${@:2}" | sed -n 's/^Order //p'; }
first=$(order 2026-12-07T12:00 tomato --quantity 2 --topping cheese --topping croutons)
order 2026-12-07T12:05 "new england" --deliver-to "1 Main St, Springfield" --topping "red pepper" >/dev/null
order 2026-12-07T12:10 chicken --group lunch-club >/dev/null
order 2026-12-08T12:00 tomato --store "civic center" >/dev/null
"$soupchef" --now 2026-12-08T12:30 menu >/dev/null
order 2026-12-08T13:00 chicken >/dev/null
"$soupchef" --now 2026-12-09T09:00 menu disable chicken >/dev/null
"$soupchef" --now 2026-12-09T09:05 shortcuts add --order "$first" --phrase "Soup time" >/dev/null
"$soupchef" --now 2026-12-09T09:06 shortcuts add --menu >/dev/null
