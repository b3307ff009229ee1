import HolidayEngine

// Kosovo: the official holidays of Ligji nr. 03/L-064 për festat zyrtare në Republikën e
// Kosovës (2008): New Year's Day two days, Independence Day (17 February), Constitution Day
// (9 April), Labour Day, Europe Day (9 May), Christmas and Easter on both calendars and the
// first days of the two Bayrams. The Bayrams follow the Islamic Community of Kosovo's
// announcements; holical has no table of them (HijriCalendar.kosovo: every such date is an
// estimate).
//
// A holiday on a Saturday or Sunday gives the next working day off, chained when holidays
// follow each other; holidays on one date share one day (Constitution Day on Easter Sunday,
// 9 April 2023: Monday 10 April for both), as the government's announcements reported by
// Radio Kosova e Lirë ("one day off for both") and python-holidays 0.108 have it.
//
// Known from 2009, the first whole year after the declaration of independence (17 February
// 2008).

extension Country {
    /// Kosovo: official holidays with their days off for a weekend, known from 2009.
    public static let kosovo = Country(
        "XK", "Kosovo", local: "Kosova", languages: ["sq", "sr"], firstWeekday: .monday,
        known: .from(2009),
        observedSuffix: ["en": " (observed)", "sq": " (ditë pushimi e shtyrë)", "sr": " (slobodan dan)"],
        islamic: .kosovo,
        kinds: [.public], sources: "Ligji nr. 03/L-064 për festat zyrtare në Republikën e Kosovës (2008); the Central Bank of "
            + "Kosovo's holiday calendar",
        rules: { kosovarHolidays })

    /// A holiday on a weekend: the next working day is off, one for the holidays of a date.
    private static let kosovarSubstitute: [Observance] = [
        .substitute(.always, on: [.saturday, .sunday], oncePerDate: true)
    ]

    /// The official holidays, in the order of the year.
    private static let kosovarHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["sq": "Viti i Ri", "sr": "Nova godina"], on: .fixed(month: 1, day: 1),
            observed: kosovarSubstitute),
        HolidayRule(
            "Second day of New Year", ["sq": "Viti i Ri", "sr": "Nova godina"], on: .fixed(month: 1, day: 2),
            observed: kosovarSubstitute),
        HolidayRule(
            "Orthodox Christmas Day", ["sq": "Krishtlindjet Ortodokse", "sr": "Pravoslavni Božić"],
            on: .julian(month: 12, day: 25), observed: kosovarSubstitute),
        HolidayRule(
            "Independence Day",
            ["sq": "Dita e Pavarësisë së Republikës së Kosovës", "sr": "Dan Nezavisnosti Republike Kosova"],
            on: .fixed(month: 2, day: 17), observed: kosovarSubstitute),
        HolidayRule(
            "Catholic Easter", ["sq": "Pashkët Katolike", "sr": "Katolički Uskrs"], on: .easter(0),
            observed: kosovarSubstitute),
        HolidayRule(
            "Orthodox Easter", ["sq": "Pashkët Ortodokse", "sr": "Pravoslavni Uskrs"], on: .orthodoxEaster(0),
            observed: kosovarSubstitute),
        HolidayRule(
            "Constitution Day",
            ["sq": "Dita e Kushtetutës së Republikës së Kosovës", "sr": "Dan Ustava Republike Kosova"],
            on: .fixed(month: 4, day: 9), observed: kosovarSubstitute),
        HolidayRule(
            "International Labour Day", ["sq": "Dita Ndërkombëtare e Punës", "sr": "Međunarodni Dan Rada"],
            on: .fixed(month: 5, day: 1), observed: kosovarSubstitute),
        HolidayRule(
            "Europe Day", ["sq": "Dita e Evropës", "sr": "Dan Evrope"], on: .fixed(month: 5, day: 9),
            observed: kosovarSubstitute),
        HolidayRule(
            "Eid al-Fitr", ["sq": "Bajrami i Madh, dita e parë", "sr": "Fiter Bajram, prvi dan"],
            on: .hijri(.shawwal, 1), observed: kosovarSubstitute),
        HolidayRule(
            "Eid al-Adha", ["sq": "Bajrami i Vogël, dita e parë", "sr": "Kurban Bajram, prvi dan"],
            on: .hijri(.dhuAlHijjah, 10), observed: kosovarSubstitute),
        HolidayRule(
            "Catholic Christmas Day", ["sq": "Krishtlindjet Katolike", "sr": "Katolički Božić"],
            on: .fixed(month: 12, day: 25), observed: kosovarSubstitute),
    ]
}
