import HolidayEngine

// Saint Helena, Ascension and Tristan da Cunha: the public holidays of the three islands'
// Public Holidays Ordinances and the Governor's yearly proclamations: Good Friday, Easter
// Monday, the Sovereign's Birthday (the Queen's on the third Monday of June until 2019 and the
// second 2020-2022; the King's on 19 June 2023 and on the first Friday from 11 November from
// 2024), Christmas Day and Boxing Day (a Saturday gives the Monday, a Sunday the Tuesday); each
// island's own days below; the days proclaimed once. The Governor's days off for the public
// service (New Year's Day, Whit Monday, the August Bank Holiday) are not listed here.
//
// Known from 2015, the first year whose proclamations can be read.

extension Country {
    /// Saint Helena, Ascension and Tristan da Cunha: public holidays, known from 2015.
    public static let saintHelenaAscensionAndTristanDaCunha = Country(
        "SH", "Saint Helena, Ascension and Tristan da Cunha", languages: ["en"], firstWeekday: .monday,
        known: .from(2015),
        kinds: [.public], sources: "The Public Holidays Ordinances of Saint Helena, Ascension and Tristan da Cunha; the Governor's "
            + "proclamations of public holidays, 2015-2025",
        rules: { saintHelenaHolidays },
        subdivisions: [
            Subdivision("AC", "Ascension", rules: { [ascensionDay] }),
            Subdivision("HL", "Saint Helena", rules: { saintHelenaIslandHolidays }),
            Subdivision("TA", "Tristan da Cunha", rules: { tristanHolidays }),
        ])

    /// Christmas Day and Boxing Day: a Saturday gives the Monday, a Sunday the Tuesday.
    private static let christmasDays: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)])
    ]

    /// The holidays of all three islands, in the order of the year.
    private static let saintHelenaHolidays: [HolidayRule] = [
        .oneOff("The Duke of Edinburgh's Visit", on: CivilDate(2023, 1, 24)),
        .oneOff("Final Departure of R.M.S. St Helena", on: CivilDate(2018, 2, 9)),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        .oneOff("Coronation of His Majesty King Charles III", on: CivilDate(2023, 5, 8)),
        .oneOff("Queen Elizabeth II's Platinum Jubilee", on: CivilDate(2022, 6, 3)),
        HolidayRule("Queen's Birthday", on: .nth(3, .monday, of: 6), years: .through(2019)),
        HolidayRule("Queen's Birthday", on: .nth(2, .monday, of: 6), years: YearSet(2020, 2022), key: "Queen's Birthday (2nd Monday)"),
        .oneOff("King's Birthday", on: CivilDate(2023, 6, 19)),
        .oneOff("Queen Elizabeth II's State Funeral", on: CivilDate(2022, 9, 19)),
        HolidayRule("King's Birthday", on: .weekday(.friday, onOrAfter: 11, 11), years: .from(2024)),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: christmasDays),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: christmasDays),
    ]

    /// Ascension Day, a holiday on Ascension and on Tristan da Cunha.
    private static let ascensionDay = HolidayRule("Ascension Day", on: .easter(39))

    /// Saint Helena Day, 21 May: a Saturday gives the Friday before, a Sunday the Monday after.
    private static let saintHelenaIslandHolidays: [HolidayRule] = [
        HolidayRule(
            "Saint Helena Day", on: .fixed(month: 5, day: 21),
            observed: [.adding(.always, [.saturday: .previous(.friday), .sunday: .next(.monday)])])
    ]

    /// Tristan da Cunha: Ascension Day, Ratting Day on the day the Administrator names
    /// (proclamations of 2015-2025; none known for 2022 and 2024), Anniversary Day (14 August).
    private static let tristanHolidays: [HolidayRule] = [
        ascensionDay,
        .oneOff(rattingDay, on: CivilDate(2015, 5, 16)),
        .oneOff(rattingDay, on: CivilDate(2016, 4, 30)),
        .oneOff(rattingDay, on: CivilDate(2017, 5, 26)),
        .oneOff(rattingDay, on: CivilDate(2018, 6, 2)),
        .oneOff(rattingDay, on: CivilDate(2019, 5, 24)),
        .oneOff(rattingDay, on: CivilDate(2020, 4, 25)),
        .oneOff(rattingDay, on: CivilDate(2021, 4, 9)),
        .oneOff(rattingDay, on: CivilDate(2023, 6, 2)),
        .oneOff(rattingDay, on: CivilDate(2025, 5, 30)),
        HolidayRule("Anniversary Day", on: .fixed(month: 8, day: 14)),
    ]
    private static let rattingDay = HolidayName("Ratting Day")
}
