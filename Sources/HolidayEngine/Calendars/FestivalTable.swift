/// A festival's dates by Gregorian year, for the calendars whose dates an almanac or a
/// government decides rather than arithmetic (the Hindu, Buddhist, Tibetan and Mongolian
/// festivals): one day of the year for each year the table covers, as typed integer literals
/// so the compiler reads long tables quickly.
///
/// The engine holds each festival's general table (its almanac); a country's own published
/// list of a festival is a table too, which a rule prefers where it dates a year
/// (`DateRule.hindu(_:list:)`). See docs/calendars.md.
public struct FestivalTable: Hashable, Sendable {
    /// The first Gregorian year the table holds.
    public let firstYear: Int
    /// The day of the year (1 is 1 January) of each year from `firstYear` on, or 0 for a year
    /// the festival does not fall in (or, in a country's list, a year the list does not date).
    public let days: [UInt16]
    /// The later date of each year that holds the festival twice, as year × 1000 + day of the
    /// year (`2017_359` is 25 December 2017), ascending. Almost always empty.
    public let secondDays: [Int]

    /// A table of `days` from `firstYear` on, with the second dates of the years that have two;
    /// traps on a table of no year, since tables are literals in the sources.
    public init(firstYear: Int, days: [UInt16], secondDays: [Int] = []) {
        precondition(!days.isEmpty, "a festival table covers at least one year")
        self.firstYear = firstYear
        self.days = days
        self.secondDays = secondDays
    }

    /// The Gregorian years the table covers (a year inside may still have no date).
    public var years: ClosedRange<Int> { firstYear...(firstYear + days.count - 1) }

    /// Whether the table dates the festival in `year`.
    public func hasDate(in year: Int) -> Bool {
        years.contains(year) && days[year - firstYear] != 0
    }

    /// The festival's day numbers in Gregorian `year`, ascending; none outside the table.
    public func dayNumbers(inGregorianYear year: Int) -> [Int] {
        guard years.contains(year) else { return [] }
        let dayZero = CivilDate(uncheckedYear: year, month: 1, day: 1).dayNumber - 1
        var result: [Int] = []
        let day = days[year - firstYear]
        if day != 0 { result.append(dayZero + Int(day)) }
        for second in secondDays where second / 1000 == year {
            result.append(dayZero + second % 1000)
        }
        return result
    }

    /// The festival's day numbers in `year` from `published` (a country's own list) where it
    /// dates the festival that year, else from this table; `isEstimated` when a list was
    /// given and this table's dates stand in for it (a forecast for that country).
    public func dayNumbers(
        inGregorianYear year: Int, preferring published: FestivalTable?
    ) -> (dayNumbers: [Int], isEstimated: Bool) {
        guard let published else { return (dayNumbers(inGregorianYear: year), false) }
        if published.hasDate(in: year) { return (published.dayNumbers(inGregorianYear: year), false) }
        return (dayNumbers(inGregorianYear: year), true)
    }
}
