import HolidayEngine

// Armenia: the holidays and memorial days of the law «Տոների և հիշատակի օրերի մասին» (On
// Holidays and Memorial Days, ՀՕ-200, 24 June 2001, as amended; before it the laws of 1996 and
// 2000), and the government's decisions moving days off to bridge days, the Saturday (or
// Sunday) before or after worked instead.
//
// The days off by years (each law named beside its rule): Christmas and Epiphany on January 6;
// the Christmas holidays January 3-5 and the Day of Remembrance of the Dead (January 7) from
// 2010 to 2021 (ՀՕ-221 of 2009, abolished by ՀՕ-362-Ն of 2021); Army Day from 2003 (ՀՕ-466,
// 2002); Women's Day and Labour Day from 2001 (ՀՕ-117, ՀՕ-118, 2000); Motherhood and Beauty Day
// a day off 1994-2001; Victory and Peace Day from 1995; Constitution Day from 1996;
// Independence Day from 1992; the Day of Remembrance of the Fallen Defenders (January 27) from
// 2026 (ՀՕ-1-Ն, 2026).
//
// The law's memorial and professional days that are working days are kind `observance`.
// python-holidays calls them its `workday` category, but holical's working-day kind is a
// weekend day worked by decree, which business days count. Two of them follow Easter:
// St Vardanants' Day (the Thursday before Great Lent, 52 days before Easter) and the Feast of
// Holy Etchmiadzin (63 days after), on the Gregorian Easter the Armenian Apostolic Church keeps
// (python-holidays 0.108 puts them on the Julian Easter).
//
// Subdivisions: the eleven marzer (ISO 3166-2:AM). Lori and Shirak, the provinces the 1988
// earthquake struck, had December 7, 2018 off for its thirtieth anniversary, Saturday
// December 15 worked instead.
//
// Known from 1991, the year of independence; before it the Soviet Union's holidays.

extension Country {
    /// Armenia and its eleven provinces: public holidays, memorial days and the weekend days
    /// worked by decree, known from 1991.
    public static let armenia = Country(
        "AM", "Armenia", local: "Հայաստան", languages: ["hy"], firstWeekday: .monday,
        known: .from(1991),
        sources: "ՀՀ օրենք «Տոների և հիշատակի օրերի մասին» (ՀՕ-200, 2001) and its amendments; "
            + "the government's decisions on moving days off",
        rules: { armenianHolidays + armenianMemorialDays + armenianTransfers },
        subdivisions: [
            Subdivision("AG", "Aragatsotn", local: "Արագածոտն"),
            Subdivision("AR", "Ararat", local: "Արարատ"),
            Subdivision("AV", "Armavir", local: "Արմավիր"),
            Subdivision("ER", "Yerevan", local: "Երևան"),
            Subdivision("GR", "Gegharkunik", local: "Գեղարքունիք"),
            Subdivision("KT", "Kotayk", local: "Կոտայք"),
            Subdivision("LO", "Lori", local: "Լոռի", rules: { earthquakeAnniversary }),
            Subdivision("SH", "Shirak", local: "Շիրակ", rules: { earthquakeAnniversary }),
            Subdivision("SU", "Syunik", local: "Սյունիք"),
            Subdivision("TV", "Tavush", local: "Տավուշ"),
            Subdivision("VD", "Vayots Dzor", local: "Վայոց ձոր"),
        ])

    private static let newYear = HolidayName("New Year's Day", local: "Նոր տարվա օր")
    private static let christmasHolidays = HolidayName("Christmas Holidays", local: "Նախածննդյան տոներ")

    /// The days off, in the order of the year.
    private static let armenianHolidays: [HolidayRule] = [
        HolidayRule(names: [newYear], on: .fixed(month: 1, day: 1)),
        HolidayRule(names: [newYear], on: .fixed(month: 1, day: 2), key: "January 2"),
        HolidayRule(names: [christmasHolidays], on: .fixed(month: 1, day: 3), years: YearSet(2010, 2021)),
        HolidayRule(names: [christmasHolidays], on: .fixed(month: 1, day: 4), years: YearSet(2010, 2021), key: "January 4"),
        HolidayRule(names: [christmasHolidays], on: .fixed(month: 1, day: 5), years: YearSet(2010, 2021), key: "January 5"),
        HolidayRule("Christmas and Epiphany", local: "Սուրբ Ծնունդ եւ Հայտնություն", on: .fixed(month: 1, day: 6)),
        HolidayRule(
            "Day of Remembrance of the Dead", local: "Մեռելոց հիշատակի օր", on: .fixed(month: 1, day: 7),
            years: YearSet(2010, 2021)),
        HolidayRule(
            "Day of Remembrance of the Fallen Defenders of the Fatherland",
            local: "Հայրենիքի պաշտպանության համար զոհվածների հիշատակի օր", on: .fixed(month: 1, day: 27),
            years: .from(2026)),
        HolidayRule("Army Day", local: "Բանակի օր", on: .fixed(month: 1, day: 28), years: .from(2003)),
        HolidayRule(
            names: [
                HolidayName("International Women's Day", local: "Կանանց միջազգային օր", years: .only(2001)),
                HolidayName("Women's Day", local: "Կանանց տոն", years: .from(2002)),
            ],
            on: .fixed(month: 3, day: 8), years: .from(2001)),
        HolidayRule(
            "Motherhood and Beauty Day", local: "Մայրության և գեղեցկության տոն", on: .fixed(month: 4, day: 7),
            years: YearSet(1994, 2001)),
        HolidayRule(
            names: [
                HolidayName("Genocide Remembrance Day", local: "Ցեղասպանության զոհերի հիշատակի օր", years: .through(2014)),
                HolidayName(
                    "Armenian Genocide Remembrance Day", local: "Հայոց ցեղասպանության զոհերի հիշատակի օր",
                    years: .from(2015)),
            ],
            on: .fixed(month: 4, day: 24)),
        HolidayRule(
            names: [
                HolidayName(
                    "International Day of Workers' Solidarity", local: "Աշխատավորների համերաշխության միջազգային օր",
                    years: .only(2001)),
                HolidayName("Labour Day", local: "Աշխատանքի օր", years: .from(2002)),
            ],
            on: .fixed(month: 5, day: 1), years: .from(2001)),
        HolidayRule(
            "Victory and Peace Day", local: "Հաղթանակի և Խաղաղության տոն", on: .fixed(month: 5, day: 9),
            years: .from(1995)),
        HolidayRule("Republic Day", local: "Հանրապետության օր", on: .fixed(month: 5, day: 28)),
        HolidayRule("Constitution Day", local: "Սահմանադրության օր", on: .fixed(month: 7, day: 5), years: .from(1996)),
        HolidayRule("Independence Day", local: "Անկախության օր", on: .fixed(month: 9, day: 21), years: .from(1992)),
        HolidayRule("New Year's Eve", local: "Նոր տարվա գիշեր", on: .fixed(month: 12, day: 31)),
    ]

    /// A memorial or professional day of the law, a working day, from the year it was added.
    private static func memorial(_ english: String, _ local: String, _ date: DateRule, from year: Int) -> HolidayRule {
        HolidayRule(english, local: local, on: date, kind: .observance, years: .from(year))
    }

    /// The memorial and professional days that are working days, in the order of the year.
    private static let armenianMemorialDays: [HolidayRule] = [
        // Army Day: a working day in 2002 (ՀՕ-200), a day off from 2003.
        HolidayRule(
            "Army Day", local: "Բանակի օր", on: .fixed(month: 1, day: 28), kind: .observance, years: .only(2002),
            key: "Army Day (working)"),
        memorial("Mother Language Day", "Մայրենի լեզվի օր", .fixed(month: 2, day: 21), from: 2006),
        memorial("St Vardanants' Day", "Սուրբ Վարդանանց տոն", .easter(-52), from: 2002),
        memorial(
            "Day of Remembrance of the Victims of the Massacres in the Azerbaijani SSR",
            "Ադրբեջանական ԽՍՀ-ում կազմակերպված ջարդերի զոհերի հիշատակի եւ բռնագաղթված հայ բնակչության իրավունքների պաշտպանության օր",
            .fixed(month: 2, day: 28), from: 2006),
        HolidayRule(
            names: [
                HolidayName(
                    "Motherhood, Beauty and Love Day", local: "Մայրության, գեղեցկության եւ սիրո տոն", years: .only(2002)),
                HolidayName("Motherhood and Beauty Day", local: "Մայրության և գեղեցկության տոն", years: .from(2003)),
            ],
            on: .fixed(month: 4, day: 7), kind: .observance, years: .from(2002), key: "Motherhood and Beauty Day (working)"),
        memorial("Armenian Cinema Day", "Հայ կինոյի օր", .fixed(month: 4, day: 16), from: 2020),
        memorial("Taxpayer Day", "Հարկ վճարողի օր", .fixed(month: 4, day: 18), from: 2022),
        // The last Saturday of April, the Sunday after it when that Saturday is April 24.
        memorial(
            "Citizen's Day", "Հայաստանի Հանրապետության քաղաքացու օր",
            .last(.saturday, of: 4).moved(by: 1, whenOn: .fixed(month: 4, day: 24)), from: 2019),
        memorial("Defender's Day", "Երկրապահի օր", .fixed(month: 5, day: 8), from: 2002),
        memorial("Family Day", "Ընտանիքի օր", .fixed(month: 5, day: 15), from: 2012),
        memorial("Students and Youth Day", "Ուսանողների եւ երիտասարդների օր", .fixed(month: 5, day: 16), from: 2016),
        memorial(
            "Children's Rights Protection Day", "Երեխաների իրավունքների պաշտպանության օր", .fixed(month: 6, day: 1),
            from: 2002),
        memorial("Day of Remembrance of the Repressed", "Բռնադատվածների հիշատակի օր", .fixed(month: 6, day: 14), from: 2007),
        memorial("Father's Day", "Հայրերի օր", .fixed(month: 6, day: 17), from: 2025),
        memorial("Feast of Holy Etchmiadzin", "Սուրբ Էջմիածնի տոն", .easter(63), from: 2002),
        memorial("State Symbols' Day", "Պետական խորհրդանիշների օր", .fixed(month: 7, day: 5), from: 2017),
        memorial(
            "Day of Remembrance of the Victims of the Yazidi Genocide of 2014",
            "2014 թվականի՝ Սինջարի եզդիների ցեղասպանության զոհերի հիշատակի օր", .fixed(month: 8, day: 3), from: 2024),
        HolidayRule(
            names: [
                HolidayName("Knowledge, Writing and Literacy Day", local: "Գիտելիքի, գրի եւ դպրության օր", years: .through(2004)),
                HolidayName("Knowledge and Literacy Day", local: "Գիտելիքի եւ դպրության օր", years: .from(2005)),
            ],
            on: .fixed(month: 9, day: 1), kind: .observance, years: .from(2001)),
        memorial(
            "Day of National Minorities", "Հայաստանի Հանրապետության ազգային փոքրամասնությունների օր",
            .nth(1, .sunday, of: 10), from: 2021),
        memorial("Teacher's Day", "Ուսուցչի օր", .fixed(month: 10, day: 5), from: 2011),
        memorial("Translators' Day", "Թարգմանչաց տոն", .nth(2, .saturday, of: 10), from: 2001),
        memorial("Local Self-Government Day", "Տեղական ինքնակառավարման օր", .fixed(month: 11, day: 10), from: 2011),
        HolidayRule(
            names: [
                HolidayName("Earthquake Victims Remembrance Day", local: "Երկրաշարժի զոհերի հիշատակի օր", years: .through(2019)),
                HolidayName(
                    "Earthquake Victims Remembrance Day and Disaster Resilience Day",
                    local: "Երկրաշարժի զոհերի հիշատակի եւ աղետներին դիմակայունության օր", years: .from(2020)),
            ],
            on: .fixed(month: 12, day: 7), kind: .observance, years: .from(2001)),
        memorial(
            "Day of the Condemnation and Prevention of Genocides", "Ցեղասպանությունների դատապարտման եւ կանխարգելման օր",
            .fixed(month: 12, day: 9), from: 2015),
    ]

    private static func date(_ year: Int, _ month: Int, _ day: Int) -> CivilDate {
        CivilDate(year: year, month: month, day: day)!
    }

    /// A day off moved by the government: the weekend day is worked and the weekday off.
    private static func swapped(worked: CivilDate, for off: CivilDate) -> [HolidayRule] {
        [
            .oneOff("Day off (transferred)", local: "Հանգստյան օր (տեղափոխված)", on: off),
            .oneOff("Working day (transferred)", local: "Աշխատանքային օր (տեղափոխված)", on: worked, kind: .workday),
        ]
    }

    /// The days moved within `year`: `(12, 12, for: 12, 7)` makes Saturday December 12 a
    /// working day and December 7 a day off.
    private static func swapped(_ year: Int, _ swaps: [(Int, Int, for: Int, Int)]) -> [HolidayRule] {
        swaps.flatMap { workedMonth, workedDay, month, day in
            swapped(worked: date(year, workedMonth, workedDay), for: date(year, month, day))
        }
    }

    /// December 7, 2018, in Lori and Shirak: Saturday December 15 worked instead.
    private static let earthquakeAnniversary: [HolidayRule] = swapped(worked: date(2018, 12, 15), for: date(2018, 12, 7))

    /// The days off moved by the government, a year's decisions a line, in the order of the years.
    private static let armenianTransfers: [HolidayRule] = Array(
        [
            // 1998: the government's decision(s) on moving days off in 1998.
            swapped(1998, [(12, 12, for: 12, 7)]),
            // 2000: the government's decision(s) on moving days off in 2000.
            swapped(2000, [(5, 6, for: 5, 8)]),
            // 2003: the government's decision(s) on moving days off in 2003.
            swapped(worked: date(2002, 12, 29), for: date(2003, 1, 3)),
            // 2005: the government's decision(s) on moving days off in 2005.
            swapped(2005, [(1, 8, for: 1, 3), (3, 5, for: 3, 7), (7, 2, for: 7, 4)]),
            // 2006: the government's decision(s) on moving days off in 2006.
            swapped(2006, [(1, 8, for: 1, 3), (5, 6, for: 5, 8)]),
            // 2007: the government's decision(s) on moving days off in 2007.
            swapped(2007, [(1, 7, for: 1, 4), (4, 28, for: 4, 30)])
                + swapped(worked: date(2006, 12, 30), for: date(2007, 1, 3)),
            // 2008: the government's decision(s) on moving days off in 2008.
            swapped(
                2008,
                [
                    (1, 12, for: 1, 4), (5, 4, for: 5, 2), (6, 28, for: 6, 30), (8, 16, for: 8, 18),
                    (9, 13, for: 9, 15),
                ])
                + swapped(worked: date(2007, 12, 29), for: date(2008, 1, 3)),
            // 2009: the government's decision(s) on moving days off in 2009.
            swapped(
                2009,
                [
                    (1, 10, for: 1, 5), (4, 18, for: 4, 13), (7, 18, for: 7, 20), (8, 15, for: 8, 17),
                    (9, 12, for: 9, 14),
                ])
                + swapped(worked: date(2008, 12, 27), for: date(2009, 1, 7)),
            // 2010: the government's decision(s) on moving days off in 2010.
            swapped(
                2010,
                [
                    (4, 10, for: 4, 5), (7, 17, for: 7, 12), (8, 21, for: 8, 16), (9, 18, for: 9, 13),
                    (9, 11, for: 9, 20),
                ])
                + swapped(worked: date(2009, 12, 26), for: date(2010, 1, 8)),
            // 2011: the government's decision(s) on moving days off in 2011.
            swapped(
                2011,
                [
                    (3, 12, for: 3, 7), (4, 30, for: 4, 25), (7, 9, for: 7, 4), (8, 6, for: 8, 1),
                    (8, 20, for: 8, 15), (9, 17, for: 9, 12),
                ]),
            // 2012: the government's decision(s) on moving days off in 2012.
            swapped(
                2012,
                [
                    (3, 24, for: 3, 9), (4, 14, for: 4, 9), (4, 28, for: 4, 30), (7, 14, for: 7, 6),
                    (7, 21, for: 7, 16), (8, 18, for: 8, 13), (9, 29, for: 9, 17),
                ]),
            // 2013: the government's decision(s) on moving days off in 2013.
            swapped(
                2013,
                [
                    (4, 13, for: 4, 1), (5, 18, for: 5, 10), (6, 1, for: 5, 27), (7, 13, for: 7, 8),
                    (8, 24, for: 8, 19), (9, 28, for: 9, 16), (12, 28, for: 12, 30),
                ]),
            // 2014: the government's decision(s) on moving days off in 2014.
            swapped(
                2014,
                [
                    (2, 1, for: 1, 27), (4, 26, for: 4, 21), (5, 31, for: 5, 2), (8, 2, for: 7, 28),
                    (8, 23, for: 8, 18), (9, 27, for: 9, 15),
                ]),
            // 2015: the government's decision(s) on moving days off in 2015.
            swapped(2015, [(4, 11, for: 4, 6), (4, 18, for: 4, 23), (7, 18, for: 7, 13), (9, 19, for: 9, 14)])
                + swapped(worked: date(2014, 12, 20), for: date(2015, 1, 8))
                + swapped(worked: date(2014, 12, 27), for: date(2015, 1, 9)),
            // 2016: the government's decision(s) on moving days off in 2016.
            swapped(2016, [(3, 12, for: 3, 7), (4, 2, for: 3, 28), (9, 24, for: 9, 12)]),
            // 2017: the government's decision(s) on moving days off in 2017.
            swapped(2017, [(5, 6, for: 4, 17), (5, 20, for: 5, 8), (9, 23, for: 9, 18)]),
            // 2018: the government's decision(s) on moving days off in 2018.
            swapped(
                2018,
                [
                    (3, 17, for: 3, 9), (4, 7, for: 4, 2), (5, 5, for: 4, 30), (10, 27, for: 10, 11),
                    (11, 3, for: 10, 12),
                ]),
            // 2020: the government's decision(s) on moving days off in 2020.
            swapped(2020, [(2, 1, for: 1, 27), (5, 23, for: 5, 29)]),
            // 2021: the government's decision(s) on moving days off in 2021.
            swapped(2021, [(9, 25, for: 9, 20)]),

        ].joined())
}
