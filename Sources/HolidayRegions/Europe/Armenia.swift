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
        kinds: [.public, .observance, .workday], sources: "ՀՀ օրենք «Տոների և հիշատակի օրերի մասին» (ՀՕ-200, 2001) and its amendments; "
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
        HolidayRule(
            names: [christmasHolidays], on: .fixed(month: 1, day: 4), years: YearSet(2010, 2021), key: "January 4"),
        HolidayRule(
            names: [christmasHolidays], on: .fixed(month: 1, day: 5), years: YearSet(2010, 2021), key: "January 5"),
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
                HolidayName(
                    "Genocide Remembrance Day", local: "Ցեղասպանության զոհերի հիշատակի օր", years: .through(2014)),
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

    /// The memorial and professional days that are working days, in the order of the year.
    private static let armenianMemorialDays: [HolidayRule] = [
        // Army Day: a working day in 2002 (ՀՕ-200), a day off from 2003.
        HolidayRule(
            "Army Day", local: "Բանակի օր", on: .fixed(month: 1, day: 28), kind: .observance, years: .only(2002),
            key: "Army Day (working)"),
        HolidayRule(
            "Mother Language Day", local: "Մայրենի լեզվի օր", on: .fixed(month: 2, day: 21), kind: .observance,
            years: .from(2006)),
        HolidayRule(
            "St Vardanants' Day", local: "Սուրբ Վարդանանց տոն", on: .easter(-52),
            kind: .observance, years: .from(2002)),
        HolidayRule(
            "Day of Remembrance of the Victims of the Massacres in the Azerbaijani SSR",
            local: "Ադրբեջանական ԽՍՀ-ում կազմակերպված ջարդերի զոհերի հիշատակի եւ բռնագաղթված հայ բնակչության իրավունքների պաշտպանության օր",
            on: .fixed(month: 2, day: 28), kind: .observance, years: .from(2006)),
        HolidayRule(
            names: [
                HolidayName(
                    "Motherhood, Beauty and Love Day", local: "Մայրության, գեղեցկության եւ սիրո տոն", years: .only(2002)),
                HolidayName("Motherhood and Beauty Day", local: "Մայրության և գեղեցկության տոն", years: .from(2003)),
            ],
            on: .fixed(month: 4, day: 7), kind: .observance, years: .from(2002), key: "Motherhood and Beauty Day (working)"),
        HolidayRule(
            "Armenian Cinema Day", local: "Հայ կինոյի օր", on: .fixed(month: 4, day: 16), kind: .observance,
            years: .from(2020)),
        HolidayRule(
            "Taxpayer Day", local: "Հարկ վճարողի օր", on: .fixed(month: 4, day: 18), kind: .observance,
            years: .from(2022)),
        // The last Saturday of April, the Sunday after it when that Saturday is April 24.
        HolidayRule(
            "Citizen's Day", local: "Հայաստանի Հանրապետության քաղաքացու օր",
            on: .last(.saturday, of: 4).moved(by: 1, whenOn: .fixed(month: 4, day: 24)), kind: .observance,
            years: .from(2019)),
        HolidayRule(
            "Defender's Day", local: "Երկրապահի օր", on: .fixed(month: 5, day: 8),
            kind: .observance, years: .from(2002)),
        HolidayRule(
            "Family Day", local: "Ընտանիքի օր", on: .fixed(month: 5, day: 15), kind: .observance, years: .from(2012)),
        HolidayRule(
            "Students and Youth Day", local: "Ուսանողների եւ երիտասարդների օր", on: .fixed(month: 5, day: 16),
            kind: .observance, years: .from(2016)),
        HolidayRule(
            "Children's Rights Protection Day", local: "Երեխաների իրավունքների պաշտպանության օր",
            on: .fixed(month: 6, day: 1), kind: .observance, years: .from(2002)),
        HolidayRule(
            "Day of Remembrance of the Repressed", local: "Բռնադատվածների հիշատակի օր", on: .fixed(month: 6, day: 14),
            kind: .observance, years: .from(2007)),
        HolidayRule(
            "Father's Day", local: "Հայրերի օր", on: .fixed(month: 6, day: 17), kind: .observance, years: .from(2025)),
        HolidayRule(
            "Feast of Holy Etchmiadzin", local: "Սուրբ Էջմիածնի տոն", on: .easter(63), kind: .observance,
            years: .from(2002)),
        HolidayRule(
            "State Symbols' Day", local: "Պետական խորհրդանիշների օր", on: .fixed(month: 7, day: 5), kind: .observance,
            years: .from(2017)),
        HolidayRule(
            "Day of Remembrance of the Victims of the Yazidi Genocide of 2014",
            local: "2014 թվականի՝ Սինջարի եզդիների ցեղասպանության զոհերի հիշատակի օր", on: .fixed(month: 8, day: 3),
            kind: .observance, years: .from(2024)),
        HolidayRule(
            names: [
                HolidayName(
                    "Knowledge, Writing and Literacy Day", local: "Գիտելիքի, գրի եւ դպրության օր", years: .through(2004)),
                HolidayName("Knowledge and Literacy Day", local: "Գիտելիքի եւ դպրության օր", years: .from(2005)),
            ],
            on: .fixed(month: 9, day: 1), kind: .observance, years: .from(2001)),
        HolidayRule(
            "Day of National Minorities", local: "Հայաստանի Հանրապետության ազգային փոքրամասնությունների օր",
            on: .nth(1, .sunday, of: 10), kind: .observance, years: .from(2021)),
        HolidayRule(
            "Teacher's Day", local: "Ուսուցչի օր", on: .fixed(month: 10, day: 5),
            kind: .observance, years: .from(2011)),
        HolidayRule(
            "Translators' Day", local: "Թարգմանչաց տոն", on: .nth(2, .saturday, of: 10), kind: .observance,
            years: .from(2001)),
        HolidayRule(
            "Local Self-Government Day", local: "Տեղական ինքնակառավարման օր", on: .fixed(month: 11, day: 10),
            kind: .observance, years: .from(2011)),
        HolidayRule(
            names: [
                HolidayName(
                    "Earthquake Victims Remembrance Day", local: "Երկրաշարժի զոհերի հիշատակի օր", years: .through(2019)),
                HolidayName(
                    "Earthquake Victims Remembrance Day and Disaster Resilience Day",
                    local: "Երկրաշարժի զոհերի հիշատակի եւ աղետներին դիմակայունության օր", years: .from(2020)),
            ],
            on: .fixed(month: 12, day: 7), kind: .observance, years: .from(2001)),
        HolidayRule(
            "Day of the Condemnation and Prevention of Genocides",
            local: "Ցեղասպանությունների դատապարտման եւ կանխարգելման օր", on: .fixed(month: 12, day: 9),
            kind: .observance, years: .from(2015)),
    ]

    /// What the government's decisions call the two days of a transfer.
    private static let armenianTransfer = TransferNames(
        dayOff: HolidayName("Day off (transferred)", local: "Հանգստյան օր (տեղափոխված)"),
        workday: HolidayName("Working day (transferred)", local: "Աշխատանքային օր (տեղափոխված)"))

    /// December 7, 2018, in Lori and Shirak: Saturday December 15 worked instead.
    private static let earthquakeAnniversary: [HolidayRule] = HolidayRule.transfer(
        off: CivilDate(2018, 12, 7), worked: CivilDate(2018, 12, 15), names: armenianTransfer)

    /// The days off moved by the government, a year's decisions a line, in the order of the years.
    private static let armenianTransfers: [HolidayRule] = Array(
        [
            // 1998: the government's decision(s) on moving days off in 1998.
            HolidayRule.transfers(1998, [(off: (12, 7), worked: (12, 12))], names: armenianTransfer),
            // 2000: the government's decision(s) on moving days off in 2000.
            HolidayRule.transfers(2000, [(off: (5, 8), worked: (5, 6))], names: armenianTransfer),
            // 2003: the government's decision(s) on moving days off in 2003.
            HolidayRule.transfer(off: CivilDate(2003, 1, 3), worked: CivilDate(2002, 12, 29), names: armenianTransfer),
            // 2005: the government's decision(s) on moving days off in 2005.
            HolidayRule.transfers(
                2005,
                [
                    (off: (1, 3), worked: (1, 8)), (off: (3, 7), worked: (3, 5)), (off: (7, 4), worked: (7, 2)),
                ],
                names: armenianTransfer),
            // 2006: the government's decision(s) on moving days off in 2006.
            HolidayRule.transfers(
                2006, [(off: (1, 3), worked: (1, 8)), (off: (5, 8), worked: (5, 6))], names: armenianTransfer),
            // 2007: the government's decision(s) on moving days off in 2007.
            HolidayRule.transfers(
                2007, [(off: (1, 4), worked: (1, 7)), (off: (4, 30), worked: (4, 28))], names: armenianTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2007, 1, 3), worked: CivilDate(2006, 12, 30), names: armenianTransfer),
            // 2008: the government's decision(s) on moving days off in 2008.
            HolidayRule.transfers(
                2008,
                [
                    (off: (1, 4), worked: (1, 12)), (off: (5, 2), worked: (5, 4)), (off: (6, 30), worked: (6, 28)),
                    (off: (8, 18), worked: (8, 16)), (off: (9, 15), worked: (9, 13)),
                ],
                names: armenianTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2008, 1, 3), worked: CivilDate(2007, 12, 29), names: armenianTransfer),
            // 2009: the government's decision(s) on moving days off in 2009.
            HolidayRule.transfers(
                2009,
                [
                    (off: (1, 5), worked: (1, 10)), (off: (4, 13), worked: (4, 18)), (off: (7, 20), worked: (7, 18)),
                    (off: (8, 17), worked: (8, 15)), (off: (9, 14), worked: (9, 12)),
                ],
                names: armenianTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2009, 1, 7), worked: CivilDate(2008, 12, 27), names: armenianTransfer),
            // 2010: the government's decision(s) on moving days off in 2010.
            HolidayRule.transfers(
                2010,
                [
                    (off: (4, 5), worked: (4, 10)), (off: (7, 12), worked: (7, 17)), (off: (8, 16), worked: (8, 21)),
                    (off: (9, 13), worked: (9, 18)), (off: (9, 20), worked: (9, 11)),
                ],
                names: armenianTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2010, 1, 8), worked: CivilDate(2009, 12, 26), names: armenianTransfer),
            // 2011: the government's decision(s) on moving days off in 2011.
            HolidayRule.transfers(
                2011,
                [
                    (off: (3, 7), worked: (3, 12)), (off: (4, 25), worked: (4, 30)), (off: (7, 4), worked: (7, 9)),
                    (off: (8, 1), worked: (8, 6)), (off: (8, 15), worked: (8, 20)), (off: (9, 12), worked: (9, 17)),
                ],
                names: armenianTransfer),
            // 2012: the government's decision(s) on moving days off in 2012.
            HolidayRule.transfers(
                2012,
                [
                    (off: (3, 9), worked: (3, 24)), (off: (4, 9), worked: (4, 14)), (off: (4, 30), worked: (4, 28)),
                    (off: (7, 6), worked: (7, 14)), (off: (7, 16), worked: (7, 21)), (off: (8, 13), worked: (8, 18)),
                    (off: (9, 17), worked: (9, 29)),
                ],
                names: armenianTransfer),
            // 2013: the government's decision(s) on moving days off in 2013.
            HolidayRule.transfers(
                2013,
                [
                    (off: (4, 1), worked: (4, 13)), (off: (5, 10), worked: (5, 18)), (off: (5, 27), worked: (6, 1)),
                    (off: (7, 8), worked: (7, 13)), (off: (8, 19), worked: (8, 24)), (off: (9, 16), worked: (9, 28)),
                    (off: (12, 30), worked: (12, 28)),
                ],
                names: armenianTransfer),
            // 2014: the government's decision(s) on moving days off in 2014.
            HolidayRule.transfers(
                2014,
                [
                    (off: (1, 27), worked: (2, 1)), (off: (4, 21), worked: (4, 26)), (off: (5, 2), worked: (5, 31)),
                    (off: (7, 28), worked: (8, 2)), (off: (8, 18), worked: (8, 23)), (off: (9, 15), worked: (9, 27)),
                ],
                names: armenianTransfer),
            // 2015: the government's decision(s) on moving days off in 2015.
            HolidayRule.transfers(
                2015,
                [
                    (off: (4, 6), worked: (4, 11)), (off: (4, 23), worked: (4, 18)), (off: (7, 13), worked: (7, 18)),
                    (off: (9, 14), worked: (9, 19)),
                ],
                names: armenianTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2015, 1, 8), worked: CivilDate(2014, 12, 20), names: armenianTransfer)
                + HolidayRule.transfer(
                    off: CivilDate(2015, 1, 9), worked: CivilDate(2014, 12, 27), names: armenianTransfer),
            // 2016: the government's decision(s) on moving days off in 2016.
            HolidayRule.transfers(
                2016,
                [
                    (off: (3, 7), worked: (3, 12)), (off: (3, 28), worked: (4, 2)), (off: (9, 12), worked: (9, 24)),
                ],
                names: armenianTransfer),
            // 2017: the government's decision(s) on moving days off in 2017.
            HolidayRule.transfers(
                2017,
                [
                    (off: (4, 17), worked: (5, 6)), (off: (5, 8), worked: (5, 20)), (off: (9, 18), worked: (9, 23)),
                ],
                names: armenianTransfer),
            // 2018: the government's decision(s) on moving days off in 2018.
            HolidayRule.transfers(
                2018,
                [
                    (off: (3, 9), worked: (3, 17)), (off: (4, 2), worked: (4, 7)), (off: (4, 30), worked: (5, 5)),
                    (off: (10, 11), worked: (10, 27)), (off: (10, 12), worked: (11, 3)),
                ],
                names: armenianTransfer),
            // 2020: the government's decision(s) on moving days off in 2020.
            HolidayRule.transfers(
                2020, [(off: (1, 27), worked: (2, 1)), (off: (5, 29), worked: (5, 23))], names: armenianTransfer),
            // 2021: the government's decision(s) on moving days off in 2021.
            HolidayRule.transfers(2021, [(off: (9, 20), worked: (9, 25))], names: armenianTransfer),

        ].joined())
}
