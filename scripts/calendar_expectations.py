#!/usr/bin/env python3
"""Prints the python-holidays 0.108 dates that holical's calendar tests hold as literals.

A development aid, run once when a test's expectations are written or checked again: the
Swift tests stand alone and never run Python. Each series is one date a year, written as a
string of letters: the letter's place in ALPHABET is the days after the series' first
possible date (`YearlyDates` in Tests/HolidayEngineTests/Calendars decodes it).

    python3 -m venv /tmp/holvenv && /tmp/holvenv/bin/pip install holidays==0.108
    /tmp/holvenv/bin/python scripts/calendar_expectations.py
"""

from datetime import date, timedelta

import holidays
from holidays.calendars.julian import julian_calendar_drift
from holidays.calendars.persian import _Persian

ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"


def series(label, years, pick):
    """One date a year from `pick(year)`, as Swift `YearlyDates` source."""
    dates = [pick(year) for year in years]
    base = min((d.month, d.day) for d in dates)
    letters = ""
    for year, d in zip(years, dates):
        offset = (d - date(year, *base)).days
        assert 0 <= offset < len(ALPHABET), (label, year, d)
        letters += ALPHABET[offset]
    print(f"    // {label}")
    print(f"    YearlyDates(years: {years[0]}...{years[-1]}, month: {base[0]}, day: {base[1]},")
    for start in range(0, len(letters), 76):
        end = "\"" if start + 76 >= len(letters) else "\" +"
        print(f"        \"{letters[start:start + 76]}{end}")
    print("    ),")


def named(country, year, name, after=None, **options):
    """The first date `name` falls on in `country`'s holidays of `year` (on or after `after`)."""
    days = getattr(holidays, country)(
        years=year, language="en_US", categories=options.pop("categories", ("public",)), **options)
    found = sorted(d for d, names in days.items() if name in names.split("; ")
                   and (after is None or d >= after))
    assert found, (country, year, name)
    return found[0]


def hebrew():
    years = list(range(1950, 2101))
    every = ("public", "optional", "school")
    print("// Israel, python-holidays 0.108, observed=False (the Hebrew date itself)")
    for label, name, after in [
        ("Rosh Hashanah, 1 Tishrei", "Rosh Hashanah", None),
        ("Yom Kippur, 10 Tishrei", "Yom Kippur", None),
        ("Sukkot, 15 Tishrei", "Sukkot", None),
        ("Shemini Atzeret / Simchat Torah, 22 Tishrei", "Simchat Torah / Shemini Atzeret", None),
        ("Hanukkah, 25 Kislev", "Hanukkah", (7, 1)),
        ("Purim, 14 Adar (Adar II in a leap year)", "Purim", None),
        ("Passover, 15 Nisan", "Pesach", None),
        ("Lag BaOmer, 18 Iyar", "Lag BaOmer", None),
        ("Shavuot, 6 Sivan", "Shavuot", None),
        ("Tisha B'Av, 9 Av", "Tisha B'Av", None),
    ]:
        series(label, years, lambda y: named(
            "Israel", y, name, after and date(y, *after), categories=every, observed=False))
    print("// Israel, python-holidays 0.108: Independence Day as kept")
    series("Yom Ha'atzmaut", years, independence)


def independence(year):
    """Independence Day as Israel keeps it: python-holidays names a moved one "(observed)"."""
    days = holidays.Israel(years=year, language="en_US")
    return next(d for d, n in sorted(days.items()) if n.startswith("Independence Day"))


def persian():
    calendar = _Persian()
    print("// holidays.calendars.persian, python-holidays 0.108: 1 Farvardin")
    series("Nowruz", list(range(1901, 2101)), calendar.new_year_date)
    print("// Iran, python-holidays 0.108, a few years")
    for year in (1980, 1996, 2024, 2025, 2100):
        days = holidays.Iran(years=year, language="en_US")
        for d, name in sorted(days.items()):
            if name in {"Islamic Republic Day", "Nature's Day", "Death of Imam Khomeini",
                        "15 Khordad Uprising", "Islamic Revolution Day",
                        "Iranian Oil Industry Nationalization Day", "Last Day of Year"}:
                print(f"    {d}  {name}")


def ethiopian():
    years = list(range(1976, 2101))
    print("// Ethiopia, python-holidays 0.108")
    series("Enkutatash, 1 Meskerem", years, lambda y: named("Ethiopia", y, "Ethiopian New Year"))
    series("Meskel, 17 Meskerem", years, lambda y: named("Ethiopia", y, "Finding of True Cross"))
    series("Timkat, 11 Tir", years, lambda y: named("Ethiopia", y, "Epiphany"))
    series("Genna, 25 December Julian", years, lambda y: named("Ethiopia", y, "Christmas Day"))
    print("// Egypt, python-holidays 0.108: Coptic Christmas")
    for year in (2002, 2010, 2021, 2024, 2100):
        print(f"    {year}: {named('Egypt', year, 'Coptic Christmas Day')}")


def julian():
    print("// holidays.calendars.julian drift, as python-holidays 0.108 places Julian feasts")
    for year in (1701, 1800, 1801, 1900, 1901, 2100, 2101, 2200, 2201, 2400, 2401):
        christmas = date(year, 1, 7) + timedelta(days=julian_calendar_drift(year - 1))
        epiphany = date(year, 1, 19) + timedelta(days=julian_calendar_drift(year - 1))
        dormition = date(year, 8, 28) + timedelta(days=julian_calendar_drift(year))
        print(f"    {year}: Christmas {christmas}  Epiphany {epiphany}  Dormition {dormition}")


if __name__ == "__main__":
    assert holidays.__version__ == "0.108", holidays.__version__
    hebrew()
    persian()
    ethiopian()
    julian()
