#!/usr/bin/env bash
# Makes Tests/Fixtures/datadir-v3 with the soupchef given as $1 (app store schema version 1,
# system store schema version 3, as built from commit d946163), and the listings that soupchef
# printed of it, which the current code must print the same. See datadir-v3/README.md.
set -euo pipefail
soupchef=${1:?usage: make-datadir-v3.sh path/to/soupchef}
out="$(cd "$(dirname "$0")" && pwd)/datadir-v3"
export SOUPCHEF_DATA_DIR="$out/data" TZ=UTC NO_COLOR=1
rm -rf "$out/data" "$out/expected"
mkdir -p "$out/expected"

order() { "$soupchef" --now "$1" order "${@:2}" >/dev/null; }
"$soupchef" --now 2026-11-30T08:00 menu restock tomato 100 >/dev/null
order 2026-11-30T12:00 tomato --quantity 2 --topping cheese --topping croutons
order 2026-11-30T12:05 "new england" --deliver-to "1 Main St, Springfield" --topping "red pepper"
order 2026-11-30T12:10 chicken --group lunch-club
order 2026-12-01T12:00 tomato --store "civic center"
"$soupchef" --now 2026-12-01T12:30 menu >/dev/null
order 2026-12-01T13:00 tomato --deliver-to 'Flat "2", back door \ left' --quantity 3
order 2026-12-01T13:00 tomato --quantity 10 --group 'team "a"'
order 2026-12-02T09:15 "new england" --topping cheese --topping "red pepper" --topping croutons
order 2026-12-02T09:16 chicken --quantity 4
"$soupchef" --now 2026-12-03T09:00 menu disable chicken >/dev/null
"$soupchef" --now 2026-12-03T09:05 shortcuts add --order "$("$soupchef" history --json | jq -r '.orders[-1].id')" --phrase "Soup time" >/dev/null
order 2026-12-03T10:00 tomato --topping croutons
for zone in UTC Europe/Paris; do
    for listing in history donations; do
        TZ=$zone "$soupchef" "$listing" --limit 0 > "$out/expected/$listing-${zone//\//-}.txt"
        TZ=$zone "$soupchef" "$listing" --limit 0 --json > "$out/expected/$listing-${zone//\//-}.json"
    done
done
