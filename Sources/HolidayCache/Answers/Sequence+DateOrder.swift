import HolidayEngine

extension Sequence where Element == Holiday {
    /// The holidays in date order, those of one day in the order they came (the provider's
    /// order, which the stores keep).
    func inDateOrder() -> [Holiday] {
        enumerated()
            .sorted { ($0.element.date, $0.offset) < ($1.element.date, $1.offset) }
            .map(\.element)
    }
}
