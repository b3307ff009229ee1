import HolidayKit

/// A region as the view model needs it: a code to ask for, a name to show, the kinds of
/// holiday it has (for the legend) and the languages its names are in.
public struct RegionChoice: Sendable, Hashable {
    /// `EE`.
    public var code: String
    /// `Estonia`.
    public var name: String
    /// The kinds of holiday the region's calendar has.
    public var kinds: [HolidayKind]
    /// BCP-47 codes of the languages its holidays are named in, main one first (`L` cycles
    /// them, and English).
    public var languages: [String]

    public init(code: String, name: String, kinds: [HolidayKind] = [.public], languages: [String] = ["en"]) {
        self.code = code
        self.name = name
        self.kinds = kinds
        self.languages = languages
    }
}
