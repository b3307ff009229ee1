/// What happens, in some years, to a holiday that falls on particular weekdays: an extra
/// day off elsewhere (`sameDateOrNextWeekday` in seed 004), the day itself moved, or no
/// day at all. Weekdays not named keep the holiday where it is.
public struct Observance: Hashable, Sendable {
    /// Where a shifted holiday goes.
    public enum Shift: Hashable, Sendable {
        /// The first `Weekday` after the holiday (a week later if it is that weekday).
        case next(Weekday)
        /// The last `Weekday` before the holiday.
        case previous(Weekday)
    }

    /// What happens on one weekday.
    public enum Action: Hashable, Sendable {
        /// The holiday stays and an additional, observed day off is added at the shift.
        case add(Shift)
        /// The holiday itself moves to the shift; nothing is left on the original date.
        case move(Shift)
        /// No holiday that year.
        case drop
    }

    /// The years this policy is in force.
    public let years: YearSpan
    /// The action for each weekday, as written.
    public let actions: [Weekday: Action]
    /// Per weekday (indexed by raw value): 0 keep, otherwise a compiled step.
    let steps: [Step]

    /// A policy for `years` with the given action on each weekday.
    public init(_ years: YearSpan, _ actions: [Weekday: Action]) {
        self.years = years
        self.actions = actions
        self.steps = Weekday.allCases.map { weekday in
            switch actions[weekday] {
            case nil: .keep
            case .drop: .drop
            case let .add(shift): .add(days: shift.days(from: weekday))
            case let .move(shift): .move(days: shift.days(from: weekday))
            }
        }
    }

    /// An additional day off for a holiday on the given weekdays.
    public static func adding(_ years: YearSpan, _ shifts: [Weekday: Shift]) -> Observance {
        Observance(years, shifts.mapValues { .add($0) })
    }

    /// The holiday moves when it falls on the given weekdays.
    public static func moving(_ years: YearSpan, _ shifts: [Weekday: Shift]) -> Observance {
        Observance(years, shifts.mapValues { .move($0) })
    }

    /// No holiday when it falls on one of `weekdays` (a shortened working day on a weekend).
    public static func dropping(_ years: YearSpan, on weekdays: [Weekday]) -> Observance {
        Observance(years, Dictionary(uniqueKeysWithValues: weekdays.map { ($0, Action.drop) }))
    }

    /// An action reduced to a day count from the holiday.
    enum Step: Hashable, Sendable {
        case keep
        case add(days: Int)
        case move(days: Int)
        case drop
    }
}

extension Observance.Shift {
    /// Days from a holiday on `weekday` to its shifted date.
    func days(from weekday: Weekday) -> Int {
        switch self {
        case let .next(target):
            let days = weekday.days(until: target)
            return days == 0 ? 7 : days
        case let .previous(target):
            let days = target.days(until: weekday)
            return days == 0 ? -7 : -days
        }
    }
}
