import HolidayEngine
#if canImport(Testing)
import Testing
#endif

extension YearlyDates {
    /// The day number the series gives for each year, nil where its letter is "." (the
    /// reference gives no date that year). scripts/festival_expectations.py prints these.
    public var listedDayNumbers: [(year: Int, dayNumber: Int?)] {
        zip(dayNumbers, letters).map { date, letter in
            (date.year, letter == "." ? nil : date.dayNumber)
        }
    }
}

#if canImport(Testing)
/// `expectEveryYear` for a series with years marked "." (no date in the reference): those
/// years are left to other checks.
public func expectListedYears(
    _ series: YearlyDates, _ label: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ compute: (Int) -> [Int]
) {
    // A "." year expects its placeholder, so answering with it passes that year unchecked.
    let unlisted = Dictionary(uniqueKeysWithValues: zip(series.dayNumbers, series.letters)
        .filter { $0.1 == "." }.map { ($0.0.year, $0.0.dayNumber) })
    expectEveryYear(series, label, sourceLocation: sourceLocation) { year in
        unlisted[year].map { [$0] } ?? compute(year)
    }
}
#endif
