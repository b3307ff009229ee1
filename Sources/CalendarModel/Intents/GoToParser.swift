import HolidayEngine

/// Reads what the user typed at the `g` prompt: `2027-03-15`, `2027-03`, `march`,
/// `mar 2027` or `2027 march`.
public enum GoToParser {
    /// Why the text was refused; `message` is shown in the prompt.
    public struct Failure: Error, Hashable, Sendable {
        public var message: String
    }

    /// The date to jump to. A month alone keeps the selected day of the month (clamped),
    /// and a month name without a year stays in the selected year.
    public static func parse(
        _ text: String, relativeTo selection: CivilDate
    ) -> Result<CivilDate, Failure> {
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty {
            return .failure(Failure(message: "type a date: 2027-03-15, 2027-03 or march"))
        }
        if let date = CivilDate.parse(trimmed) { return supported(date) }
        if let month = YearMonth.parse(trimmed) { return supported(day(selection.day, in: month)) }
        if looksLikeDate(trimmed) {
            return .failure(Failure(message: "\(trimmed) is not a date in the calendar"))
        }
        let words = trimmed.split(separator: " ").map(String.init)
        var monthNumber: Int?
        var year: Int?
        for word in words {
            if let number = Int(word), word.count == 4, year == nil {
                year = number
            } else if let named = MonthName.month(named: word), monthNumber == nil {
                monthNumber = named
            } else {
                return .failure(Failure(message: "not a date: try 2027-03-15, 2027-03 or march"))
            }
        }
        guard let monthNumber,
              let month = YearMonth(year: year ?? selection.year, month: monthNumber)
        else {
            return .failure(Failure(message: "which month? try 2027-03 or march 2027"))
        }
        return supported(day(selection.day, in: month))
    }

    /// `date`, or a failure when its year is one holical does not answer for.
    private static func supported(_ date: CivilDate) -> Result<CivilDate, Failure> {
        guard CivilDate.supportedYears.contains(date.year) else {
            return .failure(Failure(message: "\(date.year): " + CivilDate.supportedYearsText))
        }
        return .success(date)
    }

    private static func day(_ day: Int, in month: YearMonth) -> CivilDate {
        CivilDate(year: month.year, month: month.month, day: min(day, month.dayCount))!
    }

    /// Digits and dashes in a date's shape: then a failure means "no such day", not
    /// "unreadable".
    private static func looksLikeDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return (parts.count == 2 || parts.count == 3) && parts[0].count == 4
            && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCIIDigit) }
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
