import HolidayEngine

/// Dates written for people: `Mon 16 Feb 2026`.
enum DateText {
    /// `Mon 16 Feb 2026`.
    static func long(_ date: CivilDate) -> String {
        "\(date.weekday.shortName) \(date.day) \(MonthName.short(date.month)) \(date.year)"
    }

    /// `Mon 16 Feb`.
    static func withoutYear(_ date: CivilDate) -> String {
        "\(date.weekday.shortName) \(date.day) \(MonthName.short(date.month))"
    }

    /// `16 Feb`.
    static func dayMonth(_ date: CivilDate) -> String {
        "\(date.day) \(MonthName.short(date.month))"
    }
}
