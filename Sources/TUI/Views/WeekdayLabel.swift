import HolidayEngine

/// A weekday's name as long as a column allows: `Wednesday`, `Wed`, `We`.
enum WeekdayLabel {
    static func fitting(_ weekday: Weekday, width: Int) -> String {
        if weekday.name.count <= width { return weekday.name }
        if width >= 3 { return weekday.shortName }
        return String(weekday.name.prefix(max(0, width)))
    }
}
