extension TibetanFestival {
    /// The countries whose own published holiday lists date some of these days: Bhutan
    /// (Thimphu Drubchen and Tshechu in some years).
    public enum Country: String, CaseIterable, Sendable {
        case bhutan
    }

    /// The festival's day numbers in Gregorian `year` as `country` keeps it: from the
    /// country's own list where it dates that year, else the table's estimate.
    public func dayNumbers(inGregorianYear year: Int, in country: Country) -> [Int] {
        table.dayNumbers(inGregorianYear: year, preferring: publishedTable(in: country))
    }

    /// Whether `country`'s own lists date the festival in `year`.
    public func isPublished(inGregorianYear year: Int, by country: Country) -> Bool {
        publishedTable(in: country)?.hasDate(in: year) ?? false
    }
}
