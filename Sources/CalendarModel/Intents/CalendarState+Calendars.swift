import HolidayEngine

/// Calendar files shown beside the holidays (docs/calendar-files.md): their events are asked
/// for the dates on screen with `.lookUpEvents`, answered off the UI thread as the regions
/// beside are, and drawn after the regions' holidays of each day, each with its tag.
extension CalendarState {
    /// Records a calendar's events for `range`; a file that could not be used keeps what was
    /// shown of it and says why on the status line.
    mutating func recordEvents(_ answer: ShownCalendar.Answer, calendar tag: String, range: DateRange) {
        guard let index = calendars.firstIndex(where: { $0.tag == tag }) else { return }
        switch answer {
        case .events(let events, let name, let note):
            calendars[index].book.record(events, covering: range)
            if let name, !name.isEmpty { calendars[index].name = name }
            // A calendar at an address shown from its cached copy: why, and how old it is.
            calendars[index].problem = note
            if let note { notice = note }
        case .failed(let problem):
            calendars[index].problem = problem
            notice = problem
        }
    }

    /// The look-ups the calendars need: the dates on screen, whenever they differ from
    /// those asked last, so that a file changed since is read again when the view moves
    /// (and on `r`).
    mutating func eventLookUpsMissing() -> [CalendarEffect] {
        guard !calendars.isEmpty else { return [] }
        let range = visibleRange.clampedToSupportedYears
        var effects: [CalendarEffect] = []
        for calendar in calendars where asked.events[calendar.tag] != range {
            asked.events[calendar.tag] = range
            effects.append(.lookUpEvents(calendar: calendar.tag, range: range, refresh: asked.refreshEvents))
        }
        asked.refreshEvents = false
        return effects
    }

    /// The tags of the calendars shown, for a search.
    var calendarTags: [String] { calendars.map(\.tag) }
}
