#!/usr/bin/env python3
"""Cross-check holical's built-in regions against python-holidays 0.108, per category.

For every region holical has (or those named), from 1950 or the region's first known year to
2100, it compares the dates holical lists with python-holidays' for each category both know:
public, bank, half_day, optional and workday (holical's kinds public, bank, half-day, optional,
observance), and python-holidays' weekend_workdays (weekend days worked by decree) with
holical's kind workday. python-holidays' workday category holds the commemorations that are
working days (Finland's flag days, Ukraine's holidays suspended under martial law); holical
calls those observances, and keeps the name workday for a weekend day that is worked, which is
what counts for business days (docs/rule-model.md). A commemoration python-holidays files under
workday, or under optional, on a date holical lists as a day off of the same name (Finland's
May Day, a flag day and a public holiday; Corpus Christi, optional in Brazil and a holiday in
the city of São Paulo) agrees: holical lists the day once, as the day off it is. It prints each
region's agreement and every date on which they disagree. Dates the
team has judged in holical's favour are listed, each with its source, in
scripts/divergences.toml; they are counted apart and do not fail the check.

Exit status: 0 when every disagreement is a judged divergence, 1 otherwise, 2 on bad use.

    python3 scripts/crosscheck_holidays.py                 # every built-in region
    python3 scripts/crosscheck_holidays.py EE DE-BY        # some of them
    python3 scripts/crosscheck_holidays.py --holical PATH  # another binary

The binary defaults to the one `swift build` makes (`swift build --show-bin-path`). Needs
python-holidays 0.108: `pip install holidays==0.108` (.ci/run installs it).
"""

import argparse
import json
import os
import subprocess
import sys
import tomllib
import unicodedata
from collections import defaultdict
from datetime import date as Date

import holidays

PINNED = "0.108"
FIRST, LAST = 1950, 2100
# python-holidays category -> holical kind.
CATEGORIES = {
    "public": "public",
    "bank": "bank",
    "half_day": "half-day",
    "optional": "optional",
    "workday": "observance",
}
# Not a category in python-holidays but a set on each of its objects.
WEEKEND_WORKDAYS = "weekend_workdays"
HERE = os.path.dirname(os.path.abspath(__file__))


def default_binary():
    path = subprocess.run(
        ["swift", "build", "--show-bin-path"], check=True, capture_output=True, text=True,
        cwd=os.path.dirname(HERE),
    ).stdout.strip()
    return os.path.join(path, "holical")


def holical_json(binary, *arguments):
    out = subprocess.run([binary, *arguments], check=True, capture_output=True, text=True).stdout
    return json.loads(out)


def ours(binary, code, kind, first):
    items = holical_json(
        binary, "list", "--region", code, "--from", f"{first}-01-01", "--to", f"{LAST}-12-31",
        "--kind", kind, "--format", "json")
    by_date = defaultdict(list)
    for item in items:
        by_date[item["date"]].append(item["name"])
    return by_date


def same_name(theirs_names, our_names):
    """Whether a name python-holidays gives a date is one holical gives it (case ignored)."""
    ours_folded = {name.casefold() for name in our_names}
    return any(name.casefold() in ours_folded for name in theirs_names)


def plain(name):
    """A subdivision's name or code in capitals, without spaces, hyphens or accents."""
    folded = "".join(c for c in unicodedata.normalize("NFKD", name) if not unicodedata.combining(c))
    return folded.upper().replace(" ", "").replace("-", "")


def python_factory(code):
    """The python-holidays object for a holical region code, or None if it has none."""
    country, _, subdivision = code.partition("-")
    try:
        probe = holidays.country_holidays(country, years=2000)
    except NotImplementedError:
        return None
    if subdivision:
        # Codes in any case, without spaces or hyphens: python-holidays names some
        # subdivisions (Belgium's Communities are "Flemish", "French" and "German"; holical
        # writes BE-FLEMISH; Switzerland's "Stadt Zurich" is holical's CH-STADTZURICH;
        # Brazil's "São Paulo Capital" is BR-SAOPAULOCAPITAL).
        known = list(probe.subdivisions) + list(getattr(probe, "subdivisions_aliases", {}))
        matches = [name for name in known if plain(name) == plain(subdivision)]
        if not matches:
            return None
        subdivision = matches[0]
    return lambda years, categories: holidays.country_holidays(
        country, subdiv=subdivision or None, years=years, categories=categories,
        language="en_US" if "en_US" in probe.supported_languages else None)


def theirs(factory, category, first):
    by_date = defaultdict(list)
    if category == WEEKEND_WORKDAYS:
        for day in factory(range(first, LAST + 1), ("public",)).weekend_workdays:
            by_date[day.isoformat()].append("weekend day worked")
        return by_date
    for day, joined in factory(range(first, LAST + 1), (category,)).items():
        by_date[day.isoformat()].extend(joined.split("; "))
    return by_date


def load_divergences():
    path = os.path.join(HERE, "divergences.toml")
    with open(path, "rb") as handle:
        entries = tomllib.load(handle).get("divergence", [])
    judged = set()
    for entry in entries:
        for field in ("region", "category", "dates", "side", "source", "why"):
            if field not in entry:
                sys.exit(f"divergences.toml: an entry lacks '{field}': {entry}")
        for day in entry["dates"]:
            judged.add((entry["region"], entry["category"], day, entry["side"]))
    return judged


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("regions", nargs="*", help="region codes (default: every built-in region)")
    parser.add_argument("--holical", help="the holical binary (default: swift build's)")
    parser.add_argument("--quiet", action="store_true", help="print totals and failures only")
    args = parser.parse_args()
    if holidays.__version__ != PINNED:
        sys.exit(f"python-holidays {PINNED} is the oracle; this is {holidays.__version__}")
    binary = args.holical or default_binary()
    listed = holical_json(binary, "list", "--regions", "--format", "json")
    by_code = {item["code"]: item for item in listed}
    codes = args.regions or [item["code"] for item in listed]
    unknown = [code for code in codes if code not in by_code]
    if unknown:
        print(f"not holical regions: {', '.join(unknown)}", file=sys.stderr)
        return 2
    judged = load_divergences()
    used = set()
    totals = defaultdict(int)
    failed = []
    for code in codes:
        factory = python_factory(code)
        if factory is None:
            print(f"{code}: python-holidays has no such region; not compared")
            totals["regions without a counterpart"] += 1
            continue
        first = max(FIRST, by_code[code].get("firstYear") or FIRST)
        supported = factory([2000], ("public",)).supported_categories
        totals["regions"] += 1
        compared = [(category, kind) for category, kind in CATEGORIES.items() if category in supported]
        days_off = None
        for category, kind in compared + [(WEEKEND_WORKDAYS, "workday")]:
            a = ours(binary, code, kind, first)
            b = theirs(factory, category, first)
            dates = sorted(set(a) | set(b))
            if not dates and category == WEEKEND_WORKDAYS:
                continue
            if category in ("workday", "optional") and days_off is None:
                days_off = ours(binary, code, "public,bank", first)
            agree, diverge, differ = 0, 0, []
            for day in dates:
                if a.get(day) and b.get(day):
                    agree += 1
                    continue
                if category in ("workday", "optional") and b.get(day) and same_name(b[day], days_off.get(day, [])):
                    # A commemoration python-holidays marks (a flag day), or an optional day
                    # it lists nationwide that a subdivision makes a day off (Corpus Christi
                    # in the city of São Paulo), that holical lists as the day off it also
                    # is, under the same name: one day, one row.
                    agree += 1
                    continue
                side = "holical" if a.get(day) else "python"
                key = (code, category, day, side)
                if key in judged:
                    used.add(key)
                    diverge += 1
                    continue
                weekday = Date.fromisoformat(day).strftime("%a")
                names = a.get(day) or b.get(day)
                differ.append(f"    {day} {weekday}  only {side}: {'; '.join(names)}")
            totals["dates compared"] += len(dates)
            totals["agreeing"] += agree
            totals["judged divergences"] += diverge
            totals["unexplained"] += len(differ)
            line = (f"{code} {category} {first}-{LAST}: {len(dates)} dates, {agree} agree, "
                    f"{diverge} judged, {len(differ)} differ")
            if differ:
                failed.append(code)
                print(line)
                print("\n".join(differ))
            elif not args.quiet:
                print(line)
    stale = [key for key in judged if key[0] in codes and key not in used]
    if stale and not args.regions:
        print(f"{len(stale)} judged divergences no longer occur: remove them from divergences.toml")
        for key in sorted(stale):
            print(f"    {key}")
    print("totals: " + ", ".join(f"{name} {count}" for name, count in totals.items()))
    return 1 if failed or (stale and not args.regions) else 0


if __name__ == "__main__":
    sys.exit(main())
