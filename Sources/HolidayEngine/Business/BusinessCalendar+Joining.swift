/// Several calendars as one: the business days of all of them, or of any of them
/// (docs/business-days.md, "Several regions").
///
/// The joint calendar is an ordinary `BusinessCalendar`, so it answers in O(log H) like
/// any other. Its weekend is the members' weekends joined (`WeekendHistory.joining`), and
/// its exceptions are found among the members' exceptions: on a day that is no member's
/// exception, each member's answer is its weekend's, so the joint answer is the joint
/// weekend's (under `.all`: a working day of each is a working day of all, and under
/// `.any` likewise for "some"). Only the members' exceptions need asking, each in
/// O(log H), once, when the calendar is made.
extension BusinessCalendar {
    /// The business days of all of `calendars` (`.all`) or of any of them (`.any`), for
    /// the years any of them holds (the others are grown to hold them too).
    public init(joining calendars: [BusinessCalendar], rule: JointCalendarRule) throws(JointCalendarError) {
        let weekend = try WeekendHistory.joining(calendars.map(\.weekend), rule: rule)
        self.init(joining: calendars, rule: rule, weekend: weekend)
    }

    /// `init(joining:rule:)` with the joint weekend already found, for growing a joint
    /// calendar (its members' weekends, and so the joint one, do not change with years).
    init(joining calendars: [BusinessCalendar], rule: JointCalendarRule, weekend: WeekendHistory) {
        let held = calendars.compactMap(\.years)
        let members = held.isEmpty
            ? calendars
            : calendars.map { $0.extended(toCover: held.map(\.lowerBound).min()!...held.map(\.upperBound).max()!) }
        let first = members.map(\.firstKnownDay).max()!
        let last = members.map(\.lastKnownDay).min()!
        var off: [Int] = []
        var worked: [Int] = []
        for day in Set(members.flatMap(\.exceptions)) where first <= day && day <= last {
            let business = rule == .all
                ? members.allSatisfy { $0.isBusinessDay(dayNumber: day) }
                : members.contains { $0.isBusinessDay(dayNumber: day) }
            if business == weekend.containsDay(day) {
                if business { worked.append(day) } else { off.append(day) }
            }
        }
        self.init(
            offDays: off, workedDays: worked, weekend: weekend,
            kinds: members.reduce(into: []) { $0.formUnion($1.kinds) }, region: nil,
            years: members.compactMap(\.years).first, known: first...last, members: members, rule: rule)
    }
}
