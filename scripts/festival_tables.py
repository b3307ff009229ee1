#!/usr/bin/env python3
"""Prints the tables of HolidayEngine's table-driven calendars, and the countries' own
published lists of their festivals that HolidayRegions holds, as Swift source.

The Hindu, Buddhist, Tibetan and Mongolian festivals follow almanacs and decrees, not
arithmetic holical can run, so HolidayEngine holds their dates as tables (`FestivalTable`:
one day of the year per Gregorian year). Where a country publishes its own dates of a
festival, HolidayRegions holds them as a `FestivalTable` of its own, named country then
festival (`FestivalTable.guyanaHoli`), which the country's rules prefer
(`.hindu(.holi, list: .guyanaHoli)`). The dates are the published ones that
python-holidays 0.108 records, each table naming the almanac or government list behind it;
this script re-encodes them in holical's form, applies the corrections holical has judged
(Deepavali, see DEEPAVALI_CORRECTIONS), and prints the Swift file:

    python3 scripts/festival_tables.py hindu   > Sources/HolidayEngine/Calendars/Hindu/HinduFestival+Almanac.swift
    python3 scripts/festival_tables.py hindu-countries > Sources/HolidayRegions/PublishedLists/FestivalTable+HinduLists.swift
    python3 scripts/festival_tables.py buddhist > Sources/HolidayEngine/Calendars/Buddhist/BuddhistFestival+Tables.swift
    python3 scripts/festival_tables.py buddhist-countries > Sources/HolidayRegions/PublishedLists/FestivalTable+BuddhistLists.swift
    python3 scripts/festival_tables.py mongolian > Sources/HolidayEngine/Calendars/Mongolian/MongolianFestival+Tables.swift
    python3 scripts/festival_tables.py thai-years > Sources/HolidayEngine/Calendars/Thai/ThaiLunarCalendar+YearTypes.swift
    python3 scripts/festival_tables.py tibetan > Sources/HolidayEngine/Calendars/Tibetan/TibetanFestival+Tables.swift
    python3 scripts/festival_tables.py tibetan-countries > Sources/HolidayRegions/PublishedLists/FestivalTable+TibetanLists.swift
    python3 scripts/festival_tables.py sinhala > Sources/HolidayEngine/Calendars/Sinhala/SinhalaPoya+Tables.swift
    python3 scripts/festival_tables.py balinese > Sources/HolidayEngine/Calendars/Balinese/BalineseFestival+Tables.swift

A development aid, run when a table is added or python-holidays' dates are checked again;
the tests hold their own expectations (scripts/festival_expectations.py).
"""

import calendar
import importlib
import sys
from datetime import date, timedelta

import holidays
from holidays.calendars.buddhist import _BuddhistLunisolar
from holidays.calendars.custom import _CustomCalendar
from holidays.calendars.hindu import _HinduLunisolar
from holidays.calendars.mongolian import _MongolianLunisolar
from holidays.helpers import _normalize_tuple

# Swift case, python-holidays table, source of the dates.
HINDU = [
    ("adiShankaracharyaJayanti", "ADI_SHANKARACHARYA_JAYANTI", "drikpanchang.com"),
    ("anantChaturdashi", "ANANT_CHATURDASHI", "drikpanchang.com"),
    ("basantPanchami", "BASANT_PANCHAMI", "timeanddate.com"),
    ("bathukamma", "BATHUKAMMA", "the Government of Telangana's calendars (2023-2025)"),
    ("bonalu", "BONALU", "the Government of Telangana's calendars (2023-2025)"),
    ("buddhaPurnima", "BUDDHA_PURNIMA", "timeanddate.com"),
    ("chaitraNavratri", "CHAITRA_NAVRATRI", "drikpanchang.com"),
    ("chhathPuja", "CHHATH_PUJA", "timeanddate.com"),
    ("dattatreyaJayanti", "DATTATREYA_JAYANTI", "drikpanchang.com"),
    ("devDiwali", "DEV_DIWALI", "drikpanchang.com"),
    ("deepavali", "DIWALI", None),
    ("diwali", "DIWALI_INDIA", "timeanddate.com"),
    ("dussehra", "DUSSEHRA", "timeanddate.com"),
    ("ganeshChaturthi", "GANESH_CHATURTHI", "timeanddate.com"),
    ("govardhanPuja", "GOVARDHAN_PUJA", "timeanddate.com"),
    ("gudiPadwa", "GUDI_PADWA", "timeanddate.com"),
    ("guruArjunDevMartyrdom", "GURU_ARJUN_DEV_MARTYRDOM", "officeholidays.com (Punjab)"),
    ("guruGobindSinghJayanti", "GURU_GOBIND_SINGH_JAYANTI", "timeanddate.com"),
    ("guruNanakJayanti", "GURU_NANAK_JAYANTI", "timeanddate.com"),
    ("guruPurnima", "GURU_PURNIMA", "drikpanchang.com"),
    ("guruRavidasJayanti", "GURU_RAVIDAS_JAYANTI", "drikpanchang.com, timeanddate.com"),
    ("gyalpoLosar", "GYALPO_LOSAR", "timeanddate.com (Nepal), ashesh.com.np"),
    ("halShashthi", "HAL_SHASHTHI", "drikpanchang.com"),
    ("hanumanJayanti", "HANUMAN_JAYANTI", "drikpanchang.com"),
    ("hariyaliAmavasya", "HARIYALI_AMAVASYA", "drikpanchang.com"),
    ("hartalikaTeej", "HARTALIKA_TEEJ", "drikpanchang.com"),
    ("holaMohalla", "HOLA_MOHOLLA", "calendarlabs.com, sikhiwiki.org, ritiriwaz.com"),
    ("holi", "HOLI", "timeanddate.com"),
    ("janmashtami", "JANMASHTAMI", "timeanddate.com"),
    ("kabirJayanti", "KABIR_JAYANTI", "drikpanchang.com"),
    ("kaliPuja", "KALI_PUJA", "drikpanchang.com (Bengal)"),
    ("karwaChauth", "KARWA_CHAUTH", "timeanddate.com"),
    ("kerPuja", "KER_PUJA", None),
    ("kharchiPuja", "KHARCHI_PUJA", None),
    ("mahaAshtami", "MAHA_ASHTAMI", "timeanddate.com"),
    ("mahaNavami", "MAHA_NAVAMI", "timeanddate.com"),
    ("maharanaPratapJayanti", "MAHARANA_PRATAP_JAYANTI",
     "the Government of Rajasthan's holiday lists (2021-2023)"),
    ("maharshiValmikiJayanti", "MAHARSHI_VALMIKI_JAYANTI", "drikpanchang.com"),
    ("mahaShivaratri", "MAHA_SHIVARATRI", "timeanddate.com"),
    ("mahavirJayanti", "MAHAVIR_JAYANTI", "timeanddate.com"),
    ("maheshNavami", "MAHESH_NAVAMI", "drikpanchang.com"),
    ("makarSankranti", "MAKAR_SANKRANTI", "timeanddate.com"),
    ("matsyaJayanti", "MATSYA_JAYANTI", "drikpanchang.com"),
    ("naagPanchami", "NAAG_PANCHAMI", "drikpanchang.com"),
    ("narakaChaturdashi", "NARAKA_CHATURDASHI", "drikpanchang.com, timeanddate.com"),
    ("nirjalaEkadashi", "NIRJALA_EKADASHI", "drikpanchang.com"),
    ("onam", "ONAM", "timeanddate.com"),
    ("parshuramJayanti", "PARSHURAM_JAYANTI", "drikpanchang.com"),
    ("parsiNewYear", "PARSI_NEW_YEAR", "the Shahenshahi calendar's arithmetic (a 365-day year\n"
     "    // without leap days; 1 Farvardin 1341 Y.Z. was 28 August 1972), as India's central and\n"
     "    // state lists keep it"),
    ("parivartiniEkadashi", "PARIVARTINI_EKADASHI", "drikpanchang.com"),
    ("pitraMokshAmavasya", "PITRA_MOKSH_AMAVASYA", "drikpanchang.com"),
    ("pohelaBoishakh", "POHELA_BOISHAKH", "drikpanchang.com"),
    ("pongal", "PONGAL", None),
    ("puthandu", "PUTHANDU", "drikpanchang.com"),
    ("rakshaBandhan", "RAKSHA_BANDHAN", "timeanddate.com"),
    ("ramNavami", "RAM_NAVAMI", "timeanddate.com"),
    ("rathYatra", "RATH_YATRA", "timeanddate.com"),
    ("samvatsariParva", "SAMVATSARI_PARVA", "drikpanchang.com (Jain calendar)"),
    ("shakambhariPurnima", "SHAKAMBHARI_PURNIMA", "drikpanchang.com"),
    ("sharadNavratri", "SHARAD_NAVRATRI", "timeanddate.com"),
    ("vallabhacharyaJayanti", "SHRI_VALLABHACHARYA_JAYANTI", "drikpanchang.com"),
    ("sonamLosar", "SONAM_LOSAR", "timeanddate.com (Nepal), ashesh.com.np"),
    ("dayanandSaraswatiJayanti", "SWAMI_DAYANAND_SARASWATI_JAYANTI", "timeanddate.com"),
    ("tamuLosar", "TAMU_LOSAR", "hamropatro.com"),
    ("thaipusam", "THAIPUSAM", None),
    ("tulsidasJayanti", "TULSIDAS_JAYANTI", "drikpanchang.com"),
    ("vaisakhadi", "VAISAKHADI", "India's central lists of restricted holidays, as python-holidays\n"
     "    // 0.108 places it: 15 April, 14 April in a leap year"),
    ("vaisakhi", "VAISAKHI", "timeanddate.com"),
    ("varalakshmiVratam", "VARALAKSHMI_VRATAM", "drikpanchang.com"),
    ("vikramSamvatNewYear", "VIKRAM_SAMVAT_NEW_YEAR", "drikpanchang.com (Gujarati New Year)"),
    ("vishu", "VISHU", "drikpanchang.com"),
    ("vishwakarmaPuja", "VISHWAKARMA_PUJA", "drikpanchang.com"),
]

# Deepavali a lunation late in python-holidays 0.108: in these years its date is the day
# before the second new moon after the Sun enters sidereal Libra, not the first (see
# scripts/deepavali_new_moons.py, which computes these, and docs/calendars.md). Each is
# moved to the same day before the first new moon; where a government list exists it agrees
# (Singapore, Malaysia, Sri Lanka 2006; Malaysia, Sri Lanka 2009; 2025; Suriname 2028).
DEEPAVALI_CORRECTIONS = {
    1903: (10, 19), 1906: (10, 17), 1911: (10, 21), 1914: (10, 18), 1919: (10, 23),
    1922: (10, 19), 1925: (10, 17), 1930: (10, 21), 1933: (10, 18), 1938: (10, 22),
    1941: (10, 19), 1944: (10, 16), 1949: (10, 21), 1952: (10, 18), 1957: (10, 22),
    1960: (10, 19), 1963: (10, 16), 1968: (10, 21), 1971: (10, 18), 1976: (10, 22),
    1979: (10, 20), 1987: (10, 22), 1990: (10, 17), 1995: (10, 23), 1998: (10, 19),
    2006: (10, 21), 2009: (10, 17), 2017: (10, 19), 2025: (10, 20), 2028: (10, 17),
    2036: (10, 18), 2044: (10, 20), 2047: (10, 18), 2052: (10, 21), 2055: (10, 19),
    2063: (10, 21), 2066: (10, 18), 2071: (10, 22), 2074: (10, 19), 2082: (10, 21),
    2085: (10, 18), 2090: (10, 22), 2093: (10, 19),
}

# Country, python-holidays module and class, source of the country's own dates.
HINDU_COUNTRIES = [
    ("bhutan", "bhutan", "BhutanHinduHolidays",
     "the Ministry of Home and Cultural Affairs' calendars"),
    ("fiji", "fiji", "FijiHinduHolidays", "timeanddate.com (Fiji)"),
    ("guyana", "guyana", "GuyanaHinduHolidays", "timeanddate.com (Guyana)"),
    ("kenya", "kenya", "KenyaHinduHolidays", "the Kenya Gazette's notices"),
    ("malaysia", "malaysia", "MalaysiaHinduHolidays",
     "the Cabinet Division's federal holiday lists"),
    ("mauritius", "mauritius", "MauritiusHinduHolidays", "timeanddate.com (Mauritius)"),
    ("nepal", "nepal", "NepalHinduHolidays",
     "the Government of Nepal's holiday lists (hamropatro.com, ashesh.com.np)"),
    ("singapore", "singapore", "SingaporeHinduHolidays",
     "the Ministry of Manpower's public holiday lists"),
    ("sriLanka", "sri_lanka", "SriLankaHinduHolidays",
     "the Ministry of Public Administration's holiday lists"),
    ("suriname", "suriname", "SurinameHinduHolidays", "timeanddate.com (Suriname)"),
    ("trinidadAndTobago", "trinidad_and_tobago", "TrinidadAndTobagoHinduHolidays",
     "the Office of the Prime Minister's holiday lists"),
]

BUDDHIST = [
    ("vesak", "VESAK", "python-holidays 0.108's record (it names none); Singapore's Ministry\n"
     "    // of Manpower lists agree in every year of 2001-2027"),
    ("vesakInMay", "VESAK_MAY", "python-holidays 0.108's record (it names none); Malaysia's federal\n"
     "    // lists agree in 2001-2027 but for 2002 and 2026"),
]

BUDDHIST_COUNTRIES = [
    ("indonesia", "indonesia", "IndonesiaBuddhistHolidays",
     "Indonesia's national holiday lists, set each year by joint ministerial\n"
     "    // decree (liburnasional.com, timeanddate.com)"),
    ("malaysia", "malaysia", "MalaysiaBuddhistHolidays",
     "the Cabinet Division's federal holiday lists"),
    ("singapore", "singapore", "SingaporeBuddhistHolidays",
     "the Ministry of Manpower's public holiday lists"),
]

MONGOLIAN_SOURCE = ("python-holidays 0.108's record; for Mongolia it cites Ts. Gantumur's\n"
                    "    // Mongolian lunar calendar (math.mcgill.ca/gantumur/cal)")
MONGOLIAN = [
    ("tsagaanSar", "TSAGAAN_SAR", MONGOLIAN_SOURCE),
    ("buddhaDay", "BUDDHA_DAY", MONGOLIAN_SOURCE),
    ("genghisKhanDay", "GENGHIS_KHAN_DAY", MONGOLIAN_SOURCE),
]

TIBETAN_SOURCE = ("python-holidays 0.108's record; for Bhutan it cites the Ministry of Home and\n"
                  "    // Cultural Affairs' calendars and E. Henning's Bhutanese calendar (kalacakra.org)")
TIBETAN = [
    ("losar", "LOSAR", TIBETAN_SOURCE),
    ("dayOfOffering", "DAY_OF_OFFERING", TIBETAN_SOURCE),
    ("deathOfZhabdrung", "DEATH_OF_ZHABDRUNG", TIBETAN_SOURCE),
    ("buddhaParinirvana", "BUDDHA_PARINIRVANA", TIBETAN_SOURCE),
    ("birthOfGuruRinpoche", "BIRTH_OF_GURU_RINPOCHE", TIBETAN_SOURCE),
    ("buddhaFirstSermon", "BUDDHA_FIRST_SERMON", TIBETAN_SOURCE),
    ("thimphuDrubchen", "THIMPHU_DRUBCHEN", TIBETAN_SOURCE),
    ("thimphuTshechu", "THIMPHU_TSHECHU", TIBETAN_SOURCE),
    ("descendingDayOfLordBuddha", "DESCENDING_DAY_OF_LORD_BUDDHA", TIBETAN_SOURCE),
]

TIBETAN_COUNTRIES = [
    ("bhutan", "bhutan", "BhutanTibetanHolidays",
     "the Ministry of Home and Cultural Affairs' calendars"),
]

SINHALA_SOURCE = ("Sri Lanka's holiday lists (Ministry of Public Administration), as\n"
                  "    // python-holidays 0.108 records them")
SINHALA = [(case, case.upper() + "_POYA", SINHALA_SOURCE) for case in (
    "duruthu", "nawam", "medin", "bak", "vesak", "poson", "esala", "nikini", "binara", "vap",
    "il", "unduvap")]

BALINESE = [("nyepi", "NYEPI", "Indonesia's national holiday lists, as python-holidays 0.108 records them")]

CUSTOM = "_" + _CustomCalendar.CUSTOM_ATTR_POSTFIX


def parsi_new_year(year):
    """1 Farvardin of the Shahenshahi calendar, the Parsi new year India keeps: its year has
    365 days and no leap day, so the day comes one Gregorian day earlier after every 29
    February. 1 Farvardin 1341 Y.Z. was 28 August 1972."""
    if year >= 1972:
        shift = calendar.leapdays(1973, year + 1)
    else:
        shift = -calendar.leapdays(year + 1, 1973)
    return date(1972, 8, 28).replace(year=year) - timedelta(days=shift)


def vaisakhadi(year):
    """Vaisakhadi (Bahag Bihu), the first day of the solar Vaisakha, as India's central lists
    keep it: 15 April, 14 April in a leap year."""
    return date(year, 4, 14 if calendar.isleap(year) else 15)


# Festivals India's lists keep by a fixed arithmetic rather than an almanac's table: their
# dates for 1901-2100, as the tables' dates are given.
ARITHMETIC = {
    "PARSI_NEW_YEAR": parsi_new_year,
    "VAISAKHADI": vaisakhadi,
}


class HinduDates:
    """python-holidays' Hindu tables, and the arithmetic festivals' dates as a table."""

    def __getattr__(self, attribute):
        name = attribute.removesuffix("_DATES")
        if name in ARITHMETIC:
            return {year: (d.month, d.day) for year in range(1901, 2101)
                    for d in [ARITHMETIC[name](year)]}
        return getattr(_HinduLunisolar, attribute)


def day_of_year(d):
    return (d - date(d.year, 1, 1)).days + 1


def table_source(first, days, seconds, indent="    "):
    """`FestivalTable(firstYear:days:secondDays:)`, ten years a line, each line's first year
    in a comment."""
    lines = [f"FestivalTable(firstYear: {first}, days: ["]
    for start in range(0, len(days), 10):
        row = ", ".join(f"{d:3d}" for d in days[start:start + 10]) + ","
        lines.append(f"{indent}    {row:<50}// {first + start}")
    if seconds:
        lines.append(indent + "], secondDays: [" + ", ".join(
            f"{s // 1000}_{s % 1000:03d}" for s in seconds) + "])")
    else:
        lines.append(indent + "])")
    return "\n".join(lines)


def encode(dates_by_year, corrections=None):
    """First year, days of the year (0: none), second dates (year * 1000 + day)."""
    years = sorted(dates_by_year)
    first, last = years[0], years[-1]
    days, seconds = [], []
    for year in range(first, last + 1):
        entry = (corrections or {}).get(year) or dates_by_year.get(year) or ()
        dates = sorted(date(year, m, d) for m, d in _normalize_tuple(entry))
        days.append(day_of_year(dates[0]) if dates else 0)
        seconds += [year * 1000 + day_of_year(d) for d in dates[1:]]
    return first, days, seconds


def print_header(what):
    print("// Generated by scripts/festival_tables.py " + what + " from the dates python-holidays")
    print("// 0.108 records, each table naming its source; see docs/calendars.md. Regenerate,")
    print("// do not edit by hand.")
    print()


def print_tables(type_name, entries, calendar, summary, corrections=None):
    print_header(sys.argv[1])
    print(f"extension {type_name} {{")
    print(f"    /// {summary}")
    print("    var table: FestivalTable {")
    print("        switch self {")
    for case, _, _ in entries:
        print(f"        case .{case}: Self.{case}Days")
    print("        }")
    print("    }")
    for case, name, source in entries:
        first, days, seconds = encode(getattr(calendar, name + "_DATES"),
                                      (corrections or {}).get(case))
        last = first + len(days) - 1
        origin = (f"Source: {source}" if source else
                  "Source: python-holidays 0.108's record (it names none)")
        print()
        print(f"    // {first}-{last}. {origin}.")
        if case == "deepavali":
            print("    // Corrected in the 43 years python-holidays has a lunation late:")
            print("    // scripts/deepavali_new_moons.py.")
        print(f"    private static let {case}Days = " + table_source(first, days, seconds))
    print("}")


def country_name(module):
    """The country's English name from its python-holidays module: `sri_lanka` -> Sri Lanka."""
    return " ".join(w if w == "and" else w.capitalize() for w in module.split("_"))


def print_country_lists(type_name, entries, countries, catalogue):
    """The countries' own published lists of the festivals of `type_name`, as `FestivalTable`
    statics for HolidayRegions (`FestivalTable.guyanaHoli`), named country then festival,
    and `catalogue`, each list with the festival it dates."""
    print_header(sys.argv[1])
    print("import HolidayEngine")
    print()
    print("extension FestivalTable {")
    found = []
    for country, module, cls, source in countries:
        custom = getattr(importlib.import_module("holidays.countries." + module), cls)
        for case, name, _ in entries:
            dates = getattr(custom, name + "_DATES" + CUSTOM, None)
            if dates:
                found.append((country, module, case, dates, source))
    for country, module, case, dates, source in found:
        first, days, seconds = encode(dates)
        assert not seconds, (country, case)
        listed = [first + i for i, d in enumerate(days) if d]
        last = first + len(days) - 1
        print(f"    /// `{type_name}.{case}` as {country_name(module)}'s own lists date it, "
              f"{first}-{last} ({len(listed)} years).")
        print(f"    /// Source: {source.replace(chr(10) + '    // ', chr(10) + '    /// ')}.")
        print(f"    public static let {country}{case[0].upper()}{case[1:]} = "
              + table_source(first, days, seconds))
        print()
    print("    /// Each list above with the festival it dates, so that a test can check a rule's")
    print("    /// list is one of its festival's.")
    print(f"    static let {catalogue}: [(festival: {type_name}, list: FestivalTable)] = [")
    for country, _, case, _, _ in found:
        print(f"        (.{case}, .{country}{case[0].upper()}{case[1:]}),")
    print("    ]")
    print("}")


def print_thai_year_types():
    """The Thai lunar years' types, 1914-2157, as `ThaiLunarCalendar.yearTypeCodes`."""
    from holidays.calendars.thai import _ThaiLunisolar as thai
    first, last = thai.START_YEAR, thai.END_YEAR
    codes = [2 if year in thai.ATHIKAMAT_YEARS_GREGORIAN else
             1 if year in thai.ATHIKAWAN_YEARS_GREGORIAN else 0
             for year in range(first, last + 1)]
    print_header(sys.argv[1])
    print("extension ThaiLunarCalendar {")
    print(f"    /// The type of each lunar year from {first} to {last} (`firstYear` on), a digit a year:")
    print("    /// 0 pakatimat (354 days), 1 athikawan (355 days: a day added to the seventh month),")
    print("    /// 2 athikamat (384 days: a second eighth month). Source: the Thai lunar calendar")
    print("    /// for B.E. 2300-2700 (1757-2157) as python-holidays 0.108 records it, citing")
    print("    /// myhora.com's almanac; docs/calendars.md compares it with the Suriyayatra's rule.")
    print("    static let yearTypeCodes: [UInt8] = [")
    for start in range(0, len(codes), 20):
        row = ", ".join(str(c) for c in codes[start:start + 20]) + ","
        print(f"        {row:<60}// {first + start}")
    print("    ]")
    print("}")


def main():
    assert holidays.__version__ == "0.108", holidays.__version__
    what = sys.argv[1] if len(sys.argv) > 1 else ""
    if what == "hindu":
        print_tables("HinduFestival", HINDU, HinduDates(),
                     "The almanac's dates of the festival.",
                     {"deepavali": DEEPAVALI_CORRECTIONS})
    elif what == "hindu-countries":
        print_country_lists("HinduFestival", HINDU, HINDU_COUNTRIES, "hinduLists")
    elif what == "buddhist":
        print_tables("BuddhistFestival", BUDDHIST, _BuddhistLunisolar,
                     "The festival's estimated dates.")
    elif what == "buddhist-countries":
        print_country_lists("BuddhistFestival", BUDDHIST, BUDDHIST_COUNTRIES, "buddhistLists")
    elif what == "tibetan":
        from holidays.calendars.tibetan import _TibetanLunisolar
        print_tables("TibetanFestival", TIBETAN, _TibetanLunisolar, "The festival's dates.")
    elif what == "tibetan-countries":
        print_country_lists("TibetanFestival", TIBETAN, TIBETAN_COUNTRIES, "tibetanLists")
    elif what == "sinhala":
        from holidays.calendars.sinhala import _SinhalaLunar
        print_tables("SinhalaPoya", SINHALA, _SinhalaLunar, "The poya day's dates.")
    elif what == "balinese":
        from holidays.calendars.balinese_saka import _BalineseSakaLunar
        print_tables("BalineseFestival", BALINESE, _BalineseSakaLunar, "The festival's dates.")
    elif what == "thai-years":
        print_thai_year_types()
    elif what == "mongolian":
        print_tables("MongolianFestival", MONGOLIAN, _MongolianLunisolar,
                     "The festival's dates.")
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
