import Glibc
import HolidayEngine
import HolidayFetch
import ICalendar
import Synchronization
import TerminalText

/// One calendar, a file or an address, read when first asked for and again whenever it has
/// changed (a file's modification time or size; an address's copy fetched anew, at most once
/// per refresh interval), its events laid on the user's days (docs/calendar-files.md).
final class UserCalendar: Sendable {
    /// What the user asked for.
    let spec: CalendarSpec
    /// Where TZIDs are looked up.
    private let zoneDirectory: String
    /// The feeds of every calendar at an address, kept in the cache.
    private let feeds: CalendarFeeds
    /// The address, when `spec.source` is one (nil for a file); or why it cannot be fetched.
    private let address: Result<FeedAddress, FeedFailure>?
    private let loaded = Mutex<Loaded?>(nil)

    /// The most a calendar file may hold: 16 MiB, read whole or not at all.
    static let byteLimit = 16 << 20

    init(spec: CalendarSpec, zoneDirectory: String = "/usr/share/zoneinfo", feeds: CalendarFeeds? = nil) {
        self.spec = spec
        self.zoneDirectory = zoneDirectory
        self.feeds = feeds ?? CalendarFeeds(cache: nil)
        address = FeedAddress.looksLikeAddress(spec.source)
            ? Result { () throws(FeedFailure) in try FeedAddress(spec.source) } : nil
    }

    /// Whether the calendar is at an address.
    var isFeed: Bool { address != nil }

    /// The calendar as it is now: read again when it changed since it was last read (an
    /// address asked again when its copy is older than its refresh interval, or at once
    /// with `refresh`); a `CommandFailure` naming the calendar when it cannot be used.
    func current(refresh: Bool = false) throws(CommandFailure) -> Loaded {
        if let address { return try currentFeed(address, refresh: refresh) }
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
        let parsed: ParsedCalendar
        do { parsed = try Self.parse(text) } catch { throw failure(error.message) }
        return remember(parsed, stamp: stamp)
    }

    /// An address's copy: the cached one within the refresh interval, else the server's
    /// (conditionally), else the cached one with why on `note`. Parsed again only when the
    /// copy is new.
    private func currentFeed(_ address: Result<FeedAddress, FeedFailure>, refresh: Bool) throws(CommandFailure) -> Loaded {
        let feed: FeedAddress
        do { feed = try address.get() } catch { throw failure(error.message) }
        var parsedNow: ParsedCalendar?
        let copy: CalendarFeeds.Copy
        do throws(FeedFailure) {
            copy = try feeds.copy(of: feed, refresh: spec.refresh.seconds, force: refresh) { text in
                // A body that is not an iCalendar file is refused here, so it never
                // replaces the last good copy.
                do throws(CalendarParser.Failure) {
                    parsedNow = try Self.parse(text)
                    return nil
                } catch {
                    return "the answer \(error.message)"
                }
            }
        } catch {
            throw failure(error.message)
        }
        let stamp = Stamp(seconds: Int(copy.fetchedAt), nanoseconds: 0, size: copy.body.utf8.count)
        var current: Loaded
        if let known = loaded.withLock({ $0 }), known.stamp == stamp {
            current = known
        } else {
            let parsed: ParsedCalendar
            if let parsedNow {
                parsed = parsedNow
            } else {
                // The cached copy, as first read in this process.
                do { parsed = try Self.parse(copy.body) } catch { throw failure("the cached copy: \(error.message)") }
            }
            current = remember(parsed, stamp: stamp)
        }
        // The tag names the calendar: the status line has no room for its address.
        current.note = copy.note.map { "calendar \(spec.tag): " + TerminalSafeText.clean($0, limit: 300) }
        return current
    }

    private static func parse(_ text: String) throws(CalendarParser.Failure) -> ParsedCalendar {
        var limits = CalendarParser.Limits()
        limits.bytes = byteLimit
        return try CalendarParser.parse(Array(text.utf8), limits: limits)
    }

    /// The events of `parsed` on the user's clock, kept as the version `stamp`.
    private func remember(_ parsed: ParsedCalendar, stamp: Stamp) -> Loaded {
        let directory = zoneDirectory
        let timeline = CalendarTimeline(parsed, userZone: SystemZones.Local()) { SystemZones.named($0, directory: directory) }
        let fresh = Loaded(
            spec: spec, stamp: stamp, timeline: timeline, warnings: parsed.warnings + timeline.warnings, name: parsed.name)
        loaded.withLock { $0 = fresh }
        return fresh
    }

    /// `calendar school (/home/me/school.ics): problem`, the path cleaned as outside text; an
    /// address without its user, password and query.
    func failure(_ problem: String) -> CommandFailure {
        CommandFailure("calendar \(spec.tag) (\(shownSource)): \(problem)")
    }

    /// The file's path or the address, as messages show it.
    var shownSource: String {
        isFeed ? FeedAddress.redacted(spec.source) : TerminalSafeText.quoted(spec.source, limit: 200)
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
        /// For an address whose server could not be asked or gave nothing usable: the
        /// calendar, why, and how old the copy shown is (for the status line and stderr).
        var note: String?
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
