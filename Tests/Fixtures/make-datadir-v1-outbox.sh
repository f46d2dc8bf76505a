#!/usr/bin/env bash
# Makes Tests/Fixtures/datadir-v1-outbox with the soupchef given as $1 (schema version 1, as built
# from commit 115742b): a donation left queued in the app's outbox, as that version left one when
# Siri's store stayed busy. Kept so that the fixture can be remade exactly; see its README.md.
set -euo pipefail
soupchef=${1:?usage: make-datadir-v1-outbox.sh path/to/soupchef}
out="$(cd "$(dirname "$0")" && pwd)/datadir-v1-outbox"
export SOUPCHEF_DATA_DIR="$out/data" TZ=UTC NO_COLOR=1
rm -rf "$out/data"

"$soupchef" --now 2026-12-07T12:00 order tomato --topping cheese >/dev/null
# Siri's store held by another writer: the order commits, then its donation stays queued (75).
# (One only: that version's next command would first deliver it, and stop at the same lock.)
python3 - "$soupchef" "$out/data/system.sqlite" <<'PY'
import os, sqlite3, subprocess, sys
soupchef, system = sys.argv[1], sys.argv[2]
holder = sqlite3.connect(system, isolation_level=None)
holder.execute("BEGIN EXCLUSIVE")
env = dict(os.environ, SOUPCHEF_BUSY_TIMEOUT_MS="200")
arguments = ["--now", "2026-12-07T12:05", "order", "tomato", "--topping", "cheese"]
status = subprocess.run([soupchef] + arguments, env=env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
assert status == 75, f"expected the donation left queued (75), got {status}"
holder.execute("ROLLBACK")
holder.close()
PY
# Each log copied into its store, so that the fixture is two files.
for store in app system; do sqlite3 "$out/data/$store.sqlite" 'PRAGMA wal_checkpoint(TRUNCATE)' >/dev/null; done
test ! -e "$out/data/app.sqlite-wal" && test ! -e "$out/data/system.sqlite-wal"
sqlite3 "$out/data/app.sqlite" 'SELECT count(*) FROM orders; SELECT count(*) FROM outbox' | tr '\n' ' ' | grep -qx '2 1 '
