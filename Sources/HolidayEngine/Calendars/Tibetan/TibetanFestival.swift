/// The days of the Tibetan (Bhutanese) lunar calendar that Bhutan's holidays follow: Losar,
/// the Buddha's and Guru Rinpoche's days, the Zhabdrung's, Thimphu's festival.
///
/// Bhutan reckons its calendar by the Kalachakra (Phugpa-related) arithmetic, with skipped
/// and doubled days, which its astrologers publish; HolidayEngine holds the dates as tables
/// (`TibetanFestival+Tables.swift`) for 1901-2100; Bhutan's own lists, where they differ,
/// are in HolidayRegions and its rules prefer them (`dayNumbers(inGregorianYear:preferring:)`,
/// `DateRule.tibetan(_:list:)`). Nepal's Gyalpo, Sonam and Tamu Losar are
/// `HinduFestival` cases, from Nepal's calendars. See docs/calendars.md.
public enum TibetanFestival: String, CaseIterable, Sendable {
    /// Losar, the new year: the first day of the first month (the second day follows).
    case losar
    /// The Traditional Day of Offering: the first day of the twelfth month.
    case dayOfOffering
    /// The death of the Zhabdrung (Zhabdrung Kuchoe): the tenth day of the third month.
    case deathOfZhabdrung
    /// Lord Buddha's Parinirvana: the full moon of the fourth month.
    case buddhaParinirvana
    /// The birth of Guru Rinpoche: the tenth day of the fifth month.
    case birthOfGuruRinpoche
    /// The Buddha's first sermon: the fourth day of the sixth month.
    case buddhaFirstSermon
    /// Thimphu Drubchen: Thimphu's holiday before the Tshechu, in the eighth month.
    case thimphuDrubchen
    /// Thimphu Tshechu: the first of its days, in the eighth month (two more follow).
    case thimphuTshechu
    /// The Descending Day of Lord Buddha: the 22nd day of the ninth month.
    case descendingDayOfLordBuddha

    /// The Gregorian years the festival's table covers.
    public var knownYears: ClosedRange<Int> { table.years }

    /// The festival's day number in Gregorian `year`; none outside `knownYears`.
    public func dayNumbers(inGregorianYear year: Int) -> [Int] {
        table.dayNumbers(inGregorianYear: year)
    }

    /// The festival's day numbers in Gregorian `year` from `list`, a country's own published
    /// dates, where it dates that year; else the table's, then `isEstimated` (a forecast for
    /// that country).
    public func dayNumbers(
        inGregorianYear year: Int, preferring list: FestivalTable?
    ) -> (dayNumbers: [Int], isEstimated: Bool) {
        table.dayNumbers(inGregorianYear: year, preferring: list)
    }
}
