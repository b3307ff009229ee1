import ArgumentParser
import HolidayKit

extension OpenCommand {
    /// A `YYYY-MM` or `YYYY-MM-DD` command-line argument.
    enum DateArgument: Equatable {
        case month(YearMonth)
        case day(CivilDate)

        /// `2026-02` or `2026-02-16`, or an error showing the forms.
        static func parse(_ text: String) throws(ValidationError) -> DateArgument {
            if let date = CivilDate.parse(text) { return .day(date) }
            if let month = YearMonth.parse(text) { return .month(month) }
            throw ValidationError("it is not a date: use YYYY-MM or YYYY-MM-DD, e.g. 2026-02 or 2026-02-16")
        }

        /// The day to select: the given day, or for a month the same day of the month as
        /// `reference` (clamped to the month's length).
        func date(keepingDayOf reference: CivilDate) -> CivilDate {
            switch self {
            case .day(let date): date
            case .month(let month): CivilDate(year: month.year, month: month.month, day: min(reference.day, month.dayCount))!
            }
        }
    }
}
