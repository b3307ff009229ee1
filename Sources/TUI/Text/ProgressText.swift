import HolidayFetch

/// The fetch progress as one line: `⠋ 12/28 days · 1 req/s · ~16 s left`.
enum ProgressText {
    static func line(_ progress: FetchProgress, spinner: String, separator: String = "·") -> String {
        var parts = ["\(spinner) \(progress.doneDays)/\(progress.totalDays) days"]
        parts.append("\(rate(progress.requestsPerSecond)) req/s")
        if let seconds = progress.secondsLeft, seconds > 0 {
            parts.append("~\(duration(seconds)) left")
        }
        return parts.joined(separator: " \(separator) ")
    }

    /// `1`, `0.5`, `10`.
    static func rate(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `16 s`, `2 min 5 s`.
    static func duration(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded(.up))
        return whole < 60 ? "\(whole) s" : "\(whole / 60) min \(whole % 60) s"
    }
}
