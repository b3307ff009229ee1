#!/usr/bin/env python3
"""Cross-check `holical busdays` (roll, add, count; one region and joint) against numpy and QuantLib.

    python3 scripts/crosscheck_busdays.py                 # numpy, and QuantLib when importable
    python3 scripts/crosscheck_busdays.py --dates 20000   # more random dates
    python3 scripts/crosscheck_busdays.py --holical PATH  # another binary

numpy (`busday_offset` with each roll mode, `busday_count`) is given holical's own holidays
(`holical list`, on weekdays) and weekend as its `holidays` and `weekmask`, so it checks the
engine's arithmetic: every convention, add with a convention, count, and joint calendars
(`--joint all`: the members' holidays and weekends together; `--joint any`: the days off
of every member). numpy has no `nearest`; its oracle here is the nearer of numpy's forward
and backward rolls, the forward one on a tie.

QuantLib checks the calendars too: for each pair below it compares, year by year from 1950
to 2100, the weekday holidays of holical's region with QuantLib's calendar, and checks only
dates whose neighbourhood (60 days either side) lies in years where the two agree. It
prints which years agree. Checked: `adjust` with each convention against `busdays roll`,
`advance(adjust(d, c), n, Days)` against `busdays add --convention`, `advance(d, n, Days)`
against `busdays add` (n != 0: QuantLib's n = 0 rolls, holical's leaves DATE as it is),
`businessDaysBetween` with each pair of end flags against `busdays count`, and QuantLib's
`JointCalendar` (JoinHolidays, JoinBusinessDays) against `--joint all` and `any`.

Every comparison runs through `--batch`, so the batch paths are the ones checked. Exits
non-zero on the first kind of disagreement, after printing up to five examples of each.
Without numpy it fails; without QuantLib it says so and checks numpy only, unless
--require-quantlib is given (as .ci/run does).
"""
import argparse
import datetime as dt
import json
import os
import random
import subprocess
import sys
import tempfile

import numpy as np

from crosscheck_holidays import default_binary  # the binary swift build makes

FIRST, LAST = 1950, 2100
CONVENTIONS = ["following", "preceding", "modified-following", "modified-preceding", "nearest"]
NUMPY_ROLL = {
    "following": "following", "preceding": "preceding",
    "modified-following": "modifiedfollowing", "modified-preceding": "modifiedpreceding",
}
# Regions checked against numpy, alone and joined.
NUMPY_REGIONS = ["US", "AU-NSW", "DE-BY", "GB-SCT", "EE", "FR", "GR", "CH-ZH", "ES-CT", "IT", "PL", "NO"]
NUMPY_JOINTS = [["US", "EE"], ["AU-NSW", "GB", "DE-BY"]]
# holical region and kinds, and the QuantLib calendar named by (class, market).
QUANTLIB_PAIRS = [
    ("US", "public", ("UnitedStates", "Settlement")),
    ("GB-ENG", "public", ("UnitedKingdom", "Settlement")),
    ("AU-NSW", "public,bank", ("Australia", "Settlement")),
    ("FR", "public", ("France", "Settlement")),
]


class Holical:
    """Runs the holical binary with a configuration of its own (no user holidays)."""

    def __init__(self, binary, scratch):
        self.binary = binary
        self.environment = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": scratch,
            "XDG_CONFIG_HOME": scratch, "XDG_CACHE_HOME": scratch, "LANG": "C.UTF-8",
        }

    def run(self, arguments, stdin=""):
        done = subprocess.run(
            [self.binary, *arguments], input=stdin, capture_output=True, text=True, env=self.environment)
        if done.returncode != 0:
            sys.exit(f"holical {' '.join(arguments)} failed: {done.stderr.strip()}")
        return done.stdout

    def holidays(self, region, kinds):
        """holical's holidays of `region` of `kinds`, 1950-2100, as a set of dates."""
        items = json.loads(self.run([
            "list", "--region", region, "--from", f"{FIRST}-01-01", "--to", f"{LAST}-12-31",
            "--kind", kinds, "--format", "json"]))
        return {np.datetime64(item["date"], "D") for item in items}

    def batch(self, subcommand, lines, options):
        text = "".join(line + "\n" for line in lines)
        out = self.run(["busdays", *subcommand, "--batch", *options], stdin=text).splitlines()
        if len(out) != len(lines):
            sys.exit(f"holical busdays {' '.join(subcommand)} --batch gave {len(out)} lines for {len(lines)}")
        return out


class Tally:
    """Counts comparisons and keeps a few examples of each kind of disagreement."""

    def __init__(self, quiet):
        self.quiet = quiet
        self.compared = 0
        self.failures = {}

    def compare(self, label, questions, ours, theirs):
        self.compared += len(questions)
        bad = [(q, a, b) for q, a, b in zip(questions, ours, theirs) if a != b]
        if bad:
            self.failures[label] = (len(bad), bad[:5])
        if not self.quiet or bad:
            print(f"  {label}: {len(questions) - len(bad)}/{len(questions)} agree")


def iso(day):
    return str(np.datetime64(day, "D"))


def random_days(rng, count, first, last):
    """`count` random day numbers (days since 1970) in first...last."""
    return [rng.randint(first, last) for _ in range(count)]


def day_number(year, month=1, day=1):
    return (dt.date(year, month, day) - dt.date(1970, 1, 1)).days


# MARK: - numpy


def weekday_holidays(days, mask):
    """The dates of `days` that fall on a working day of the weekmask `mask` (Monday first)."""
    return sorted(d for d in days if mask[(d.astype(int) + 3) % 7] == "1")


def numpy_nearest(dates, weekmask, holidays):
    forward = np.busday_offset(dates, 0, roll="forward", weekmask=weekmask, holidays=holidays)
    backward = np.busday_offset(dates, 0, roll="backward", weekmask=weekmask, holidays=holidays)
    return np.where(forward - dates <= dates - backward, forward, backward)


def check_numpy_calendar(holical, tally, label, options, weekmask, holidays, rng, count):
    """Rolls, adds and counts over 1951-2099 for one calendar: holical with `options`
    against numpy with `weekmask` and `holidays`."""
    days = random_days(rng, count, day_number(FIRST + 1), day_number(LAST - 1, 12, 31))
    dates = np.array(days, dtype="datetime64[D]")
    lines = [iso(d) for d in dates]
    for convention in CONVENTIONS:
        ours = holical.batch(["roll", "--convention", convention], lines, options)
        if convention == "nearest":
            theirs = numpy_nearest(dates, weekmask, holidays)
        else:
            theirs = np.busday_offset(dates, 0, roll=NUMPY_ROLL[convention], weekmask=weekmask, holidays=holidays)
        tally.compare(f"{label} roll {convention}", lines, ours, [iso(d) for d in theirs])
    offsets = [rng.randint(-300, 300) for _ in days]
    questions = [f"{line} {n}" for line, n in zip(lines, offsets)]
    for convention in ["following", "preceding", "modified-following", "modified-preceding"]:
        ours = holical.batch(["add", "--convention", convention], questions, options)
        theirs = np.busday_offset(
            dates, offsets, roll=NUMPY_ROLL[convention], weekmask=weekmask, holidays=holidays)
        tally.compare(f"{label} add --convention {convention}", questions, ours, [iso(d) for d in theirs])
    ends = np.array(random_days(rng, count, day_number(FIRST + 1), day_number(LAST - 1, 12, 31)), dtype="datetime64[D]")
    pairs = [f"{iso(a)} {iso(b)}" for a, b in zip(dates, ends)]
    ours = holical.batch(["count"], pairs, options + ["--include-start"])
    theirs = np.busday_count(dates, ends, weekmask=weekmask, holidays=holidays)
    tally.compare(f"{label} count --include-start", pairs, ours, [str(n) for n in theirs])


def check_numpy(holical, tally, rng, count):
    print("numpy", np.__version__, "(busday_offset, busday_count; holical's holidays as numpy's)")
    weekmask = "1111100"  # every region below keeps Saturday and Sunday off in 1950-2100
    held = {}
    for region in sorted({r for r in NUMPY_REGIONS} | {r for joint in NUMPY_JOINTS for r in joint}):
        held[region] = holical.holidays(region, "public")
    for region in NUMPY_REGIONS:
        check_numpy_calendar(
            holical, tally, region, ["--region", region, "--kind", "public"], weekmask,
            weekday_holidays(held[region], weekmask), rng, count)
    for joint in NUMPY_JOINTS:
        code = ",".join(joint)
        # all: a day off anywhere is a day off.
        union = weekday_holidays(set().union(*(held[r] for r in joint)), weekmask)
        check_numpy_calendar(
            holical, tally, f"{code} --joint all", ["--region", code, "--kind", "public", "--joint", "all"],
            weekmask, union, rng, count)
        # any: a day off only where it is one everywhere.
        common = weekday_holidays(set.intersection(*(held[r] for r in joint)), weekmask)
        check_numpy_calendar(
            holical, tally, f"{code} --joint any", ["--region", code, "--kind", "public", "--joint", "any"],
            weekmask, common, rng, count)


# MARK: - QuantLib


def check_quantlib(holical, tally, rng, count):
    import QuantLib as ql

    print("QuantLib", ql.__version__)
    conventions = {
        "following": ql.Following, "preceding": ql.Preceding,
        "modified-following": ql.ModifiedFollowing, "modified-preceding": ql.ModifiedPreceding,
        "nearest": ql.Nearest,
    }

    def ql_date(day):
        d = dt.date(1970, 1, 1) + dt.timedelta(days=int(day))
        return ql.Date(d.day, d.month, d.year)

    def from_ql(date):
        return dt.date(date.year(), date.month(), date.dayOfMonth()).isoformat()

    calendars = {}
    agreeing = {}
    for region, kinds, (name, market) in QUANTLIB_PAIRS:
        kind = getattr(ql, name)
        calendar = kind(getattr(kind, market))
        calendars[region] = (calendar, kinds)
        ours = {str(d) for d in holical.holidays(region, kinds) if (d.astype(int) + 3) % 7 < 5}
        years = set()
        differing = []
        for year in range(FIRST, LAST + 1):
            theirs = set()
            day = dt.date(year, 1, 1)
            while day.year == year:
                if day.weekday() < 5 and calendar.isHoliday(ql.Date(day.day, day.month, day.year)):
                    theirs.add(day.isoformat())
                day += dt.timedelta(days=1)
            if theirs == {d for d in ours if d.startswith(f"{year}-")}:
                years.add(year)
            else:
                differing.append(year)
        agreeing[region] = years
        print(f"  {region} ({kinds}) vs {calendar.name()}: weekday holidays agree in {len(years)} of "
              f"{LAST - FIRST + 1} years ({spans(sorted(years))})")

    def usable(years, day):
        """Whether the years of day-60...day+60 all agree."""
        first = (dt.date(1970, 1, 1) + dt.timedelta(days=day - 60)).year
        last = (dt.date(1970, 1, 1) + dt.timedelta(days=day + 60)).year
        return all(y in years for y in range(first, last + 1))

    def sample(years):
        pool = [d for d in range(day_number(FIRST), day_number(LAST, 12, 31) + 1, 1) if usable(years, d)]
        return [rng.choice(pool) for _ in range(count)] if pool else []

    def check(label, calendar, options, years):
        days = sample(years)
        if not days:
            print(f"  {label}: no years where the calendars agree: not checked")
            return
        lines = [iso(np.datetime64(d, "D")) for d in days]
        dates = [ql_date(d) for d in days]
        for convention, ql_convention in conventions.items():
            ours = holical.batch(["roll", "--convention", convention], lines, options)
            tally.compare(f"{label} roll {convention} / adjust", lines, ours,
                          [from_ql(calendar.adjust(d, ql_convention)) for d in dates])
        offsets = [rng.choice([n for n in range(-25, 26) if n != 0]) for _ in days]
        questions = [f"{line} {n}" for line, n in zip(lines, offsets)]
        for convention, ql_convention in conventions.items():
            ours = holical.batch(["add", "--convention", convention], questions, options)
            tally.compare(f"{label} add --convention {convention} / advance(adjust)", questions, ours,
                          [from_ql(calendar.advance(calendar.adjust(d, ql_convention), n, ql.Days))
                           for d, n in zip(dates, offsets)])
        ours = holical.batch(["add"], questions, options)
        tally.compare(f"{label} add / advance", questions, ours,
                      [from_ql(calendar.advance(d, n, ql.Days)) for d, n in zip(dates, offsets)])
        # Pairs within 120 days of each other, both ends in agreeing years.
        ends = [d + rng.randint(-60, 60) for d in days]
        pairs = [f"{iso(np.datetime64(a, 'D'))} {iso(np.datetime64(b, 'D'))}" for a, b in zip(days, ends)]
        for first, last in [(False, False), (True, False), (False, True), (True, True)]:
            flags = (["--include-start"] if first else []) + (["--include-end"] if last else [])
            ours = holical.batch(["count"], pairs, options + flags)
            theirs = [str(calendar.businessDaysBetween(ql_date(a), ql_date(b), first, last))
                      for a, b in zip(days, ends)]
            tally.compare(f"{label} count {' '.join(flags) or '(no flags)'} / businessDaysBetween", pairs, ours, theirs)

    for region, (calendar, kinds) in calendars.items():
        check(f"{region} vs {calendar.name()}", calendar, ["--region", region, "--kind", kinds], agreeing[region])
    for rule, ql_rule in [("all", ql.JoinHolidays), ("any", ql.JoinBusinessDays)]:
        (us, _), (gb, _) = calendars["US"], calendars["GB-ENG"]
        joint = ql.JointCalendar(us, gb, ql_rule)
        check(f"US,GB-ENG --joint {rule} vs {joint.name()}", joint,
              ["--region", "US,GB-ENG", "--kind", "public", "--joint", rule], agreeing["US"] & agreeing["GB-ENG"])


def spans(years):
    """1950-1970, 1975, 1980-2100."""
    parts = []
    for year in years:
        if parts and parts[-1][1] == year - 1:
            parts[-1][1] = year
        else:
            parts.append([year, year])
    return ", ".join(f"{a}" if a == b else f"{a}-{b}" for a, b in parts) or "none"


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--holical", help="the holical binary (default: swift build's)")
    parser.add_argument("--dates", type=int, default=3000, help="random dates per check (default 3000)")
    parser.add_argument("--seed", type=int, default=20261123, help="random seed (default fixed)")
    parser.add_argument("--require-quantlib", action="store_true", help="fail when QuantLib is not importable")
    parser.add_argument("--quiet", action="store_true", help="print the agreement of failures only")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    tally = Tally(args.quiet)
    with tempfile.TemporaryDirectory() as scratch:
        holical = Holical(args.holical or default_binary(), scratch)
        check_numpy(holical, tally, rng, args.dates)
        try:
            import QuantLib  # noqa: F401
        except ImportError:
            if args.require_quantlib:
                sys.exit("QuantLib is not importable (pip install QuantLib)")
            print("QuantLib not importable: QuantLib not checked")
        else:
            check_quantlib(holical, tally, rng, args.dates)
    for label, (bad, examples) in tally.failures.items():
        print(f"DISAGREE {label}: {bad}")
        for question, ours, theirs in examples:
            print(f"    {question}: holical {ours}, oracle {theirs}")
    print(f"busdays totals: {tally.compared} answers compared, {len(tally.failures)} checks disagree")
    sys.exit(1 if tally.failures else 0)


if __name__ == "__main__":
    main()
