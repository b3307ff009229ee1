import HolidayEngine
import HolidayTestSupport
import Testing

/// The festivals whose dates a country's own list can give (`DateRule.hindu(_:list:)` and
/// its Buddhist and Tibetan twins), so that one set of expectations checks all their lists.
protocol ListedFestival: Equatable {
    /// The almanac's (the table's) dates in `year`.
    func dayNumbers(inGregorianYear year: Int) -> [Int]
    /// The list's dates in `year` where it dates it, else the almanac's, estimated.
    func dayNumbers(inGregorianYear year: Int, preferring list: FestivalTable?) -> (dayNumbers: [Int], isEstimated: Bool)
}

extension HinduFestival: ListedFestival {}
extension BuddhistFestival: ListedFestival {}
extension TibetanFestival: ListedFestival {}

/// Expects each list of `published` (a festival, its country, the list, and python-holidays
/// 0.108's dates of it, "." a year the list does not date) to give those dates where a rule
/// prefers it, and the almanac's date, marked estimated, in the years it does not date: the
/// year before it, the year after it, and the years it skips. And expects `published` to
/// hold every list of `catalogue` (what the generated file holds), with its festival.
func expectPublishedLists<Festival: ListedFestival>(
    _ published: [(Festival, String, FestivalTable, YearlyDates)],
    catalogue: [(festival: Festival, list: FestivalTable)],
    sourceLocation: SourceLocation = #_sourceLocation
) {
    for (festival, country, list, dates) in published {
        let label = "\(festival), \(country)"
        expectListedYears(dates, label, sourceLocation: sourceLocation) {
            festival.dayNumbers(inGregorianYear: $0, preferring: list).dayNumbers
        }
        var unlisted = [dates.years.lowerBound - 1, dates.years.upperBound + 1]
        for (year, day) in dates.listedDayNumbers {
            #expect(list.hasDate(in: year) == (day != nil), "\(label), \(year)", sourceLocation: sourceLocation)
            if day == nil {
                unlisted.append(year)
            } else {
                #expect(!festival.dayNumbers(inGregorianYear: year, preferring: list).isEstimated,
                        "\(label), \(year): the list's date", sourceLocation: sourceLocation)
            }
        }
        for year in unlisted {
            let found = festival.dayNumbers(inGregorianYear: year, preferring: list)
            #expect(found.dayNumbers == festival.dayNumbers(inGregorianYear: year) && found.isEstimated,
                    "\(label), \(year): the almanac's date, estimated", sourceLocation: sourceLocation)
        }
    }
    #expect(catalogue.count == published.count, sourceLocation: sourceLocation)
    for (festival, list) in catalogue where !published.contains(where: { $0.0 == festival && $0.2 == list }) {
        Issue.record("\(festival)'s list of \(list.years) is not checked", sourceLocation: sourceLocation)
    }
}

/// Expects `festival`'s date in the year of `expected` to be `expected`, from `list`, not
/// estimated.
func expectListDates<Festival: ListedFestival>(
    _ festival: Festival, _ list: FestivalTable, _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let day = gregorian(expected)
    let found = festival.dayNumbers(inGregorianYear: CivilDate(dayNumber: day).year, preferring: list)
    #expect(found.dayNumbers == [day] && !found.isEstimated, "\(festival), \(expected)", sourceLocation: sourceLocation)
}
