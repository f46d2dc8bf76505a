#!/usr/bin/env bash
# Makes Tests/Fixtures/datadir-v12 with the soupchef given as $1 (app store schema version 4,
# system store schema version 12, as built from commit b221c37d), and what that soupchef printed
# of it. See datadir-v12/README.md.
set -euo pipefail
soupchef=${1:?usage: make-datadir-v12.sh path/to/soupchef}
out="$(cd "$(dirname "$0")" && pwd)/datadir-v12"
export SOUPCHEF_DATA_DIR="$out/data" TZ=UTC NO_COLOR=1
rm -rf "$out/data" "$out/expected"
mkdir -p "$out/expected"

order() { "$soupchef" --now "$1" order "${@:2}" >/dev/null 2>&1; }
"$soupchef" --now 2026-08-01T08:00 menu restock tomato 500 >/dev/null
"$soupchef" --now 2026-08-01T08:00 menu restock chicken 500 >/dev/null
# Forty days of tomato soup at noon, then sixty over which chicken noodle soup takes over along
# the calendar (by day k of them chicken on about k² / 120 days), four clam chowders between
# them, and the menu looked at now and then.
for day in $(seq 0 39); do
    order "$(date -u -d "2026-08-01 +$day days" +%Y-%m-%dT12:00)" tomato
done
for day in $(seq 0 59); do
    when=$(date -u -d "2026-09-10 +$day days" +%Y-%m-%dT12:00)
    if (((day + 1) * (day + 1) / 120 > day * day / 120)); then order "$when" chicken; else order "$when" tomato; fi
    if ((day % 15 == 3)); then
        order "$(date -u -d "2026-09-10 +$day days" +%Y-%m-%dT19:30)" "new england" --topping croutons
        "$soupchef" --now "$(date -u -d "2026-09-10 +$day days" +%Y-%m-%dT11:58)" menu >/dev/null
    fi
done
# An order dated before the newest (judged again in date order), then the clam chowder taken off
# the menu: its donations deleted.
order 2026-11-05T12:30 tomato --quantity 2
"$soupchef" --now 2026-11-09T09:00 menu disable "new england" >/dev/null
"$soupchef" history --limit 0 --json > "$out/expected/history.json"
"$soupchef" donations --limit 0 --json > "$out/expected/donations.json"
"$soupchef" suggestions --at 2026-11-10T12:00 --json > "$out/expected/suggestions.json"
# Each store whole in its file, its log written back.
for store in app system; do
    sqlite3 "$out/data/$store.sqlite" 'PRAGMA wal_checkpoint(TRUNCATE);' >/dev/null
    rm -f "$out/data/$store.sqlite-wal" "$out/data/$store.sqlite-shm"
done
