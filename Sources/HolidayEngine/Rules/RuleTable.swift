/// A region's rules compiled for evaluation: every name a rule can produce (plain and
/// observed) sits once in `variants`, so producing a holiday copies strings that already
/// exist instead of building new ones, and ordering holidays compares integers (names only
/// break the rare tie of two holidays of one kind on one date).
struct RuleTable: Sendable {
    /// One name a holiday can carry, with its kind.
    struct Variant: Sendable {
        let name: String
        /// The local name in each of the region's languages, in their order.
        let localNames: [String]
        let kind: HolidayKind
    }

    /// A name era of a rule, as indexes into `variants`.
    struct Name: Sendable {
        let years: YearSet
        let plain: Int32
        let observed: Int32
    }

    /// A weekend policy era, reduced to a step per weekday.
    struct Policy: Sendable {
        let years: YearSet
        let steps: [Observance.Step]
        let onAnotherDayOff: Bool
        let oncePerDate: Bool
    }

    /// A rule ready to evaluate.
    struct Rule: Sendable {
        let date: DateRule
        let years: YearSet
        let names: [Name]
        let policies: [Policy]
        /// Whether its days can fall in the year before or after (observed days, dates
        /// moved by days): only such rules are evaluated for the years around a range.
        let reachesOtherYears: Bool
    }

    /// A holiday before it is built: sort key, variant and, for an observed or moved day,
    /// the packed date of the holiday it stands in for (0 for none).
    struct Entry {
        /// `packed date << kindBits | kind order`: sorting keys sorts by date, then kind.
        var key: Int
        var variant: Int32
        var original: Int32
        var estimated: Bool
    }

    /// A substitute day still to place: it needs the other holidays of its years first.
    struct Pending {
        let packed: Int
        let variant: Int32
        let adding: Bool
        let forward: Bool
        let estimated: Bool
        var condition: Condition = .always
        /// One substitute for every holiday of the date with this flag (`Observance.oncePerDate`).
        var oncePerDate = false

        /// When a substitute is placed at all (`Observance.onAnotherDayOff`).
        enum Condition {
            case always
            /// On a working day: only if another day off shares the date.
            case sharedDate
            /// On a weekend day: only if another day off on the date has no substitute of its own.
            case sharedWithoutSubstitute
        }
    }

    static let kindBits = 4

    /// The kinds `rules` produce, in `HolidayKind` order.
    static func kinds(of rules: [HolidayRule]) -> [HolidayKind] {
        let used = Set(rules.map(\.kind))
        return HolidayKind.allCases.filter(used.contains)
    }

    let variants: [Variant]
    /// Each variant's place among the others (`VariantOrder`).
    let order: [VariantOrder]
    let rules: [Rule]
    /// Which rules a year visits.
    let yearIndex: YearIndex
    let weekend: WeekendHistory
    /// Whether any rule places a substitute on a free working day, which needs whole years.
    let hasSubstitutes: Bool
    /// The kinds the rules produce, in `HolidayKind` order.
    let kinds: [HolidayKind]

    /// The calendars the rules' lunar dates are read on.
    let islamic: HijriCalendar
    let lunisolar: ChineseCalendar

    init(
        rules source: [HolidayRule], languages: [String], weekend: WeekendHistory,
        observedSuffix: [String: String], islamic: HijriCalendar = .ummAlQura,
        lunisolar: ChineseCalendar = .chinese
    ) {
        self.islamic = islamic
        self.lunisolar = lunisolar
        precondition(HolidayKind.allCases.count <= 1 << Self.kindBits)
        let main = languages.first ?? "en"
        let englishSuffix = observedSuffix["en"] ?? " (observed)"
        let localSuffixes = languages.map { observedSuffix[$0] ?? observedSuffix[""] ?? englishSuffix }
        var variants: [Variant] = []
        var compiled: [Rule] = []
        for rule in source {
            // Only rules that can add a day need an "(observed)" name.
            let adds = rule.observances.contains { policy in
                policy.onAnotherDayOff || policy.steps.contains {
                    switch $0 {
                    case .fixed(let adding, _), .workday(let adding, _): adding
                    case .keep, .drop: false
                    }
                }
            }
            var eras: [Name] = []
            for name in rule.names {
                let plain = Int32(variants.count)
                let locals = languages.map { name.local(in: $0, main: main) }
                variants.append(Variant(name: name.english, localNames: locals, kind: rule.kind))
                if adds {
                    variants.append(
                        Variant(
                            name: name.english + englishSuffix,
                            localNames: zip(locals, localSuffixes).map { $0 + $1 }, kind: rule.kind))
                }
                eras.append(Name(years: name.years, plain: plain, observed: adds ? plain + 1 : plain))
            }
            compiled.append(
                Rule(
                    date: rule.date, years: Self.years(of: rule), names: eras,
                    policies: rule.observances.map {
                        Policy(
                            years: $0.years, steps: $0.steps, onAnotherDayOff: $0.onAnotherDayOff,
                            oncePerDate: $0.oncePerDate)
                    },
                    reachesOtherYears: !rule.observances.isEmpty || rule.date.mayLeaveItsYear))
        }
        self.variants = variants
        order = VariantOrder.of(variants)
        self.weekend = weekend
        self.hasSubstitutes = source.contains { rule in
            rule.observances.contains { policy in
                policy.onAnotherDayOff
                    || policy.steps.contains { if case .workday = $0 { true } else { false } }
            }
        }
        self.kinds = Self.kinds(of: source)
        // Visiting rules in calendar order keeps each year's entries nearly sorted.
        self.rules = compiled.enumerated()
            .sorted {
                ($0.element.date.typicalDayOfYear, $0.offset)
                    < ($1.element.date.typicalDayOfYear, $1.offset)
            }
            .map(\.element)
        yearIndex = YearIndex(rules)
    }

    /// Where a variant's holidays sort among those of one date: its kind's place
    /// (`HolidayKind.order`), then its name's among every name of the table. Integers, so
    /// that the many holidays of one kind on one date that days of one's own give are ordered
    /// without comparing strings, nor copying a variant to read its kind.
    struct VariantOrder: Sendable {
        let kind: Int
        let name: Int32

        static func of(_ variants: [Variant]) -> [VariantOrder] {
            var ranks = [Int32](repeating: 0, count: variants.count)
            var rank: Int32 = 0
            var previous: String?
            for index in variants.indices.sorted(by: { variants[$0].name < variants[$1].name }) {
                if let previous, previous != variants[index].name { rank += 1 }
                previous = variants[index].name
                ranks[index] = rank
            }
            return zip(variants, ranks).map { VariantOrder(kind: $0.kind.order, name: $1) }
        }
    }

    /// The years a rule can give a day in: a one-off day's own year alone (when in force
    /// then), whatever years the rule names, since a holidays file's `date = "2026-06-12"`
    /// is in force every year but gives a day in one.
    private static func years(of rule: HolidayRule) -> YearSet {
        guard case .oneOff(let date) = rule.date else { return rule.years }
        return rule.years.contains(date.year) ? .only(date.year) : .never
    }

    /// Which rules a year visits, so that a region with thousands of one-off days of one's
    /// own costs a year its own days, not a look at every rule: the rules in force for many
    /// years are visited every year; those in force for a few (`briefYears` or fewer, one-off
    /// days above all) only in their years. Indexes into `rules`, ascending, so a year visits
    /// its rules in the table's calendar order.
    struct YearIndex: Sendable {
        let lasting: [Int]
        let brief: [Int: [Int]]

        /// The longest span of years a rule is indexed by year for.
        static let briefYears = 4

        init(_ rules: [Rule]) {
            var lasting: [Int] = []
            var brief: [Int: [Int]] = [:]
            for (index, rule) in rules.enumerated() {
                let years = rule.years
                if years.last < years.first { continue }  // in force in no year
                if years.last - years.first < Self.briefYears {
                    for year in years.first...years.last where years.contains(year) { brief[year, default: []].append(index) }
                } else {
                    lasting.append(index)
                }
            }
            self.lasting = lasting
            self.brief = brief
        }

        /// Calls `visit` with the index of every rule `year` may need, ascending.
        @inline(__always)
        func forEachRule(in year: Int, _ visit: (Int) -> Void) {
            guard let brief = brief[year] else {
                for index in lasting { visit(index) }
                return
            }
            var next = 0
            for index in lasting {
                while next < brief.count, brief[next] < index {
                    visit(brief[next])
                    next += 1
                }
                visit(index)
            }
            while next < brief.count {
                visit(brief[next])
                next += 1
            }
        }
    }
}
