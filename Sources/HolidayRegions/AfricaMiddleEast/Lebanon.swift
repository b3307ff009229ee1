import HolidayEngine

// Lebanon: the official holidays of the Council of Ministers' decrees (No. 35 of 1977, No.
// 2512 of 1985, No. 5112 of 1994, No. 15215 of 2005, No. 16237 of 2006, No. 3369 of 2010):
//
// - Every year: New Year's Day, Saint Maron's Day (9 February), Good Friday of the Catholic
//   and of the Orthodox churches (and the Orthodox Holy Saturday when both fall together),
//   Labour Day, the Assumption, Independence Day (22 November), Christmas; Islamic New Year,
//   Ashura, the Prophet's Birthday, the first days of Eid al-Fitr and Eid al-Adha.
// - 1985-1993: All Saints' Day. 1986-1994: Easter Monday of both churches (with the
//   Orthodox Easter Tuesday when they fall together), a third day of Eid al-Fitr (through
//   1994) and of Eid al-Adha (through 1993); a second day of Eid al-Fitr from 1986.
// - From 1995: Armenian Christmas (6 January), Labour Day on a Sunday gives the Monday;
//   the Annunciation (25 March) 1995-2005 and from 2010.
// - Martyrs' Day: the first Sunday from 6 May until 1993, the first Sunday of May from 2006,
//   with Resistance and Liberation Day on the second Sunday of May from 2006.
// - Bank holidays from 2020 (the Association of Banks' list): Rafik Hariri Memorial Day (14
//   February) and Easter Monday of both churches. python-holidays 0.108's government
//   category (14 February, 4 August) is left out.
//
// The Islamic days follow the calendar as Lebanon observes it (HijriCalendar.lebanon).
// Weekend Saturday and Sunday. Known from 1978, the first year of Decree 35 of 1977.

extension Country {
    /// Lebanon: official and bank holidays, known from 1978.
    public static let lebanon = Country(
        "LB", "Lebanon", local: "لبنان", languages: ["ar"], firstWeekday: .monday,
        known: .from(1978), observedSuffix: ["en": " (observed)", "": " (يوم عطلة بديل)"], islamic: .lebanon,
        kinds: [.public, .bank], sources: "Decrees No. 35 of 1977, 2512 of 1985, 5112 of 1994, 15215 of 2005, 16237 of 2006 and 3369 of "
            + "2010 on official holidays; the Association of Banks in Lebanon's official holidays",
        rules: { lebaneseHolidays + lebaneseIslamicHolidays + lebaneseBankHolidays })

    private static let lebaneseMartyrsDay = HolidayName("Martyrs' Day", local: "عيد الشهداء")
    private static let lebaneseCatholicEasterMonday = HolidayName(
        "Catholic Easter Monday", local: "اثنين الفصح عند الطوائف الكاثوليكية")
    private static let lebaneseOrthodoxEasterMonday = HolidayName(
        "Orthodox Easter Monday", local: "اثنين الفصح عند الطوائف الأرثوذكسية")
    private static let lebaneseFitr = HolidayName("Eid al-Fitr", local: "عيد الفطر")
    private static let lebaneseAdha = HolidayName("Eid al-Adha", local: "عيد الأضحى")

    /// The official holidays of the Gregorian year and the churches, in the order of the year.
    private static let lebaneseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "رأس السنة الميلادية", on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Armenian Orthodox Christmas Day", local: "عيد الميلاد عند الطوائف الارمنية الارثوذكسية",
            on: .fixed(month: 1, day: 6), years: .from(1995)),
        HolidayRule("Saint Maron's Day", local: "عيد مار مارون", on: .fixed(month: 2, day: 9)),
        HolidayRule(
            "Feast of the Annunciation", local: "عيد بشارة السيدة مريم العذراء", on: .fixed(month: 3, day: 25),
            years: YearSet(1995, 2005).union(.from(2010))),
        HolidayRule("Catholic Good Friday", local: "الجمعة العظيمة عند الطوائف الكاثوليكية", on: .easter(-2)),
        HolidayRule("Orthodox Good Friday", local: "الجمعة العظيمة عند الطوائف الأرثوذكسية", on: .orthodoxEaster(-2)),
        // Only when both churches keep Easter on one Sunday.
        HolidayRule(
            "Orthodox Holy Saturday", local: "سبت النور للطائفة الأرثوذكسية",
            on: .easter(-1).following(by: 0, whenOn: .orthodoxEaster(-1))),
        HolidayRule(names: [lebaneseCatholicEasterMonday], on: .easter(1), years: YearSet(1986, 1994)),
        HolidayRule(names: [lebaneseOrthodoxEasterMonday], on: .orthodoxEaster(1), years: YearSet(1986, 1994)),
        HolidayRule(
            "Orthodox Easter Tuesday", local: "ثلاثاء الفصح للطوائف الأرثوذكسية",
            on: .easter(2).following(by: 0, whenOn: .orthodoxEaster(2)), years: YearSet(1986, 1994)),
        HolidayRule(
            "Labour Day", local: "عيد العمل", on: .fixed(month: 5, day: 1),
            observed: [.adding(.from(1995), [.sunday: .next(.monday)])]),
        HolidayRule(names: [lebaneseMartyrsDay], on: .weekday(.sunday, onOrAfter: 5, 6), years: .through(1993)),
        HolidayRule(
            names: [lebaneseMartyrsDay], on: .nth(1, .sunday, of: 5), years: .from(2006), key: "Martyrs' Day (May)"),
        HolidayRule(
            "Resistance and Liberation Day", local: "عيد المقاومة والتحرير", on: .nth(2, .sunday, of: 5),
            years: .from(2006)),
        HolidayRule("Assumption Day", local: "عيد انتقال العذراء", on: .fixed(month: 8, day: 15)),
        HolidayRule("All Saints' Day", local: "عيد جميع القديسين", on: .fixed(month: 11, day: 1), years: YearSet(1985, 1993)),
        HolidayRule("Independence Day", local: "ذكرى الاستقلال", on: .fixed(month: 11, day: 22)),
        HolidayRule("Christmas Day", local: "عيد الميلاد", on: .fixed(month: 12, day: 25)),
    ]

    /// The Islamic holidays, in the order of the Hijri year. Ashura came a day after a
    /// Muharram begun on Umm al-Qura's day in 2015 and 2018-2022 (HijriCalendar+Lebanon.swift).
    private static let lebaneseIslamicHolidays: [HolidayRule] =
        [HolidayRule("Islamic New Year", local: "عيد رأس السنة الهجرية", on: .hijri(.muharram, 1))]
        + HolidayRule.moved(
            [HolidayName("Ashura", local: "عاشوراء")], on: .hijri(.muharram, 10), years: .always,
            to: [(2015, 10, 24), (2018, 9, 21), (2019, 9, 10), (2020, 8, 30), (2021, 8, 19), (2022, 8, 9)].map {
                CivilDate($0.0, $0.1, $0.2)
            })
        + [
            HolidayRule("Prophet's Birthday", local: "ذكرى المولد النبوي الشريف", on: .hijri(.rabiAlAwwal, 12)),
            HolidayRule(names: [lebaneseFitr], on: .hijri(.shawwal, 1)),
            HolidayRule(names: [lebaneseFitr], on: .hijri(.shawwal, 2), years: .from(1986), key: "Eid al-Fitr (2)"),
            HolidayRule(names: [lebaneseFitr], on: .hijri(.shawwal, 3), years: YearSet(1986, 1994), key: "Eid al-Fitr (3)"),
            HolidayRule(names: [lebaneseAdha], on: .hijri(.dhuAlHijjah, 10)),
            HolidayRule(names: [lebaneseAdha], on: .hijri(.dhuAlHijjah, 11), key: "Eid al-Adha (2)"),
            HolidayRule(
                names: [lebaneseAdha], on: .hijri(.dhuAlHijjah, 12), years: YearSet(1986, 1993), key: "Eid al-Adha (3)"),
        ]

    /// The banks' holidays beyond the official ones, from 2020.
    private static let lebaneseBankHolidays: [HolidayRule] = [
        HolidayRule(
            "Rafik Hariri Memorial Day", local: "يوم ذكرى رفيق الحريري", on: .fixed(month: 2, day: 14), kind: .bank,
            years: .from(2020)),
        HolidayRule(
            names: [lebaneseCatholicEasterMonday], on: .easter(1), kind: .bank, years: .from(2020),
            key: "Catholic Easter Monday (bank)"),
        HolidayRule(
            names: [lebaneseOrthodoxEasterMonday], on: .orthodoxEaster(1), kind: .bank, years: .from(2020),
            key: "Orthodox Easter Monday (bank)"),
    ]
}
