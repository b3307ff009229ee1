import HolidayEngine

// Indonesia: the national holidays as the President's decrees (Keputusan Presiden) fix them:
// Keppres 24/1953 (the first national list, from 1953), 21/1963 (some days left to each
// faith, from 15 October 1963), 251/1967 (national again, from 16 December 1967), 148/1968
// (Labour Day removed), 10/1971 (Good Friday back, the Assumption removed), 3/1983 (Nyepi and
// Waisak, from 1983), 19/2002 (Imlek, from 2003), 24/2013 (Labour Day, from 2014), 24/2016
// (Pancasila Day), 8/2024 (Easter Sunday); and the joint ministerial decrees (SKB) that date
// the moving feasts each year.
//
// - Islamic days as the Ministry of Religious Affairs' isbat sessions fix them
//   (`HijriCalendar.indonesia`), confirmed 1963-2027.
// - Waisak on the joint decrees' dates 1983-2027 (`FestivalTable.indonesiaVesak`), Nyepi on
//   the Balinese Saka calendar (`BalineseFestival.nyepi`), Imlek at UTC+8 (in 2006, 2007,
//   2010 and 2013 the decrees gave the day after a Sunday new year, or the Monday).
// - Election days, each declared a national holiday by presidential decree.
// - No substitute days: a holiday on a Sunday is lost (but Idul Fitri 2004, whose first day
//   was a Sunday, gave 16 November by decree).
//
// The joint leave days (cuti bersama), which python-holidays 0.108 files as government
// holidays, are left out: they are leave days for civil servants, not public holidays.
//
// The weekend: Saturday and Sunday. Known from 1950; python-holidays 0.108 starts in 1946, the
// years 1946-1949 of which, before holical's first year, holical declines.

extension Country {
    /// Indonesia: national holidays, known from 1950.
    public static let indonesia = Country(
        "ID", "Indonesia", local: "Indonesia", languages: ["id", "en"], firstWeekday: .monday,
        weekend: .saturdaySunday, known: .from(1950), observedSuffix: ["en": " (observed)", "": " (pengganti)"],
        islamic: .indonesia, lunisolar: .chinese,
        kinds: [.public], sources: "Keputusan Presiden 24/1953, 21/1963, 251/1967, 148/1968, 10/1971, 3/1983, 19/2002, 24/2013, "
            + "24/2016, 8/2024; the yearly joint ministerial decrees on national holidays; the decrees on election days",
        rules: { indonesianHolidays + indonesianOneOffs })

    /// The years of the days Keppres 21/1963 left to each faith and Keppres 251/1967 made
    /// national again.
    private static let sinceNineteenFiftyThreeSave1964To1967 = YearSet(1953, 1963).union(.from(1968))

    /// The national holidays, in the order of the year.
    private static let indonesianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Tahun Baru Masehi", on: .fixed(month: 1, day: 1)),
    ] + HolidayRule.moved(
        [HolidayName("Lunar New Year", local: "Tahun Baru Imlek")], on: .chinese(1, 1), years: .from(2003),
        to: [CivilDate(2006, 1, 30), CivilDate(2007, 2, 19), CivilDate(2010, 2, 15), CivilDate(2013, 2, 11)]) + [
        HolidayRule("Isra' and Mi'raj", local: "Isra Mikraj Nabi Muhammad", on: .hijri(.rajab, 27), years: YearSet(1953, 1962).union(.from(1968))),
        HolidayRule("Day of Silence", local: "Hari Suci Nyepi", on: .balinese(.nyepi), years: .from(1983)),
        HolidayRule("Easter Monday", local: "Hari kedua Paskah", on: .easter(1), years: YearSet(1953, 1963)),
        HolidayRule("Good Friday", local: "Wafat Yesus Kristus", on: .easter(-2), years: YearSet(1953, 1963).union(.from(1971))),
        HolidayRule("Easter Sunday", local: "Kebangkitan Yesus Kristus", on: .easter(0), years: .from(2024)),
        HolidayRule("Labour Day", local: "Hari Buruh Internasional", on: .fixed(month: 5, day: 1), years: YearSet(1953, 1967).union(.from(2014))),
        HolidayRule("Ascension Day", local: "Kenaikan Yesus Kristus", on: .easter(39), years: sinceNineteenFiftyThreeSave1964To1967),
        HolidayRule("Whit Monday", local: "Hari kedua Pentakosta", on: .easter(50), years: YearSet(1953, 1963)),
        HolidayRule("Vesak Day", local: "Hari Raya Waisak", on: .buddhist(.vesak, list: .indonesiaVesak), years: .from(1983)),
        HolidayRule("Pancasila Day", local: "Hari Lahir Pancasila", on: .fixed(month: 6, day: 1), years: .from(2016)),
        HolidayRule("Nuzul Al-Quran", local: "Nuzululqur'an", on: .hijri(.ramadan, 17), years: YearSet(1953, 1963)),
        HolidayRule("Eid al-Fitr", local: "Hari Raya Idul Fitri", on: .hijri(.shawwal, 1), years: .from(1953)),
        HolidayRule("Eid al-Fitr (second day)", local: "Hari kedua dari Hari Raya Idul Fitri", on: .hijri(.shawwal, 2), years: .from(1953)),
        HolidayRule("Eid al-Adha", local: "Hari Raya Idul Adha", on: .hijri(.dhuAlHijjah, 10), years: .from(1953)),
        HolidayRule("Islamic New Year", local: "Tahun Baru Islam", on: .hijri(.muharram, 1), years: sinceNineteenFiftyThreeSave1964To1967),
        HolidayRule("Prophet's Birthday", local: "Maulid Nabi Muhammad", on: .hijri(.rabiAlAwwal, 12), years: sinceNineteenFiftyThreeSave1964To1967),
        HolidayRule("Independence Day", local: "Hari Kemerdekaan Republik Indonesia", on: .fixed(month: 8, day: 17)),
        HolidayRule("Assumption Day", local: "Mikraj Santa Maria", on: .fixed(month: 8, day: 15), years: YearSet(1968, 1970)),
        // Keppres 24/1953 dropped these two from the list from 1953.
        HolidayRule("Armed Forces Day", local: "Hari Angkatan Perang", on: .fixed(month: 10, day: 5), years: .through(1952)),
        HolidayRule("Heroes' Day", local: "Hari Pahlawan", on: .fixed(month: 11, day: 10), years: .through(1952)),
        HolidayRule("Christmas Day", local: "Hari Raya Natal", on: .fixed(month: 12, day: 25), years: .from(1953)),
    ]

    /// Election days, each a national holiday by its own presidential decree, and the decreed
    /// substitute for Idul Fitri 2004.
    private static let indonesianOneOffs: [HolidayRule] = [
        (CivilDate(1999, 6, 7), "Legislative Election Day", "Hari Pemilihan Legislatif"),
        (CivilDate(2004, 4, 5), "Legislative Election Day", "Hari Pemilihan Legislatif"),
        (CivilDate(2004, 7, 5), "Presidential Election Day", "Hari Pemilihan Presiden"),
        (CivilDate(2004, 9, 20), "Presidential Election Day", "Hari Pemilihan Presiden"),
        (CivilDate(2009, 4, 9), "Legislative Election Day", "Hari Pemilihan Legislatif"),
        (CivilDate(2009, 7, 8), "Presidential Election Day", "Hari Pemilihan Presiden"),
        (CivilDate(2014, 4, 9), "Legislative Election Day", "Hari Pemilihan Legislatif"),
        (CivilDate(2014, 7, 9), "Presidential Election Day", "Hari Pemilihan Presiden"),
        (CivilDate(2015, 12, 9), "Local Election Day", "Hari Pemilihan Kepala Daerah"),
        (CivilDate(2017, 2, 15), "Local Election Day", "Hari Pemilihan Kepala Daerah"),
        (CivilDate(2018, 6, 27), "Local Election Day", "Hari Pemilihan Kepala Daerah"),
        (CivilDate(2019, 4, 17), "General Election Day", "Hari Pemilihan Umum"),
        (CivilDate(2020, 12, 9), "Local Election Day", "Hari Pemilihan Kepala Daerah"),
        (CivilDate(2024, 2, 14), "General Election Day", "Hari Pemilihan Umum"),
        (CivilDate(2024, 11, 27), "Local Election Day", "Hari Pemilihan Kepala Daerah"),
    ].map { date, english, local in HolidayRule.oneOff(english, local: local, on: date) } + [
        .decreedSubstitute(
            HolidayName("Eid al-Fitr (observed)", local: "Hari Raya Idul Fitri (pengganti)"), for: CivilDate(2004, 11, 14),
            on: CivilDate(2004, 11, 16)),
    ]
}
