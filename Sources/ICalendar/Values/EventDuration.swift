/// A DURATION value (RFC 5545 §3.3.6): `P1D`, `PT1H30M`, `P2W`, `-PT15M`. Days and weeks are
/// nominal (a day is a calendar day, whatever the clock does that day); hours, minutes and
/// seconds are exact.
public struct EventDuration: Hashable, Sendable {
    /// Whole days (weeks count seven), nominal.
    public let days: Int
    /// Seconds, exact.
    public let seconds: Int

    /// A duration of days and seconds.
    public init(days: Int, seconds: Int) {
        self.days = days
        self.seconds = seconds
    }

    /// Parses `[+|-]P...`; nil when malformed or absurdly long (more than 100,000 days).
    static func parse(_ value: some StringProtocol) -> EventDuration? {
        var text = Substring(value.trimmingCharacters)
        var sign = 1
        if text.first == "-" { sign = -1; text = text.dropFirst() } else if text.first == "+" { text = text.dropFirst() }
        guard text.first == "P" else { return nil }
        text = text.dropFirst()
        var days = 0
        var seconds = 0
        var inTime = false
        var digits = ""
        var sawUnit = false
        for character in text {
            if character == "T" { guard !inTime, digits.isEmpty else { return nil }; inTime = true; continue }
            if character.isASCII, character.isNumber {
                guard digits.count < 9 else { return nil }
                digits.append(character)
                continue
            }
            guard let amount = Int(digits) else { return nil }
            digits = ""
            sawUnit = true
            switch (character, inTime) {
            case ("W", false): days += amount * 7
            case ("D", false): days += amount
            case ("H", true): seconds += amount * 3600
            case ("M", true): seconds += amount * 60
            case ("S", true): seconds += amount
            default: return nil
            }
        }
        guard digits.isEmpty, sawUnit, days + seconds / 86_400 <= 100_000 else { return nil }
        return EventDuration(days: sign * days, seconds: sign * seconds)
    }
}
