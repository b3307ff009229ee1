import HolidayEngine

/// A time of day as seconds since midnight, and a date with one: iCalendar's DATE-TIME
/// without its zone.
public struct LocalDateTime: Hashable, Comparable, Sendable {
    /// The date.
    public let date: CivilDate
    /// Seconds since midnight, 0 ..< 86,400 (a leap second's 60 is read as 59).
    public let seconds: Int

    /// A date and a time of day.
    public init(date: CivilDate, seconds: Int) {
        self.date = date
        self.seconds = seconds
    }

    /// Seconds since 1970-01-01 00:00 of the same clock.
    public var secondsSinceEpoch: Int { date.dayNumber * 86_400 + seconds }

    /// The local date and time `seconds` after 1970-01-01 00:00 of the same clock.
    public init(secondsSinceEpoch value: Int) {
        let day = value >= 0 ? value / 86_400 : (value - 86_399) / 86_400
        self.init(date: CivilDate(dayNumber: day), seconds: value - day * 86_400)
    }

    public static func < (lhs: LocalDateTime, rhs: LocalDateTime) -> Bool {
        lhs.date != rhs.date ? lhs.date < rhs.date : lhs.seconds < rhs.seconds
    }

    /// `09:30` (or `09:30:15`).
    public var clockText: String {
        let hour = seconds / 3600
        let minute = seconds / 60 % 60
        let second = seconds % 60
        func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
        return second == 0 ? "\(two(hour)):\(two(minute))" : "\(two(hour)):\(two(minute)):\(two(second))"
    }
}

/// When an event starts or ends, as the file writes it: a whole day, or a time that is UTC,
/// floating (the same clock time in every zone) or in a named zone.
public enum EventTime: Hashable, Sendable {
    /// A whole day (`VALUE=DATE`).
    case date(CivilDate)
    /// A time in UTC (`...Z`).
    case utc(LocalDateTime)
    /// A time with no zone: read on the user's clock.
    case floating(LocalDateTime)
    /// A time in the zone `TZID` names.
    case zoned(LocalDateTime, zone: String)

    /// The date the file writes (before any conversion).
    public var writtenDate: CivilDate {
        switch self {
        case let .date(date): date
        case let .utc(time), let .floating(time), let .zoned(time, _): time.date
        }
    }

    /// Whether it is a whole day.
    public var isDate: Bool { if case .date = self { true } else { false } }

    /// The clock reading the file writes (midnight for a whole day).
    public var writtenTime: LocalDateTime {
        switch self {
        case let .date(date): LocalDateTime(date: date, seconds: 0)
        case let .utc(time), let .floating(time), let .zoned(time, _): time
        }
    }

    /// The same kind of time at another clock reading (a recurrence's instance).
    func with(_ time: LocalDateTime) -> EventTime {
        switch self {
        case .date: .date(time.date)
        case .utc: .utc(time)
        case .floating: .floating(time)
        case let .zoned(_, zone): .zoned(time, zone: zone)
        }
    }
}

extension EventTime {
    /// Parses a DATE (`20261224`) or DATE-TIME (`20261224T180000`, `...Z`) value; `isDate`
    /// from `VALUE=DATE` or the value's own shape; `zone` from `TZID`. Nil when malformed.
    static func parse(_ value: some StringProtocol, zone: String?, valueType: String?) -> EventTime? {
        var text = value.trimmingCharacters
        // Read in place: every DTSTART and DTEND comes here, and a copy of each into an
        // array cost a file of 10,000 events 20,000 allocations.
        return text.withUTF8 { parse(bytes: $0, zone: zone, valueType: valueType) }
    }

    private static func parse(bytes: UnsafeBufferPointer<UInt8>, zone: String?, valueType: String?) -> EventTime? {
        func number(_ range: Range<Int>) -> Int? {
            guard range.upperBound <= bytes.count else { return nil }
            var result = 0
            for byte in bytes[range] {
                guard (48...57).contains(byte) else { return nil }
                result = result * 10 + Int(byte - 48)
            }
            return result
        }
        guard bytes.count >= 8, let year = number(0..<4), let month = number(4..<6), let day = number(6..<8),
              let date = CivilDate(year: year, month: month, day: day)
        else { return nil }
        if bytes.count == 8 { return valueType == nil || valueType == "DATE" ? .date(date) : nil }
        guard valueType != "DATE", bytes.count == 15 || (bytes.count == 16 && bytes[15] == UInt8(ascii: "Z")),
              bytes[8] == UInt8(ascii: "T"), let hour = number(9..<11), let minute = number(11..<13),
              let second = number(13..<15), hour < 24, minute < 60, second <= 60
        else { return nil }
        let time = LocalDateTime(date: date, seconds: hour * 3600 + minute * 60 + min(second, 59))
        if bytes.count == 16 { return .utc(time) }
        if let zone, !zone.isEmpty { return .zoned(time, zone: zone) }
        return .floating(time)
    }
}
