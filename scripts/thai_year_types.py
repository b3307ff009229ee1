#!/usr/bin/env python3
"""Compares the Thai lunar calendar's athikamat years with the Suriyayatra's tithi rule.

ThaiLunarCalendar's year types are a table of the published calendar (as python-holidays
0.108 records it). This checks its athikamat (leap month) years against the rule of the
traditional reckoning, for Chula Sakarat year y = Gregorian year - 638:

    horakhun h = (292207 y + 373) // 800 + 1
    tithi      = (h + (11 h + 650) // 692) % 30
    athikamat when tithi >= 25 or tithi <= 5, save 25 followed by 5 the year after,
              and also when 24 is followed by 6

and prints the years where rule and table differ (docs/calendars.md, "Thai lunar
calendar"). A development aid; no test runs it.

    python3 scripts/thai_year_types.py
"""

import holidays
from holidays.calendars.thai import _ThaiLunisolar


def tithi(year):
    horakhun = (292207 * year + 373) // 800 + 1
    return (horakhun + (11 * horakhun + 650) // 692) % 30


def rule_athikamat(year):
    this, following = tithi(year), tithi(year + 1)
    if (this, following) == (25, 5):
        return False
    if (this, following) == (24, 6):
        return True
    return this >= 25 or this <= 5


def main():
    assert holidays.__version__ == "0.108", holidays.__version__
    table = _ThaiLunisolar.ATHIKAMAT_YEARS_GREGORIAN
    differ = [year for year in range(_ThaiLunisolar.START_YEAR, _ThaiLunisolar.END_YEAR + 1)
              if (year in table) != rule_athikamat(year - 638)]
    print("years where the rule and the table differ:")
    for year in differ:
        print(f"  {year}: table {'athikamat' if year in table else '-'}, "
              f"rule {'athikamat' if rule_athikamat(year - 638) else '-'} (tithi {tithi(year - 638)})")
    print(f"first difference after 1945: {min(y for y in differ if y > 1945)}")


if __name__ == "__main__":
    main()
