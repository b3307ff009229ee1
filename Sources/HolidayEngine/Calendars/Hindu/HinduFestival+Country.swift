extension HinduFestival {
    /// The countries whose own published holiday lists date some festivals, sometimes on
    /// another day than the almanac (Deepavali a day earlier in Singapore, Holi a day later
    /// in Guyana and Suriname, Maghe Sankranti on 15 January in Nepal).
    public enum Country: String, CaseIterable, Sendable {
        case bhutan, fiji, guyana, kenya, malaysia, mauritius, nepal, singapore, sriLanka
        case suriname, trinidadAndTobago
    }

    /// The festival's day numbers in Gregorian `year` as `country` keeps it: from the
    /// country's own list where it dates that year, else the almanac's (an estimate for that
    /// country).
    public func dayNumbers(inGregorianYear year: Int, in country: Country) -> [Int] {
        table.dayNumbers(inGregorianYear: year, preferring: publishedTable(in: country))
    }

    /// Whether `country`'s own lists date the festival in `year`; where they do not, its date
    /// there is the almanac's estimate.
    public func isPublished(inGregorianYear year: Int, by country: Country) -> Bool {
        publishedTable(in: country)?.hasDate(in: year) ?? false
    }
}
