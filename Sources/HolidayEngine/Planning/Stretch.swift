/// A run of consecutive days off, as long as it goes: a weekend, a holiday, a long weekend,
/// or Christmas to New Year.
public struct Stretch: Hashable, Sendable {
    /// Its first and last day.
    public let dates: DateRange
    /// The holidays that make days off in it, in date order.
    public let holidays: [Holiday]
    /// The leave days in it, when it is part of a plan; empty otherwise.
    public let leave: [CivilDate]

    /// A stretch over `dates` with its `holidays` and the `leave` taken in it.
    public init(dates: DateRange, holidays: [Holiday], leave: [CivilDate] = []) {
        self.dates = dates
        self.holidays = holidays
        self.leave = leave
    }

    /// How many days it has.
    public var days: Int { dates.count }
}
