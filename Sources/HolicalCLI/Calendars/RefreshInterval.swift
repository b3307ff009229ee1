/// How often a calendar at an address is asked again (`refresh = "6h"` in a `[[calendar]]`
/// table; docs/calendar-files.md, "Calendars at an address"): parsed once, from a number and
/// a unit, `s`, `min` (or `m`), `h` or `d`.
struct RefreshInterval: Sendable, Hashable, CustomStringConvertible {
    /// The interval in seconds.
    let seconds: Int64

    /// A few hours: a published feed changes rarely, and every visit costs its server.
    static let standard = RefreshInterval(seconds: 4 * 3_600)
    /// The shortest and longest accepted.
    static let shortest: Int64 = 1
    static let longest: Int64 = 366 * 86_400

    private init(seconds: Int64) { self.seconds = seconds }

    /// `text` (`30min`, `6h`, `1d`) as an interval; nil with the reason when it is not one.
    static func parse(_ text: String) -> Result<RefreshInterval, Problem> {
        let trimmed = text.filter { $0 != " " }
        let digits = trimmed.prefix { $0.isASCII && $0.isNumber }
        let unit = trimmed.dropFirst(digits.count).lowercased()
        let scale: Int64? = switch unit {
        case "s": 1
        case "m", "min": 60
        case "h": 3_600
        case "d": 86_400
        default: nil
        }
        guard !digits.isEmpty, digits.count <= 9, let number = Int64(digits), let scale else {
            return .failure(Problem("refresh must be a number and a unit: \"30min\", \"6h\", \"1d\" (s, min, h, d)"))
        }
        let seconds = number * scale
        guard (shortest...longest).contains(seconds) else {
            return .failure(Problem("refresh must be between 1 s and 366 d"))
        }
        return .success(RefreshInterval(seconds: seconds))
    }

    var description: String {
        if seconds % 86_400 == 0 { return "\(seconds / 86_400)d" }
        if seconds % 3_600 == 0 { return "\(seconds / 3_600)h" }
        if seconds % 60 == 0 { return "\(seconds / 60)min" }
        return "\(seconds)s"
    }

    /// Why a refresh interval was refused.
    struct Problem: Error {
        let text: String
        init(_ text: String) { self.text = text }
    }
}
