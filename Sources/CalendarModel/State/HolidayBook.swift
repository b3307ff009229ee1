import HolidayEngine

/// What is known about the holidays of each date of one region.
///
/// A date missing from the book has not been answered yet. A date that is known with no
/// holidays is an answer too, and a failed date is unknown: the grid draws the three apart.
public struct HolidayBook: Sendable, Hashable {
    public let region: String
    private var days: [CivilDate: DayStatus] = [:]

    public init(region: String) { self.region = region }

    /// What is known about `date`.
    public subscript(date: CivilDate) -> DayStatus {
        days[date] ?? .unknown
    }

    /// The holidays of `date`, empty when none are known.
    public func holidays(on date: CivilDate) -> [Holiday] {
        if case .known(let holidays) = self[date] { return holidays }
        return []
    }

    /// Records an answer covering every date of `range`.
    public mutating func record(_ holidays: [Holiday], covering range: DateRange) {
        var byDate: [CivilDate: [Holiday]] = [:]
        for holiday in holidays where range.contains(holiday.date) {
            byDate[holiday.date, default: []].append(holiday)
        }
        for date in range {
            days[date] = .known((byDate[date] ?? []).sorted(by: Self.order))
        }
    }

    /// The order of a day's holidays: `Holiday.displayOrder`, but a calendar's events by the
    /// time they start that day, those of the whole day (or begun the day before) first.
    static func order(_ lhs: Holiday, _ rhs: Holiday) -> Bool {
        if lhs.kind == .event, rhs.kind == .event, lhs.date == rhs.date {
            let left = lhs.startTime, right = rhs.startTime
            if left != right {
                guard let left else { return true }
                guard let right else { return false }
                return left < right
            }
        }
        return Holiday.displayOrder(lhs, rhs)
    }

    /// Marks the dates of `range` that are not known as failed.
    public mutating func recordFailure(covering range: DateRange) {
        for date in range where !self[date].isKnown {
            days[date] = .failed
        }
    }

    /// Whether every date of `range` is known.
    public func knows(_ range: DateRange) -> Bool {
        range.allSatisfy { self[$0].isKnown }
    }
}
