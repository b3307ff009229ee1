import HolidayEngine

// Cook Islands: public holidays (Public Holidays Act 1999 s 2 and its amendments: Ra o te
// Ui Ariki from 2012, on the first Friday of July from 2013; the islands' Gospel Days, each
// the holiday of the whole country until 2011). A holiday on a weekend gives the Monday
// after (New Year's, Christmas and the days after them: the Monday or Tuesday not already
// taken). Known from 2000, the first year under the Act.

extension Country {
    /// Cook Islands: public holidays, known from 2000.
    public static let cookIslands = Country(
        "CK", "Cook Islands", local: "Kūki 'Āirani", languages: ["en", "rar"], firstWeekday: .monday,
        known: .from(2000),
        kinds: [.public], sources: "Public Holidays Act 1999 s 2; Public Holidays (Ui Ariki) Amendment Act 2011; "
            + "Public Holidays Amendment Act 2012",
        rules: { cookIslandsHolidays })

    /// Saturday or Sunday to the Monday after.
    private static let cookIslandsToMonday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)]),
    ]
    /// Saturday to the Monday, Sunday to the Tuesday: the day before or after holds the Monday.
    private static let cookIslandsToMondayOrTuesday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
    ]

    /// One island's Gospel Day, a national holiday until 2011.
    private static func gospelDay(_ island: String, month: Int, day: Int, observed: [Observance]? = nil) -> HolidayRule {
        HolidayRule(
            "\(island) Gospel Day", on: .fixed(month: month, day: day), years: .through(2011),
            observed: observed ?? cookIslandsToMonday)
    }

    /// The public holidays, in the order of the year.
    private static let cookIslandsHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: cookIslandsToMondayOrTuesday),
        HolidayRule("Day after New Year's Day", on: .fixed(month: 1, day: 2), observed: cookIslandsToMondayOrTuesday),
        gospelDay("Penrhyn", month: 3, day: 13),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Anzac Day", on: .fixed(month: 4, day: 25)),
        gospelDay("Palmerston", month: 5, day: 25),
        HolidayRule("Sovereign's Birthday", on: .nth(1, .monday, of: 6)),
        // The day of the traditional leaders (House of Ariki): June 6 in 2012, the first
        // Friday of July from 2013.
        HolidayRule("Ra o te Ui Ariki", on: .fixed(month: 6, day: 6), years: .only(2012)),
        HolidayRule("Ra o te Ui Ariki", on: .nth(1, .friday, of: 7), years: .from(2013)),
        gospelDay("Mangaia", month: 6, day: 15),
        gospelDay("Atiu", month: 7, day: 20),
        gospelDay("Mitiaro", month: 7, day: 21),
        // Mauke's July 23 on a Saturday (2005, 2011) gave the Tuesday: the Monday was
        // Rarotonga's Gospel Day, July 25.
        gospelDay(
            "Mauke", month: 7, day: 23,
            observed: [
                .adding(.years(2005, 2011), [.saturday: .next(.tuesday)]),
                .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)]),
            ]),
        gospelDay("Rarotonga", month: 7, day: 25),
        HolidayRule("Constitution Day", on: .fixed(month: 8, day: 4), observed: cookIslandsToMonday),
        gospelDay("Manihiki", month: 8, day: 8),
        gospelDay("Rakahanga", month: 8, day: 15),
        HolidayRule("Cook Islands Gospel Day", on: .fixed(month: 10, day: 26), observed: cookIslandsToMonday),
        gospelDay("Aitutaki", month: 10, day: 27),
        gospelDay("Pukapuka", month: 12, day: 8),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: cookIslandsToMondayOrTuesday),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: cookIslandsToMondayOrTuesday),
    ]
}
