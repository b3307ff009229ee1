import Glibc
import HolidayEngine
import ICalendar
import Synchronization
import TerminalText

/// One calendar file, read when first asked for and again whenever it has changed (its
/// modification time or size), its events laid on the user's days (docs/calendar-files.md).
final class UserCalendar: Sendable {
    /// What the user asked for.
    let spec: CalendarSpec
    /// Where TZIDs are looked up.
    private let zoneDirectory: String
    private let loaded = Mutex<Loaded?>(nil)

    /// The most a calendar file may hold: 16 MiB, read whole or not at all.
    static let byteLimit = 16 << 20

    init(spec: CalendarSpec, zoneDirectory: String = "/usr/share/zoneinfo") {
        self.spec = spec
        self.zoneDirectory = zoneDirectory
    }

    /// The file as it is now: read again when it changed since it was last read; a
    /// `CommandFailure` naming the calendar when it cannot be used.
    func current() throws(CommandFailure) -> Loaded {
        let path = TextFile.Path(spec.source)
        let status: stat?
        do { status = try TextFile.status(of: path) } catch { throw failure(error.description) }
        guard let status else { throw failure("does not exist") }
        let stamp = Stamp(
            seconds: Int(status.st_mtim.tv_sec), nanoseconds: Int(status.st_mtim.tv_nsec), size: Int(status.st_size))
        if let known = loaded.withLock({ $0 }), known.stamp == stamp { return known }
        let read: String?
        do { read = try TextFile.read(path, limit: Self.byteLimit) } catch { throw failure(error.description) }
        guard let text = read else { throw failure("does not exist") }
        var limits = CalendarParser.Limits()
        limits.bytes = Self.byteLimit
        let parsed: ParsedCalendar
        do { parsed = try CalendarParser.parse(Array(text.utf8), limits: limits) } catch { throw failure(error.message) }
        let directory = zoneDirectory
        let timeline = CalendarTimeline(parsed, userZone: SystemZones.Local()) { SystemZones.named($0, directory: directory) }
        let fresh = Loaded(
            spec: spec, stamp: stamp, timeline: timeline, warnings: parsed.warnings + timeline.warnings, name: parsed.name)
        loaded.withLock { $0 = fresh }
        return fresh
    }

    /// `calendar school (/home/me/school.ics): problem`, the path cleaned as outside text.
    func failure(_ problem: String) -> CommandFailure {
        CommandFailure("calendar \(spec.tag) (\(TerminalSafeText.quoted(spec.source, limit: 200))): \(problem)")
    }

    /// Which version of the file was read.
    struct Stamp: Sendable, Hashable {
        let seconds: Int
        let nanoseconds: Int
        let size: Int
    }

    /// A calendar file as read: its events on the user's days, their text cleaned once.
    struct Loaded: Sendable {
        let spec: CalendarSpec
        let stamp: Stamp
        let timeline: CalendarTimeline
        /// What the parser and the expansion could not use, each naming its line.
        let warnings: [String]
        /// The name the file gives itself (X-WR-CALNAME), cleaned.
        let name: String?
        /// Each event's SUMMARY, LOCATION and DESCRIPTION, cleaned of control characters
        /// and escape sequences (outside text, as the network's).
        private let names: [String]
        private let locations: [String?]
        private let descriptions: [String?]

        init(spec: CalendarSpec, stamp: Stamp, timeline: CalendarTimeline, warnings: [String], name: String? = nil) {
            self.spec = spec
            self.name = name.map { TerminalSafeText.clean($0, limit: 60) }.flatMap { $0.isEmpty ? nil : $0 }
            self.stamp = stamp
            self.timeline = timeline
            self.warnings = warnings.map { TerminalSafeText.clean($0, limit: 300) }
            names = timeline.events.map { event in
                let name = TerminalSafeText.clean(event.summary, limit: 200)
                return name.isEmpty ? "(no title)" : name
            }
            func cleaned(_ text: String?) -> String? {
                guard let text else { return nil }
                let clean = TerminalSafeText.clean(text, limit: 1_000)
                return clean.isEmpty ? nil : clean
            }
            locations = timeline.events.map { cleaned($0.location) }
            descriptions = timeline.events.map { cleaned($0.details) }
        }

        /// The events on the days of `range` as holidays of kind `.event` tagged with the
        /// calendar's tag: one per day each instance touches (for the grid), or, given
        /// `listedFrom` (the first day a list shows), one per instance, on its first day or
        /// on `listedFrom` for one that began before it.
        func holidays(in range: DateRange, listedFrom: CivilDate? = nil) -> [Holiday] {
            var holidays: [Holiday] = []
            for occurrence in timeline.occurrences(in: range) {
                if let listedFrom, occurrence.date != occurrence.firstDay, occurrence.date != listedFrom { continue }
                let event = timeline.events[occurrence.event]
                let details = EventDetails(
                    uid: event.uid.map { TerminalSafeText.clean($0, limit: 255) }, firstDay: occurrence.firstDay,
                    lastDay: occurrence.lastDay, time: Self.time(occurrence), location: locations[occurrence.event],
                    description: descriptions[occurrence.event],
                    isRecurring: event.recurrence != nil || !event.extraDates.isEmpty || event.recurrenceID != nil,
                    isDayOff: spec.daysOff)
                var holiday = Holiday(
                    date: occurrence.date, name: names[occurrence.event], kind: .event, region: spec.tag,
                    details: descriptions[occurrence.event])
                holiday.event = details
                holidays.append(holiday)
            }
            return holidays
        }

        /// `09:00-10:30`, `22:00-2026-03-02 01:00` across midnight; nil for a whole day.
        static func time(_ occurrence: CalendarTimeline.Occurrence) -> String? {
            guard let start = occurrence.start else { return nil }
            guard let end = occurrence.end, end != start else { return start.clockText }
            let until = end.date == start.date ? end.clockText : "\(end.date) \(end.clockText)"
            return "\(start.clockText)-\(until)"
        }
    }
}
