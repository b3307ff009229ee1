import HolidayEngine

/// Dates written for people, in `names`' language: `Mon 16 Feb 2026`.
enum DateText {
    /// `Mon 16 Feb 2026`.
    static func long(_ date: CivilDate, _ names: DateNames) -> String {
        "\(names.shortName(of: date.weekday)) \(date.day) \(names.shortName(ofMonth: date.month)) \(date.year)"
    }

    /// `Mon 16 Feb`.
    static func withoutYear(_ date: CivilDate, _ names: DateNames) -> String {
        "\(names.shortName(of: date.weekday)) \(date.day) \(names.shortName(ofMonth: date.month))"
    }

    /// `16 Feb`.
    static func dayMonth(_ date: CivilDate, _ names: DateNames) -> String {
        "\(date.day) \(names.shortName(ofMonth: date.month))"
    }
}
