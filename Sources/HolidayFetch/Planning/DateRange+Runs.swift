import HolidayEngine

/// Grouping scattered dates into runs of consecutive days.
extension DateRange {
    /// The runs of consecutive days among `dates`, in date order (duplicates ignored).
    static func runs(of dates: some Sequence<CivilDate>) -> [DateRange] {
        let days = Set(dates.map(\.dayNumber)).sorted()
        var runs: [DateRange] = []
        var start = days.first
        for (index, day) in days.enumerated() {
            let next = index + 1 < days.count ? days[index + 1] : nil
            if next != day + 1, let first = start {
                runs.append(DateRange(CivilDate(dayNumber: first), CivilDate(dayNumber: day)))
                start = next
            }
        }
        return runs
    }

    /// The whole calendar year `year`.
    static func year(_ year: Int) -> DateRange {
        DateRange(years: year...year)
    }
}
