import Glibc
import HolidayEngine
import TerminalText

/// Month and weekday names in the user's language: LC_TIME's, read through the C library as
/// `cal` reads them, in English where the locale has none, is not installed, or is not
/// UTF-8. The names are outside text, so they are cleaned like any other.
struct CalendarNames: Equatable {
    /// January ... December.
    var months: [String]
    /// Sunday ... Saturday, abbreviated ("Sun", "So", "日").
    var shortWeekdays: [String]

    /// English, as holical's own words are.
    static let english = CalendarNames(
        months: (1...12).map { YearMonth(year: 2001, month: $0)!.monthName },
        shortWeekdays: Weekday.allCases.map(\.shortName))

    /// The names of the locale LC_ALL, LC_TIME or LANG names (as `setlocale` picks it).
    static func fromLocale() -> CalendarNames {
        guard setlocale(LC_TIME, "") != nil else { return .english }
        defer { setlocale(LC_TIME, "C") }
        // Only a UTF-8 locale's names can be printed as they are; another codeset's bytes
        // are not text holical can measure.
        guard let codeset = text(nl_langinfo(nl_item(CODESET))), codeset.uppercased().replacingOccurrences(of: "-", with: "") == "UTF8" else {
            return .english
        }
        let monthItems = [MON_1, MON_2, MON_3, MON_4, MON_5, MON_6, MON_7, MON_8, MON_9, MON_10, MON_11, MON_12]
        let dayItems = [ABDAY_1, ABDAY_2, ABDAY_3, ABDAY_4, ABDAY_5, ABDAY_6, ABDAY_7]
        let months = monthItems.compactMap { text(nl_langinfo(nl_item($0))) }
        let days = dayItems.compactMap { text(nl_langinfo(nl_item($0))) }
        guard months.count == 12, days.count == 7 else { return .english }
        return CalendarNames(months: months, shortWeekdays: days)
    }

    /// A name from the C library, cleaned; nil when it is not UTF-8 or shows nothing.
    private static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer, let raw = String(validatingCString: pointer) else { return nil }
        let cleaned = TerminalSafeText.clean(raw, limit: 40)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// The name of a month.
    func name(of month: YearMonth) -> String { months[month.month - 1] }

    /// A weekday's name cut to `width` columns, as `cal` heads its columns ("Mo", "Tu").
    func weekday(_ weekday: Weekday, width: Int) -> String {
        let name = shortWeekdays[weekday.rawValue]
        return name.displayWidth <= width ? name : name.truncated(toWidth: width, ellipsis: "")
    }
}
