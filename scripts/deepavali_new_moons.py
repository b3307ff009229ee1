#!/usr/bin/env python3
"""Checks python-holidays' Deepavali dates against the new moons, 1901-2100.

Deepavali ends the lunar month Ashvin (amanta reckoning): its new moon is the first after
the Sun enters sidereal Libra (Tula Sankranti, about 17 October), so the festival falls
between about 16 October and 15 November. python-holidays 0.108's table (`DIWALI_DATES`,
which Singapore, Malaysia, Sri Lanka, Kenya, Suriname and Trinidad and Tobago use) gives,
in most years, the day before the IST date of that new moon (the same day when the new
moon comes after about 21:20 IST); in 43 years it gives the day before the *next* new
moon, a lunation late (17 November 2017 where Singapore kept 18 October). This prints
those years and the date the same rule gives for the right new moon: the corrections
scripts/festival_tables.py applies (docs/calendars.md, "Hindu festivals").

A development aid; no test runs it. It needs PyEphem (VSOP87, no data files) and
python-holidays 0.108:

    python3 -m venv /tmp/eqvenv && /tmp/eqvenv/bin/pip install ephem holidays==0.108
    /tmp/eqvenv/bin/python scripts/deepavali_new_moons.py
"""

import math
from datetime import date, datetime, timedelta

import ephem
import holidays
from holidays.calendars.hindu import _HinduLunisolar

IST = timedelta(hours=5, minutes=30)
# The day before a new moon's IST date, unless it comes this late in the day.
LATE_NEW_MOON = timedelta(hours=21, minutes=20)


def lahiri_ayanamsa(moment):
    """The Lahiri ayanamsa in degrees: 23.85 at 2000, growing 50.29 arc seconds a year."""
    year = moment.year + (moment.timetuple().tm_yday - 1) / 365.25
    return 23.85 + (year - 2000) * 50.29 / 3600


def sidereal_sun(moment):
    """The Sun's sidereal longitude in degrees at `moment` (UTC)."""
    ecliptic = ephem.Ecliptic(ephem.Sun(moment), epoch=moment)
    return (math.degrees(ecliptic.lon) - lahiri_ayanamsa(moment)) % 360


def tula_sankranti(year):
    """The moment (UTC) the Sun enters sidereal Libra in `year`, by bisection."""
    early, late = datetime(year, 10, 1), datetime(year, 11, 5)
    for _ in range(40):
        middle = early + (late - early) / 2
        if (sidereal_sun(middle) - 180) % 360 < 180:
            late = middle
        else:
            early = middle
    return late


def deepavali_of(new_moon_ist):
    return (new_moon_ist - LATE_NEW_MOON).date()


def main():
    assert holidays.__version__ == "0.108", holidays.__version__
    print("year  python-holidays  new moons (IST)        holical")
    kept = late = 0
    for year in range(1901, 2101):
        table = date(year, *_HinduLunisolar.DIWALI_DATES[year])
        first = ephem.next_new_moon(tula_sankranti(year)).datetime() + IST
        second = ephem.next_new_moon(first - IST + timedelta(days=1)).datetime() + IST
        if table == deepavali_of(first):
            kept += 1
        elif table == deepavali_of(second):
            late += 1
            print(f"{year}  {table}       {first:%m-%d %H:%M} {second:%m-%d %H:%M}  "
                  f"{deepavali_of(first)}")
        else:
            print(f"{year}  {table}       {first:%m-%d %H:%M}  neither: look again")
    print(f"{kept} years on the first new moon, {late} a lunation late")


if __name__ == "__main__":
    main()
