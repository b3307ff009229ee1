#!/usr/bin/env python3
"""Regenerates the literals of HolidayEngine's table-driven calendars and prints every
comparison docs/calendars.md reports. A development aid: no build or test depends on it.

    python3 -m venv --system-site-packages /tmp/calvenv
    /tmp/calvenv/bin/pip install holidays==0.108 hijridate ephem korean-lunar-calendar
    /tmp/calvenv/bin/python scripts/calendar_tables.py HKO_DIR

HKO_DIR holds the Hong Kong Observatory's Gregorian-Lunar conversion tables, one text file
per year named 1901.txt ... 2100.txt (the Observatory's Chinese-language yearly tables).
"""
import datetime as dt
import importlib
import math
import re
import sys

import ephem
from hijridate import Hijri
from holidays.calendars.chinese import (
    CHINESE_CALENDAR, KOREAN_CALENDAR, VIETNAMESE_CALENDAR, _ChineseLunisolar)
from holidays.calendars.islamic import _IslamicLunar
from korean_lunar_calendar import KoreanLunarCalendar

# ---------------------------------------------------------------- Hijri (Umm al-Qura)

def umm_al_qura(year, month, day=1):
    g = Hijri(year, month, 1).to_gregorian()
    return dt.date(g.year, g.month, g.day) + dt.timedelta(day - 1)


def hijri_tables():
    print('// Umm al-Qura month-length masks, bit 11 = Muharram')
    masks = []
    for year in range(1343, 1501):
        mask = sum(1 << (12 - m) for m in range(1, 13) if Hijri(year, m, 1).month_length() >= 30)
        masks.append(mask)
    for i in range(0, len(masks), 6):
        row = ', '.join('0b{0}_{1}_{2}'.format(*re.findall('....', format(m, '012b'))) for m in masks[i:i + 6])
        print(f'            {row},  // {1343 + i}-{min(1343 + i + 5, 1500)}')
    print('// irregular months:', [(y, m, Hijri(y, m, 1).month_length()) for y in range(1343, 1501)
                                   for m in range(1, 13) if Hijri(y, m, 1).month_length() not in (29, 30)])


HIJRI_HOLIDAYS = {  # python-holidays table -> (month, day); 'last' = last day of the month
    'ALI_BIRTHDAY': (7, 13), 'ALI_DEATH': (9, 21), 'ARBAEEN': (2, 20), 'ASHURA': (1, 10),
    'EID_AL_ADHA': (12, 10), 'EID_AL_FITR': (10, 1), 'EID_AL_GHADIR': (12, 18), 'FATIMA_DEATH': (6, 3),
    'GRAND_MAGAL_OF_TOUBA': (2, 18), 'HARI_HOL_JOHOR': (2, 6), 'HASAN_AL_ASKARI_DEATH': (3, 8),
    'HIJRI_NEW_YEAR': (1, 1), 'IMAM_MAHDI_BIRTHDAY': (8, 15), 'ISRA_AND_MIRAJ': (7, 27),
    'LAYLAT_AL_QADR': (9, 27), 'MALDIVES_EMBRACED_ISLAM_DAY': (4, 1), 'MAWLID': (3, 12),
    'NUZUL_AL_QURAN': (9, 17), 'PROPHET_DEATH': (2, 28), 'QUAMEE_DHUVAS': (3, 1),
    'RAMADAN_BEGINNING': (9, 1), 'SADIQ_BIRTHDAY': (3, 17), 'SADIQ_DEATH': (10, 25), 'TASUA': (1, 9),
    'ALI_AL_RIDA_DEATH': (2, 'last'),
}


def dates_of(value):
    return [value] if isinstance(value[0], int) else list(value)


def hijri_versus_python():
    mismatches = 0
    for name, (month, day) in HIJRI_HOLIDAYS.items():
        table = getattr(_IslamicLunar, name + '_DATES')
        have = {dt.date(y, *md) for y, v in table.items() for md in dates_of(v)}
        want = set()
        for year in range(1343, 1501):
            d = Hijri(year, month, 1).month_length() if day == 'last' else day
            date = umm_al_qura(year, month, d)
            if date.year in table:
                want.add(date)
        mismatches += len(have ^ want)
    print(f'python-holidays default Islamic dates vs Umm al-Qura: {mismatches} dates differ')


ARITHMETIC_EPOCH = dt.date(622, 7, 19).toordinal()


def arithmetic(year, month, day):
    return ARITHMETIC_EPOCH + 354 * (year - 1) + (3 + 11 * year) // 30 + 29 * (month - 1) + month // 2 + day - 1


def hijri_test_strings():
    for name, month, day in [('HIJRI_NEW_YEAR', 1, 1), ('ASHURA', 1, 10), ('MAWLID', 3, 12),
                             ('ISRA_AND_MIRAJ', 7, 27), ('RAMADAN_BEGINNING', 9, 1),
                             ('EID_AL_FITR', 10, 1), ('EID_AL_ADHA', 12, 10)]:
        table = getattr(_IslamicLunar, name + '_DATES')
        by_year = {}
        for g in sorted(dt.date(y, *md) for y, v in table.items() for md in dates_of(v)):
            year = next(y for y in range(1343, 1501) if abs(g.toordinal() - arithmetic(y, month, day)) <= 3)
            by_year[year] = 'abcd'[g.toordinal() - arithmetic(year, month, day) + 2]
        print(name, ''.join(by_year[y] for y in sorted(by_year)))


COUNTRIES = {  # module -> (class, calendar_delta_days, holidays whose dates it lists)
    'albania': ('AlbaniaIslamicHolidays', 0, ('EID_AL_FITR', 'EID_AL_ADHA')),
    'azerbaijan': ('AzerbaijanIslamicHolidays', 0, ('EID_AL_FITR', 'EID_AL_ADHA')),
    'bosnia_and_herzegovina': ('BosniaAndHerzegovinaIslamicHolidays', 0, ('EID_AL_FITR', 'EID_AL_ADHA')),
    'north_macedonia': ('NorthMacedoniaIslamicHolidays', 0, ('EID_AL_FITR', 'EID_AL_ADHA')),
    'montenegro': ('MontenegroIslamicHolidays', 0, ('EID_AL_FITR', 'EID_AL_ADHA')),
    'turkey': ('TurkeyIslamicHolidays', 0, ('EID_AL_FITR', 'EID_AL_ADHA')),
    # Guyana keeps the sighting a day after Umm al-Qura (python-holidays' calendar_delta_days).
    'guyana': ('GuyanaIslamicHolidays', 1, ('MAWLID', 'EID_AL_ADHA')),
    'suriname': ('SurinameIslamicHolidays', 0, ('EID_AL_FITR', 'EID_AL_ADHA')),
}
NAMES = {3: 'rabiAlAwwal', 10: 'shawwal', 12: 'dhuAlHijjah'}


def hijri_countries():
    """Each country's Islamic holiday dates as observed month starts, and its confirmed Hijri
    years. With a calendar delta, a start is printed where it differs from Umm al-Qura's
    shifted by the delta, as holical's `otherStartsShiftedBy` shifts the others."""
    for module, (cls, delta, names) in COUNTRIES.items():
        country = getattr(importlib.import_module('holidays.countries.' + module), cls)
        print(f'== {module}' + (f' (other starts shifted by {delta:+d})' if delta else ''))
        for holiday in names:
            month, day = HIJRI_HOLIDAYS[holiday]

            def hijri_year(date):
                return next(y for y in range(1343, 1501) if abs((umm_al_qura(y, month, day) - date).days) <= 3)
            for year, value in sorted(getattr(country, holiday + '_DATES_CUSTOM_CALENDAR', {}).items()):
                for md in dates_of(value):
                    observed = dt.date(year, *md)
                    h = hijri_year(observed)
                    expected = umm_al_qura(h, month, day) + dt.timedelta(delta)
                    if observed != expected:
                        start = observed - dt.timedelta(day - 1)
                        print(f'  .init({h}, .{NAMES[month]}, on: {start.year}, {start.month}, {start.day}),'
                              f'  // {observed}, Umm al-Qura {(observed - umm_al_qura(h, month, day)).days:+d}')
            calendar = country(calendar_delta_days=delta)
            method = holiday.lower() + '_dates'
            confirmed = sorted({hijri_year(d) for y in range(1924, 2078)
                                for d, estimated in getattr(calendar, method)(y) if d.year == y and not estimated})
            print(f'  confirmed {NAMES[month]}: {confirmed[0]}...{confirmed[-1]}')

# ---------------------------------------------------------------- Chinese lunisolar

MONTH_NAMES = {'正': 1, '一': 1, '二': 2, '三': 3, '四': 4, '五': 5, '六': 6, '七': 7, '八': 8,
               '九': 9, '十': 10, '十一': 11, '十二': 12, '冬': 11, '臘': 12}


def observatory(folder):
    """[(first day, month, leap)] and {(year, term): date} from the Observatory's tables."""
    starts, terms = [], {}
    for year in range(1901, 2101):
        for line in open(f'{folder}/{year}.txt', encoding='utf-8'):
            m = re.match(r'(\d{4})年(\d+)月(\d+)日\s+(\S+)\s+星期\S\s*(\S*)', line)
            if not m:
                continue
            day = dt.date(int(m[1]), int(m[2]), int(m[3]))
            if m[4].endswith('月'):
                leap = m[4].startswith('閏')
                starts.append((day, MONTH_NAMES[m[4][1:-1] if leap else m[4][:-1]], leap))
            if m[5]:
                terms[(day.year, m[5])] = day
    return starts, terms


def local_date(moment, hours):
    return (ephem.Date(moment).datetime() + dt.timedelta(hours=hours)).date()


def apparent_longitude(moment):
    sun = ephem.Sun()
    sun.compute(ephem.Date(moment), epoch=ephem.Date(moment))
    equatorial = ephem.Equatorial(sun.ra, sun.dec, epoch=ephem.Date(moment))
    return math.degrees(ephem.Ecliptic(equatorial, epoch=ephem.Date(moment)).lon)


def computed_months(hours, first=1899, last=2102):
    """Month starts by the Chinese rules for a time zone, from ephem's new moons and terms."""
    moons, moment = [], ephem.Date(f'{first}/11/1')
    while ephem.Date(moment).datetime().year <= last:
        moment = ephem.next_new_moon(moment)
        moons.append(local_date(moment, hours))
        moment = ephem.Date(moment + 1)
    major = []  # (longitude, local date) of each major term
    moment, target = ephem.Date(f'{first}/11/1'), None
    target = (math.floor(apparent_longitude(moment) / 30) + 1) * 30 % 360
    while ephem.Date(moment).datetime().year <= last:
        def behind(t):
            return ((apparent_longitude(t) - target + 180) % 360) - 180
        low, high = moment, moment + 1
        while behind(high) < 0:
            low, high = high, high + 1
        for _ in range(50):
            middle = (low + high) / 2
            low, high = (middle, high) if behind(middle) < 0 else (low, middle)
        major.append((target, local_date(high, hours)))
        moment, target = ephem.Date(high + 20), (target + 30) % 360
    solstices = [d for lon, d in major if lon == 270]
    months = []
    for a, b in zip(solstices, solstices[1:]):
        eleventh = max(i for i, d in enumerate(moons) if d <= a)
        next_eleventh = max(i for i, d in enumerate(moons) if d <= b)
        leap_year, leap_found, number = next_eleventh - eleventh == 13, False, 11
        for i in range(eleventh, next_eleventh):
            if i == eleventh:
                months.append((moons[i], 11, False))
                continue
            has_major = any(moons[i] <= d < moons[i + 1] for _, d in major)
            if leap_year and not leap_found and not has_major:
                leap_found = True
                months.append((moons[i], number, True))
                continue
            number = number % 12 + 1
            months.append((moons[i], number, False))
    return sorted(set(months))


def kasi_months():
    calendar, months, day = KoreanLunarCalendar(), [], dt.date(1901, 1, 1)
    while day <= dt.date(2050, 12, 31):
        calendar.setSolarDate(day.year, day.month, day.day)
        if calendar.lunarDay == 1:
            months.append((day, calendar.lunarMonth, bool(calendar.isIntercalation)))
        day += dt.timedelta(1)
    return months


def by_lunar_year(starts):
    years, current = {}, None
    for start in sorted(starts):
        if start[1] == 1 and not start[2]:
            current = start[0].year
            years[current] = []
        if current:
            years[current].append(start)
    return years


def words(starts):
    years, result = by_lunar_year(starts), []
    for year in range(1901, 2101):
        months, following = years[year], years[year + 1][0][0]
        leap = next((m for _, m, is_leap in months if is_leap), 0)
        bits = 0
        for i, (start, _, _) in enumerate(months):
            end = months[i + 1][0] if i + 1 < len(months) else following
            bits |= ((end - start).days == 30) << (12 - i)
        result.append((months[0][0] - dt.date(year, 1, 21)).days << 17 | leap << 13 | bits)
    return result


def print_words(name, values):
    print(f'// {name}')
    for i in range(0, 200, 8):
        print('        ' + ', '.join(f'0x{v:06X}' for v in values[i:i + 8]) + f',  // {1901 + i}-{1908 + i}')


def festival(starts, month, day):
    """The date of (month, day), regular month, in each lunar year 1901-2100."""
    return {year: next(s for s, m, leap in months if m == month and not leap) + dt.timedelta(day - 1)
            for year, months in by_lunar_year(starts).items() if 1901 <= year <= 2100}


DIGITS = '0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'


def festival_strings(china, terms):
    """The tests' compact strings: per year, days after the earliest month and day seen."""
    def encode(label, dates):
        month, day = min((d.month, d.day) for d in dates.values())
        print(label, f'after {month}/{day}:', ''.join(DIGITS[(dates[y] - dt.date(y, month, day)).days]
                                                  for y in range(1901, 2101)))
    lunar_new_year = ('lunar_new_year_date', 'mid_autumn_date', 'buddha_birthday_date', 'hung_kings_date')
    for calendar, methods in ((CHINESE_CALENDAR, ['lunar_new_year_date', 'dragon_boat_date', 'mid_autumn_date',
                                                  'double_ninth_date']),
                              (KOREAN_CALENDAR, ['lunar_new_year_date', 'mid_autumn_date', 'buddha_birthday_date']),
                              (VIETNAMESE_CALENDAR, ['lunar_new_year_date', 'hung_kings_date'])):
        python = _ChineseLunisolar(calendar=calendar)
        for method in methods:
            function = getattr(python, method)
            encode(f'{calendar} {method}', {y: (function(y, calendar) if method in lunar_new_year else function(y))[0]
                                            for y in range(1901, 2101)})
    encode('Observatory Qixi', festival(china, 7, 7))
    print('Observatory Qingming (April):', ''.join(str(terms[(y, '清明')].day) for y in range(1901, 2101)))
    print('Observatory Dongzhi (December, less 20):', ''.join(str(terms[(y, '冬至')].day - 20) for y in range(1901, 2101)))


def chinese(folder):
    hko, terms = observatory(folder)
    after = dt.date(2100, 12, 31)
    china = sorted(hko + [m for m in computed_months(8) if m[0] > after])
    korea = sorted(kasi_months() + [m for m in computed_months(9) if m[0] > dt.date(2050, 12, 31)])
    vietnam = [m for m in computed_months(7) if m[0] >= dt.date(1901, 1, 1)]
    computed = {m for m in computed_months(8) if dt.date(1901, 1, 1) <= m[0] <= after}
    print('Observatory vs computed UTC+8, months that differ:', sorted(set(hko) ^ computed))
    for name, starts in (('chinese', china), ('korean', korea), ('vietnamese', vietnam)):
        print_words(name, words(starts))
    checks = [(CHINESE_CALENDAR, china, ['lunar_new_year_date', 'mid_autumn_date', 'dragon_boat_date',
                                         'double_ninth_date', 'buddha_birthday_date', 'hung_kings_date']),
              (KOREAN_CALENDAR, korea, ['lunar_new_year_date', 'mid_autumn_date', 'buddha_birthday_date']),
              (VIETNAMESE_CALENDAR, vietnam, ['lunar_new_year_date', 'hung_kings_date'])]
    lunar = {'lunar_new_year_date': (1, 1), 'mid_autumn_date': (8, 15), 'dragon_boat_date': (5, 5),
             'double_ninth_date': (9, 9), 'buddha_birthday_date': (4, 8), 'hung_kings_date': (3, 10)}
    for calendar, starts, methods in checks:
        python = _ChineseLunisolar(calendar=calendar)
        for method in methods:
            ours = festival(starts, *lunar[method])
            function = getattr(python, method)
            theirs = {y: (function(y, calendar) if method in ('lunar_new_year_date', 'mid_autumn_date',
                      'buddha_birthday_date', 'hung_kings_date') else function(y))[0] for y in range(1901, 2101)}
            print(calendar, method, 'python-holidays differs:',
                  [(y, str(theirs[y]), str(ours[y])) for y in range(1901, 2101) if theirs[y] != ours[y]])
    festival_strings(china, terms)
    for calendar in (CHINESE_CALENDAR, KOREAN_CALENDAR, VIETNAMESE_CALENDAR):
        python = _ChineseLunisolar(calendar=calendar)
        print(calendar, 'python-holidays Qingming/Dongzhi vs the Observatory (China only):',
              [(y, str(python.qingming_date(y)[0]), str(python.winter_solstice_date(y)[0]))
               for y in range(1901, 2101) if calendar == CHINESE_CALENDAR and
               (python.qingming_date(y)[0] != terms[(y, '清明')] or python.winter_solstice_date(y)[0] != terms[(y, '冬至')])])


if __name__ == '__main__':
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    hijri_tables()
    hijri_versus_python()
    hijri_test_strings()
    hijri_countries()
    chinese(sys.argv[1])
