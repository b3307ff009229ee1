import HolidayEngine

/// `2026-02-24` as a date; traps on a typo so a bad pin cannot pass silently.
public func day(_ text: String) -> CivilDate {
    guard let date = CivilDate.parse(text) else { fatalError("bad date in test: \(text)") }
    return date
}

extension Region {
    /// `"2026-01-01 New Year's Day"` lines for every holiday of `year` of `kinds`.
    public func lines(year: Int, kinds: Set<HolidayKind> = [.public, .bank]) -> [String] {
        holidays(year: year).filter { kinds.contains($0.kind) }.map { "\($0.date) \($0.name)" }
    }

    /// English names of the holidays on `date` (of any kind).
    public func names(on date: String) -> [String] {
        holidays(on: day(date)).map(\.name)
    }

    /// The dates named `name` in `year`.
    public func dates(of name: String, year: Int) -> [String] {
        holidays(year: year).filter { $0.name == name }.map { "\($0.date)" }
    }

    /// The one holiday named `name` on `date`, if there is exactly one.
    public func holiday(_ name: String, on date: String) -> Holiday? {
        let found = holidays(on: day(date)).filter { $0.name == name }
        return found.count == 1 ? found[0] : nil
    }
}
