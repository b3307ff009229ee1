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
        let years: YearSpan
        let plain: Int32
        let observed: Int32
    }

    /// A weekend policy era, reduced to a step per weekday.
    struct Policy: Sendable {
        let years: YearSpan
        let steps: [Observance.Step]
        let onAnotherDayOff: Bool
        let oncePerDate: Bool
    }

    /// A rule ready to evaluate.
    struct Rule: Sendable {
        let date: DateRule
        let years: YearSpan
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
    let rules: [Rule]
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
                    date: rule.date, years: rule.years, names: eras,
                    policies: rule.observances.map {
                        Policy(
                            years: $0.years, steps: $0.steps, onAnotherDayOff: $0.onAnotherDayOff,
                            oncePerDate: $0.oncePerDate)
                    },
                    reachesOtherYears: !rule.observances.isEmpty || rule.date.mayLeaveItsYear))
        }
        self.variants = variants
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
    }

    /// Every holiday in `range`, in `Holiday.displayOrder`, tagged with `region`, local
    /// names in the region's language number `language`.
    func holidays(in range: DateRange, region: String, language: Int) -> [Holiday] {
        holidays(of: entries(in: range), region: region, language: language)
    }

    /// The holidays `entries` stand for, in their order, tagged and named as `holidays(in:)`.
    func holidays(of entries: [Entry], region: String, language: Int) -> [Holiday] {
        // Built in place into exactly the room needed: no growth, no second pass.
        return [Holiday](unsafeUninitializedCapacity: entries.count) { buffer, initialized in
            for (index, entry) in entries.enumerated() {
                let variant = variants[Int(entry.variant)]
                let local = variant.localNames.indices.contains(language)
                    ? variant.localNames[language] : variant.name
                (buffer.baseAddress! + index).initialize(
                    to: Holiday(
                        date: Self.unpack(entry.key >> Self.kindBits), name: variant.name,
                        localName: local, kind: variant.kind, region: region,
                        observedOf: entry.original == 0 ? nil : Self.unpack(Int(entry.original)),
                        isEstimated: entry.estimated))
                initialized = index + 1
            }
        }
    }

    /// The sorted entries whose dates lie in `range`.
    func entries(in range: DateRange) -> [Entry] {
        let low = Self.pack(range.lowerBound)
        let high = Self.pack(range.upperBound)
        // An observed day can fall in the year before or after its holiday.
        let years = (range.lowerBound.year - 1)...(range.upperBound.year + 1)
        // About one entry per rule and year; a short range keeps only a few of them.
        let capacity = years.count * rules.count + 8
        guard hasSubstitutes else {
            return evaluate(
                years, core: range.lowerBound.year...range.upperBound.year, low: low, high: high,
                capacity: Swift.min(capacity, range.count * 4 + 8)
            ).entries
        }
        // A substitute day needs every day off near it, so evaluate whole years, place the
        // substitutes, then cut to the range.
        var (entries, pending) = evaluate(years, core: years, low: .min, high: .max, capacity: capacity)
        place(pending, into: &entries)
        return entries.filter {
            let packed = $0.key >> Self.kindBits
            return low <= packed && packed <= high
        }
    }

    /// The entries of `years` dated in `low...high` (packed dates), sorted, and the
    /// substitute days still to place. Outside the `core` years only the rules that can
    /// reach into another year are evaluated.
    private func evaluate(
        _ years: ClosedRange<Int>, core: ClosedRange<Int>, low: Int, high: Int, capacity: Int
    ) -> (entries: [Entry], pending: [Pending]) {
        var entries: [Entry] = []
        entries.reserveCapacity(capacity)
        var pending: [Pending] = []
        var context = RuleContext(islamic: islamic, lunisolar: lunisolar)
        // The closure below captures these, not `self`: capturing the table copied it, a
        // retain and a release of each of its fields for every date (most of the time taken).
        let variants = variants
        let weekend = weekend
        func insert(_ packed: Int, _ variant: Int32, _ original: Int, _ estimated: Bool, _ low: Int, _ high: Int, into entries: inout [Entry]) {
            Self.insert(packed, variant, original, estimated, low, high, variants: variants, into: &entries)
        }
        for year in years {
            let inCore = core.contains(year)
            // Rules are read in place, by index: a rule bound to a name is a copy, a retain and
            // a release of each of its arrays, for every rule and year.
            for index in rules.indices where rules[index].years.contains(year) && (inCore || rules[index].reachesOtherYears) {
                guard let name = rules[index].names.first(where: { $0.years.contains(year) }) else { continue }
                let policyIndex = rules[index].policies.firstIndex(where: { $0.years.contains(year) })
                // Taken apart here, once a rule and year: a policy bound inside the closure
                // was copied, its steps retained and released, for every date.
                let steps = policyIndex.map { rules[index].policies[$0].steps }
                let onAnotherDayOff = policyIndex.map { rules[index].policies[$0].onAnotherDayOff } ?? false
                let oncePerDate = policyIndex.map { rules[index].policies[$0].oncePerDate } ?? false
                rules[index].date.forEachDate(in: year, context: &context) { date, estimated in
                    let packed = Self.pack(date)
                    if onAnotherDayOff {
                        pending.append(
                            Pending(
                                packed: packed, variant: name.observed, adding: true, forward: true,
                                estimated: estimated,
                                condition: weekend.containsDay(date.dayNumber) ? .sharedWithoutSubstitute : .sharedDate))
                    }
                    switch steps?[date.weekday.rawValue] ?? .keep {
                    case .keep:
                        insert(packed, name.plain, 0, estimated, low, high, into: &entries)
                    case let .fixed(adding, days):
                        let shifted = Self.pack(date.adding(days: days))
                        if adding {
                            insert(packed, name.plain, 0, estimated, low, high, into: &entries)
                            insert(shifted, name.observed, packed, estimated, low, high, into: &entries)
                        } else {
                            insert(shifted, name.plain, packed, estimated, low, high, into: &entries)
                        }
                    case let .workday(adding, forward):
                        if adding { insert(packed, name.plain, 0, estimated, low, high, into: &entries) }
                        pending.append(
                            Pending(
                                packed: packed, variant: adding ? name.observed : name.plain,
                                adding: adding, forward: forward, estimated: estimated,
                                oncePerDate: oncePerDate))
                    case .drop:
                        break
                    }
                }
            }
        }
        return (entries, pending)
    }

    /// Places substitute days on free working days, in date order: a substitute never lands
    /// on a weekend day or a day off, and takes its day, so two holidays that collide get
    /// two days (docs/rule-model.md, "Substitute days").
    private func place(_ pending: [Pending], into entries: inout [Entry]) {
        var taken = Set<Int>()
        // Days off per date, and substitutes owed per date, for the conditional substitutes.
        var daysOff: [Int: Int] = [:]
        for entry in entries where variants[Int(entry.variant)].kind.isDayOff {
            taken.insert(Self.unpack(entry.key >> Self.kindBits).dayNumber)
            daysOff[entry.key >> Self.kindBits, default: 0] += 1
        }
        var shared = Set<Int>()
        var owed: [Int: Int] = [:]
        for item in pending where item.condition == .always { owed[item.packed, default: 0] += 1 }
        for item in pending.sorted(by: { $0.packed < $1.packed }) {
            switch item.condition {
            case .always: break
            case .sharedDate: if daysOff[item.packed, default: 0] < 2 { continue }
            case .sharedWithoutSubstitute:
                if daysOff[item.packed, default: 0] <= owed[item.packed, default: 0] { continue }
            }
            if item.oncePerDate, !shared.insert(item.packed).inserted { continue }
            var day = Self.unpack(item.packed).dayNumber
            let step = item.forward ? 1 : -1
            repeat { day += step } while weekend.containsDay(day) || taken.contains(day)
            taken.insert(day)
            Self.insert(
                Self.pack(CivilDate(dayNumber: day)), item.variant, item.packed, item.estimated,
                .min, .max, variants: variants, into: &entries)
        }
    }

    /// Adds an entry if its date is in `low...high`, keeping `entries` in
    /// `Holiday.displayOrder` (insertion from the end: rules are visited in calendar order,
    /// so entries rarely move far).
    @inline(__always)
    private static func insert(
        _ packed: Int, _ variant: Int32, _ original: Int, _ estimated: Bool, _ low: Int,
        _ high: Int, variants: [Variant], into entries: inout [Entry]
    ) {
        guard low <= packed, packed <= high else { return }
        let entry = Entry(
            key: packed << Self.kindBits | variants[Int(variant)].kind.order, variant: variant,
            original: Int32(truncatingIfNeeded: original), estimated: estimated)
        entries.append(entry)
        var index = entries.count - 1
        while index > 0, comesAfter(entries[index - 1], entry, variants: variants) {
            entries[index] = entries[index - 1]
            index -= 1
        }
        entries[index] = entry
    }

    /// Whether `a` sorts after `b`: later date or kind, or the same and a later name.
    @inline(__always)
    private static func comesAfter(_ a: Entry, _ b: Entry, variants: [Variant]) -> Bool {
        a.key != b.key
            ? a.key > b.key : variants[Int(a.variant)].name > variants[Int(b.variant)].name
    }

    /// `year << 9 | month << 5 | day`: compares like the date and converts back with
    /// shifts, so the engine needs no day-number conversions for most holidays.
    @inline(__always)
    static func pack(_ date: CivilDate) -> Int { date.year << 9 | date.month << 5 | date.day }

    @inline(__always)
    static func unpack(_ packed: Int) -> CivilDate {
        CivilDate(uncheckedYear: packed >> 9, month: (packed >> 5) & 15, day: packed & 31)
    }
}
