import HolidayEngine

/// A region shown beside the primary one (`--region US,EE`, `+` in the `c` picker): which
/// region it is and what is known of its holidays. Its days come from holical's own rules
/// whatever the provider (docs/architecture.md, "Several regions at once").
public struct AlongsideRegion: Sendable, Hashable {
    public let choice: RegionChoice
    /// What is known about the holidays of each date of this region.
    public var book: HolidayBook

    /// The region with nothing known yet.
    public init(_ choice: RegionChoice) {
        self.choice = choice
        self.book = HolidayBook(region: choice.code)
    }
}
