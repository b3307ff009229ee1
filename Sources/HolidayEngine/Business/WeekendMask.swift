/// The days of the week that are not working days: Saturday and Sunday by default, any set
/// of weekdays except all seven (a week with no working day has no business days to count).
///
/// Besides the set, the mask keeps two small tables that make counting closed-form: how many
/// working days precede each weekday, and which weekday the m-th working day of a week is.
public struct WeekendMask: Hashable, Sendable {
    /// Bit `d` is set when `Weekday(rawValue: d)` is a weekend day (Sunday is bit 0).
    public let bits: UInt8
    /// Working days in a week: 1...7.
    public let workdaysPerWeek: Int
    /// Byte `r` (0...7): working days among the weekdays with raw values `0..<r`.
    @usableFromInline let workdaysBefore: UInt64
    /// Byte `m` (0..<workdaysPerWeek): raw value of the m-th working weekday, from Sunday.
    @usableFromInline let nthWorkday: UInt64

    /// A weekend of `days`; nil when `days` holds all seven weekdays.
    public init?(_ days: some Sequence<Weekday>) {
        var bits: UInt8 = 0
        for day in days { bits |= 1 << UInt8(day.rawValue) }
        self.init(bits: bits)
    }

    /// A weekend from its bit set (bit `d` is `Weekday(rawValue: d)`); nil when all seven
    /// bits are set. Bit 7 is ignored.
    public init?(bits: UInt8) {
        let bits = bits & 0x7F
        guard bits != 0x7F else { return nil }
        var before: UInt64 = 0
        var nth: UInt64 = 0
        var working = 0
        for day in 0..<7 {
            before |= UInt64(working) << (8 * UInt64(day))
            if bits & (1 << UInt8(day)) == 0 {
                nth |= UInt64(day) << (8 * UInt64(working))
                working += 1
            }
        }
        before |= UInt64(working) << 56
        self.bits = bits
        self.workdaysPerWeek = working
        self.workdaysBefore = before
        self.nthWorkday = nth
    }

    /// Saturday and Sunday: the default.
    public static let saturdaySunday = WeekendMask([.saturday, .sunday])!

    /// Friday and Saturday, as in much of the Middle East.
    public static let fridaySaturday = WeekendMask([.friday, .saturday])!

    /// Sunday only.
    public static let sundayOnly = WeekendMask([.sunday])!

    /// No weekend: every day of the week is a working day.
    public static let empty = WeekendMask(bits: 0)!

    /// Whether `day` is a weekend day.
    @inlinable
    public func contains(_ day: Weekday) -> Bool { bits & (1 << UInt8(day.rawValue)) != 0 }

    /// The weekend days, Monday first (the order `description` uses).
    public var days: [Weekday] {
        Weekday.week(startingOn: .monday).filter(contains)
    }
}
