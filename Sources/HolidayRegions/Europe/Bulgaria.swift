import HolidayEngine

// Bulgaria: the official holidays of the Labour Code (Кодекс на труда, art. 154), as amended
// in the State Gazette (Държавен вестник, ДВ): бр. 30/1990 (the list from 1991), бр. 27/1991
// (Easter Monday), бр. 104/1991 (Freedom Day, 9 September, abolished after 1991; Christmas;
// Christmas Eve from 2 pm), бр. 2/1996 (Christmas Eve a whole day), бр. 22/1998 (Unification
// Day), бр. 56/1998 (St George's Day from 1999), бр. 108/1998 (Independence Day), бр. 15/2010
// (Good Friday and Holy Saturday), бр. 105/2016 (substitute days), бр. 107/2020 (the new name
// of 24 May). The Easter days follow the Orthodox Easter; Christmas the Gregorian calendar
// (the Bulgarian Orthodox Church keeps the revised Julian calendar).
//
// From 2017 a holiday on a Saturday or Sunday gives the next working day off, but Easter
// and Holy Saturday (art. 154 (2), ДВ бр. 105/2016). Before, the Council of Ministers moved
// working days year by year: a bridge day off, a Saturday worked in exchange (its decisions
// in the State Gazette, 2004-2016), and declared a few days off of its own.
//
// The Day of the People's Awakeners, 1 November, is a day off in schools and universities
// from 1992 (ДВ бр. 88/1992), not for everyone.
//
// Known from 1991, the first year of the Labour Code's list after the amendment of 1990;
// until then the People's Republic's holidays (9 September, 7 November) held.

extension Country {
    /// Bulgaria: official holidays with their substitute days, the Council of Ministers'
    /// days off and the working Saturdays given for them, Christmas Eve's half day and the
    /// schools' day off, known from 1991.
    public static let bulgaria = Country(
        "BG", "Bulgaria", local: "България", languages: ["bg"], firstWeekday: .monday,
        known: .from(1991), observedSuffix: ["en": " (observed)", "": " (почивен ден)"],
        kinds: [.public, .halfDay, .workday, .school], sources: "Кодекс на труда, art. 154, as amended in ДВ бр. 30/1990 to бр. 107/2020; the Council "
            + "of Ministers' decisions on days off, ДВ 2004-2016 and 2025",
        rules: { bulgarianHolidays + bulgarianDecreedDays })

    /// A holiday on a Saturday or Sunday: the next working day off (ДВ бр. 105/2016).
    private static let bulgarianSubstitute: [Observance] = [.substitute(.from(2017), on: [.saturday, .sunday])]

    /// The official holidays, Christmas Eve's afternoon and the schools' day, in the order
    /// of the year.
    private static let bulgarianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Нова година", on: .fixed(month: 1, day: 1), observed: bulgarianSubstitute),
        HolidayRule(
            "Liberation Day", local: "Ден на Освобождението на България от османско иго",
            on: .fixed(month: 3, day: 3), observed: bulgarianSubstitute),
        // ДВ бр. 15/2010.
        HolidayRule("Good Friday", local: "Велики петък", on: .orthodoxEaster(-2), years: .from(2010)),
        HolidayRule("Holy Saturday", local: "Велика събота", on: .orthodoxEaster(-1), years: .from(2010)),
        HolidayRule("Easter Sunday", local: "Великден", on: .orthodoxEaster(0)),
        HolidayRule("Easter Monday", local: "Великден", on: .orthodoxEaster(1)),
        HolidayRule(
            "Labour Day", local: "Ден на труда и на международната работническа солидарност",
            on: .fixed(month: 5, day: 1), observed: bulgarianSubstitute),
        // ДВ бр. 56/1998.
        HolidayRule(
            "Saint George's Day", local: "Гергьовден, Ден на храбростта и Българската армия",
            on: .fixed(month: 5, day: 6), years: .from(1999), observed: bulgarianSubstitute),
        // Renamed by ДВ бр. 107/2020.
        HolidayRule(
            names: [
                HolidayName(
                    "Day of Bulgarian Enlightenment and Culture and Slavonic Script",
                    local: "Ден на българската просвета и култура и на славянската писменост",
                    years: .through(2020)),
                HolidayName(
                    "Day of Saints Cyril and Methodius, the Bulgarian Alphabet, Enlightenment and Culture",
                    local: "Ден на светите братя Кирил и Методий, на българската азбука, просвета и "
                        + "култура и на славянската книжовност",
                    years: .from(2021)),
            ],
            on: .fixed(month: 5, day: 24), observed: bulgarianSubstitute),
        // ДВ бр. 22/1998.
        HolidayRule(
            "Unification Day", local: "Ден на Съединението", on: .fixed(month: 9, day: 6), years: .from(1998),
            observed: bulgarianSubstitute),
        // Abolished by ДВ бр. 104/1991.
        HolidayRule("Freedom Day", local: "Ден на свободата", on: .fixed(month: 9, day: 9), years: .through(1991)),
        // ДВ бр. 108/1998.
        HolidayRule(
            "Independence Day", local: "Ден на Независимостта на България", on: .fixed(month: 9, day: 22),
            years: .from(1998), observed: bulgarianSubstitute),
        // ДВ бр. 88/1992: a day off in schools.
        HolidayRule(
            "Day of the People's Awakeners", local: "Ден на народните будители", on: .fixed(month: 11, day: 1),
            kind: .school, years: .from(1992)),
        // From 2 pm by ДВ бр. 104/1991; a whole day from ДВ бр. 2/1996.
        HolidayRule(
            "Christmas Eve (from 2 pm)", local: "Бъдни вечер (след 14 ч.)", on: .fixed(month: 12, day: 24),
            kind: .halfDay, years: .through(1995)),
        HolidayRule(
            "Christmas Eve", local: "Бъдни вечер", on: .fixed(month: 12, day: 24), years: .from(1996),
            observed: bulgarianSubstitute),
        HolidayRule(
            "Christmas Day", local: "Рождество Христово", on: .fixed(month: 12, day: 25), observed: bulgarianSubstitute),
        HolidayRule(
            "Second day of Christmas", local: "Рождество Христово", on: .fixed(month: 12, day: 26),
            observed: bulgarianSubstitute),
    ]

    /// The Council of Ministers' days off: bridge days with the Saturdays worked for them
    /// (its decisions in the State Gazette, 2004-2016), and days it declared.
    private static let bulgarianDecreedDays: [HolidayRule] = [
        HolidayRule.transfers(2004, [(off: (5, 7), worked: (5, 15))], names: bulgarianTransfer),
        HolidayRule.transfers(
            2005,
            [
                (off: (3, 4), worked: (3, 12)), (off: (5, 23), worked: (5, 28)), (off: (9, 5), worked: (9, 10)),
                (off: (9, 23), worked: (9, 17)),
            ],
            names: bulgarianTransfer),
        HolidayRule.transfers(2006, [(off: (1, 2), worked: (1, 28))], names: bulgarianTransfer),
        HolidayRule.transfers(
            2007,
            [
                (off: (4, 30), worked: (4, 21)), (off: (5, 25), worked: (6, 2)), (off: (9, 7), worked: (9, 15)),
                (off: (12, 31), worked: (12, 15)),
            ],
            names: bulgarianTransfer),
        HolidayRule.transfers(
            2008,
            [
                (off: (5, 2), worked: (5, 10)), (off: (5, 5), worked: (5, 17)), (off: (12, 31), worked: (12, 20)),
            ],
            names: bulgarianTransfer),
        HolidayRule.transfers(
            2009,
            [
                (off: (1, 2), worked: (1, 10)), (off: (3, 2), worked: (3, 14)), (off: (5, 4), worked: (5, 16)),
                (off: (5, 5), worked: (5, 30)), (off: (9, 21), worked: (9, 26)), (off: (12, 31), worked: (12, 19)),
            ],
            names: bulgarianTransfer),
        HolidayRule.transfers(
            2010, [(off: (5, 7), worked: (5, 15)), (off: (12, 31), worked: (12, 11))], names: bulgarianTransfer),
        HolidayRule.transfers(
            2011,
            [
                (off: (3, 4), worked: (3, 19)), (off: (5, 23), worked: (5, 28)), (off: (9, 5), worked: (9, 3)),
                (off: (9, 23), worked: (9, 17)),
            ],
            names: bulgarianTransfer),
        HolidayRule.transfers(
            2012,
            [
                (off: (1, 2), worked: (1, 21)), (off: (4, 30), worked: (4, 21)), (off: (5, 25), worked: (5, 19)),
                (off: (9, 7), worked: (9, 29)), (off: (12, 31), worked: (12, 15)),
            ],
            names: bulgarianTransfer),
        HolidayRule.transfers(
            2013,
            [
                (off: (5, 2), worked: (5, 18)), (off: (12, 23), worked: (12, 21)), (off: (12, 31), worked: (12, 14)),
            ],
            names: bulgarianTransfer),
        HolidayRule.transfers(
            2014,
            [
                (off: (5, 2), worked: (5, 10)), (off: (5, 5), worked: (5, 31)), (off: (12, 31), worked: (12, 13)),
            ],
            names: bulgarianTransfer),
        HolidayRule.transfers(
            2015,
            [
                (off: (1, 2), worked: (1, 24)), (off: (3, 2), worked: (3, 21)), (off: (9, 21), worked: (9, 12)),
                (off: (12, 31), worked: (12, 12)),
            ],
            names: bulgarianTransfer),
        HolidayRule.transfers(
            2016,
            [
                (off: (3, 4), worked: (3, 12)), (off: (5, 23), worked: (5, 14)), (off: (9, 5), worked: (9, 10)),
                (off: (9, 23), worked: (9, 17)),
            ],
            names: bulgarianTransfer),
    ].flatMap { $0 } + [
        // Resolution No. 220 of 26 March 2004: Bulgaria's accession to NATO.
        .oneOff("Official Holiday", local: "Официален празник", on: CivilDate(2004, 4, 2)),
        // Resolution No. 722 of 18 October 2006: Bulgaria's accession to the European Union.
        .oneOff("Official Holiday", local: "Официален празник", on: CivilDate(2007, 1, 2)),
        // Resolution No. 808 of 19 November 2025.
        .oneOff("Non-working day", local: "Неприсъствен ден", on: CivilDate(2025, 12, 31)),
        .oneOff("Non-working day", local: "Неприсъствен ден", on: CivilDate(2026, 1, 2)),
    ]

    /// What the Council of Ministers' decisions call the two days of a transfer.
    private static let bulgarianTransfer = TransferNames(
        dayOff: HolidayName("Day off", local: "Почивен ден"),
        workday: HolidayName("Working day", local: "Работен ден"))
}
