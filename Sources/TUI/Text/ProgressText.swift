import HolidayFetchCore

/// The fetch progress as one line: `⠋ 12/28 days · 1 req/s · ~16 s left`; while the
/// server's `Retry-After` holds requests back, `server asked to wait 2 h (r: now)` too.
enum ProgressText {
    static func line(_ progress: FetchProgress, spinner: String, separator: String) -> String {
        var parts = ["\(spinner) \(progress.doneDays)/\(progress.totalDays) days"]
        parts.append("\(rate(progress.requestsPerSecond)) req/s")
        if let asked = progress.waitAskedSeconds {
            parts.append("server asked to wait \(wait(asked)) (r: now)")
        }
        if let seconds = progress.secondsLeft {
            if seconds > 0 { parts.append("~\(duration(seconds)) left") }
        } else if progress.inFlight > 0 {
            parts.append("answer late")
        }
        return parts.joined(separator: " \(separator) ")
    }

    /// A wait a server asked for, in its largest whole unit: `30 s`, `5 min`, `3 h`,
    /// `11574 days`.
    static func wait(_ seconds: Int) -> String {
        switch seconds {
        case ..<120: "\(max(0, seconds)) s"
        case ..<7_200: "\(seconds / 60) min"
        case ..<172_800: "\(seconds / 3_600) h"
        default: "\(seconds / 86_400) days"
        }
    }

    /// `1`, `0.5`, `10`; rates a status line need not spell out stay short.
    static func rate(_ value: Double) -> String {
        guard value.isFinite, value < 10_000 else { return value.isNaN ? "?" : "many" }
        let tenths = Int((value * 10).rounded())
        return tenths % 10 == 0 ? String(tenths / 10) : "\(tenths / 10).\(tenths % 10)"
    }

    /// `16 s`, `2 min 5 s`.
    static func duration(_ seconds: Double) -> String {
        guard seconds.isFinite, seconds < 1e7 else { return "a long time" }
        let whole = Int(seconds.rounded(.up))
        return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
    }
}
