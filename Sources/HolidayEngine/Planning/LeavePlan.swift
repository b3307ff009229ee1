/// The leave days that give the most days off in long stretches, for a budget of leave
/// (`DaysOff.plan(leave:minimumLength:)`; what is optimised, and why this is the optimum,
/// in docs/planning.md).
public struct LeavePlan: Hashable, Sendable {
    /// The most leave days the plan could use.
    public let budget: Int
    /// A stretch counts when it has at least this many days.
    public let minimumLength: Int
    /// The leave days chosen, in date order: never more than `budget`, and the fewest that
    /// reach `daysOff`.
    public let leave: [CivilDate]
    /// Days off in stretches of at least `minimumLength` days, with the leave taken (leave
    /// days included): the most any choice of leave within the budget gives.
    public let daysOff: Int
    /// The same count without any leave.
    public let daysOffWithoutLeave: Int
    /// The stretches the leave is in, with the leave, in date order.
    public let stretches: [Stretch]
}
