import HolidayEngine

/// A time zone a calendar file defines in a VTIMEZONE (RFC 5545 §3.6.5): parts that each
/// begin, once or by a rule, at a local time, and give an offset from then on. Outlook and
/// Exchange write their zones this way under names no zone database knows ("W. Europe
/// Standard Time").
public struct DefinedZone: ZoneRules, Hashable {
    /// A STANDARD or DAYLIGHT part.
    public struct Part: Hashable, Sendable {
        /// When it first begins, on the clock of the offset before it.
        let start: LocalDateTime
        let offsetFrom: Int
        let offsetTo: Int
        let rule: RecurrenceRule?
        let extraStarts: [LocalDateTime]

        init?(_ lines: [ContentLine], daylight: Bool) {
            guard let startLine = lines.first(where: { $0.name == "DTSTART" }),
                  let start = EventTime.parse(startLine.value, zone: nil, valueType: nil),
                  let from = lines.first(where: { $0.name == "TZOFFSETFROM" }).flatMap({ utcOffset($0.value) }),
                  let to = lines.first(where: { $0.name == "TZOFFSETTO" }).flatMap({ utcOffset($0.value) })
            else { return nil }
            self.start = start.writtenTime
            offsetFrom = from
            offsetTo = to
            rule = lines.first(where: { $0.name == "RRULE" }).flatMap { try? RecurrenceRule.parse($0.value, zone: nil) }
            extraStarts = lines.filter { $0.name == "RDATE" }.flatMap { $0.value.split(separator: ",") }
                .compactMap { EventTime.parse($0, zone: nil, valueType: nil)?.writtenTime }
        }

        /// The instants (UTC) it begins, in order, up to the year 2200 (at most 1,000).
        var onsets: [Int] {
            var starts = [start] + extraStarts
            if let rule, !rule.frequency.isSubDaily, let plan = try? RecurrenceRule.Plan(rule: rule, start: start) {
                let limit = CivilDate(year: 2200, month: 12, day: 31)!
                let until = rule.until?.writtenTime
                var period = 0
                outer: while starts.count < 1_000, period < 5_000 {
                    for instance in plan.instances(ofPeriod: period) where instance > start {
                        if instance.date > limit { break outer }
                        if let until, instance > until { break outer }
                        starts.append(instance)
                    }
                    period += 1
                }
            }
            return starts.map { $0.secondsSinceEpoch - offsetFrom }.sorted()
        }
    }

    /// Every onset of every part with the offset it gives, in order.
    private let transitions: [(onset: Int, offset: Int)]
    /// The offset before the first onset.
    private let initialOffset: Int

    init(parts: [Part]) {
        transitions = parts.flatMap { part in part.onsets.map { ($0, part.offsetTo) } }.sorted { $0.onset < $1.onset }
        initialOffset = parts.min { $0.start < $1.start }?.offsetFrom ?? 0
    }

    public func offset(atUTC utc: Int) -> Int {
        // The last onset at or before `utc`.
        var low = 0
        var high = transitions.count
        while low < high {
            let middle = (low + high) / 2
            if transitions[middle].onset <= utc { low = middle + 1 } else { high = middle }
        }
        return low == 0 ? initialOffset : transitions[low - 1].offset
    }

    public static func == (lhs: DefinedZone, rhs: DefinedZone) -> Bool {
        lhs.initialOffset == rhs.initialOffset && lhs.transitions.elementsEqual(rhs.transitions) { $0 == $1 }
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(initialOffset)
        for transition in transitions { hasher.combine(transition.onset); hasher.combine(transition.offset) }
    }
}
