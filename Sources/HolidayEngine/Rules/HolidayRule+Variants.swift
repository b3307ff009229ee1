/// The same holiday, changed in one respect: kept in other years, observed otherwise, of
/// another kind, replacing a national rule. A country that keeps a day several ways (a community that
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

    /// The same holiday with `policies` ahead of its own: they apply in their years, its own
    /// in the others (a Spanish community that moves a national day from a Sunday to the
    /// Monday in some years, and loses it on a Sunday as the nation does in the rest).
    public func observed(first policies: Observance...) -> HolidayRule {
        var rule = self
        rule.observances = policies + observances
        return rule
    }

    /// The same holiday, a day off in its years but `worked`; in those a day the law still
    /// marks but that is worked: kind `observance`, without substitute days, keyed apart
    /// (Ukraine's holidays under martial law, the Slovak days of rest an amendment took
    /// off). The rules that have years left.
    public func worked(in worked: YearSet) -> [HolidayRule] {
        let marked = ofKind(.observance).during(years.intersection(worked)).observed([]).keyed("\(key) (worked)")
        return [during(years.except(worked)), marked].filter { !$0.years.isEmpty }
    }

    /// The same holiday, taking the place of the inherited rule whose key is `key` in a
    /// subdivision's list; without `key`, of the one with its own key (the same day, kept
    /// otherwise: a Land's Reformation Day every year in place of the nation's one year).
    public func replacing(_ key: String? = nil) -> HolidayRule {
        var rule = self
        rule.replaces = key ?? self.key
        return rule
    }

    /// The same holiday as another kind of day (a province's optional day that is a public
    /// holiday in another: Canada's Remembrance Day; a canton's optional day, a city's half
    /// day).
    public func ofKind(_ kind: HolidayKind) -> HolidayRule {
        var rule = self
        rule.kind = kind
        return rule
    }

    /// The same holiday with `local` as its name in the main language, in every era (a
    /// territory that names the nation's days in its own language: Puerto Rico's Spanish).
    public func named(local: String) -> HolidayRule {
        var rule = self
        rule.names = names.map { era in
            var name = era
            name.local[""] = local
            return name
        }
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
