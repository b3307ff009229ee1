#!/usr/bin/env python3
"""Cross-check holical's built-in rules against python-holidays, 1950-2100.

Development aid only, never a test dependency. Set up once:
    python3 -m venv /tmp/holvenv && /tmp/holvenv/bin/pip install holidays==0.108
Then, from the repository root, after `swift build -c release`:
    /tmp/holvenv/bin/python scripts/crosscheck_holidays.py [--holical PATH]

It runs `holical list --format json` for each region, asks python-holidays for the same
years (always passing `language=`, which otherwise follows the locale), and prints every
date on which the two disagree. Names are compared without case; where both list a date
under different names the difference is shown as a rename. Disagreements we have decided
in holical's favour are documented in the region's data file and pinned by a test.
"""

import argparse
import json
import subprocess
import sys
from collections import defaultdict
from datetime import date as Date

import holidays

FIRST, LAST = 1950, 2100

# (region, python-holidays factory, our kinds to compare, first year, compare names?)
# Shortened days are compared by date only: the name is a wording choice.
CHECKS = [
    ("US", lambda years: holidays.US(years=years, language="en_US"), {"public"}, FIRST, True),
    (
        "AU-NSW",
        lambda years: holidays.AU(
            subdiv="NSW", years=years, categories=("public", "bank"), language="en_AU"
        ),
        {"public", "bank"},
        FIRST,
        True,
    ),
    ("EE", lambda years: holidays.EE(years=years, language="et"), {"public"}, 1991, True),
    (
        "EE",
        lambda years: holidays.EE(years=years, categories=("half_day",), language="et"),
        {"half-day"},
        1991,
        False,
    ),
]


def ours(holical, region, kinds, first, names):
    out = subprocess.run(
        [holical, "list", "--region", region, "--from", f"{first}-01-01",
         "--to", f"{LAST}-12-31", "--kind", ",".join(sorted(kinds)), "--format", "json"],
        check=True, capture_output=True, text=True,
    ).stdout
    by_date = defaultdict(set)
    for item in json.loads(out):
        # EE names are compared in Estonian, the others in English.
        name = item["localName"] if region == "EE" else item["name"]
        by_date[item["date"]].add(name.casefold() if names else "(any)")
    return by_date


def theirs(factory, first, names):
    by_date = defaultdict(set)
    for day, joined in factory(range(first, LAST + 1)).items():
        for name in joined.split("; "):
            by_date[day.isoformat()].add(name.casefold() if names else "(any)")
    return by_date


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--holical", default=".build/release/holical")
    args = parser.parse_args()
    print(f"python-holidays {holidays.__version__}")
    total = 0
    for region, factory, kinds, first, names in CHECKS:
        a = ours(args.holical, region, kinds, first, names)
        b = theirs(factory, first, names)
        label = f"{region} [{','.join(sorted(kinds))}] {first}-{LAST}"
        diffs = []
        for date in sorted(set(a) | set(b)):
            only_ours, only_theirs = a[date] - b[date], b[date] - a[date]
            if not only_ours and not only_theirs:
                continue
            day = f"{date} {Date.fromisoformat(date):%a}"
            if a[date] and b[date]:
                diffs.append(f"  {day}  rename: ours {sorted(only_ours)}  theirs {sorted(only_theirs)}")
            elif a[date]:
                diffs.append(f"  {day}  only holical: {sorted(only_ours)}")
            else:
                diffs.append(f"  {day}  only python-holidays: {sorted(only_theirs)}")
        count_ours = sum(len(v) for v in a.values())
        count_theirs = sum(len(v) for v in b.values())
        print(f"{label}: holical {count_ours}, python-holidays {count_theirs}, {len(diffs)} dates differ")
        print("\n".join(diffs))
        total += len(diffs)
    print(f"{total} dates differ in all")
    return 0


if __name__ == "__main__":
    sys.exit(main())
