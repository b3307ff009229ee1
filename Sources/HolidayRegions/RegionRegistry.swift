import HolidayEngine
import Synchronization

/// The regions the built-in rule engine knows. Adding a country: one data file under
/// `Sources/HolidayRegions/<Continent>/` and one line in that part of the world's list
/// (`RegionRegistry+Europe.swift`, ...; docs/adding-a-region.md).
///
/// A region is looked up through its country's code, so finding `DE-BY` makes Germany and
/// nothing else: making every country touches every data file's pages of the binary, which
/// cost the calendar about 4 MB of memory at start (docs/architecture.md, "Start-up").
/// What needs every region (`list --regions`, the picker, suggestions) asks for `all`.
public enum RegionRegistry {
    /// Every built-in country's code with the country itself, made only when asked for, in
    /// the order `holical list --regions` shows them (the order of the codes). Each part of
    /// the world lists its own (`RegionRegistry+Europe.swift`, ...).
    static let entries: [Entry] = (europe + americas + asiaPacific + africaAndMiddleEast).sorted { $0.code < $1.code }

    /// Every built-in country, in the order `holical list --regions` shows them.
    public static var countries: [Country] { entries.indices.map { regions(ofCountryAt: $0)[0].country } }

    /// Every built-in region: each country, then its subdivisions.
    public static let all: [Region] = entries.indices.flatMap { regions(ofCountryAt: $0) }

    /// The codes of every region, for error messages: `AU, AU-NSW, EE, US`.
    public static var codes: [String] { all.map(\.code) }

    /// The region with `code`, ignoring case and `_` for `-` (`ee`, `au_nsw`); nil if there
    /// is none. Makes its country's regions only.
    public static func region(code: String) -> Region? {
        let key = String(code.uppercased().map { $0 == "_" ? "-" : $0 })
        guard let index = indexByCountry[String(key.prefix { $0 != "-" })] else { return nil }
        return regions(ofCountryAt: index).first { $0.code == key }
    }

    /// The index of each country in `entries` by its code.
    private static let indexByCountry: [String: Int] = Dictionary(
        uniqueKeysWithValues: entries.enumerated().map { ($0.element.code, $0.offset) })

    /// The regions made so far, by their country's index in `entries`: made once, so that a
    /// region's compiled rules are kept whether it was found by code or in `all`.
    private static let made = Mutex<[Int: [Region]]>([:])

    /// The country at `index` in `entries`, then its subdivisions, as regions.
    private static func regions(ofCountryAt index: Int) -> [Region] {
        if let regions = made.withLock({ $0[index] }) { return regions }
        let country = entries[index].country()
        let regions = [Region(country: country)]
            + country.subdivisions.map { Region(country: country, subdivision: $0) }
        return made.withLock { made in
            if let earlier = made[index] { return earlier }
            made[index] = regions
            return regions
        }
    }
}

extension RegionRegistry {
    /// A country's line in the registry: its ISO 3166-1 code, and the country, made the
    /// first time one of its regions is looked up.
    struct Entry: Sendable {
        /// The country's code, which `RegionRegistryTests` checks against the country's own.
        let code: String
        /// Makes (the first time: the data file's `static let`) the country.
        let country: @Sendable () -> Country

        init(_ code: String, _ country: @autoclosure @escaping @Sendable () -> Country) {
            self.code = code
            self.country = country
        }
    }
}
