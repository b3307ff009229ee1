/// A time zone's offsets from UTC over time: the system's zone data (`TZifZone`), a zone a
/// calendar file defines (`DefinedZone`), or one fixed offset.
public protocol ZoneRules: Sendable {
    /// Seconds east of UTC at the instant `utc` (seconds since 1970-01-01 00:00 UTC).
    func offset(atUTC utc: Int) -> Int
}

extension ZoneRules {
    /// The instant a clock reading in this zone stands for (seconds since the epoch on that
    /// clock). A reading a transition skips (02:30 on a spring-forward night) is taken on the
    /// offset before it, as RFC 5545 §3.3.5 asks; one that happens twice, the first time.
    public func utc(fromLocal local: Int) -> Int {
        // The offsets in force a day either side; a reading is on one of them.
        let early = offset(atUTC: local - 86_400)
        let late = offset(atUTC: local + 86_400)
        let valid = [early, late].filter { offset(atUTC: local - $0) == $0 }
        // Twice (an overlap): the larger offset gives the earlier instant.
        if let offset = valid.max() { return local - offset }
        // Never (a gap): read on the offset before it.
        return local - early
    }

    /// The clock reading at the instant `utc`.
    public func local(fromUTC utc: Int) -> Int { utc + offset(atUTC: utc) }
}

/// A zone whose offset never changes (UTC, or a fixed offset).
public struct FixedZone: ZoneRules, Hashable {
    /// Seconds east of UTC.
    public let seconds: Int

    /// A zone `seconds` east of UTC.
    public init(seconds: Int) { self.seconds = seconds }

    /// UTC.
    public static let utc = FixedZone(seconds: 0)

    public func offset(atUTC utc: Int) -> Int { seconds }
}

/// A UTC offset as iCalendar writes it (`+0100`, `-0530`, `+013045`), in seconds.
func utcOffset(_ text: some StringProtocol) -> Int? {
    let trimmed = text.trimmingCharacters
    guard let sign = trimmed.first, sign == "+" || sign == "-" else { return nil }
    let digits = trimmed.dropFirst()
    guard digits.count == 4 || digits.count == 6, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
    let numbers = Array(digits).map { Int(String($0))! }
    let hours = numbers[0] * 10 + numbers[1]
    let minutes = numbers[2] * 10 + numbers[3]
    let seconds = digits.count == 6 ? numbers[4] * 10 + numbers[5] : 0
    guard hours < 24, minutes < 60, seconds < 60 else { return nil }
    return (sign == "-" ? -1 : 1) * (hours * 3600 + minutes * 60 + seconds)
}
