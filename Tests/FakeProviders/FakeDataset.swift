import HolidayEngine

/// The holidays a fake server answers with.
public struct FakeDataset: Sendable, Hashable {
    public var holidays: [FakeHoliday]

    /// Creates a dataset.
    public init(_ holidays: [FakeHoliday]) {
        self.holidays = holidays
    }

    /// The countries the dataset knows; the others are unknown to the server.
    public var countries: Set<String> { Set(holidays.map(\.country)) }

    /// The holidays of `country` in `range`, in date order.
    public func holidays(country: String, in range: DateRange) -> [FakeHoliday] {
        holidays.filter { $0.country == country && range.contains($0.date) }
            .sorted { $0.date < $1.date }
    }

    /// A few holidays of 2026 for US, EE and AU whose names end in "(fake)", so a test
    /// can tell the server's answer from the rule engine's.
    public static let standard = FakeDataset([
        FakeHoliday(day(1, 1), "New Year's Day (fake)", country: "US"),
        FakeHoliday(day(1, 19), "Martin Luther King Jr. Day (fake)", country: "US"),
        FakeHoliday(
            day(2, 12), "Lincoln's Birthday (fake)", country: "US",
            counties: ["US-CT", "US-IL", "US-NY"]),
        FakeHoliday(
            day(2, 14), "Valentine's Day (fake)", kind: .observance, country: "US",
            details: "Cards and flowers"),
        FakeHoliday(
            day(2, 16), "Presidents' Day (fake)", localName: "Washington's Birthday (fake)",
            country: "US", details: "Third Monday of February"),
        FakeHoliday(day(7, 3), "Independence Day observed (fake)", country: "US"),
        FakeHoliday(day(12, 25), "Christmas Day (fake)", country: "US"),
        FakeHoliday(day(1, 1), "Uusaasta (fake)", kind: .public, country: "EE"),
        FakeHoliday(day(2, 2), "Küünlapäev (fake)", kind: .folk, country: "EE"),
        FakeHoliday(
            day(2, 24), "Independence Day (fake)", localName: "Iseseisvuspäev (fake)",
            country: "EE"),
        FakeHoliday(day(2, 24), "Talvine madisepäev (fake)", kind: .folk, country: "EE"),
        FakeHoliday(day(3, 14), "Emakeelepäev (fake)", kind: .folk, country: "EE"),
        FakeHoliday(day(1, 26), "Australia Day (fake)", country: "AU"),
        FakeHoliday(day(3, 9), "Labour Day (fake)", country: "AU", counties: ["AU-VIC"]),
        FakeHoliday(
            day(8, 3), "Bank Holiday (fake)", kind: .bank, country: "AU", counties: ["AU-NSW"]),
        FakeHoliday(
            day(10, 5), "Labour Day (fake)", country: "AU",
            counties: ["AU-NSW", "AU-ACT", "AU-SA"]),
    ])

    private static func day(_ month: Int, _ day: Int) -> CivilDate {
        CivilDate(year: 2026, month: month, day: day)!
    }
}
