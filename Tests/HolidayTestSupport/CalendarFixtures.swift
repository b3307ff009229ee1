import HolidayEngine

/// Shared helpers of the calendar tests.
public enum CalendarFixtures {
    /// `"2024-04-10"` as a day number; traps on a typo so a bad pin cannot pass silently.
    public static func dayNumber(_ text: String) -> Int {
        guard let date = CivilDate.parse(text) else { fatalError("bad date in test: \(text)") }
        return date.dayNumber
    }

    /// A day number as `"2024-04-10"`, for readable failures.
    public static func text(_ dayNumber: Int) -> String { "\(CivilDate(dayNumber: dayNumber))" }

    /// The digits of the compact strings: the value of each character is its position.
    public static let digits = Array("0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// One date per year from a string of day offsets: the character for `year` (the first
    /// for `firstYear`) counts days after `month`/`day` of that year.
    public static func dates(
        _ offsets: String, firstYear: Int, after month: Int, _ day: Int
    ) -> [Int: Int] {
        var result: [Int: Int] = [:]
        for (i, character) in offsets.enumerated() {
            let year = firstYear + i
            guard let offset = digits.firstIndex(of: character) else { fatalError("bad digit \(character)") }
            result[year] = CivilDate(year: year, month: month, day: day)!.dayNumber + offset
        }
        return result
    }
}
