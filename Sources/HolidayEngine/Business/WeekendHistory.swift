/// A region's weekend over time: the days of the week that are not working days, and the
/// dates on which that changed (the United Arab Emirates moved from Friday-Saturday to
/// Saturday-Sunday on 1 January 2022).
///
/// Counting stays closed-form: each era is a `WeekendMask`, and the working days before a
/// day are those of the eras before it plus the mask's count within its own era.
public struct WeekendHistory: Hashable, Sendable {
    /// One era: the weekend in force from `start` (a day number) until the next era.
    public struct Era: Hashable, Sendable {
        /// The first day (`CivilDate.dayNumber`) of the era; the first era has `Int.min`.
        public let start: Int
        public let mask: WeekendMask
        /// Working days before `start` counted from the origin of `WeekendMask.workdays`,
        /// following the history: the era's mask count is offset by this much.
        let offset: Int
    }

    /// The eras in date order; the first starts at `Int.min`.
    public let eras: [Era]

    /// The same weekend at all times.
    public init(_ mask: WeekendMask) {
        eras = [Era(start: Int.min, mask: mask, offset: 0)]
    }

    /// A weekend of `first` until the first change, then each change's mask from its date on.
    public init(_ first: WeekendMask, changes: [(from: CivilDate, mask: WeekendMask)]) {
        var eras = [Era(start: Int.min, mask: first, offset: 0)]
        for change in changes.sorted(by: { $0.from < $1.from }) {
            let start = change.from.dayNumber
            let previous = eras[eras.count - 1]
            // Counting with the previous era's mask up to `start`, then with the new mask
            // from there: choose the offset so the two agree at `start`.
            let before = previous.mask.workdays(before: start) + previous.offset
            eras.append(
                Era(start: start, mask: change.mask, offset: before - change.mask.workdays(before: start)))
        }
        self.eras = eras
    }

    /// Saturday and Sunday at all times: the default.
    public static let saturdaySunday = WeekendHistory(.saturdaySunday)

    /// Whether the history has a single era.
    public var isConstant: Bool { eras.count == 1 }

    /// The weekend in force on `date`.
    public func mask(on date: CivilDate) -> WeekendMask { era(of: date.dayNumber).mask }

    /// The weekend in force today and ever after: the last era's.
    public var current: WeekendMask { eras[eras.count - 1].mask }

    /// Whether the day with `dayNumber` is a weekend day.
    @inline(__always)
    public func containsDay(_ dayNumber: Int) -> Bool {
        era(of: dayNumber).mask.containsDay(dayNumber)
    }

    /// Working days before `dayNumber` from a fixed origin (see `WeekendMask.workdays`).
    @inline(__always)
    public func workdays(before dayNumber: Int) -> Int {
        let era = era(of: dayNumber)
        return era.mask.workdays(before: dayNumber) + era.offset
    }

    /// The working day with `workdays(before:)` equal to `index`.
    public func dayNumber(ofWorkday index: Int) -> Int {
        if eras.count == 1 { return eras[0].mask.dayNumber(ofWorkday: index) }
        // The last era whose first working day's index is at most `index`.
        var chosen = eras[0]
        for era in eras.dropFirst() where workdays(before: era.start) <= index {
            chosen = era
        }
        return chosen.mask.dayNumber(ofWorkday: index - chosen.offset)
    }

    @inline(__always)
    func era(of dayNumber: Int) -> Era {
        if eras.count == 1 { return eras[0] }
        var index = eras.count - 1
        while eras[index].start > dayNumber { index -= 1 }
        return eras[index]
    }
}
