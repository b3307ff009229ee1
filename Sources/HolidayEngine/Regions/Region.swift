import Synchronization

/// A place with its own holidays: a country (`EE`) or one of its subdivisions (`AU-NSW`,
/// `DE-BY`), as a person picks it. Its rules are the country's and the subdivision's
/// together (`Country.Subdivision`), compiled the first time its holidays are asked for.
public struct Region: Sendable {
    /// The code used on the command line and in output: `US`, `AU-NSW`, `EE`.
    public let code: String
    /// The English name: `Estonia`, `Australia, New South Wales`.
    public let name: String
    /// The name in the region's own language: `Eesti`, `Bayern`.
    public let localName: String
    /// The country it is, or belongs to.
    public let country: Country
    /// The subdivision it is, if it is one.
    public let subdivision: Country.Subdivision?
    /// BCP-47 codes of the languages local names are in, main one first: `["et"]` for EE.
    public let languages: [String]
    /// The weekday calendars of the region usually start on.
    public var firstWeekday: Weekday { country.firstWeekday }
    /// The region's weekend, with its history: the subdivision's own where it has one (or the
    /// subdivision it lies within has), else the country's.
    public let weekend: WeekendHistory
    /// The years the region's rules are known for.
    public let known: YearSet
    private let storage: Storage

    /// A country, or one of its subdivisions.
    public init(country: Country, subdivision: Country.Subdivision? = nil) {
        self.country = country
        self.subdivision = subdivision
        if let subdivision {
            let parents = country.parents(of: subdivision)
            code = "\(country.code)-\(subdivision.code)"
            name = "\(country.name), \(subdivision.name)"
            localName = subdivision.localName
            languages = subdivision.languages ?? parents.lazy.compactMap(\.languages).first ?? country.languages
            known = subdivision.known ?? parents.lazy.compactMap(\.known).first ?? country.known
            weekend = subdivision.weekend ?? parents.lazy.compactMap(\.weekend).first ?? country.weekend
        } else {
            code = country.code
            name = country.name
            localName = country.localName
            languages = country.languages
            known = country.known
            weekend = country.weekend
        }
        storage = Storage()
    }

    /// A region of its own, outside the registry: one a person writes (`holidays.toml`), or a
    /// test's.
    public init(
        code: String, name: String, languages: [String] = ["en"], firstWeekday: Weekday = .monday,
        weekend: WeekendHistory = .saturdaySunday, known: YearSet = .always,
        observedSuffix: [String: String] = ["en": " (observed)"], rules: [HolidayRule]
    ) {
        self.init(
            country: Country(
                code, name, languages: languages, firstWeekday: firstWeekday, weekend: weekend,
                known: known, observedSuffix: observedSuffix, sources: "", rules: { rules }))
    }

    /// The rules in force: the country's, then for each subdivision from the outermost
    /// (Bavaria, for Augsburg) in: minus what it drops or replaces, plus its own.
    public var rules: [HolidayRule] {
        let national = country.rules()
        guard let subdivision else { return national }
        return (country.parents(of: subdivision).reversed() + [subdivision]).reduce(national) { inherited, part in
            let own = part.rules()
            let replaced = Set(own.compactMap(\.replaces)).union(part.drops)
            return inherited.filter { !replaced.contains($0.key) } + own
        }
    }

    /// The kinds its country's file declares for it (its subdivision's, else its country's);
    /// nil for a region of one's own.
    var declared: [HolidayKind]? {
        guard let kinds = country.kinds else { return nil }
        return subdivision?.kinds ?? kinds
    }

    /// The kinds of day the region's rules produce, in `HolidayKind` order: as its country's
    /// file declares them, else (a region of one's own) read from the rules as written, so
    /// that `holical list --regions` does not make every region's rules for one column.
    public var kinds: [HolidayKind] {
        if let table = storage.table.withLock({ $0 }) { return table.kinds }
        if let declared { return declared }
        let national = country.rules()
        guard let subdivision else { return RuleTable.kinds(of: national) }
        // What `rules` keeps, walked without building it: a rule stays unless a part further
        // in drops or replaces its key. Copying every region's rules to read one column was
        // most of `list --regions`' time (docs/architecture.md, "Start-up").
        let parts = country.parents(of: subdivision).reversed() + [subdivision]
        let levels = [national] + parts.map { $0.rules() }
        var removedFurtherIn = Set<String>()
        var used = Set<HolidayKind>()
        for (level, rules) in levels.enumerated().reversed() {
            for rule in rules where !removedFurtherIn.contains(rule.key) { used.insert(rule.kind) }
            if level > 0 {
                removedFurtherIn.formUnion(rules.compactMap(\.replaces))
                removedFurtherIn.formUnion(parts[level - 1].drops)
            }
        }
        return HolidayKind.allCases.filter(used.contains)
    }

    /// Every holiday in `range` within the years the rules are known for, in
    /// `Holiday.displayOrder`, local names in `language` (a code of `languages`, or `en`,
    /// since every holiday has its English name; the main language when nil or neither).
    /// An observed day belongs to the range its own date is in, whichever year its holiday
    /// falls in.
    public func holidays(in range: DateRange, language: String? = nil) -> [Holiday] {
        guard let known = knownPart(of: range) else { return [] }
        return holidays(of: table.entries(in: known), language: language)
    }

    /// The holidays the compiled rules' `entries` stand for, in their order, local names in
    /// `language` as `holidays(in:language:)` gives them.
    func holidays(of entries: [RuleTable.Entry], language: String?) -> [Holiday] {
        if language == "en", !languages.contains("en") {
            return table.holidays(of: entries, region: code, language: 0).map { holiday in
                var english = holiday
                english.localName = holiday.name
                return english
            }
        }
        let index = language.flatMap { languages.firstIndex(of: $0) } ?? 0
        return table.holidays(of: entries, region: code, language: index)
    }

    /// Every holiday dated in `year`, in `Holiday.displayOrder`.
    public func holidays(year: Int) -> [Holiday] {
        holidays(in: DateRange(years: year...year))
    }

    /// The holidays on one date, in `Holiday.displayOrder`.
    public func holidays(on date: CivilDate) -> [Holiday] {
        holidays(in: DateRange(day: date))
    }

    /// The part of `range` whose years the rules are known for, or nil.
    public func knownPart(of range: DateRange) -> DateRange? { known.knownPart(of: range) }

    /// The compiled rules, made on first use and kept.
    var table: RuleTable {
        storage.table.withLock { table in
            if let table { return table }
            let made = RuleTable(
                rules: rules, languages: languages, weekend: weekend,
                observedSuffix: country.observedSuffix, islamic: country.islamic,
                lunisolar: country.lunisolar)
            table = made
            return made
        }
    }

    /// The names of the compiled rules folded for searching, made on the first search and
    /// kept (folding accented names is most of a search's cost).
    var searchNames: [[String]] {
        if let names = storage.searchNames.withLock({ $0 }) { return names }
        let folded = table.foldedNames()
        storage.searchNames.withLock { $0 = folded }
        return folded
    }

    /// The compiled rules of one region, shared by its copies.
    private final class Storage: Sendable {
        let table = Mutex<RuleTable?>(nil)
        let searchNames = Mutex<[[String]]?>(nil)
    }
}
