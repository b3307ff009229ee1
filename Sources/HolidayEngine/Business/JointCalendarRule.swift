/// Which days are business days of a calendar joined from several (QuantLib's
/// `JointCalendarRule`). docs/business-days.md, "Several regions".
public enum JointCalendarRule: String, CaseIterable, Sendable {
    /// A business day in every calendar: a day off anywhere is a day off of the whole
    /// (QuantLib's `JoinHolidays`). The days a team spread over the regions all work.
    case all
    /// A business day in at least one calendar (QuantLib's `JoinBusinessDays`): the days
    /// some office is open.
    case any
}
