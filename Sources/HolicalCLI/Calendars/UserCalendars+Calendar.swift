import CalendarModel
import HolidayEngine

/// The calendar files as the calendar (the TUI) asks about them: their events for the dates
/// on screen, and the `/` search over their names (docs/calendar-files.md).
extension UserCalendars {
    /// The calendars as the calendar's state starts with them, nothing known yet.
    var shown: [ShownCalendar] {
        calendars.map { ShownCalendar(tag: $0.spec.tag, daysOff: $0.spec.daysOff, glyph: $0.spec.glyph, color: $0.spec.color) }
    }

    /// The calendar tagged `tag`.
    func calendar(tagged tag: String) -> UserCalendar? {
        calendars.first { $0.spec.tag == tag }
    }

    /// Answers `.lookUpEvents`: the file read again if it changed (an address asked again
    /// when due, or with `refresh`), its events one per day each touches, or why it cannot be
    /// used.
    var eventLookup: CalendarServices.EventLookup {
        { [self] tag, range, refresh in
            guard let calendar = calendar(tagged: tag) else { return .failed("no calendar tagged \(tag)") }
            let loaded: UserCalendar.Loaded
            do throws(CommandFailure) {
                loaded = try calendar.current(refresh: refresh)
            } catch {
                return .failed(error.description)
            }
            return .events(loaded.holidays(in: range), calendarName: loaded.name, note: loaded.note)
        }
    }

    /// How far from the day searched from the events of a calendar are looked through.
    static let searchYears = 10

    /// The nearest event whose name matches `search`, in each of its calendars that can be
    /// read: the first instance to start after `search.from` (or the last before it), within
    /// `searchYears`; never wrapped (a calendar has no first and last year to wrap round).
    func matches(of search: HolidaySearch) -> [HolidaySearch.Match] {
        search.calendars.compactMap { tag -> HolidaySearch.Match? in
            guard let loaded = try? calendar(tagged: tag)?.current() else { return nil }
            let forward = search.direction == .forward
            for step in 0..<Self.searchYears {
                let near = search.from.adding(days: forward ? 1 + step * 366 : -366 * (step + 1))
                let range = DateRange(near, near.adding(days: 365))
                let found = loaded.holidays(in: range).filter { holiday in
                    holiday.date == holiday.event?.firstDay && search.query.matches(holiday)
                        && (forward ? holiday.date > search.from : holiday.date < search.from)
                }
                if let match = forward ? found.first : found.last { return HolidaySearch.Match(holiday: match, wrapped: false) }
            }
            return nil
        }
    }
}
