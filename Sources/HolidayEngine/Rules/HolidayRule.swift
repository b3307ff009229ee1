/// One holiday of a region, as data: how its date is found, what it is called, what kind of
/// day it is, the years it is in force and what happens when it falls on a weekend.
///
/// A holiday whose date rule changed over the years (Washington's Birthday: February 22
/// until 1970, the third Monday of February from 1971) is written as one rule per era.
/// docs/rule-model.md describes the model; docs/adding-a-region.md how to write a region.
public struct HolidayRule: Hashable, Sendable {
    /// How the date is found each year.
    public var date: DateRule
    /// The names over the years; the first whose years contain a year is used.
    public var names: [HolidayName]
    /// What sort of day it is.
    public var kind: HolidayKind
    /// The first and last year in force.
    public var years: YearSet
    /// Weekend policies over the years; the first whose years contain a year applies.
    public var observances: [Observance]
    /// What a subdivision names to drop or replace this rule: the English name of its first
    /// era unless the data gives one.
    public var key: String
    /// In a subdivision's rules: the key of the national rule this one takes the place of
    /// (New South Wales' Christmas Day, with its own substitute days, replaces Australia's).
    /// Only a rule that says so replaces one; a subdivision rule with a national rule's key
    /// and no `replaces` is an error the region tests catch.
    public var replaces: String?

    /// A holiday with one name.
    public init(
        _ english: String, local: String? = nil, on date: DateRule, kind: HolidayKind = .public,
        years: YearSet = .always, observed: [Observance] = [], key: String? = nil, replaces: String? = nil
    ) {
        self.init(
            names: [HolidayName(english, local: local)], on: date, kind: kind, years: years,
            observed: observed, key: key, replaces: replaces)
    }

    /// A holiday with one name in several languages (`["fr": "Noël", "nl": "Kerstmis"]`).
    public init(
        _ english: String, _ local: [String: String], on date: DateRule,
        kind: HolidayKind = .public, years: YearSet = .always, observed: [Observance] = [],
        key: String? = nil, replaces: String? = nil
    ) {
        self.init(
            names: [HolidayName(english, local)], on: date, kind: kind, years: years,
            observed: observed, key: key, replaces: replaces)
    }

    /// A holiday whose name changed over the years.
    public init(
        names: [HolidayName], on date: DateRule, kind: HolidayKind = .public,
        years: YearSet = .always, observed: [Observance] = [], key: String? = nil,
        replaces: String? = nil
    ) {
        precondition(!names.isEmpty, "a holiday rule needs a name")
        self.date = date
        self.names = names
        self.kind = kind
        self.years = years
        self.observances = observed
        self.key = key ?? names[0].english
        self.replaces = replaces
    }

    /// The name used in `year`, if the rule has one for it.
    public func name(in year: Int) -> HolidayName? {
        names.first { $0.years.contains(year) }
    }

    /// The weekend policy in force in `year`, if any.
    public func observance(in year: Int) -> Observance? {
        observances.first { $0.years.contains(year) }
    }
}
