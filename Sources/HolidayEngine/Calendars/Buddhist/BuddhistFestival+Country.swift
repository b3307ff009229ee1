extension BuddhistFestival {
    /// The countries whose own published holiday lists date Vesak: Indonesia (Waisak,
    /// 1983-2027, often a day off the table), Malaysia (Wesak, 2001-2027) and Singapore
    /// (Vesak Day, 2001-2027).
    public enum Country: String, CaseIterable, Sendable {
        case indonesia, malaysia, singapore
    }

    /// The festival's day numbers in Gregorian `year` as `country` keeps it: from the
    /// country's own list where it dates that year, else the table's estimate.
    public func dayNumbers(inGregorianYear year: Int, in country: Country) -> [Int] {
        table.dayNumbers(inGregorianYear: year, preferring: publishedTable(in: country))
    }

    /// Whether `country`'s own lists date the festival in `year`; where they do not, its date
    /// there is the table's estimate.
    public func isPublished(inGregorianYear year: Int, by country: Country) -> Bool {
        publishedTable(in: country)?.hasDate(in: year) ?? false
    }
}
