import HolidayCache
import HolidayEngine

/// The days of `range` none of `spans` covers, in date order: what a read-through fetcher
/// would still have to ask for.
func uncoveredDays(in range: DateRange, by spans: [CoveredSpan]) -> [CivilDate] {
    let covered = Set(spans.flatMap { $0.range.map(\.dayNumber) })
    return range.filter { !covered.contains($0.dayNumber) }
}

extension CoverageSet {
    /// When the answer covering `date` was fetched; nil if none covers it.
    func fetchTime(of date: CivilDate) -> Int64? {
        spans(in: DateRange(day: date)).first?.fetchedAt
    }
}
