#!/usr/bin/env python3
"""Prints, for countries whose Islamic dates python-holidays 0.108 corrects, the month starts
they observed (where they differ from Umm al-Qura) and the Hijri years a source confirms,
month by month, as the literals of `HijriCalendar.<country>` (docs/calendars.md, "Islamic
(Hijri)"). A development aid: no build or test depends on it. Needs python-holidays only.

    python3 scripts/hijri_observed_starts.py egypt:EgyptIslamicHolidays libya:LibyaIslamicHolidays
    python3 scripts/hijri_observed_starts.py nigeria:NigeriaIslamicHolidays:+1

A third field is the country's `calendar_delta_days` (its sighting that many days after Umm
al-Qura in the years its table leaves out, `otherStartsShiftedBy:`): the starts printed are
then those that differ from Umm al-Qura shifted by it.

Each corrected date is one of a holiday's days (Eid al-Fitr is 1 Shawwal, Mawlid 12 Rabi'
al-awwal); the start of its month is that date less the day of the month, and every other day
of the month moves with it. A month is confirmed for a Hijri year when python-holidays gives
its holiday without "(estimated)"; where those years have gaps (South Sudan's published
calendars) the month is named once per run, as `observing(monthStarts:confirmed:)` takes it.
"""
import datetime as dt
import importlib
import sys

from holidays.calendars.islamic import _IslamicLunar

# python-holidays table -> (holical month name, month number, day of the month).
HOLIDAYS = {
    'HIJRI_NEW_YEAR': ('muharram', 1, 1),
    'ASHURA': ('muharram', 1, 10),
    'GRAND_MAGAL_OF_TOUBA': ('safar', 2, 18),
    'MAWLID': ('rabiAlAwwal', 3, 12),
    'ISRA_AND_MIRAJ': ('rajab', 7, 27),
    'RAMADAN_BEGINNING': ('ramadan', 9, 1),
    'LAYLAT_AL_QADR': ('ramadan', 9, 27),
    'EID_AL_FITR': ('shawwal', 10, 1),
    'EID_AL_ADHA': ('dhuAlHijjah', 12, 10),
}
FIRST, LAST = 1924, 2077  # the Gregorian years the Umm al-Qura table reaches
ARITHMETIC_EPOCH = dt.date(622, 7, 19).toordinal()


def arithmetic(year, month, day):
    """The tabular Islamic calendar's date: within two days of any observed one."""
    return ARITHMETIC_EPOCH + 354 * (year - 1) + (3 + 11 * year) // 30 + 29 * (month - 1) + month // 2 + day - 1


def hijri_year(date, month, day):
    return next(y for y in range(1340, 1505) if abs(date.toordinal() - arithmetic(y, month, day)) <= 3)


def dates(calendar, method, year):
    return [(d, estimated) for d, estimated in getattr(calendar, method)(year) if d.year == year]


def country(module, cls, delta=0):
    custom = getattr(importlib.import_module('holidays.countries.' + module), cls)(calendar_delta_days=delta)
    default = _IslamicLunar(calendar_delta_days=delta)
    starts, confirmed = [], {}
    for table, (name, month, day) in HOLIDAYS.items():
        method = table.lower() + '_dates'
        years = set()
        for year in range(FIRST, LAST + 1):
            theirs = dates(custom, method, year)
            ours = {d for d, _ in dates(default, method, year)}
            for date, estimated in theirs:
                h = hijri_year(date, month, day)
                if not estimated:
                    years.add(h)
                if date not in ours:
                    usual = min(ours, key=lambda d: abs((d - date).days))
                    start = date - dt.timedelta(day - 1)
                    starts.append((h, month, f'            .init({h}, .{name}, on: {start.year}, {start.month}, '
                                             f'{start.day}),  // {table} {date}, Umm al-Qura '
                                             f'{(date - usual).days + delta:+d}'))
        if years:
            runs = []
            for year in sorted(years):
                if runs and runs[-1][1] == year - 1:
                    runs[-1][1] = year
                else:
                    runs.append([year, year])
            runs = [tuple(run) for run in runs]
            previous = confirmed.get(name)
            if previous and previous != runs:
                print(f'  !! {name}: {table} confirms {runs}, another table {previous}')
            confirmed[name] = runs
    print(f'== {module}')
    for _, _, line in sorted(starts):
        print(line)
    for name, runs in confirmed.items():
        print('  confirmed ' + ', '.join(f'.{name}: {first}...{last}' for first, last in runs))


if __name__ == '__main__':
    if len(sys.argv) < 2:
        sys.exit(__doc__)
    for argument in sys.argv[1:]:
        module, cls, *delta = argument.split(':')
        country(module, cls, int(delta[0]) if delta else 0)
