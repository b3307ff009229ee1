#!/usr/bin/env python3
"""Checks the 33-year rule of PersianCalendar against the March equinox, year by year.

Iran's calendar begins the year on the day the March equinox falls before noon, else the
day after. Sources differ on which noon: 12:00 Iran Standard Time, true noon on its
meridian (52.5 E), or true noon at Tehran (51.42 E, Dershowitz and Reingold). This prints,
for each, the years in which the
33-year rule gives another Nowruz, and the years whose equinox falls within 15 minutes of
noon. A development aid behind docs/calendars.md ("Persian"); no test runs it. It needs
PyEphem (VSOP87 with its own Delta T; no data files):

    python3 -m venv /tmp/eqvenv && /tmp/eqvenv/bin/pip install ephem
    /tmp/eqvenv/bin/python scripts/persian_equinox.py [FIRST LAST]
"""

import sys
from datetime import date, datetime, timedelta

import ephem

IRST = timedelta(hours=3, minutes=30)
NOONS = ("12:00 Iran Standard Time", "true noon at 52.5 E", "true noon at Tehran")


def observer(longitude):
    place = ephem.Observer()
    place.lon, place.lat = longitude, "35.6944"
    return place


MERIDIAN, TEHRAN = observer("52.5"), observer("51.4215")


def rule_nowruz(persian_year):
    """1 Farvardin by the 33-year rule, as PersianCalendar computes it."""
    days = 365 * persian_year + (8 * persian_year + 21) // 33 - 492_633
    return date(1970, 1, 1) + timedelta(days=days)


def noons(day):
    """The three noons of `day` (a date in Iran), in UT."""
    midnight = datetime(day.year, day.month, day.day) - IRST
    result = [midnight + timedelta(hours=12)]
    for place in (MERIDIAN, TEHRAN):
        place.date = ephem.Date(midnight)
        result.append(place.next_transit(ephem.Sun()).datetime())
    return dict(zip(NOONS, result))


def main(first, last):
    differ = {}
    close = []
    for year in range(first, last + 1):
        equinox = ephem.next_vernal_equinox(f"{year}/3/1").datetime()
        local_day = (equinox + IRST).date()
        rule = rule_nowruz(year - 621)
        for name, noon in noons(local_day).items():
            nowruz = local_day if equinox <= noon else local_day + timedelta(days=1)
            if nowruz != rule:
                differ.setdefault(name, []).append(year)
            minutes = (equinox - noon).total_seconds() / 60
            if abs(minutes) < 15:
                close.append(f"{year} equinox {equinox:%H:%M:%S} UT, {minutes:+.1f} min from {name}")
    print(f"33-year rule against the equinox, {first}-{last}:")
    for name in NOONS:
        print(f"  {name}: differs in {differ.get(name, [])}")
    print("equinoxes within 15 minutes of noon:")
    for line in close:
        print("  " + line)


if __name__ == "__main__":
    bounds = [int(a) for a in sys.argv[1:3]] or [1700, 2400]
    main(*bounds)
