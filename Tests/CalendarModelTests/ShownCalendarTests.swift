@testable import CalendarModel
import HolidayFetchCore
import HolidayEngine
import Testing

/// Calendar files shown beside the holidays (docs/calendar-files.md), on a bare state and a
/// controller on a worker: the dates on screen asked of each file as an effect off the UI
/// thread, the answers recorded with the calendar's tag, a failure said and nothing lost.
@Suite("Calendar files in the calendar")
struct ShownCalendarTests {
    /// US shown, a school calendar beside it.
    static func state() -> CalendarState {
        var state = CalendarState(today: Fixtures.date("2026-11-02"), firstWeekday: .monday, region: Fixtures.us)
        state.calendars = [ShownCalendar(tag: "school", daysOff: true)]
        return state
    }

    static func event(_ date: String, _ name: String) -> Holiday {
        var holiday = Holiday(date: Fixtures.date(date), name: name, kind: .event, region: "school")
        holiday.event = EventDetails(uid: "u", firstDay: Fixtures.date("2026-11-02"), lastDay: Fixtures.date("2026-11-06"))
        return holiday
    }

    private func lookUps(_ effects: [CalendarEffect]) -> [DateRange] {
        effects.compactMap { effect in
            if case .lookUpEvents("school", let range, _) = effect { return range }
            return nil
        }
    }

    @Test("the dates on screen are asked of each file once, again for another month and on r, as a computation on the look-up lane")
    func asking() throws {
        var state = Self.state()
        let first = state.apply(.start)
        #expect(lookUps(first) == [state.visibleRange])
        let effect = try #require(first.first { if case .lookUpEvents = $0 { true } else { false } })
        #expect(effect.topic == .events(calendar: "school"))
        #expect(effect.topic?.lane == .lookUps)
        // Within the month: nothing new.
        #expect(lookUps(state.apply(.key(.character("l")))).isEmpty)
        // Another month: its dates (the file is read again if it changed).
        let december = state.apply(.key(.pageDown))
        #expect(lookUps(december) == [state.visibleRange])
        // r: the same dates again.
        #expect(lookUps(state.apply(.key(.character("r")))) == [state.visibleRange])
    }

    @Test("only r asks a calendar at an address anew (refresh); the start and another month use its copy when fresh")
    func refreshOnR() {
        func refreshes(_ effects: [CalendarEffect]) -> [Bool] {
            effects.compactMap { effect in
                if case .lookUpEvents(_, _, let refresh) = effect { return refresh }
                return nil
            }
        }
        var state = Self.state()
        #expect(refreshes(state.apply(.start)) == [false])
        #expect(refreshes(state.apply(.key(.pageDown))) == [false])
        #expect(refreshes(state.apply(.key(.character("r")))) == [true])
        // Once: the next month after r is an ordinary look-up.
        #expect(refreshes(state.apply(.key(.pageDown))) == [false])
    }

    @Test("a calendar shown from its cached copy: the events recorded, the note on the status line")
    func staleCopy() {
        var state = Self.state()
        let range = state.visibleRange
        let note = "calendar school: showing the copy of 3 h ago (could not connect)"
        _ = state.apply(
            .eventsLookedUp(
                calendar: "school", range: range,
                answer: .events([Self.event("2026-11-02", "Herbstferien")], calendarName: nil, note: note)))
        #expect(state.calendars[0].book.holidays(on: Fixtures.date("2026-11-02")).map(\.name) == ["Herbstferien"])
        #expect(state.calendars[0].problem == note)
        #expect(state.notice == note)
        // A fresh answer clears it from the calendar.
        _ = state.apply(.eventsLookedUp(calendar: "school", range: range, answer: .events([], calendarName: nil)))
        #expect(state.calendars[0].problem == nil)
    }

    @Test("an answer fills the calendar's days, tagged; a failure is said and keeps what was shown")
    func answers() {
        var state = Self.state()
        state.apply(.start)
        let range = state.visibleRange
        state.apply(.eventsLookedUp(
            calendar: "school", range: range,
            answer: .events([Self.event("2026-11-02", "Herbstferien"), Self.event("2026-11-03", "Herbstferien")], calendarName: "Grundschule")))
        #expect(state.calendars[0].name == "Grundschule")
        let tagged = state.taggedHolidays(on: Fixtures.date("2026-11-03"))
        #expect(tagged.map(\.tag) == ["school"])
        #expect(tagged.map(\.holiday.name) == ["Herbstferien"])
        #expect(state.regionDays(on: Fixtures.date("2026-11-03")).map(\.tag) == ["US", "school"])
        state.apply(.eventsLookedUp(calendar: "school", range: range, answer: .failed("calendar school (/x.ics): is a FIFO")))
        #expect(state.notice == "calendar school (/x.ics): is a FIFO")
        #expect(state.calendars[0].book.holidays(on: Fixtures.date("2026-11-03")).map(\.name) == ["Herbstferien"])
        // An answer for a calendar not shown is dropped.
        state.apply(.eventsLookedUp(calendar: "other", range: range, answer: .events([], calendarName: nil)))
        #expect(state.calendars.map(\.tag) == ["school"])
    }

    @Test("/ searches the calendars shown too")
    func search() {
        var state = Self.state()
        state.apply(.start)
        state.apply(.key(.character("/")))
        for character in "herbst" { state.apply(.key(.character(character))) }
        let effects = state.apply(.key(.enter))
        let search = effects.compactMap { if case .search(let search) = $0 { search } else { nil } }.first
        #expect(search?.calendars == ["school"])
    }

    @Test("on a worker the look-up runs off the controller's thread and its answer comes back as an intent")
    func onWorker() {
        let gate = WorkerControllerTests.Gate()
        let controller = CalendarController(
            state: Self.state(), source: RecordingSource(),
            services: .answering(lookUpEvents: { tag, range, _ in
                gate.pass()
                return .events([Self.event("2026-11-02", "Herbstferien")], calendarName: nil)
            }))
        let inbox = WorkerControllerTests.Inbox()
        let worker = WorkerControllerTests.ThreadWorker()
        controller.start(on: worker) { inbox.deliver($0) }
        // start returned while the look-up waits at the gate; keys are answered meanwhile.
        #expect(gate.waitUntilReached())
        #expect(worker.started.withLock { $0 }.contains(.events(calendar: "school")))
        controller.handle(.key(.character("l")))
        #expect(controller.state.selection == Fixtures.date("2026-11-03"))
        gate.open()
        let answers = inbox.take { if case .eventsLookedUp = $0 { true } else { false } }
        for answer in answers { controller.handle(answer) }
        #expect(controller.state.calendars[0].book.holidays(on: Fixtures.date("2026-11-02")).map(\.name) == ["Herbstferien"])
    }
}

/// Which calendar marks a day: the model names the calendar, not just "an event", so that
/// the views draw each in its own glyph and colour (docs/calendar-files.md).
@Suite("Calendar files' marks in the model")
struct CalendarMarkTests {
    /// US with Estonia beside it, and two calendars with events on 3 November.
    static func state() -> CalendarState {
        var state = CalendarState(today: Fixtures.date("2026-11-02"), firstWeekday: .monday, region: Fixtures.us)
        state.alongside = [AlongsideRegion(RegionChoice(code: "EE", name: "Estonia"))]
        state.calendars = [ShownCalendar(tag: "school", daysOff: true), ShownCalendar(tag: "team", glyph: "♦", color: .magenta)]
        state.apply(.start)
        let range = state.visibleRange
        state.apply(.holidaysLookedUp(region: "EE", range: range, language: nil, holidays: [
            Holiday(date: Fixtures.date("2026-11-03"), name: "Folk day", kind: .folk, region: "EE"),
        ]))
        for (tag, name) in [("school", "Herbstferien"), ("team", "Standup")] {
            let event = Holiday(date: Fixtures.date("2026-11-03"), name: name, kind: .event, region: tag)
            state.apply(.eventsLookedUp(calendar: tag, range: range, answer: .events([event], calendarName: nil)))
        }
        return state
    }

    @Test("a day's marks are the regions' kinds, then each calendar with an event, by index; each holiday carries its mark")
    func marks() {
        let state = Self.state()
        let date = Fixtures.date("2026-11-03")
        let day = state.taggedHolidays(on: date, first: 2)
        #expect(day.marks == [.kind(.folk), .calendar(0), .calendar(1)])
        #expect(day.count == 3)
        #expect(day.tags == ["EE", "school", "team"])
        #expect(day.first.map(\.mark) == [.kind(.folk), .calendar(0)])
        #expect(state.taggedHolidays(on: date).map(\.mark) == [.kind(.folk), .calendar(0), .calendar(1)])
        #expect(state.regionDays(on: date).map(\.calendar) == [nil, nil, 0, 1])
        #expect(state.calendars[1].glyph == "♦" && state.calendars[1].color == .magenta)
        // A day of one calendar only: its mark alone.
        #expect(state.taggedHolidays(on: Fixtures.date("2026-11-04"), first: 2).marks.isEmpty)
        #expect([DayMark.calendar(0), .kind(.event), .calendar(1), .kind(.public)].sorted()
                == [.kind(.public), .kind(.event), .calendar(0), .calendar(1)])
    }
}

/// The week view's times: a timed event's start on the day it starts, and a day's events in
/// the order they start (docs/calendar-files.md).
@Suite("Calendar files' event times")
struct EventTimeTests {
    static func event(_ date: String, _ name: String, time: String?, first: String? = nil) -> Holiday {
        var holiday = Holiday(date: Fixtures.date(date), name: name, kind: .event, region: "team")
        holiday.event = EventDetails(uid: name, firstDay: Fixtures.date(first ?? date), lastDay: Fixtures.date(date), time: time)
        return holiday
    }

    @Test("the start time on the day an event starts; none for an all-day event or a later day")
    func startTime() {
        #expect(Self.event("2026-11-04", "Standup", time: "09:30-09:45").startTime == "09:30")
        #expect(Self.event("2026-11-05", "Late call", time: "23:30-2026-11-06 00:30").startTime == "23:30")
        #expect(Self.event("2026-11-06", "Late call", time: "23:30-2026-11-06 00:30", first: "2026-11-05").startTime == nil)
        #expect(Self.event("2026-11-05", "Offsite", time: nil).startTime == nil)
        #expect(Holiday(date: Fixtures.date("2026-11-05"), name: "Public", kind: .public, region: "US").startTime == nil)
    }

    @Test("a day's events in the order they start, the all-day ones and those begun before first")
    func order() {
        var book = HolidayBook(region: "team")
        let day = "2026-11-05"
        book.record([
            Self.event(day, "A late call", time: "23:30-2026-11-06 00:30"),
            Self.event(day, "Z standup", time: "09:30-09:45"),
            Self.event(day, "Offsite", time: nil),
            Self.event(day, "Night shift", time: "22:00-06:00", first: "2026-11-04"),
            Self.event(day, "B lunch", time: "12:00-13:00"),
        ], covering: DateRange(Fixtures.date(day), Fixtures.date(day)))
        #expect(book.holidays(on: Fixtures.date(day)).map(\.name) == ["Night shift", "Offsite", "Z standup", "B lunch", "A late call"])
    }
}
