import HolidayKit

/// A region as the `c` picker lists it: a code to ask for and its names, nothing compiled,
/// so that listing every region costs their names only (what the calendar needs about the
/// region shown is its `RegionProfile`).
public struct RegionChoice: Sendable, Hashable {
    /// `DE-BY`.
    public var code: String
    /// `Germany, Bavaria`.
    public var name: String
    /// The name in the region's own language: `Bayern`.
    public var localName: String

    public init(code: String, name: String, localName: String? = nil) {
        self.code = code
        self.name = name
        self.localName = localName ?? name
    }

    /// Whether it is a part of a country (`DE-BY`), listed beneath it.
    public var isSubdivision: Bool { code.contains("-") }
}
