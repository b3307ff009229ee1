/// The regions the built-in rule engine knows. Adding a country: one data file under
/// `Regions/Data/` and one line in `countries` (docs/adding-a-region.md).
public enum RegionRegistry {
    /// Every built-in country, in the order `holical list --regions` shows them.
    public static let countries: [Country] = [
        .andorra,
        .albania,
        .armenia,
        .austria,
        .australia,
        .alandIslands,
        .azerbaijan,
        .bosniaAndHerzegovina,
        .belgium,
        .bulgaria,
        .belarus,
        .switzerland,
        .cyprus,
        .czechia,
        .germany,
        .denmark,
        .estonia,
        .spain,
        .finland,
        .faroeIslands,
        .france,
        .unitedKingdom,
        .georgia,
        .guernsey,
        .gibraltar,
        .greenland,
        .greece,
        .croatia,
        .hungary,
        .ireland,
        .isleOfMan,
        .iceland,
        .italy,
        .jersey,
        .liechtenstein,
        .lithuania,
        .luxembourg,
        .latvia,
        .monaco,
        .moldova,
        .montenegro,
        .northMacedonia,
        .malta,
        .netherlands,
        .norway,
        .poland,
        .portugal,
        .romania,
        .serbia,
        .russia,
        .sweden,
        .slovenia,
        .svalbardAndJanMayen,
        .slovakia,
        .sanMarino,
        .ukraine,
        .unitedStates,
        .vaticanCity,
        .kosovo,
    ]

    /// Every built-in region: each country, then its subdivisions.
    public static let all: [Region] = countries.flatMap { country in
        [Region(country: country)] + country.subdivisions.map { Region(country: country, subdivision: $0) }
    }

    /// The index of each region in `all` by its uppercased code.
    private static let indexByCode: [String: Int] = Dictionary(
        uniqueKeysWithValues: all.enumerated().map { ($0.element.code, $0.offset) })

    /// The region with `code`, ignoring case and `_` for `-` (`ee`, `au_nsw`); nil if there
    /// is none.
    public static func region(code: String) -> Region? {
        let key = String(code.uppercased().map { $0 == "_" ? "-" : $0 })
        return indexByCode[key].map { all[$0] }
    }

    /// The codes of every region, for error messages: `AU, AU-NSW, EE, US`.
    public static var codes: [String] { all.map(\.code) }
}
