import HolidayKit

/// A region as the view model needs it: a code to ask for, a name to show, and the kinds
/// of holiday it has (for the legend).
public struct RegionChoice: Sendable, Hashable {
    /// `EE`.
    public var code: String
    /// `Estonia`.
    public var name: String
    /// The kinds of holiday the region's calendar has.
    public var kinds: [HolidayKind]

    public init(code: String, name: String, kinds: [HolidayKind] = [.public]) {
        self.code = code
        self.name = name
        self.kinds = kinds
    }
}
