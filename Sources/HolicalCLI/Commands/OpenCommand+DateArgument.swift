import ArgumentParser
import HolidayEngine

extension OpenCommand {
    /// A `YYYY-MM` or `YYYY-MM-DD` command-line argument.
    enum DateArgument: Equatable {
        case month(YearMonth)
        case day(CivilDate)

        /// `2026-02` or `2026-02-16`, or an error showing the forms.
        static func parse(_ text: String) throws(ValidationError) -> DateArgument {
            let argument: DateArgument
            if let date = CivilDate.parse(text) {
                argument = .day(date)
            } else if let month = YearMonth.parse(text) {
                argument = .month(month)
            } else {
                throw ValidationError("it is not a date: use YYYY-MM or YYYY-MM-DD, e.g. 2026-02 or 2026-02-16")
            }
            try OptionParsing.year(argument.year, option: "the date")
            return argument
        }

        /// The year of the month or day.
        var year: Int {
            switch self {
            case .day(let date): date.year
            case .month(let month): month.year
            }
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
