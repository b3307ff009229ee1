/// What a search by name needs of the compiled rules: which names match, and which years
/// can hold a day with one of them, so that the years that cannot are never evaluated.
extension RuleTable {
    /// For each variant, whether a holiday carrying it matches `query`: its kind is kept
    /// and its English name or a local name in one of the region's languages contains the
    /// text.
    func variants(matching query: HolidayQuery) -> [Bool] {
        variants.map { variant in
            query.keeps(variant.kind) && query.matches(names: CollectionOfOne(variant.name) + variant.localNames)
        }
    }

    /// A test of whether a year can hold a day whose variant is marked in `matching`: one
    /// of the rules that can produce such a variant is in force with a matching name that
    /// year, or, for a rule whose days can leave their year, the year before or after.
    func yearTest(for matching: [Bool]) -> (Int) -> Bool {
        let producing = rules.filter { rule in
            rule.names.contains { matching[Int($0.plain)] || matching[Int($0.observed)] }
        }
        return { year in
            producing.contains { rule in
                let reach = rule.reachesOtherYears ? 1 : 0
                return (year - reach...year + reach).contains { near in
                    guard rule.years.contains(near),
                          let name = rule.names.first(where: { $0.years.contains(near) })
                    else { return false }
                    return matching[Int(name.plain)] || matching[Int(name.observed)]
                }
            }
        }
    }
}
