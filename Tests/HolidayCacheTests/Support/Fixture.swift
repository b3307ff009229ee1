import HolidayCache
import HolidayEngine

/// Deterministic holidays and keys for store tests: what a provider would have answered for
/// any range, so a reader can check every covered day against it.
enum Fixture {
    static let nagerEE = CacheKey(provider: "nager", region: "EE")
    static let abstractUS = CacheKey(provider: "abstract", region: "US")

    /// The holidays "the provider" has in `range`: on some days none, one or two, with every
    /// field of `Holiday` used.
    static func holidays(in range: DateRange, region: String = "EE", tag: String = "") -> [Holiday] {
        var holidays: [Holiday] = []
        for date in range {
            let n = date.dayNumber
            guard n % 4 == 0 || n % 7 == 0 else { continue }
            holidays.append(Holiday(
                date: date, name: "Day \(date)\(tag)", localName: "Päev \(date)\(tag) 日",
                kind: HolidayKind.allCases[abs(n) % HolidayKind.allCases.count], region: region,
                observedOf: n % 8 == 0 ? date.adding(days: -1) : nil,
                details: n % 3 == 0 ? "About \(date)" : nil))
            if n % 28 == 0 {
                // A second holiday on the same day, deliberately out of name order: the
                // provider's order within a day must survive.
                holidays.append(Holiday(
                    date: date, name: "Another \(date)\(tag)", kind: .folk, region: region))
            }
        }
        return holidays
    }
}
