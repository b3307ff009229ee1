import HolidayCache
import HolidayEngine
import HolidayFetch

/// The calendars shown beside the holidays: `--calendar PATH|URL` (repeatable), else the
/// configuration file's `[[calendar]]` tables (docs/calendar-files.md).
final class UserCalendars: Sendable {
    /// In the order given, each tag unique.
    let calendars: [UserCalendar]

    init(_ specs: [CalendarSpec], zoneDirectory: String = "/usr/share/zoneinfo", feeds: CalendarFeeds? = nil) {
        let feeds = feeds ?? CalendarFeeds(cache: nil)
        var seen: Set<String> = []
        calendars = specs.map { spec in
            // Two files with one name get `school`, `school2`.
            var tag = spec.tag
            var number = 2
            while seen.contains(tag) {
                tag = CalendarSpec.tag(String(spec.tag.prefix(CalendarSpec.tagLimit - 2)) + "\(number)")
                number += 1
            }
            seen.insert(tag)
            return UserCalendar(
                spec: CalendarSpec(
                    source: spec.source, tag: tag, daysOff: spec.daysOff, refresh: spec.refresh,
                    glyph: spec.glyph, color: spec.color),
                zoneDirectory: zoneDirectory, feeds: feeds)
        }
    }

    /// The calendars of `flags` (`--calendar`), else of the configuration file. A flag's
    /// calendar takes its tag from its file's name; its days are days off when `flagsAreDaysOff`
    /// (on `busdays` and `bridges`, which show nothing else of it).
    static func configured(
        flags: [String], environment: Environment, flagsAreDaysOff: Bool = false
    ) throws(CommandFailure) -> UserCalendars {
        let directory = environment["TZDIR"] ?? "/usr/share/zoneinfo"
        // Feeds are kept in the holidays' cache file, opened only when one is asked for.
        let feeds = CalendarFeeds(cache: CacheLocation(environment: environment.values))
        if !flags.isEmpty {
            return UserCalendars(
                flags.map { CalendarSpec(source: $0, daysOff: flagsAreDaysOff) }, zoneDirectory: directory, feeds: feeds)
        }
        return UserCalendars(try ConfigFile.load(from: environment).calendars, zoneDirectory: directory, feeds: feeds)
    }

    /// Every calendar read as it is now, for a command that prints answers: the first that
    /// cannot be used stops it, as a holidays file with a mistake does
    /// (docs/custom-holidays.md, "Mistakes"): an answer without it would look complete.
    /// An address whose server could not be asked uses its cached copy, with a note on
    /// stderr saying why and how old the copy is.
    func loadAll() throws(CommandFailure) -> [UserCalendar.Loaded] {
        var loaded: [UserCalendar.Loaded] = []
        for calendar in calendars { loaded.append(try calendar.current()) }
        try Self.printNotes(of: loaded)
        return loaded
    }

    /// `holical: calendar team: showing the copy of 3 h ago (could not connect (...))`, on
    /// stderr, for each calendar shown from its cached copy.
    static func printNotes(of loaded: [UserCalendar.Loaded]) throws(CommandFailure) {
        for note in loaded.compactMap(\.note) { try StandardOutput.write("holical: \(note)\n", to: .error) }
    }

    var isEmpty: Bool { calendars.isEmpty }
}
