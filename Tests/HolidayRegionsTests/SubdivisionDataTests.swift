import HolidayEngine
import HolidayRegions
import Testing

/// What holds for every built-in subdivision's data: what it drops or replaces exists, a rule
/// of its own never shares an inherited rule's key unless it says it replaces it, and a
/// subdivision within another names one of its country's.
@Suite("Subdivision data")
struct SubdivisionDataTests {
    /// Every subdivision of every built-in country.
    static let subdivisions: [(Country, Country.Subdivision)] = RegionRegistry.countries.flatMap { country in
        country.subdivisions.map { (country, $0) }
    }

    /// The keys a subdivision inherits: its country's rules, through its parents.
    static func inheritedKeys(_ country: Country, _ subdivision: Country.Subdivision) -> Set<String> {
        guard let parent = country.parents(of: subdivision).first else {
            return Set(Region(country: country).rules.map(\.key))
        }
        return Set(Region(country: country, subdivision: parent).rules.map(\.key))
    }

    @Test("drops and replaces name inherited rules; an inherited key is reused only by a rule that replaces it")
    func keys() {
        for (country, subdivision) in Self.subdivisions {
            let inherited = Self.inheritedKeys(country, subdivision)
            let region = "\(country.code)-\(subdivision.code)"
            for key in subdivision.drops where !inherited.contains(key) {
                Issue.record("\(region) drops '\(key)', which it does not inherit")
            }
            for rule in subdivision.ownRules {
                if let replaced = rule.replaces, !inherited.contains(replaced) {
                    Issue.record("\(region)'s '\(rule.key)' replaces '\(replaced)', which it does not inherit")
                }
                if inherited.contains(rule.key), rule.replaces != rule.key, !subdivision.drops.contains(rule.key) {
                    Issue.record(
                        "\(region)'s '\(rule.key)' has the key of an inherited rule without replacing it: say replaces:, or key it apart")
                }
            }
        }
    }

    @Test("within names a subdivision of the same country, without a loop")
    func parents() {
        for (country, subdivision) in Self.subdivisions {
            guard let within = subdivision.within else { continue }
            let chain = country.parents(of: subdivision)
            #expect(chain.first?.code == within, "\(country.code)-\(subdivision.code) is within '\(within)', which is not a subdivision of \(country.code)")
            #expect(chain.last?.within == nil, "\(country.code)-\(subdivision.code)'s parents loop")
        }
    }
}
