/// Working days whose leave joins stretches of days off into one: "take Fri 15 May:
/// 4 days off".
public struct Bridge: Hashable, Sendable {
    /// The leave days to take, in date order.
    public let leave: [CivilDate]
    /// The one stretch they make, from the first day off to the last.
    public let joined: DateRange

    /// Leave on `leave` makes the stretch `joined`.
    public init(leave: [CivilDate], joined: DateRange) {
        self.leave = leave
        self.joined = joined
    }

    /// Days off in a row the leave buys (the leave days included).
    public var daysOff: Int { joined.count }

    /// Days off in a row per day of leave.
    public var daysOffPerLeaveDay: Double { Double(daysOff) / Double(leave.count) }

    /// The ranking: more days off per day of leave first (compared exactly, as fractions),
    /// then more days off, then the earlier leave.
    public static func ranking(_ lhs: Bridge, _ rhs: Bridge) -> Bool {
        let left = lhs.daysOff * rhs.leave.count
        let right = rhs.daysOff * lhs.leave.count
        if left != right { return left > right }
        if lhs.daysOff != rhs.daysOff { return lhs.daysOff > rhs.daysOff }
        return lhs.leave.lexicographicallyPrecedes(rhs.leave)
    }
}
