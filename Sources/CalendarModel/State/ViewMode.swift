/// The two ways the calendar is drawn.
public enum ViewMode: Sendable, Hashable {
    /// A 6 x 7 grid of the selected day's month.
    case month
    /// The seven days of the selected day's week, with every holiday by name.
    case week

    /// The other mode, for `w`.
    public var toggled: ViewMode { self == .month ? .week : .month }
}
