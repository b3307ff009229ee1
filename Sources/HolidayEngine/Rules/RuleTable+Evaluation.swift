/// Evaluating a region's compiled rules: the entries of a range of years, substitute days
/// placed on free working days, and the holidays they stand for (docs/rule-model.md).
extension RuleTable {
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
        let order = order
        let weekend = weekend
        let rules = rules
        func insert(_ packed: Int, _ variant: Int32, _ original: Int, _ estimated: Bool, _ low: Int, _ high: Int, into entries: inout [Entry]) {
            Self.insert(packed, variant, original, estimated, low, high, order: order, into: &entries)
        }
        for year in years {
            let inCore = core.contains(year)
            // Rules are read in place, by index: a rule bound to a name is a copy, a retain and
            // a release of each of its arrays, for every rule and year.
            yearIndex.forEachRule(in: year) { index in
                guard rules[index].years.contains(year), inCore || rules[index].reachesOtherYears,
                      let nameIndex = rules[index].names.firstIndex(where: { $0.years.contains(year) })
                else { return }
                // The name's two variants, not the name: a name bound here (its years with it)
                // was copied into the closure below and retained and released for every date.
                let plain = rules[index].names[nameIndex].plain
                let observed = rules[index].names[nameIndex].observed
                let policyIndex = rules[index].policies.firstIndex(where: { $0.years.contains(year) })
                // Taken apart here, once a rule and year: a policy bound inside the closure
                // was copied, its steps retained and released, for every date.
                let steps = policyIndex.map { rules[index].policies[$0].steps }
                let onAnotherDayOff = policyIndex.map { rules[index].policies[$0].onAnotherDayOff } ?? false
                let oncePerDate = policyIndex.map { rules[index].policies[$0].oncePerDate } ?? false
                let forecast = policyIndex.map { rules[index].policies[$0].forecastYears.contains(year) } ?? false
                rules[index].date.forEachDate(in: year, context: &context) { date, estimated in
                    let packed = Self.pack(date)
                    // A day the policy adds or moves is a forecast when its holiday is, or
                    // when the policy says its days are in this year.
                    let placedEstimated = estimated || forecast
                    if onAnotherDayOff {
                        pending.append(
                            Pending(
                                packed: packed, variant: observed, adding: true, forward: true,
                                estimated: placedEstimated,
                                condition: weekend.containsDay(date.dayNumber) ? .sharedWithoutSubstitute : .sharedDate,
                                oncePerDate: oncePerDate))
                    }
                    switch steps?[date.weekday.rawValue] ?? .keep {
                    case .keep:
                        insert(packed, plain, 0, estimated, low, high, into: &entries)
                    case let .fixed(adding, days):
                        let shifted = Self.pack(date.adding(days: days))
                        if adding {
                            insert(packed, plain, 0, estimated, low, high, into: &entries)
                            insert(shifted, observed, packed, placedEstimated, low, high, into: &entries)
                        } else {
                            insert(shifted, plain, packed, placedEstimated, low, high, into: &entries)
                        }
                    case let .workday(adding, forward):
                        if adding { insert(packed, plain, 0, estimated, low, high, into: &entries) }
                        pending.append(
                            Pending(
                                packed: packed, variant: adding ? observed : plain,
                                adding: adding, forward: forward, estimated: placedEstimated,
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
                // Another holiday on the weekend day, and fewer substitutes owed there than
                // holidays: a lone holiday on a weekend day it has no substitute for gets none.
                let count = daysOff[item.packed, default: 0]
                if count < 2 || count <= owed[item.packed, default: 0] { continue }
            }
            if item.oncePerDate, !shared.insert(item.packed).inserted { continue }
            var day = Self.unpack(item.packed).dayNumber
            let step = item.forward ? 1 : -1
            repeat { day += step } while weekend.containsDay(day) || taken.contains(day)
            taken.insert(day)
            Self.insert(
                Self.pack(CivilDate(dayNumber: day)), item.variant, item.packed, item.estimated,
                .min, .max, order: order, into: &entries)
        }
    }

    /// Adds an entry if its date is in `low...high`, keeping `entries` in
    /// `Holiday.displayOrder` (insertion from the end: rules are visited in calendar order,
    /// so entries rarely move far).
    @inline(__always)
    private static func insert(
        _ packed: Int, _ variant: Int32, _ original: Int, _ estimated: Bool, _ low: Int,
        _ high: Int, order: [VariantOrder], into entries: inout [Entry]
    ) {
        guard low <= packed, packed <= high else { return }
        let entry = Entry(
            key: packed << Self.kindBits | order[Int(variant)].kind, variant: variant,
            original: Int32(truncatingIfNeeded: original), estimated: estimated)
        entries.append(entry)
        var index = entries.count - 1
        while index > 0, comesAfter(entries[index - 1], entry, order: order) {
            entries[index] = entries[index - 1]
            index -= 1
        }
        entries[index] = entry
    }

    /// Whether `a` sorts after `b`: later date or kind, or the same and a later name.
    @inline(__always)
    private static func comesAfter(_ a: Entry, _ b: Entry, order: [VariantOrder]) -> Bool {
        a.key != b.key ? a.key > b.key : order[Int(a.variant)].name > order[Int(b.variant)].name
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
