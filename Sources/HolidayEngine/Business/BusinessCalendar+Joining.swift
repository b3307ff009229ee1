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
        let (off, worked) = Self.jointExceptions(of: members, rule: rule, weekend: weekend, within: first...last)
        self.init(
            offDays: off, workedDays: worked, weekend: weekend,
            kinds: members.reduce(into: []) { $0.formUnion($1.kinds) }, region: nil,
            years: members.compactMap(\.years).first, known: first...last, members: members, rule: rule)
    }

    /// The days in `days` (day numbers) where the joint calendar departs from `weekend`:
    /// holidays on its working days (`off`) and its weekend days worked (`worked`).
    ///
    /// Found from the members' exceptions sorted by day, without asking any member: a
    /// member's exception on a day is a holiday on one of its working days or a weekend day
    /// of its own worked, and a member without one that day answers by its weekend. So all
    /// are business days when none has a holiday and every member whose weekend holds the
    /// day works it; some is when one works it or a member has neither its weekend nor a
    /// holiday there. O(E log E) for E exceptions in all (asking each member about each
    /// exception day was O(E x members x log H): minutes for hundreds of regions).
    static func jointExceptions(
        of members: [BusinessCalendar], rule: JointCalendarRule, weekend: WeekendHistory, within days: ClosedRange<Int>
    ) -> (off: [Int], worked: [Int]) {
        // Each exception as day * 2 + 1 when worked: sorting these sorts by day.
        var keys: [Int] = []
        keys.reserveCapacity(members.reduce(0) { $0 + $1.exceptions.count })
        for member in members {
            for (index, day) in member.exceptions.enumerated() where days.contains(day) {
                keys.append(day &* 2 &+ (member.isWorked[index] ? 1 : 0))
            }
        }
        keys.sort()
        // How many members have each weekend: a few weekends among many members.
        let weekends = Dictionary(members.map { ($0.weekend, 1) }, uniquingKeysWith: +)
        var off: [Int] = []
        var worked: [Int] = []
        var index = 0
        while index < keys.count {
            let day = keys[index] >> 1
            var holidays = 0
            var workedWeekends = 0
            while index < keys.count, keys[index] >> 1 == day {
                if keys[index] & 1 == 1 { workedWeekends += 1 } else { holidays += 1 }
                index += 1
            }
            let onWeekend = weekends.reduce(0) { $0 + ($1.key.containsDay(day) ? $1.value : 0) }
            let business = switch rule {
            case .all: holidays == 0 && workedWeekends == onWeekend
            case .any: workedWeekends > 0 || members.count - onWeekend - holidays > 0
            }
            if business == weekend.containsDay(day) {
                if business { worked.append(day) } else { off.append(day) }
            }
        }
        return (off, worked)
    }
}
