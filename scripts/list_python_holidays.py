#!/usr/bin/env python3
"""What `holical list --region CODES --from FIRST-01-01 --to LAST-12-31 --format csv` does, done
with python-holidays 0.108: every holiday of every category each region has there, by date, then
in the regions' order, one CSV line each (date, name, region) on standard output.

A development aid for `holical-bench list`, which times it beside holical for the same regions
and years: no test depends on it, and its lines are not expected to equal holical's (the two
name and classify some days differently; scripts/crosscheck_holidays.py compares the dates).
Regions python-holidays does not have are skipped and counted on standard error.

    python3 scripts/list_python_holidays.py 1950 2100 US,EE,AU-NSW > out.csv
"""

import csv
import os
import sys

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from crosscheck_holidays import python_factory  # noqa: E402  (the region-code mapping)

import holidays  # noqa: E402


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__.strip().splitlines()[-1].strip())
    first, last = int(sys.argv[1]), int(sys.argv[2])
    codes = [code for code in sys.argv[3].split(",") if code]
    years = range(first, last + 1)
    rows = []
    skipped = 0
    for order, code in enumerate(codes):
        factory = python_factory(code)
        if factory is None:
            skipped += 1
            continue
        country = code.partition("-")[0]
        categories = holidays.country_holidays(country, years=first).supported_categories
        for day, names in factory(years, categories).items():
            for name in names.split("; "):
                rows.append((day, order, name, code))
    # Stable: each region's own order within a date is kept, as holical's is.
    rows.sort(key=lambda row: (row[0], row[1]))
    writer = csv.writer(sys.stdout, lineterminator="\n")
    writer.writerow(["date", "name", "region"])
    for day, _, name, code in rows:
        writer.writerow([day.isoformat(), name, code])
    print(f"{len(codes) - skipped} regions listed, {skipped} not in python-holidays", file=sys.stderr)


if __name__ == "__main__":
    main()
