/// A region's rules compiled for evaluation: every name a rule can produce (plain and
/// observed) sits once in `variants` with a precomputed sort key, so producing a holiday
/// copies strings that already exist instead of building new ones, and ordering holidays
/// compares integers instead of strings.
struct RuleTable: Sendable {
    /// One name a holiday can carry, with its kind and place in `Holiday.displayOrder`.
    struct Variant: Sendable {
        let name: String
        let localName: String
        let kind: HolidayKind
        /// Kind order in bits 16-19, rank of `name` among all names of the region below.
        let rank: Int
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
    }

    /// A rule ready to evaluate.
    struct Rule: Sendable {
        let date: DateRule
        let years: YearSpan
        let names: [Name]
        let policies: [Policy]
    }

    /// A holiday before it is built: sort key, variant and, for an observed or moved day,
    /// the packed date of the holiday it stands in for (0 for none).
    struct Entry {
        /// `packed date << rankBits | variant rank`: sorting keys sorts by date, kind, name.
        var key: Int
        var variant: Int32
        var original: Int32
    }

    static let rankBits = 21

    let variants: [Variant]
    let rules: [Rule]

    init(rules source: [HolidayRule], observedSuffix: String, localObservedSuffix: String) {
        var names: [(name: String, localName: String, kind: HolidayKind)] = []
        var compiled: [Rule] = []
        for rule in source {
            var eras: [Name] = []
            for name in rule.names {
                let plain = Int32(names.count)
                names.append((name.english, name.local, rule.kind))
                names.append(
                    (name.english + observedSuffix, name.local + localObservedSuffix, rule.kind))
                eras.append(Name(years: name.years, plain: plain, observed: plain + 1))
            }
            compiled.append(
                Rule(
                    date: rule.date, years: rule.years, names: eras,
                    policies: rule.observances.map { Policy(years: $0.years, steps: $0.steps) }))
        }
        // Holiday.displayOrder breaks ties by English name: rank the names once here.
        let sortedNames = Array(Set(names.map(\.name))).sorted()
        precondition(sortedNames.count < 1 << 16, "too many holiday names in one region")
        let nameRank = Dictionary(
            uniqueKeysWithValues: sortedNames.enumerated().map { ($1, $0) })
        variants = names.map { entry in
            let kindOrder = HolidayKind.allCases.firstIndex(of: entry.kind)!
            return Variant(
                name: entry.name, localName: entry.localName, kind: entry.kind,
                rank: kindOrder << 16 | nameRank[entry.name]!)
        }
        // Visiting rules in calendar order keeps each year's entries nearly sorted.
        self.rules = compiled.enumerated()
            .sorted { ($0.element.date.typicalDayOfYear, $0.offset) < ($1.element.date.typicalDayOfYear, $1.offset) }
            .map(\.element)
    }

    /// Every holiday in `range`, in `Holiday.displayOrder`, tagged with `region`.
    func holidays(in range: DateRange, region: String) -> [Holiday] {
        let entries = entries(in: range)
        // Built in place into exactly the room needed: no growth, no second pass.
        return [Holiday](unsafeUninitializedCapacity: entries.count) { buffer, initialized in
            for (index, entry) in entries.enumerated() {
                let variant = variants[Int(entry.variant)]
                (buffer.baseAddress! + index).initialize(
                    to: Holiday(
                        date: Self.unpack(entry.key >> Self.rankBits), name: variant.name,
                        localName: variant.localName, kind: variant.kind, region: region,
                        observedOf: entry.original == 0 ? nil : Self.unpack(Int(entry.original))))
                initialized = index + 1
            }
        }
    }

    /// The sorted entries whose dates lie in `range`.
    func entries(in range: DateRange) -> [Entry] {
        let low = Self.pack(range.lowerBound)
        let high = Self.pack(range.upperBound)
        // An observed day can fall in the year before or after its holiday.
        let firstYear = range.lowerBound.year - 1
        let lastYear = range.upperBound.year + 1
        var entries: [Entry] = []
        entries.reserveCapacity(
            Swift.min((lastYear - firstYear - 1) * rules.count, range.count * 4) + 8)
        var easter = EasterCache()
        for year in firstYear...lastYear {
            for rule in rules where rule.years.contains(year) {
                guard let date = rule.date.date(in: year, easter: &easter),
                      let name = rule.names.first(where: { $0.years.contains(year) })
                else { continue }
                guard let policy = rule.policies.first(where: { $0.years.contains(year) }) else {
                    insert(Self.pack(date), name.plain, 0, low, high, into: &entries)
                    continue
                }
                switch policy.steps[date.weekday.rawValue] {
                case .keep:
                    insert(Self.pack(date), name.plain, 0, low, high, into: &entries)
                case let .add(days):
                    let packed = Self.pack(date)
                    insert(packed, name.plain, 0, low, high, into: &entries)
                    insert(Self.pack(date.adding(days: days)), name.observed, packed, low, high, into: &entries)
                case let .move(days):
                    insert(Self.pack(date.adding(days: days)), name.plain, Self.pack(date), low, high, into: &entries)
                case .drop:
                    continue
                }
            }
        }
        return entries
    }

    /// Adds an entry if its date is in range, keeping `entries` sorted (insertion from the
    /// end: rules are visited in calendar order, so entries rarely move far).
    @inline(__always)
    private func insert(
        _ packed: Int, _ variant: Int32, _ original: Int, _ low: Int, _ high: Int,
        into entries: inout [Entry]
    ) {
        guard low <= packed, packed <= high else { return }
        let entry = Entry(
            key: packed << Self.rankBits | variants[Int(variant)].rank, variant: variant,
            original: Int32(truncatingIfNeeded: original))
        entries.append(entry)
        var index = entries.count - 1
        while index > 0, entries[index - 1].key > entry.key {
            entries[index] = entries[index - 1]
            index -= 1
        }
        entries[index] = entry
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
