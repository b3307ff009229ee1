/// A day of the week. Raw values follow C's `tm_wday`: Sunday is 0.
public enum Weekday: Int, CaseIterable, Hashable, Sendable, Comparable {
    case sunday, monday, tuesday, wednesday, thursday, friday, saturday

    /// `Monday`.
    public var name: String { Self.names[rawValue] }

    /// `Mon`.
    public var shortName: String { String(name.prefix(3)) }

    /// The weekday `offset` days later (earlier when negative).
    public func advanced(by offset: Int) -> Weekday {
        let r = (rawValue + offset) % 7
        return Weekday(rawValue: r < 0 ? r + 7 : r)!
    }

    /// Days forward from `self` to the next `other` (0 when they are the same).
    public func days(until other: Weekday) -> Int {
        (other.rawValue - rawValue + 7) % 7
    }

    /// The seven weekdays in order, starting at `first`.
    public static func week(startingOn first: Weekday) -> [Weekday] {
        (0..<7).map { first.advanced(by: $0) }
    }

    /// Parses an English weekday name or any prefix of it of at least two letters
    /// (`mo`, `Mon`, `monday`); case does not matter.
    public init?(name text: String) {
        let key = text.lowercased()
        guard key.count >= 2,
              let index = Self.names.firstIndex(where: { $0.lowercased().hasPrefix(key) })
        else { return nil }
        self.init(rawValue: index)
    }

    public static func < (lhs: Weekday, rhs: Weekday) -> Bool { lhs.rawValue < rhs.rawValue }

    private static let names = [
        "Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday",
    ]
}
