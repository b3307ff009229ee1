/// The regions the built-in rule engine knows. Adding a region: one data file under
/// `Regions/Data/` and one line in `all` (docs/adding-a-region.md).
public enum RegionRegistry {
    /// Every built-in region, in the order `holical list --regions` shows them.
    public static let all: [Region] = [
        .unitedStates,
        .newSouthWales,
        .estonia,
    ]

    /// The region with `code`, ignoring case (`ee`, `au-nsw`); nil if there is none.
    public static func region(code: String) -> Region? {
        let key = code.uppercased()
        return all.first { $0.code == key }
    }

    /// The codes of every region, for error messages: `US, AU-NSW, EE`.
    public static var codes: [String] { all.map(\.code) }
}
