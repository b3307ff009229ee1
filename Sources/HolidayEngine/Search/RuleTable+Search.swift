/// What a search by name needs of the compiled rules: which names match, and which years
/// can hold a day with one of them, so that the years that cannot are never evaluated.
extension RuleTable {
    /// For each variant, its English name and its local names in the region's languages,
    /// folded (`SearchKey`).
    func foldedNames() -> [[String]] {
        variants.map { variant in ([variant.name] + variant.localNames).map(SearchKey.fold) }
    }

    /// For each variant, whether a holiday carrying it matches `query`: its kind is kept
    /// and one of its names (`folded`, as `foldedNames` gives them) contains the text.
    func variants(matching query: HolidayQuery, folded: [[String]]) -> [Bool] {
        zip(variants, folded).map { variant, names in
            query.keeps(variant.kind) && query.matches(foldedNames: names)
        }
    }

    /// A test of whether a year can hold a day whose variant is marked in `matching`: one
    /// of the rules that can produce such a variant is in force with a matching name that
    /// year, or, for a rule whose days can leave their year, the year before or after.
    ///
    /// The years are gathered once, as sorted runs (a rule's step of years is not kept: a
    /// year too many only costs its evaluation), so each year costs a binary search however
    /// many rules match: a walk over every year with thousands of one-off days of one's own
    /// would otherwise ask each of them about each year.
    func yearTest(for matching: [Bool]) -> (Int) -> Bool {
        var spans: [ClosedRange<Int>] = []
        for rule in rules {
            let reach = rule.reachesOtherYears ? 1 : 0
            for name in rule.names where matching[Int(name.plain)] || matching[Int(name.observed)] {
                let first = Swift.max(rule.years.first, name.years.first)
                let last = Swift.min(rule.years.last, name.years.last)
                if first <= last { spans.append((first - reach)...(last + reach)) }
            }
        }
        spans.sort { $0.lowerBound < $1.lowerBound }
        var runs: [ClosedRange<Int>] = []
        for span in spans {
            if let last = runs.last, span.lowerBound <= last.upperBound + 1 {
                runs[runs.count - 1] = last.lowerBound...Swift.max(last.upperBound, span.upperBound)
            } else {
                runs.append(span)
            }
        }
        return { year in
            var low = 0
            var high = runs.count
            while low < high {
                let middle = (low + high) / 2
                if runs[middle].upperBound < year { low = middle + 1 } else { high = middle }
            }
            return low < runs.count && runs[low].lowerBound <= year
        }
    }
}

extension RuleTable {
    /// The table with only the rules that can produce a variant marked in `matching`, when
    /// that gives the same days of those rules: without substitute days, each rule's days
    /// are its own, so a year of a search evaluates a few rules instead of all of them.
    /// With substitutes, where a day depends on the others, the table itself.
    func keepingRules(producing matching: [Bool]) -> RuleTable {
        guard !hasSubstitutes else { return self }
        return RuleTable(self, rules: rules.filter { $0.produces(matching) })
    }

    private init(_ table: RuleTable, rules: [Rule]) {
        variants = table.variants
        order = table.order
        self.rules = rules
        yearIndex = YearIndex(rules)
        weekend = table.weekend
        hasSubstitutes = table.hasSubstitutes
        kinds = table.kinds
        islamic = table.islamic
        lunisolar = table.lunisolar
    }
}

extension RuleTable.Rule {
    /// Whether one of the rule's names is a variant marked in `matching`.
    func produces(_ matching: [Bool]) -> Bool {
        names.contains { matching[Int($0.plain)] || matching[Int($0.observed)] }
    }
}
