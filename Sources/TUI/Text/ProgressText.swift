import HolidayFetchCore

/// The fetch progress as one line: `⠋ 12/28 days · 1 req/s · ~16 s left`.
enum ProgressText {
    static func line(_ progress: FetchProgress, spinner: String, separator: String) -> String {
        var parts = ["\(spinner) \(progress.doneDays)/\(progress.totalDays) days"]
        parts.append("\(rate(progress.requestsPerSecond)) req/s")
        if let seconds = progress.secondsLeft, seconds > 0 {
            parts.append("~\(duration(seconds)) left")
        }
        return parts.joined(separator: " \(separator) ")
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
