import HolidayEngine

/// An RRULE (RFC 5545 §3.3.10): how often an event repeats, until when or how many times, and
/// on which months, days and times.
public struct RecurrenceRule: Hashable, Sendable {
    /// How often the rule's periods come.
    public enum Frequency: String, Hashable, Sendable, CaseIterable {
        case secondly = "SECONDLY", minutely = "MINUTELY", hourly = "HOURLY", daily = "DAILY"
        case weekly = "WEEKLY", monthly = "MONTHLY", yearly = "YEARLY"

        /// Whether periods are shorter than a day.
        var isSubDaily: Bool { self == .secondly || self == .minutely || self == .hourly }

        /// Seconds in one period of a sub-daily frequency.
        var seconds: Int {
            switch self {
            case .secondly: 1
            case .minutely: 60
            case .hourly: 3600
            default: 86_400
            }
        }
    }

    /// A BYDAY entry: a weekday, and which of them in the month or year (`2MO`, `-1FR`).
    public struct WeekdayNumber: Hashable, Sendable {
        /// Which one (1 first, -1 last), or nil for every one.
        public let ordinal: Int?
        public let weekday: Weekday
    }

    public var frequency: Frequency
    public var interval: Int = 1
    /// At most this many instances (DTSTART counts as the first).
    public var count: Int?
    /// No instance after this.
    public var until: EventTime?
    public var bySecond: [Int] = []
    public var byMinute: [Int] = []
    public var byHour: [Int] = []
    public var byDay: [WeekdayNumber] = []
    public var byMonthDay: [Int] = []
    public var byYearDay: [Int] = []
    public var byWeekNumber: [Int] = []
    public var byMonth: [Int] = []
    public var bySetPosition: [Int] = []
    /// The first day of the week, for WEEKLY periods and BYWEEKNO.
    public var weekStart: Weekday = .monday

    /// The largest COUNT, INTERVAL and BY list honoured; a rule beyond them is refused with a
    /// message, not expanded for ever.
    static let maxInterval = 100_000
    static let maxListEntries = 400

    /// A rule that repeats with `frequency`.
    public init(frequency: Frequency) {
        self.frequency = frequency
    }

    /// Why a rule was refused.
    public struct ParseError: Error, Hashable, Sendable {
        public let message: String
    }
}

extension RecurrenceRule {
    /// Parses `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE`. `zone` is DTSTART's TZID (for UNTIL).
    static func parse(_ text: String, zone: String?) throws(ParseError) -> RecurrenceRule {
        var parts: [String: String] = [:]
        for part in text.split(separator: ";") where !part.isEmpty {
            let pair = part.split(separator: "=", maxSplits: 1)
            guard pair.count == 2 else { throw ParseError(message: "'\(part.prefix(40))' is not NAME=VALUE") }
            let name = pair[0].uppercased()
            guard parts[name] == nil else { throw ParseError(message: "\(name) is given twice") }
            parts[name] = String(pair[1])
        }
        guard let freqText = parts.removeValue(forKey: "FREQ") else { throw ParseError(message: "FREQ is missing") }
        guard let frequency = Frequency(rawValue: freqText.uppercased()) else {
            throw ParseError(message: "FREQ=\(freqText.prefix(20)) is not a frequency")
        }
        var rule = RecurrenceRule(frequency: frequency)
        func integers(_ name: String, _ allowed: ClosedRange<Int>, zero: Bool = true) throws(ParseError) -> [Int] {
            guard let value = parts.removeValue(forKey: name) else { return [] }
            let items = value.split(separator: ",")
            guard items.count <= maxListEntries else {
                throw ParseError(message: "\(name) lists \(items.count) values (at most \(maxListEntries))")
            }
            var result: [Int] = []
            for item in items {
                guard let number = Int(item), allowed.contains(number), zero || number != 0 else {
                    throw ParseError(message: "\(name)=\(item.prefix(20)) is out of range")
                }
                result.append(number)
            }
            return Array(Set(result)).sorted()
        }
        if let value = parts.removeValue(forKey: "INTERVAL") {
            guard let interval = Int(value), (1...maxInterval).contains(interval) else {
                throw ParseError(message: "INTERVAL=\(value.prefix(20)) is not 1 to \(maxInterval)")
            }
            rule.interval = interval
        }
        if let value = parts.removeValue(forKey: "COUNT") {
            // A count too large for an Int is as good as none; a bad one is an error.
            guard value.allSatisfy({ $0.isASCII && $0.isNumber }), !value.isEmpty else {
                throw ParseError(message: "COUNT=\(value.prefix(20)) is not a number")
            }
            let count = Int(value) ?? Int.max
            guard count >= 1 else { throw ParseError(message: "COUNT must be at least 1") }
            rule.count = count
        }
        if let value = parts.removeValue(forKey: "UNTIL") {
            guard let until = EventTime.parse(value, zone: zone, valueType: nil) else {
                throw ParseError(message: "UNTIL=\(value.prefix(20)) is not a date or time")
            }
            guard rule.count == nil else { throw ParseError(message: "COUNT and UNTIL are both given") }
            rule.until = until
        }
        rule.bySecond = try integers("BYSECOND", 0...60)
        rule.byMinute = try integers("BYMINUTE", 0...59)
        rule.byHour = try integers("BYHOUR", 0...23)
        rule.byMonthDay = try integers("BYMONTHDAY", -31...31, zero: false)
        rule.byYearDay = try integers("BYYEARDAY", -366...366, zero: false)
        rule.byWeekNumber = try integers("BYWEEKNO", -53...53, zero: false)
        rule.byMonth = try integers("BYMONTH", 1...12)
        rule.bySetPosition = try integers("BYSETPOS", -366...366, zero: false)
        if let value = parts.removeValue(forKey: "BYDAY") {
            let items = value.split(separator: ",")
            guard items.count <= maxListEntries else {
                throw ParseError(message: "BYDAY lists \(items.count) values (at most \(maxListEntries))")
            }
            var days = Set<WeekdayNumber>()
            for item in items {
                guard item.count >= 2, let weekday = Self.weekday(item.suffix(2)) else {
                    throw ParseError(message: "BYDAY=\(item.prefix(20)) is not a weekday")
                }
                let prefix = item.dropLast(2)
                var ordinal: Int?
                if !prefix.isEmpty {
                    guard let number = Int(prefix), number != 0, (-53...53).contains(number) else {
                        throw ParseError(message: "BYDAY=\(item.prefix(20)) has a bad ordinal")
                    }
                    ordinal = number
                }
                days.insert(WeekdayNumber(ordinal: ordinal, weekday: weekday))
            }
            rule.byDay = days.sorted { ($0.ordinal ?? 0, $0.weekday.rawValue) < ($1.ordinal ?? 0, $1.weekday.rawValue) }
        }
        if let value = parts.removeValue(forKey: "WKST") {
            guard let weekday = Self.weekday(Substring(value)) else { throw ParseError(message: "WKST=\(value.prefix(20)) is not a weekday") }
            rule.weekStart = weekday
        }
        // X-names and the like are ignored, as RFC 5545 asks of names it does not define.
        return rule
    }

    /// `MO` ... `SU`.
    static func weekday(_ code: Substring) -> Weekday? {
        switch code.uppercased() {
        case "SU": .sunday
        case "MO": .monday
        case "TU": .tuesday
        case "WE": .wednesday
        case "TH": .thursday
        case "FR": .friday
        case "SA": .saturday
        default: nil
        }
    }
}
