"""How often `soupchef eval`'s rows read alone and read together (EvaluationFamily) put a row
below 0 where every row is truly level: ROWS rows of PEOPLE people, one ask each, the model's
difference from the baseline drawn alike for every person ("dense": 1/rank of each, ranks 1 to 3
drawn alike; "sparse": 0 for 85 % of people, else +0.5 or -0.5; "skewed": 0 for 80 %, +0.5 for
15 %, -1.5 for 5 %, a mean of 0 made of many small gains and a few large losses), RUNS runs, 1,000 resamples of the
people in each row. Read together: d +- c x s, s the row's standard error, c the 95th percentile
of each resample's largest |d* - d| / max(s*, s / 2) over the rows, as eval computes it.
Usage: band_coverage.py PEOPLE dense|sparse|skewed [ROWS=48] [RUNS=200]."""
import sys
import numpy as np

people, mode = int(sys.argv[1]), sys.argv[2]
rows = int(sys.argv[3]) if len(sys.argv) > 3 else 48
runs = int(sys.argv[4]) if len(sys.argv) > 4 else 200
B = 1000
rng = np.random.default_rng(5)
alone = outside = below = 0
critical = []
for _ in range(runs):
    if mode == "dense":
        x = 1 / rng.integers(1, 4, (rows, people)) - 1 / rng.integers(1, 4, (rows, people))
    elif mode == "sparse":
        x = np.where(rng.random((rows, people)) < 0.15, rng.choice([-0.5, 0.5], (rows, people)), 0.0)
    else:
        u = rng.random((rows, people))
        x = np.where(u < 0.15, 0.5, np.where(u < 0.2, -1.5, 0.0))
    d = x.mean(1)
    s = np.sqrt(((x - d[:, None]) ** 2).sum(1)) / people
    drawn = np.take_along_axis(x[:, None, :].repeat(B, 1), rng.integers(0, people, (rows, B, people)), 2)
    ds = drawn.mean(2)
    ss = np.sqrt(((drawn - ds[:, :, None]) ** 2).sum(2)) / people
    c = np.sort((np.abs(ds - d[:, None]) / np.maximum(ss, 0.5 * s[:, None] + 1e-300)).max(0))[round(0.95 * (B - 1))]
    critical.append(c)
    high = np.sort(ds, 1)[:, round(0.975 * (B - 1))]
    alone += np.any(high < 0)
    outside += np.any((np.abs(d) > c * s) & (s > 0))
    below += np.any((d + c * s < 0) & (s > 0))
print(f"{rows} rows of {people} people, {mode}: some row behind alone in {alone / runs:.3f} of runs; "
      f"together (c {np.mean(critical):.2f}): some row outside the band {outside / runs:.3f}, behind {below / runs:.3f}")
