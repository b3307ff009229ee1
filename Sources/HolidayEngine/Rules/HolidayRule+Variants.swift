/// The same holiday, changed in one respect: kept in other years, observed otherwise,
/// replacing a national rule. A country that keeps a day several ways (a community that
/// moves it from a Sunday, a Land that replaces the nation's one-off) writes the day once
/// and its variants with these (docs/rule-model.md, "Variants of a rule").
extension HolidayRule {
    /// The same holiday, in force in `years` only (within its own years or not: `years`
    /// replaces them).
    public func during(_ years: YearSet) -> HolidayRule {
        var rule = self
        rule.years = years
        return rule
    }

    /// The same holiday with `policies` for the weekend, in place of its own.
    public func observed(_ policies: [Observance]) -> HolidayRule {
        var rule = self
        rule.observances = policies
        return rule
    }

    /// The same holiday, taking the place of the national rule whose key is `key` in a
    /// subdivision's list.
    public func replacing(_ key: String) -> HolidayRule {
        var rule = self
        rule.replaces = key
        return rule
    }

    /// The same holiday as another kind of day (a province's optional day that is a public
    /// holiday in another: Canada's Remembrance Day).
    public func ofKind(_ kind: HolidayKind) -> HolidayRule {
        var rule = self
        rule.kind = kind
        return rule
    }

    /// The same holiday under another key (a second rule for the same day, such as a
    /// subdivision's own day named like a national one it does not replace).
    public func keyed(_ key: String) -> HolidayRule {
        var rule = self
        rule.key = key
        return rule
    }
}
