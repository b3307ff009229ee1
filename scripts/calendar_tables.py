#!/usr/bin/env python3
"""Regenerates the literals of HolidayEngine's table-driven calendars and prints every
comparison docs/calendars.md reports. A development aid: no build or test depends on it.

    python3 -m venv --system-site-packages /tmp/calvenv
    /tmp/calvenv/bin/pip install holidays==0.108 hijridate ephem korean-lunar-calendar
    /tmp/calvenv/bin/python scripts/calendar_tables.py HKO_DIR
    /tmp/calvenv/bin/python scripts/calendar_tables.py --hijri-countries [module ...]
    /tmp/calvenv/bin/python scripts/calendar_tables.py --hijri-observed MODULE CLASS HOLIDAY ... [--against-mabims]
    /tmp/calvenv/bin/python scripts/calendar_tables.py --hijri-mabims

The second form prints only the countries' observed Hijri months (needs hijridate and
python-holidays only), for every country or the python-holidays modules named. The third
asks a country's Islamic calendar class itself for the holidays named (EID_AL_FITR ...), for
the countries whose calendar is MABIMS's rather than Umm al-Qura's (Brunei, Indonesia,
Malaysia, Singapore), against Umm al-Qura or, with --against-mabims, against python-holidays'
MABIMS calendar, whose own month starts the fourth prints (HijriCalendar.mabims).

HKO_DIR holds the Hong Kong Observatory's Gregorian-Lunar conversion tables, one text file
per year named 1901.txt ... 2100.txt (the Observatory's Chinese-language yearly tables).
"""
import datetime as dt
import importlib
import math
import re
import sys

from hijridate import Hijri
from holidays.calendars.chinese import (
    CHINESE_CALENDAR, KOREAN_CALENDAR, VIETNAMESE_CALENDAR, _ChineseLunisolar)
from holidays.calendars.islamic import _IslamicLunar

if not {'--hijri-countries', '--hijri-observed', '--hijri-mabims'} & set(sys.argv):
    # Only the lunisolar tables need these.
    import ephem
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


# python-holidays module -> (its custom Islamic class, its calendar_delta_days).
COUNTRIES = {
    'albania': ('AlbaniaIslamicHolidays', 0), 'azerbaijan': ('AzerbaijanIslamicHolidays', 0),
    'bosnia_and_herzegovina': ('BosniaAndHerzegovinaIslamicHolidays', 0),
    'north_macedonia': ('NorthMacedoniaIslamicHolidays', 0), 'montenegro': ('MontenegroIslamicHolidays', 0),
    'turkey': ('TurkeyIslamicHolidays', 0),
    'saudi_arabia': ('SaudiArabiaIslamicHolidays', 0),
    'united_arab_emirates': ('UnitedArabEmiratesIslamicHolidays', 0),
    'iran': ('IranIslamicHolidays', 1), 'qatar': ('QatarIslamicHolidays', 0),
    'bahrain': ('BahrainIslamicHolidays', 0), 'oman': ('OmanIslamicHolidays', 0),
    'iraq': ('IraqIslamicHolidays', 0), 'lebanon': ('LebanonIslamicHolidays', 0),
    'palestine': ('PalestineIslamicHolidays', 0), 'syrian_arab_republic': ('SyriaIslamicHolidays', 0),
    'yemen': ('YemenIslamicHolidays', 0),
    'kazakhstan': ('KazakhstanIslamicHolidays', 0), 'kyrgyzstan': ('KyrgyzstanIslamicHolidays', 0),
    'tajikistan': ('TajikistanIslamicHolidays', 0), 'turkmenistan': ('TurkmenistanIslamicHolidays', 0),
    'uzbekistan': ('UzbekistanIslamicHolidays', 0),
    # South Asia: India and Pakistan keep the sighting a day after Umm al-Qura.
    'india': ('IndiaIslamicHolidays', 1),
    'pakistan': ('PakistanIslamicHolidays', 1), 'bangladesh': ('BangladeshIslamicHolidays', 1),
    'afghanistan': ('AfghanistanIslamicHolidays', 0), 'sri_lanka': ('SriLankaIslamicHolidays', 1),
    'nepal': ('NepalIslamicHolidays', 1),
    # Guyana keeps the sighting a day after Umm al-Qura (python-holidays' calendar_delta_days).
    'guyana': ('GuyanaIslamicHolidays', 1), 'suriname': ('SurinameIslamicHolidays', 0),
    # The Pacific and the Indian Ocean territories: the dates their gazettes fixed.
    'fiji': ('FijiIslamicHolidays', 0), 'cocos_islands': ('CocosIslandsIslamicHolidays', 0),
    'christmas_island': ('ChristmasIslandIslamicHolidays', 0),
}
NAMES = {1: 'muharram', 2: 'safar', 3: 'rabiAlAwwal', 4: 'rabiAlThani', 5: 'jumadaAlUla',
         6: 'jumadaAlAkhirah', 7: 'rajab', 8: 'shaban', 9: 'ramadan', 10: 'shawwal', 11: 'dhuAlQadah',
         12: 'dhuAlHijjah'}
POSTFIX = '_DATES_CUSTOM_CALENDAR'


def anchor(holiday):
    """(month, day) of the month start a holiday's date fixes: the last day of a month is the
    day before the next month's first."""
    month, day = HIJRI_HOLIDAYS[holiday]
    return (month % 12 + 1, 0) if day == 'last' else (month, day)


def hijri_countries(modules=()):
    """Each country's observed Islamic dates as month starts that differ from Umm al-Qura
    (shifted by the country's calendar_delta_days), and its confirmed Hijri years per month.
    Two holidays of one month that imply different starts are printed as conflicts."""
    for module, (cls, delta) in COUNTRIES.items():
        if modules and module not in modules:
            continue
        country = getattr(importlib.import_module('holidays.countries.' + module), cls)
        print(f'== {module} (other starts shifted by {delta:+d})')
        starts, confirmed = {}, {}
        for attribute in sorted(vars(country)):
            if not attribute.endswith(POSTFIX) or '_CONFIRMED_YEARS' in attribute:
                continue
            holiday = attribute[:-len(POSTFIX)]
            if holiday not in HIJRI_HOLIDAYS:
                # A day on no fixed Hijri date (Jumu'atul-Wida, the last Friday of Ramadan).
                print(f'  skipped {holiday}: not a fixed Hijri date')
                continue
            month, day = anchor(holiday)
            offset = day - 1 if day else -1

            def hijri_year(date):
                return next(y for y in range(1343, 1501)
                            if abs((umm_al_qura(y, month, 1) + dt.timedelta(offset) - date).days) <= 3)
            for year, value in sorted(getattr(country, attribute).items()):
                for md in dates_of(value):
                    observed = dt.date(year, *md)
                    h = hijri_year(observed)
                    start = observed - dt.timedelta(offset)
                    starts.setdefault((h, month), {}).setdefault(start, []).append(f'{holiday} {observed}')
        tabled = {}  # month -> the holidays with a table of their own in it
        for attribute in vars(country):
            if (attribute.endswith(POSTFIX) and '_CONFIRMED_YEARS' not in attribute
                    and attribute[:-len(POSTFIX)] in HIJRI_HOLIDAYS):
                tabled.setdefault(anchor(attribute[:-len(POSTFIX)])[0], set()).add(attribute[:-len(POSTFIX)])
        for (h, month), found in sorted(starts.items()):
            expected = umm_al_qura(h, month) + dt.timedelta(delta)
            if len(found) > 1:
                print(f'  CONFLICT {h} {NAMES[month]}: {found}')
            # A holiday of the same month without a date of its own that year keeps the
            # calendar's start: a moved start would move it too.
            named = {why.split(' ')[0] for whys in found.values() for why in whys}
            if set(found) != {expected} and tabled.get(month, set()) - named:
                print(f'  CONFLICT {h} {NAMES[month]}: {sorted(tabled[month] - named)} keep {expected}')
            for start, why in found.items():
                if start != expected:
                    print(f'            .init({h}, .{NAMES[month]}, on: {start.year}, {start.month}, {start.day}),'
                          f'  // {", ".join(why)}, Umm al-Qura {(start - umm_al_qura(h, month)).days:+d}')
        calendar = country()
        for attribute in sorted(vars(country)):
            if not attribute.endswith('_DATES_CONFIRMED_YEARS' + POSTFIX[len('_DATES'):]):
                continue
            holiday = attribute[:-len('_DATES_CONFIRMED_YEARS' + POSTFIX[len('_DATES'):])]
            if holiday not in HIJRI_HOLIDAYS:
                continue
            month, day = anchor(holiday)
            offset = day - 1 if day else -1
            years = set()
            for y in range(1924, 2078):
                for d, estimated in calendar._get_holiday(holiday, y, use_delta=True):
                    if d.year == y and not estimated:
                        years.add(next(h for h in range(1343, 1501)
                                       if abs((umm_al_qura(h, month) + dt.timedelta(offset) - d).days) <= 3))
            years = sorted(years)
            gaps = [y for y in range(years[0], years[-1] + 1) if y not in years] if years else []
            print(f'  confirmed {holiday} ({NAMES[month]}): {years[0]}...{years[-1]}' if years else
                  f'  confirmed {holiday}: none', f'gaps {gaps}' if gaps else '')
            confirmed.setdefault(month, set()).add((years[0], years[-1]) if years else None)
        for month, ranges in sorted(confirmed.items()):
            if len(ranges) > 1:
                print(f'  CONFLICT confirmed {NAMES[month]}: {ranges}')


MABIMS_HOLIDAYS = ('HIJRI_NEW_YEAR', 'MAWLID', 'ISRA_AND_MIRAJ', 'RAMADAN_BEGINNING', 'NUZUL_AL_QURAN',
                   'EID_AL_FITR', 'EID_AL_ADHA')


def observed_starts(calendar, holidays_used):
    """The month starts a calendar's holidays imply, asked of it for every year 1925-2077:
    {(hijri year, month): {start: [why]}}, and per month the Hijri years it confirms."""
    starts, confirmed = {}, {}
    for holiday in holidays_used:
        month, day = anchor(holiday)
        offset = day - 1 if day else -1
        for year in range(1925, 2078):
            for date, estimated in calendar._get_holiday(holiday, year):
                if date.year != year or date < umm_al_qura(1343, 1):
                    continue
                start = date - dt.timedelta(offset)
                h = next((y for y in range(1343, 1501) if abs((umm_al_qura(y, month) - start).days) <= 3), None)
                if h is None:
                    print(f'  NO HIJRI YEAR for {holiday} {date}')
                    continue
                starts.setdefault((h, month), {}).setdefault(start, []).append(f'{holiday} {date}')
                if not estimated:
                    confirmed.setdefault(month, set()).add(h)
    return starts, confirmed


def mabims_base():
    """The month starts of python-holidays' MABIMS calendar (computed for Singapore by the
    2021 criteria), one per month: where two of its holidays disagree, the Eid's or the first
    listed."""
    from holidays.calendars.islamic import _IslamicMabimsLunar
    starts, _ = observed_starts(_IslamicMabimsLunar(), MABIMS_HOLIDAYS)
    return starts


def hijri_observed(module, cls, holidays_used, base=None):
    """A country whose calendar is not Umm al-Qura plus a table of its own (MABIMS: Brunei,
    Indonesia, Malaysia, Singapore): the month starts its holidays imply, asked of the
    calendar itself for every year, where they differ from `base`'s (Umm al-Qura's when
    None), and the Hijri years whose dates it counts as confirmed."""
    calendar = getattr(importlib.import_module('holidays.countries.' + module), cls)()
    starts, confirmed = observed_starts(calendar, holidays_used)
    print(f'== {module}' + (' (against MABIMS)' if base else ''))
    for (h, month), found in sorted(starts.items()):
        if len(found) > 1:
            print(f'  CONFLICT {h} {NAMES[month]}: {found}')
        expected = umm_al_qura(h, month)
        if base and (h, month) in base:
            expected = sorted(base[(h, month)])[0] if len(base[(h, month)]) == 1 else expected
        for start, why in found.items():
            if start != expected:
                print(f'            .init({h}, .{NAMES[month]}, on: {start.year}, {start.month}, {start.day}),'
                      f'  // {", ".join(why)}, Umm al-Qura {(start - umm_al_qura(h, month)).days:+d}')
    for month, years in sorted(confirmed.items()):
        years = sorted(years)
        gaps = [y for y in range(years[0], years[-1] + 1) if y not in years]
        print(f'  confirmed {NAMES[month]}: {years[0]}...{years[-1]}', f'gaps {gaps}' if gaps else '')

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
    if len(sys.argv) >= 2 and sys.argv[1] == '--hijri-countries':
        hijri_countries(sys.argv[2:])
        sys.exit()
    if len(sys.argv) >= 4 and sys.argv[1] == '--hijri-observed':
        base = None
        if '--against-mabims' in sys.argv:
            sys.argv.remove('--against-mabims')
            base = mabims_base()
        hijri_observed(sys.argv[2], sys.argv[3], sys.argv[4:], base)
        sys.exit()
    if len(sys.argv) == 2 and sys.argv[1] == '--hijri-mabims':
        for (h, month), found in sorted(mabims_base().items()):
            if len(found) > 1:
                print(f'  CONFLICT {h} {NAMES[month]}: {found}')
            for start, why in sorted(found.items())[:1]:
                if start != umm_al_qura(h, month):
                    print(f'            .init({h}, .{NAMES[month]}, on: {start.year}, {start.month}, {start.day}),'
                          f'  // {", ".join(why)}, Umm al-Qura {(start - umm_al_qura(h, month)).days:+d}')
        sys.exit()
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    hijri_tables()
    hijri_versus_python()
    hijri_test_strings()
    hijri_countries()
    chinese(sys.argv[1])
