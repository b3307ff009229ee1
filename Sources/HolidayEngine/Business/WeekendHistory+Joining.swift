/// The weekend of a joint calendar (docs/business-days.md, "Several regions").
extension WeekendHistory {
    /// The weekend of `histories` joined by `rule`, era by era: under `.all` a day of the
    /// week is a weekend day when it is one in any history (a working day of the whole is a
    /// working day of each), under `.any` when it is one in every history. Throws when
    /// under `.all` some era would have no working day left.
    public static func joining(
        _ histories: [WeekendHistory], rule: JointCalendarRule
    ) throws(JointCalendarError) -> WeekendHistory {
        guard let first = histories.first else { throw .noCalendars }
        if histories.allSatisfy({ $0 == first }) { return first }
        // The joint weekend can change only where some history's does.
        let starts = Set(histories.flatMap { $0.eras.dropFirst().map(\.start) }).sorted()
        func mask(on day: Int) throws(JointCalendarError) -> WeekendMask {
            let masks = histories.map { $0.era(of: day).mask.bits }
            let bits = rule == .all ? masks.reduce(0, |) : masks.reduce(0x7F, &)
            guard let mask = WeekendMask(bits: bits) else { throw .noCommonWorkday(from: day) }
            return mask
        }
        let initial = try mask(on: Int.min)
        var changes: [(from: CivilDate, mask: WeekendMask)] = []
        var current = initial
        for start in starts {
            let next = try mask(on: start)
            if next != current { changes.append((CivilDate(dayNumber: start), next)) }
            current = next
        }
        return changes.isEmpty ? WeekendHistory(initial) : WeekendHistory(initial, changes: changes)
    }
}
