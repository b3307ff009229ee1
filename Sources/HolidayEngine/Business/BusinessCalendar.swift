/// Which days are business days, and how many lie between two dates: every day that is
/// neither a weekend day nor a holiday, plus the weekend days worked by decree.
///
/// Made from a region's rules (for chosen kinds and years) or from a list of dates. The
/// days where the calendar departs from the weekend, the exceptions, are kept once each as
/// sorted day numbers: holidays on working days (one business day fewer) and weekend days
/// made working days (`HolidayKind.workday`, one more). A count is closed-form weekday
/// arithmetic plus two binary searches: O(log H). docs/business-days.md.
///
/// A calendar made from a region knows the holidays of `years`. Asked about dates outside
/// them, it computes the holidays of the years the question spans from the region's rules
/// for that answer (correct, but slower: the cost of those years' rules); a caller that
/// will ask there again keeps `extended(toCover:)`, which answers on the fast path.
/// A calendar made from a list treats the list as every holiday there is.
public struct BusinessCalendar: Sendable {
    /// The weekend days, with their history.
    public let weekend: WeekendHistory
    /// The kinds of holiday that are days off (empty for a calendar made from a list).
    public let kinds: Set<HolidayKind>
    /// The region whose rules give the holidays, nil for a calendar made from a list.
    public let region: Region?
    /// The years whose holidays are held; nil when made from a list (every year).
    public let years: ClosedRange<Int>?
    /// The calendars a joint calendar was made from (empty for any other).
    public let members: [BusinessCalendar]
    /// How the members make a joint calendar; nil for any other.
    public let rule: JointCalendarRule?
    /// Day numbers of the exceptions, ascending, no repeats.
    let exceptions: [Int]
    /// Per exception, whether it is a weekend day worked (else a holiday on a working day).
    let isWorked: [Bool]
    /// `deltas[i]`: the exceptions before the i-th changed the count by this much (one
    /// entry more than `exceptions`).
    let deltas: [Int]
    /// Per exception, the business days before it, from the same origin as
    /// `WeekendHistory.workdays(before:)`: the key `add` searches.
    let businessDaysBefore: [Int]
    /// The first and last day numbers whose holidays are all in `exceptions`.
    let firstKnownDay: Int
    let lastKnownDay: Int

    /// The business days of `region` in `years`: days off are its holidays of `kinds`
    /// (public and your own by default; add `.bank` for bank holidays) and the weekend days
    /// (the region's own unless `weekend` is given); its weekend days worked by decree are
    /// business days.
    public init(
        region: Region, kinds: Set<HolidayKind> = [.public, .custom],
        weekend: WeekendHistory? = nil, years: ClosedRange<Int>
    ) {
        let span = DateRange(years: years)
        var off: [Int] = []
        var worked: [Int] = []
        // The rules' entries, not holidays: only the dates and kinds are kept, and a range of
        // centuries with thousands of days of one's own would otherwise build tens of millions
        // of holidays at once. A few decades at a time, in date order, each date kept once.
        if let known = region.knownPart(of: span) {
            let table = region.table
            // Each variant's part, once: asking the set of kinds about each day hashes a kind.
            let isOff = table.variants.map { kinds.contains($0.kind) }
            let isWorked = table.variants.map { $0.kind == .workday }
            var first = known.lowerBound.year
            while first <= known.upperBound.year {
                let last = Swift.min(first + Self.yearsAtATime - 1, known.upperBound.year)
                for entry in table.entries(in: DateRange(years: first...last).intersection(known) ?? known) {
                    let variant = Int(entry.variant)
                    guard isOff[variant] || isWorked[variant] else { continue }
                    let day = RuleTable.unpack(entry.key >> RuleTable.kindBits).dayNumber
                    if isOff[variant] {
                        if off.last != day { off.append(day) }
                    } else if worked.last != day {
                        worked.append(day)
                    }
                }
                first = last + 1
            }
        }
        self.init(
            offDays: off, workedDays: worked, weekend: weekend ?? region.weekend, kinds: kinds,
            region: region, years: years,
            known: span.lowerBound.dayNumber...span.upperBound.dayNumber)
    }

    /// The business days around a list of holiday dates: every day that is not a `weekend`
    /// day and not in `holidays` (repeats and weekend dates in the list are harmless), plus
    /// the weekend days in `workedDays`.
    public init(
        holidays: some Sequence<CivilDate>, workedDays: some Sequence<CivilDate> = [CivilDate](),
        weekend: WeekendHistory = .saturdaySunday
    ) {
        self.init(
            offDays: holidays.map(\.dayNumber), workedDays: workedDays.map(\.dayNumber), weekend: weekend,
            kinds: [], region: nil, years: nil, known: Int.min...Int.max)
    }

    /// `init(holidays:workedDays:weekend:)` with one weekend at all times.
    public init(holidays: some Sequence<CivilDate>, weekend: WeekendMask) {
        self.init(holidays: holidays, weekend: WeekendHistory(weekend))
    }

    /// The calendar of every day that is not a `weekend` day and not in `offDays` (day
    /// numbers), plus the weekend days in `workedDays`; `known` is the span of days whose
    /// days off are all given.
    init(
        offDays: some Sequence<Int>, workedDays: some Sequence<Int>, weekend: WeekendHistory,
        kinds: Set<HolidayKind>, region: Region?, years: ClosedRange<Int>?, known: ClosedRange<Int>,
        members: [BusinessCalendar] = [], rule: JointCalendarRule? = nil
    ) {
        let off = Self.ascending(offDays)
        // A holiday on a working day takes one away; a weekend day worked (and not also a
        // holiday) adds one.
        var changes: [(Int, Bool)] = []
        changes.reserveCapacity(off.count)
        var next = 0
        for day in Self.ascending(workedDays) where weekend.containsDay(day) {
            while next < off.count, off[next] < day {
                if !weekend.containsDay(off[next]) { changes.append((off[next], false)) }
                next += 1
            }
            if next < off.count, off[next] == day { continue }
            changes.append((day, true))
        }
        for day in off[next...] where !weekend.containsDay(day) { changes.append((day, false)) }
        self.weekend = weekend
        self.kinds = kinds
        self.region = region
        self.years = years
        self.members = members
        self.rule = rule
        self.exceptions = changes.map(\.0)
        self.isWorked = changes.map(\.1)
        var deltas = [0]
        deltas.reserveCapacity(changes.count + 1)
        for (_, worked) in changes { deltas.append(deltas[deltas.count - 1] + (worked ? 1 : -1)) }
        self.deltas = deltas
        self.businessDaysBefore = changes.enumerated().map { index, change in
            weekend.workdays(before: change.0) + deltas[index]
        }
        self.firstKnownDay = known.lowerBound
        self.lastKnownDay = known.upperBound
    }

    /// How many years a calendar made from a region evaluates at once.
    static let yearsAtATime = 50

    /// `days` ascending, each once; those a region's rules give come so already, and are
    /// taken as they are.
    private static func ascending(_ days: some Sequence<Int>) -> [Int] {
        var sorted = Array(days)
        if zip(sorted, sorted.dropFirst()).allSatisfy({ $0 < $1 }) { return sorted }
        sorted.sort()
        var unique: [Int] = []
        unique.reserveCapacity(sorted.count)
        for day in sorted where unique.last != day { unique.append(day) }
        return unique
    }

    /// The holidays that fall on working days (the ones that take a business day away),
    /// in date order.
    public var workingDayHolidays: [CivilDate] {
        zip(exceptions, isWorked).filter { !$0.1 }.map { CivilDate(dayNumber: $0.0) }
    }

    /// The weekend days that are business days by decree, in date order.
    public var workedWeekendDays: [CivilDate] {
        zip(exceptions, isWorked).filter(\.1).map { CivilDate(dayNumber: $0.0) }
    }
}
