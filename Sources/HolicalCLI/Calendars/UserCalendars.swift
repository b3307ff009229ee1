import HolidayEngine

/// The calendars shown beside the holidays: `--calendar PATH` (repeatable), else the
/// configuration file's `[[calendar]]` tables (docs/calendar-files.md).
final class UserCalendars: Sendable {
    /// In the order given, each tag unique.
    let calendars: [UserCalendar]

    init(_ specs: [CalendarSpec], zoneDirectory: String = "/usr/share/zoneinfo") {
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
                    source: spec.source, tag: tag, daysOff: spec.daysOff, glyph: spec.glyph, color: spec.color),
                zoneDirectory: zoneDirectory)
        }
    }

    /// The calendars of `flags` (`--calendar`), else of the configuration file. A flag's
    /// calendar takes its tag from its file's name; its days are days off when `flagsAreDaysOff`
    /// (on `busdays` and `bridges`, which show nothing else of it).
    static func configured(
        flags: [String], environment: Environment, flagsAreDaysOff: Bool = false
    ) throws(CommandFailure) -> UserCalendars {
        let directory = environment["TZDIR"] ?? "/usr/share/zoneinfo"
        if !flags.isEmpty {
            return UserCalendars(
                flags.map { CalendarSpec(source: $0, daysOff: flagsAreDaysOff) }, zoneDirectory: directory)
        }
        return UserCalendars(try ConfigFile.load(from: environment).calendars, zoneDirectory: directory)
    }

    /// Every calendar read as it is now, for a command that prints answers: the first that
    /// cannot be used stops it, as a holidays file with a mistake does
    /// (docs/custom-holidays.md, "Mistakes"): an answer without it would look complete.
    func loadAll() throws(CommandFailure) -> [UserCalendar.Loaded] {
        var loaded: [UserCalendar.Loaded] = []
        for calendar in calendars { loaded.append(try calendar.current()) }
        return loaded
    }

    var isEmpty: Bool { calendars.isEmpty }
}
