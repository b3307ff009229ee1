import HolidayEngine

extension Region {
    /// The days of `years` named with `suffix` (" (substitute day)", " (observed)") that do
    /// not stand in for their holiday: no `observedOf`, or no holiday of the name without the
    /// suffix on that date. Empty when every one says which holiday it stands in for.
    func substitutesStandingInForNothing(suffix: String, years: ClosedRange<Int>) -> [String] {
        holidays(in: DateRange(years: years)).compactMap { holiday in
            guard holiday.name.hasSuffix(suffix) else { return nil }
            let name = String(holiday.name.dropLast(suffix.count))
            guard let original = holiday.observedOf else {
                return "\(holiday.date) \(holiday.name) says no holiday it stands in for"
            }
            let there = holidays(on: original).contains { $0.name == name && $0.observedOf == nil }
            return there ? nil : "\(holiday.date) \(holiday.name): no \(name) on \(original)"
        }
    }
}
