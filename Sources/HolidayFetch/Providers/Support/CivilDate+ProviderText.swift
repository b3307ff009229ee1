import HolidayEngine

/// Reading the date formats providers send.
extension CivilDate {
    /// Parses `2026-02-24`, `2026-2-4`, `2026-02-24T00:00:00`, `2026/02/24`, `02/24/2026`
    /// and `2/4/2026` (US order, as Abstract sends it); nil for anything else or a date
    /// that does not exist.
    init?(providerText text: String) {
        let trimmed = text.split(separator: "T", maxSplits: 1).first.map(String.init) ?? ""
        let dashed = trimmed.split(separator: "-", omittingEmptySubsequences: false)
        let slashed = trimmed.split(separator: "/", omittingEmptySubsequences: false)
        let fields: (year: Substring, month: Substring, day: Substring)
        if dashed.count == 3 {
            fields = (dashed[0], dashed[1], dashed[2])
        } else if slashed.count == 3, slashed[0].count == 4 {
            fields = (slashed[0], slashed[1], slashed[2])
        } else if slashed.count == 3 {
            fields = (slashed[2], slashed[0], slashed[1])
        } else {
            return nil
        }
        guard fields.year.count == 4, (1...2).contains(fields.month.count),
              (1...2).contains(fields.day.count),
              let year = Int(fields.year), let month = Int(fields.month), let day = Int(fields.day)
        else { return nil }
        self.init(year: year, month: month, day: day)
    }
}
