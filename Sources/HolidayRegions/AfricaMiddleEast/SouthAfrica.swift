import HolidayEngine

// South Africa: the public holidays of the Public Holidays Act 36 of 1994 (in force from
// 1995) and, before it, of the Union's and then the Republic's holiday laws.
//
// - Until 1951 (the Union's Public Holidays Act 3 of 1910, as amended): Empire Day (24 May),
//   Union Day (31 May), the King's Birthday (first Monday of August), Dingaan's Day
//   (16 December), Boxing Day.
// - Public Holidays Act 5 of 1952: Van Riebeeck's Day (6 April, to 1973), the Queen's Birthday
//   (second Monday of July, to 1960), Settlers' Day (first Monday of September, to 1979),
//   Kruger Day (10 October), the Day of the Covenant (16 December); from the Republic (1961)
//   Republic Day in place of Union Day and Family Day on 10 July (to 1973).
// - Public Holidays Amendment Act 1979 (from 1980): Founder's Day (6 April), Family Day on
//   Easter Monday, the Day of the Vow (16 December), the Day of Goodwill (26 December); the
//   first Friday of May as Workers' Day 1987-1989. Republic Day, Ascension and Kruger Day
//   last kept in 1993.
// - Public Holidays Act 36 of 1994, from 1995: the schedule of twelve days; section 2(1): a
//   public holiday on a Sunday makes the Monday after a public holiday. Section 2A lets the
//   President declare further days by notice in the Government Gazette: the election days,
//   the Y2K changeover (1999-2000), 2 May 2008, and 27 December 2011, 2016 and 2022 (Christmas
//   on a Sunday, its Monday already the Day of Goodwill), 15 December 2023 (the Rugby World
//   Cup); each is listed below with its year's notice.
//
// Known from 1950.

extension Country {
    /// South Africa: public holidays, known from 1950.
    public static let southAfrica = Country(
        "ZA", "South Africa", languages: ["en", "af", "zu", "xh"], firstWeekday: .sunday, known: .from(1950),
        kinds: [.public], sources: "Public Holidays Act 36 of 1994 and the President's declarations under its section 2A "
            + "(Government Gazette); before 1995 the Public Holidays Acts of 1910 and 1952 as amended",
        rules: { southAfricanHolidays })

    /// Section 2(1) of Act 36 of 1994: a Sunday holiday also on the Monday after, from 1995.
    private static let southAfricanSunday: [Observance] = [.adding(.from(1995), [.sunday: .next(.monday)])]

    /// The holidays, in the order of the year.
    private static let southAfricanHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["af": "Nuwejaarsdag", "zu": "uSuku Lonyaka Omusha"], on: .fixed(month: 1, day: 1),
            observed: southAfricanSunday),
        // Government Gazette, 1999: 31 December 1999 and 2 January 2000 declared for the Y2K
        // changeover; the Sunday gave the Monday under section 2(1).
        .oneOff("Y2K Changeover", on: CivilDate(2000, 1, 2)),
        .decreedSubstitute(HolidayName("Y2K Changeover (observed)"), for: CivilDate(2000, 1, 2), on: CivilDate(2000, 1, 3)),
        // Local government elections, declared in the Government Gazette of the year.
        .oneOff("Local Government Elections", on: CivilDate(2006, 3, 1)),
        HolidayRule(
            "Human Rights Day", ["af": "Menseregtedag", "zu": "uSuku Lwamalungelo Abantu"], on: .fixed(month: 3, day: 21),
            years: .from(1995), observed: southAfricanSunday),
        HolidayRule(
            names: [
                HolidayName("Van Riebeeck's Day", ["af": "Van Riebeeckdag"], years: YearSet(1952, 1973)),
                HolidayName("Founder's Day", ["af": "Stigtersdag"], years: YearSet(1980, 1994)),
            ],
            on: .fixed(month: 4, day: 6), years: YearSet(1952, 1973).union(YearSet(1980, 1994))),
        HolidayRule("Good Friday", ["af": "Goeie Vrydag", "zu": "uLwesihlanu Oluhle"], on: .easter(-2)),
        HolidayRule(
            names: [
                HolidayName("Easter Monday", ["af": "Paasmaandag"], years: .through(1979)),
                HolidayName("Family Day", ["af": "Gesinsdag", "zu": "uSuku Lomndeni"]),
            ],
            on: .easter(1)),
        // National and provincial elections, declared in the Government Gazette of the year.
        .oneOff("National and Provincial Government Elections", on: CivilDate(2004, 4, 14)),
        .oneOff("National and Provincial Government Elections", on: CivilDate(2009, 4, 22)),
        HolidayRule(
            "Freedom Day", ["af": "Vryheidsdag", "zu": "uSuku Lwenkululeko"], on: .fixed(month: 4, day: 27),
            years: .from(1995), observed: southAfricanSunday),
        HolidayRule(
            "Workers' Day", ["af": "Werkersdag", "zu": "uSuku Lwabasebenzi"], on: .fixed(month: 5, day: 1),
            years: .from(1995), observed: southAfricanSunday),
        HolidayRule(
            "Workers' Day", ["af": "Werkersdag"], on: .nth(1, .friday, of: 5), years: YearSet(1987, 1989),
            key: "Workers' Day (first Friday of May)"),
        // Proclamation of 2008: 2 May, the Friday between Workers' Day and the weekend.
        .oneOff("Public Holiday by Presidential Decree", on: CivilDate(2008, 5, 2)),
        .oneOff("National and Provincial Government Elections", on: CivilDate(2014, 5, 7)),
        .oneOff("National and Provincial Government Elections", on: CivilDate(2019, 5, 8)),
        .oneOff("Local Government Elections", on: CivilDate(2011, 5, 18)),
        // Public Holidays Act: declaration of 29 May 2024 as a public holiday (Government
        // Gazette, 23 February 2024).
        .oneOff("National and Provincial Government Elections", on: CivilDate(2024, 5, 29)),
        HolidayRule("Empire Day", on: .fixed(month: 5, day: 24), years: .through(1951)),
        HolidayRule("Ascension Day", ["af": "Hemelvaartdag"], on: .easter(39), years: .through(1993)),
        HolidayRule(
            names: [
                HolidayName("Union Day", ["af": "Uniedag"], years: .through(1960)),
                HolidayName("Republic Day", ["af": "Republiekdag"]),
            ],
            on: .fixed(month: 5, day: 31), years: .through(1993)),
        HolidayRule(
            "Youth Day", ["af": "Jeugdag", "zu": "uSuku Lwentsha"], on: .fixed(month: 6, day: 16),
            years: .from(1995), observed: southAfricanSunday),
        HolidayRule("Queen's Birthday", on: .nth(2, .monday, of: 7), years: YearSet(1952, 1960)),
        HolidayRule(
            "Family Day", ["af": "Gesinsdag"], on: .fixed(month: 7, day: 10), years: YearSet(1961, 1973),
            key: "Family Day (10 July)"),
        HolidayRule("King's Birthday", on: .nth(1, .monday, of: 8), years: .through(1951)),
        .oneOff("Local Government Elections", on: CivilDate(2016, 8, 3)),
        HolidayRule(
            "National Women's Day", ["af": "Nasionale Vrouedag", "zu": "uSuku Lwabesifazane"],
            on: .fixed(month: 8, day: 9), years: .from(1995), observed: southAfricanSunday),
        HolidayRule("Settlers' Day", ["af": "Setlaarsdag"], on: .nth(1, .monday, of: 9), years: YearSet(1952, 1979)),
        HolidayRule(
            "Heritage Day", ["af": "Erfenisdag", "zu": "uSuku Lwamagugu"], on: .fixed(month: 9, day: 24),
            years: .from(1995), observed: southAfricanSunday),
        HolidayRule("Kruger Day", ["af": "Krugerdag"], on: .fixed(month: 10, day: 10), years: YearSet(1952, 1993)),
        .oneOff("Municipal elections", on: CivilDate(2021, 11, 1)),
        // Public Holidays Act: declaration of 4 November 2026 as a public holiday (local
        // government elections).
        .oneOff("Local Government Elections", on: CivilDate(2026, 11, 4)),
        // Declared after the Springboks' Rugby World Cup (the President's address of
        // 30 October 2023).
        .oneOff("Public Holiday by Presidential Decree", on: CivilDate(2023, 12, 15)),
        HolidayRule(
            names: [
                HolidayName("Dingaan's Day", years: .through(1951)),
                HolidayName("Day of the Covenant", ["af": "Geloftedag"], years: YearSet(1952, 1979)),
                HolidayName("Day of the Vow", ["af": "Geloftedag"], years: YearSet(1980, 1994)),
                HolidayName("Day of Reconciliation", ["af": "Versoeningsdag", "zu": "uSuku Lokubuyisana"]),
            ],
            on: .fixed(month: 12, day: 16), observed: southAfricanSunday),
        HolidayRule("Christmas Day", ["af": "Kersdag", "zu": "uKhisimusi"], on: .fixed(month: 12, day: 25)),
        HolidayRule(
            names: [
                HolidayName("Boxing Day", years: .through(1979)),
                HolidayName("Day of Goodwill", ["af": "Welwillendheidsdag", "zu": "uSuku Lokuvumelana"]),
            ],
            on: .fixed(month: 12, day: 26), observed: southAfricanSunday),
        // Christmas Day on a Sunday: its Monday is the Day of Goodwill, so the President
        // declared the Tuesday (Government Gazette of 2011, 2016 and 2022).
        .oneOff("Public Holiday by Presidential Decree", on: CivilDate(2011, 12, 27)),
        .oneOff("Public Holiday by Presidential Decree", on: CivilDate(2016, 12, 27)),
        .oneOff("Public Holiday by Presidential Decree", on: CivilDate(2022, 12, 27)),
        // Government Gazette, 1999: the election day and the Y2K changeover.
        .oneOff("National and Provincial Government Elections", on: CivilDate(1999, 6, 2)),
        .oneOff("Y2K Changeover", on: CivilDate(1999, 12, 31)),
    ]
}
