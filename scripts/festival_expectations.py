#!/usr/bin/env python3
"""Prints the python-holidays 0.108 dates that the tests of the Hindu, Buddhist, Mongolian,
Thai and Burmese calendars hold as literals.

A development aid, run once when a test's expectations are written or checked again: the
Swift tests stand alone and never run Python. Each series is one date a year, written as a
string of letters as scripts/calendar_expectations.py writes them (the letter's place in
ALPHABET is the days after the series' first possible date; `YearlyDates` in
Tests/HolidayTestSupport decodes it), and "." for a year without a date. The countries' own
lists (`hindu-countries`, and the countries' part of `buddhist` and `tibetan`) are tested
in Tests/HolidayRegionsTests/PublishedLists.

    python3 scripts/festival_expectations.py hindu|hindu-countries|buddhist|mongolian|thai|burmese
    python3 scripts/festival_expectations.py tibetan|sinhala|balinese
"""

import importlib
import sys
from datetime import date, timedelta

import holidays
from holidays.calendars.buddhist import _BuddhistLunisolar
from holidays.calendars.burmese import _BurmeseLunisolar
from holidays.calendars.custom import _CustomCalendar
from holidays.calendars.hindu import _HinduLunisolar
from holidays.calendars.mongolian import _MongolianLunisolar
from holidays.calendars.thai import KHMER_CALENDAR, THAI_CALENDAR, _ThaiLunisolar
from holidays.helpers import _normalize_tuple

from festival_tables import (
    BALINESE, BUDDHIST, BUDDHIST_COUNTRIES, HINDU, HINDU_COUNTRIES, MONGOLIAN, SINHALA, TIBETAN,
    TIBETAN_COUNTRIES)

ALPHABET = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
CUSTOM = "_" + _CustomCalendar.CUSTOM_ATTR_POSTFIX


def series(label, years, pick, name=None):
    """One date a year from `pick(year)` (None: no date), as Swift `YearlyDates` source."""
    dates = [pick(year) for year in years]
    # The earliest month and day, of the series' year (a date can run into the next).
    base = min((d.year - year, d.month, d.day) for year, d in zip(years, dates) if d)
    assert base[0] == 0, (label, base)
    base = base[1:]
    letters = ""
    for year, d in zip(years, dates):
        if d is None:
            letters += "."
            continue
        offset = (d - date(year, *base)).days
        assert 0 <= offset < len(ALPHABET), (label, year, d)
        letters += ALPHABET[offset]
    start = f"    {name}: " if name else "    "
    if not name:
        print(f"    // {label}")
    print(f"{start}YearlyDates(years: {years[0]}...{years[-1]}, month: {base[0]}, day: {base[1]},"
          " letters:")
    for first in range(0, len(letters), 80):
        end = "\"" if first + 80 >= len(letters) else "\" +"
        print(f"        \"{letters[first:first + 80]}{end}")
    print("    ),")


def tables(title, entries, calendar, countries=(), base=True):
    """Each table's dates (the years of two dates written out), then the countries' own."""
    print(f"// {title}, python-holidays 0.108")
    for case, name, _ in entries if base else ():
        table = getattr(type(calendar), name + "_DATES")
        method = getattr(calendar, METHODS.get(name, name.lower() + "_date"))
        years = list(range(min(table), max(table) + 1))
        if any(len(_normalize_tuple(table.get(y, ()))) != 1 for y in years):
            print(f"    // {case}: " + ", ".join(
                str(d) for y in years for d, _ in sorted(method(y)) if d.year == y))
            continue
        plain = isinstance(method(years[0]), date)
        series(case, years, lambda y: method(y) if plain else method(y)[0], f".{case}")
    for country, module, cls, _ in countries:
        custom = getattr(importlib.import_module("holidays.countries." + module), cls)
        for case, name, _ in entries:
            table = getattr(custom, name + "_DATES" + CUSTOM, None)
            if table:
                method = getattr(custom(), METHODS.get(name, name.lower() + "_date"))
                series(f"{case}, {country}", list(range(min(table), max(table) + 1)),
                       lambda y: method(y)[0] if not method(y)[1] else None)


# The calendars' methods whose names are not the table's.
METHODS = {"HOLA_MOHOLLA": "hola_mohalla_date"}


def hindu():
    tables("holidays.calendars.hindu", HINDU, _HinduLunisolar())


def hindu_countries():
    tables("the countries' own Hindu festival dates", HINDU, _HinduLunisolar(),
           HINDU_COUNTRIES, base=False)


def buddhist():
    tables("holidays.calendars.buddhist", BUDDHIST, _BuddhistLunisolar(), BUDDHIST_COUNTRIES)


def mongolian():
    tables("holidays.calendars.mongolian", MONGOLIAN, _MongolianLunisolar())


def tibetan():
    from holidays.calendars.tibetan import _TibetanLunisolar
    tables("holidays.calendars.tibetan", TIBETAN, _TibetanLunisolar(), TIBETAN_COUNTRIES)


def sinhala():
    from holidays.calendars.sinhala import _SinhalaLunar
    tables("holidays.calendars.sinhala", SINHALA, _SinhalaLunar())


def balinese():
    from holidays.calendars.balinese_saka import _BalineseSakaLunar
    tables("holidays.calendars.balinese_saka", BALINESE, _BalineseSakaLunar())


THAI = ["makha_bucha", "visakha_bucha", "preah_neangkoal", "atthami_bucha", "asarnha_bucha",
        "khao_phansa", "boun_haw_khao_padapdin", "boun_haw_khao_salark", "pchum_ben",
        "ok_phansa", "boun_suang_heua", "loy_krathong"]


def thai():
    years = list(range(_ThaiLunisolar.START_YEAR, _ThaiLunisolar.END_YEAR + 1))
    for calendar in (THAI_CALENDAR, KHMER_CALENDAR):
        lunisolar = _ThaiLunisolar(calendar)
        print(f"// holidays.calendars.thai, python-holidays 0.108, {calendar}")
        for name in THAI:
            series(name, years, lambda y: getattr(lunisolar, name + "_date")(y))
    print("// Buddhist sabbaths, a few years")
    for year in (1956, 1957, 2024):
        days = sorted(_ThaiLunisolar.buddhist_sabbath_dates(year))
        print(f"    {year}: {len(days)} days, {days[0]} ... {days[-1]}")


BURMESE = ["kason_full_moon", "waso_full_moon", "thadingyut_full_moon",
           "tazaungmon_waxing_moon", "tazaungmon_full_moon", "pyatho_waxing_moon"]


def burmese():
    calendar = _BurmeseLunisolar()
    years = list(range(calendar.START_YEAR, calendar.END_YEAR + 1))
    print("// holidays.calendars.burmese, python-holidays 0.108, by the Gregorian year its")
    print("// Burmese year begins in (none where python-holidays needs the next year's start)")
    for name in BURMESE:
        series(name, years, lambda y: getattr(calendar, name + "_date")(y))
    print("// the full moon of Tabaung, by the Gregorian year it falls in")
    series("tabaung_full_moon", years[1:], lambda y: calendar.tabaung_full_moon_date(y - 1))
    print("// Year types, by the Gregorian year the Burmese year begins in: c common,")
    print("// l little watat, b big watat")
    kinds = "".join("l" if y in calendar.LITTLE_WATAT_YEARS_GREGORIAN else
                    "b" if y in calendar.BIG_WATAT_YEARS_GREGORIAN else "c" for y in years)
    for first in range(0, len(kinds), 80):
        print(f"        \"{kinds[first:first + 80]}\"")
    series("Thingyan, Akya day", years, lambda y: calendar.thingyan_dates(y)[0])
    series("Thingyan, Atat day", years, lambda y: calendar.thingyan_dates(y)[1])


def main():
    assert holidays.__version__ == "0.108", holidays.__version__
    what = sys.argv[1] if len(sys.argv) > 1 else ""
    runs = {"hindu": hindu, "hindu-countries": hindu_countries, "buddhist": buddhist,
            "mongolian": mongolian, "thai": thai, "burmese": burmese, "tibetan": tibetan,
            "sinhala": sinhala, "balinese": balinese}
    if what not in runs:
        sys.exit(__doc__)
    runs[what]()


if __name__ == "__main__":
    main()
