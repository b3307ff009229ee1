import HolidayEngine

/// A region as the `c` picker lists it: a code to ask for, its names and the languages its
/// holidays are named in, nothing compiled, so that listing every region costs their names
/// only (what the calendar needs about the region shown is its `RegionProfile`).
public struct RegionChoice: Sendable, Hashable {
    /// `DE-BY`.
    public var code: String
    /// `Germany, Bavaria`.
    public var name: String
    /// The name in the region's own language: `Bayern`.
    public var localName: String
    /// BCP-47 codes of the languages its holidays are named in, main one first (`L` cycles
    /// them, and English).
    public var languages: [String]

    public init(code: String, name: String, localName: String? = nil, languages: [String] = ["en"]) {
        self.code = code
        self.name = name
        self.localName = localName ?? name
        self.languages = languages
    }

    /// Whether it is a part of a country (`DE-BY`), listed beneath it.
    public var isSubdivision: Bool { code.contains("-") }
}
