import HolidayCache
import HolidayEngine

/// `day("2026-02-01")`: a date from its ISO text (the tests' literals are all valid).
func day(_ text: String) -> CivilDate { CivilDate(text)! }

/// `days("2026-02-01", "2026-02-28")`: both ends included.
func days(_ first: String, _ last: String) -> DateRange { DateRange(day(first), day(last)) }

/// A covered span from ISO texts and a fetch time.
func span(_ first: String, _ last: String, at fetchedAt: Int64) -> CoveredSpan {
    CoveredSpan(range: days(first, last), fetchedAt: fetchedAt)
}
