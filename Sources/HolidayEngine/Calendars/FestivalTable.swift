/// A festival's dates by Gregorian year, for the calendars whose dates an almanac or a
/// government decides rather than arithmetic (the Hindu, Buddhist and Mongolian festivals):
/// one day of the year for each year the table covers, as typed integer literals so the
/// compiler reads long tables quickly. See docs/calendars.md.
struct FestivalTable: Sendable {
    /// The first Gregorian year the table holds.
    let firstYear: Int
    /// The day of the year (1 is 1 January) of each year from `firstYear` on, or 0 for a year
    /// the festival does not fall in (or, in a country's table, a year its lists do not cover).
    let days: [UInt16]
    /// The later date of each year that holds the festival twice, as year × 1000 + day of the
    /// year (`2017_359` is 25 December 2017), ascending. Almost always empty.
    let secondDays: [Int]

    init(firstYear: Int, days: [UInt16], secondDays: [Int] = []) {
        self.firstYear = firstYear
        self.days = days
        self.secondDays = secondDays
    }

    /// The Gregorian years the table covers (a year inside may still have no date).
    var years: ClosedRange<Int> { firstYear...(firstYear + days.count - 1) }

    /// Whether the table dates the festival in `year`.
    func hasDate(in year: Int) -> Bool {
        years.contains(year) && days[year - firstYear] != 0
    }

    /// The festival's day numbers in Gregorian `year`, ascending; none outside the table.
    func dayNumbers(inGregorianYear year: Int) -> [Int] {
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

    /// The day numbers in `year` from `published` (a country's own lists) where it dates the
    /// festival that year, else from this table.
    func dayNumbers(inGregorianYear year: Int, preferring published: FestivalTable?) -> [Int] {
        if let published, published.hasDate(in: year) {
            return published.dayNumbers(inGregorianYear: year)
        }
        return dayNumbers(inGregorianYear: year)
    }
}
