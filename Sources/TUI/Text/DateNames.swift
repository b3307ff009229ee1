import Glibc
import HolidayEngine
import TerminalText

/// Month and weekday names in the user's language: LC_TIME's, read through the C library as
/// `cal` reads them, in English where the locale has none, is not installed, or is not
/// UTF-8. holical's own words stay English; only these names follow the locale. They are
/// outside text, so they are cleaned like any other.
public struct DateNames: Sendable, Hashable {
    /// January ... December.
    public var months: [String]
    /// Jan ... Dec.
    public var shortMonths: [String]
    /// Sunday ... Saturday.
    public var weekdays: [String]
    /// Sun ... Sat ("So", "日").
    public var shortWeekdays: [String]

    public init(months: [String], shortMonths: [String], weekdays: [String], shortWeekdays: [String]) {
        self.months = months
        self.shortMonths = shortMonths
        self.weekdays = weekdays
        self.shortWeekdays = shortWeekdays
    }

    /// English, as holical's own words are.
    public static let english = DateNames(
        months: MonthName.english, shortMonths: (1...12).map(MonthName.short),
        weekdays: Weekday.allCases.map(\.name), shortWeekdays: Weekday.allCases.map(\.shortName))

    /// The names of the locale LC_ALL, LC_TIME or LANG names (as `setlocale` picks it). Call
    /// it before other threads start: setlocale(3) is not thread-safe.
    public static func fromLocale() -> DateNames {
        let previous = setlocale(LC_TIME, nil).flatMap { String(validatingCString: $0) } ?? "C"
        defer { setlocale(LC_TIME, previous) }
        guard let locale = setlocale(LC_TIME, "").flatMap({ String(validatingCString: $0) }) else { return .english }
        // Only a UTF-8 locale's names can be drawn as they are; another codeset's bytes are
        // not text holical can measure. The codeset is read from the locale's name
        // (`de_DE.UTF-8`, `sr_RS.utf8@latin`): CODESET would give LC_CTYPE's, which the
        // commands leave as "C".
        let codeset = locale.lowercased().split(separator: ".").dropFirst().first?.split(separator: "@").first
        guard codeset == "utf-8" || codeset == "utf8" else { return .english }
        let months = [MON_1, MON_2, MON_3, MON_4, MON_5, MON_6, MON_7, MON_8, MON_9, MON_10, MON_11, MON_12]
        let shortMonths = [ABMON_1, ABMON_2, ABMON_3, ABMON_4, ABMON_5, ABMON_6, ABMON_7, ABMON_8, ABMON_9, ABMON_10, ABMON_11, ABMON_12]
        let weekdays = [DAY_1, DAY_2, DAY_3, DAY_4, DAY_5, DAY_6, DAY_7]
        let shortWeekdays = [ABDAY_1, ABDAY_2, ABDAY_3, ABDAY_4, ABDAY_5, ABDAY_6, ABDAY_7]
        let read = { (items: [Int]) in items.compactMap { text(nl_langinfo(nl_item($0))) } }
        let names = DateNames(
            months: read(months), shortMonths: read(shortMonths), weekdays: read(weekdays),
            shortWeekdays: read(shortWeekdays))
        guard names.months.count == 12, names.shortMonths.count == 12, names.weekdays.count == 7,
              names.shortWeekdays.count == 7 else { return .english }
        return names
    }

    /// A name from the C library, cleaned; nil when it is not UTF-8 or shows nothing.
    private static func text(_ pointer: UnsafeMutablePointer<CChar>?) -> String? {
        guard let pointer, let raw = String(validatingCString: pointer) else { return nil }
        let cleaned = TerminalSafeText.clean(raw, limit: 40)
        return cleaned.isEmpty ? nil : cleaned
    }

    /// `December`.
    public func name(of month: YearMonth) -> String { months[month.month - 1] }

    /// `Dec`.
    public func shortName(ofMonth month: Int) -> String { shortMonths[month - 1] }

    /// `December 2026`.
    public func title(of month: YearMonth) -> String { "\(name(of: month)) \(month.year)" }

    /// `Wed`.
    public func shortName(of weekday: Weekday) -> String { shortWeekdays[weekday.rawValue] }

    /// A weekday's name as long as `width` columns allow: `Wednesday`, `Wed`, `We`.
    public func weekday(_ weekday: Weekday, width: Int) -> String {
        let full = weekdays[weekday.rawValue], short = shortWeekdays[weekday.rawValue]
        if full.displayWidth <= width { return full }
        if short.displayWidth <= width { return short }
        return short.truncated(toWidth: max(0, width), ellipsis: "")
    }
}
