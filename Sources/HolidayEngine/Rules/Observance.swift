/// What happens, in some years, to a holiday that falls on particular weekdays: an extra
/// day off elsewhere (New South Wales' "same date or next weekday"), the day itself moved,
/// or no day at all. Weekdays not named keep the holiday where it is.
///
/// docs/rule-model.md, "Substitute days", lists the laws each shape encodes.
public struct Observance: Hashable, Sendable {
    /// Where a shifted holiday goes.
    public enum Shift: Hashable, Sendable {
        /// The first `Weekday` after the holiday (a week later if it is that weekday).
        case next(Weekday)
        /// The last `Weekday` before the holiday.
        case previous(Weekday)
        /// The first day after the holiday that is neither a weekend day of the region nor
        /// already a day off: two holidays that collide take the next two such days
        /// (Christmas on Saturday -> Monday, Boxing Day on Sunday -> Tuesday).
        case nextWorkday
        /// The last such day before the holiday.
        case previousWorkday
        /// A number of days after (or, negative, before) the holiday, whatever the weekday:
        /// where a decree names the day that stands in (`HolidayRule.decreedSubstitute`).
        case days(Int)
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
    public let years: YearSet
    /// The action for each weekday, as written.
    public let actions: [Weekday: Action]
    /// Whether the holiday also gives the next free working day when it falls on another
    /// day off (Azerbaijan's Bayrams, Labour Code art. 105.6): on a working weekday, because
    /// one of the two is lost; on a weekend day, for the other holiday if that one has no
    /// substitute of its own.
    public let onAnotherDayOff: Bool
    /// Whether holidays that fall on one date share one substitute day between them
    /// (Albania, Kosovo: both Easters on one Sunday give one Monday), instead of one each.
    public let oncePerDate: Bool
    /// The years in which the days this policy adds or moves are forecasts
    /// (`Holiday.isEstimated`): where the law leaves the substitute's day to a yearly notice
    /// not yet published (China's State Council); none by default.
    public private(set) var forecastYears: YearSet = .never
    /// Per weekday (indexed by raw value): what the engine does.
    let steps: [Step]

    /// A policy for `years` with the given action on each weekday.
    public init(
        _ years: YearSet, _ actions: [Weekday: Action], onAnotherDayOff: Bool = false, oncePerDate: Bool = false
    ) {
        self.years = years
        self.actions = actions
        self.onAnotherDayOff = onAnotherDayOff
        self.oncePerDate = oncePerDate
        self.steps = Weekday.allCases.map { weekday in
            switch actions[weekday] {
            case nil: .keep
            case .drop: .drop
            case let .add(shift): Step(adding: true, shift: shift, from: weekday)
            case let .move(shift): Step(adding: false, shift: shift, from: weekday)
            }
        }
    }

    /// The same policy, whose added or moved days are forecasts in `years`.
    public func forecast(_ years: YearSet) -> Observance {
        var policy = self
        policy.forecastYears = years
        return policy
    }

    /// An additional day off for a holiday on the given weekdays.
    public static func adding(_ years: YearSet, _ shifts: [Weekday: Shift]) -> Observance {
        Observance(years, shifts.mapValues { .add($0) })
    }

    /// The holiday moves when it falls on the given weekdays.
    public static func moving(_ years: YearSet, _ shifts: [Weekday: Shift]) -> Observance {
        Observance(years, shifts.mapValues { .move($0) })
    }

    /// No holiday when it falls on one of `weekdays` (a shortened working day on a weekend).
    public static func dropping(_ years: YearSet, on weekdays: [Weekday]) -> Observance {
        Observance(years, Dictionary(uniqueKeysWithValues: weekdays.map { ($0, Action.drop) }))
    }

    /// A substitute day on the next free working day for a holiday on any of `weekdays`
    /// (the United Kingdom's substitute days, Australia's additional days).
    /// With `orOnAnotherDayOff`, a substitute day too when the holiday falls on another day
    /// off (`onAnotherDayOff`); with `oncePerDate`, one substitute for all the holidays of a
    /// date (`oncePerDate`).
    public static func substitute(
        _ years: YearSet, on weekdays: [Weekday], orOnAnotherDayOff: Bool = false, oncePerDate: Bool = false
    ) -> Observance {
        Observance(
            years, Dictionary(uniqueKeysWithValues: weekdays.map { ($0, Action.add(.nextWorkday)) }),
            onAnotherDayOff: orOnAnotherDayOff, oncePerDate: oncePerDate)
    }

    /// Saturday to the Friday before, Sunday to the Monday after, as additional days (the
    /// United States' federal rule, 5 U.S.C. 6103(b)).
    public static func nearestWeekday(_ years: YearSet) -> Observance {
        adding(years, [.saturday: .previous(.friday), .sunday: .next(.monday)])
    }

    /// The holiday itself moves to the nearest Monday: from Tuesday and Wednesday back to the
    /// Monday before, from Thursday and Friday on to the Monday after (Argentina's movable
    /// holidays, Law 27.399).
    public static func nearestMonday(_ years: YearSet) -> Observance {
        moving(
            years,
            [
                .tuesday: .previous(.monday), .wednesday: .previous(.monday),
                .thursday: .next(.monday), .friday: .next(.monday),
            ])
    }

    /// The holiday itself moves from a Sunday to the Monday after (the Spanish communities'
    /// choice for a national day, Real Decreto 2001/1983 art. 45; the Netherlands' Queen's Day
    /// until 1979).
    public static func sundayToMonday(_ years: YearSet) -> Observance {
        moving(years, [.sunday: .next(.monday)])
    }

    /// The holiday itself moves to the following Monday from any other day (Colombia's Ley
    /// Emiliani, Law 51 of 1983).
    public static func followingMonday(_ years: YearSet) -> Observance {
        moving(
            years,
            Dictionary(
                uniqueKeysWithValues: Weekday.allCases.filter { $0 != .monday }.map {
                    ($0, Shift.next(.monday))
                }))
    }

    /// An action reduced to what the engine does.
    enum Step: Hashable, Sendable {
        case keep
        case drop
        /// Add (or, when `adding` is false, move to) the day `days` away.
        case fixed(adding: Bool, days: Int)
        /// Add (or move to) the next (`forward`) or previous free working day.
        case workday(adding: Bool, forward: Bool)

        init(adding: Bool, shift: Shift, from weekday: Weekday) {
            switch shift {
            case .next, .previous, .days: self = .fixed(adding: adding, days: shift.days(from: weekday))
            case .nextWorkday: self = .workday(adding: adding, forward: true)
            case .previousWorkday: self = .workday(adding: adding, forward: false)
            }
        }
    }
}

extension Observance.Shift {
    /// Days from a holiday on `weekday` to its shifted date, for the shifts to a weekday.
    func days(from weekday: Weekday) -> Int {
        switch self {
        case let .next(target):
            let days = weekday.days(until: target)
            return days == 0 ? 7 : days
        case let .previous(target):
            let days = target.days(until: weekday)
            return days == 0 ? -7 : -days
        case let .days(days):
            return days
        case .nextWorkday, .previousWorkday:
            preconditionFailure("a shift to a working day depends on the other holidays")
        }
    }
}
