import CalendarModel
import HolidayFetch
import HolidayEngine
import HolidayRegions
import ICalendar
import TUI

/// Drawing frames: into the in-memory screen, and through ncurses (onto /dev/null, so the
/// real diff-and-write path runs without a terminal).
extension Benchmarks {
    static let frame = Benchmark(
        name: "frame", summary: "CPU to draw one month frame; target <= 200 µs",
        run: {
            let state = BenchStates.estonia()
            let memory = MemoryScreen(rows: 30, columns: 100)
            let renderer = FrameRenderer(theme: Theme(usesColor: true))
            let samples = Measure.samples(repetitions: 2_000) { renderer.draw(state, on: memory) }
            let median = Double(samples[samples.count / 2]) / 1_000
            Measure.report("month frame, memory screen 100x30", Measure.summary(samples),
                           target: "<= 200 µs", met: median <= 200)

            var week = state
            week.apply(.toggleMode)
            let weekSamples = Measure.samples(repetitions: 2_000) { renderer.draw(week, on: memory) }
            Measure.report("week frame, memory screen 100x30", Measure.summary(weekSamples),
                           target: "<= 200 µs", met: weekSamples[weekSamples.count / 2] <= 200_000)

            // Several regions at once: Estonia with the United States beside it.
            let two = BenchStates.estoniaWithUnitedStates()
            let twoSamples = Measure.samples(repetitions: 2_000) { renderer.draw(two, on: memory) }
            Measure.report("month frame, EE + US, memory screen 100x30", Measure.summary(twoSamples),
                           target: "<= 200 µs", met: twoSamples[twoSamples.count / 2] <= 200_000)
            // Two regions and two calendar files (docs/calendar-files.md): a school's holidays
            // and a busy team calendar of recurring timed events.
            let four = BenchStates.twoRegionsAndTwoCalendars()
            let fourSamples = Measure.samples(repetitions: 2_000) { renderer.draw(four, on: memory) }
            Measure.report("month frame, EE + US + 2 calendars, memory screen 100x30", Measure.summary(fourSamples),
                           target: "<= 200 µs", met: fourSamples[fourSamples.count / 2] <= 200_000)
            var fourWeek = four
            fourWeek.apply(.toggleMode)
            let fourWeekSamples = Measure.samples(repetitions: 2_000) { renderer.draw(fourWeek, on: memory) }
            Measure.report("week frame, EE + US + 2 calendars, memory screen 100x30", Measure.summary(fourWeekSamples),
                           target: "<= 200 µs", met: fourWeekSamples[fourWeekSamples.count / 2] <= 200_000)
            var twoWeek = two
            twoWeek.apply(.toggleMode)
            let twoWeekSamples = Measure.samples(repetitions: 2_000) { renderer.draw(twoWeek, on: memory) }
            Measure.report("week frame, EE + US, memory screen 100x30", Measure.summary(twoWeekSamples),
                           target: "<= 200 µs", met: twoWeekSamples[twoWeekSamples.count / 2] <= 200_000)
            // What a region beside the primary one adds to a new month: its look-up (the
            // controller's HolidayLookup, the rule engine) and the answer folded into the state.
            let us = RegionRegistry.region(code: "US")!
            var months = two
            let lookUpSamples = Measure.samples(repetitions: 2_000) {
                months.apply(.moveMonths(1))
                months.apply(.holidaysLookedUp(
                    region: "US", range: months.visibleRange, language: nil, holidays: us.holidays(in: months.visibleRange)))
            }
            Measure.report("next month with US beside EE: move + US look-up", Measure.summary(lookUpSamples),
                           target: "<= 2 ms", met: lookUpSamples[lookUpSamples.count / 2] <= 2_000_000)

            guard let ncurses = NcursesBenchScreen.open(rows: 30, columns: 100) else {
                print("  ncurses: cannot open a terminal on /dev/null (TERM unset?)")
                return
            }
            defer { ncurses.close() }
            let ncursesSamples = ncurses.flippingFrames(of: state, repetitions: 2_000, renderer: renderer)
            Measure.report("month frame via ncurses (draw + refresh)", Measure.summary(ncursesSamples),
                           target: "<= 200 µs", met: ncursesSamples[ncursesSamples.count / 2] <= 200_000)
            let fourNcurses = ncurses.flippingFrames(of: four, repetitions: 2_000, renderer: renderer)
            Measure.report("month frame, EE + US + 2 calendars, via ncurses (draw + refresh)", Measure.summary(fourNcurses),
                           target: "<= 200 µs", met: fourNcurses[fourNcurses.count / 2] <= 200_000)
        })

    static let keypress = Benchmark(
        name: "keypress", summary: "a key press from intent to drawn frame; target <= 2 ms CPU",
        run: {
            let renderer = FrameRenderer(theme: Theme(usesColor: true))
            let screen = MemoryScreen(rows: 40, columns: 120)
            let keys: [Key] = [.right, .down, .pageDown, .character("w"), .left, .pageUp, .character("f"),
                               .enter, .right, .escape, .character("w"), .character("t")]
            let samples = KeyPresses.samples(
                from: BenchStates.estonia(), keys: keys, repetitions: 5_000, renderer: renderer, screen: screen)
            Measure.report("key + frame, rule engine source, 120x40", Measure.summary(samples),
                           target: "<= 2 ms", met: samples[samples.count / 2] <= 2_000_000)
            let worst = Measure.format(Double(samples.last!))
            print("  slowest of \(samples.count) (includes computing a new month's holidays): \(worst)")
        })
}

/// States the benchmarks draw.
enum BenchStates {
    /// `estoniaWithUnitedStates()` with two calendar files shown: a school's holidays (week-long
    /// spans) and 200 recurring timed events, their events for the month looked up.
    static func twoRegionsAndTwoCalendars() -> CalendarState {
        var state = estoniaWithUnitedStates()
        let school = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//holical bench//EN",
            "BEGIN:VEVENT", "UID:winter@bench", "DTSTART;VALUE=DATE:20260216", "DTEND;VALUE=DATE:20260221",
            "SUMMARY:Winter holidays", "END:VEVENT",
            "BEGIN:VEVENT", "UID:day@bench", "DTSTART;VALUE=DATE:20260203", "SUMMARY:Teachers' training day", "END:VEVENT",
            "END:VCALENDAR",
        ].joined(separator: "\r\n")
        let files = [
            ("school", Array(school.utf8)), ("team", CalendarFilesBenchmark.file(events: 200, recurring: true)),
        ]
        for (tag, bytes) in files {
            let timeline = CalendarTimeline(try! CalendarParser.parse(bytes), userZone: FixedZone(seconds: 7200))
            let events = timeline.occurrences(in: state.visibleRange).map { occurrence in
                var holiday = Holiday(
                    date: occurrence.date, name: timeline.events[occurrence.event].summary, kind: .event, region: tag)
                holiday.event = EventDetails(
                    uid: timeline.events[occurrence.event].uid, firstDay: occurrence.firstDay, lastDay: occurrence.lastDay,
                    time: occurrence.start?.clockText)
                return holiday
            }
            state.calendars.append(ShownCalendar(tag: tag))
            state.apply(.eventsLookedUp(calendar: tag, range: state.visibleRange, answer: .events(events, calendarName: nil)))
        }
        return state
    }

    static func estonia() -> CalendarState {
        let region = RegionRegistry.region(code: "EE")!
        let choice = RegionChoice(code: region.code, name: region.name, localName: region.localName)
        var state = CalendarState(
            today: CivilDate(year: 2026, month: 2, day: 10)!, selection: CivilDate(year: 2026, month: 2, day: 24)!,
            firstWeekday: .monday, region: choice, regions: [choice])
        state.apply(.regionDescribed(code: "EE", profile: RegionProfile(
            code: region.code, name: region.name, kinds: region.kinds, weekend: region.weekend, known: region.known)))
        state.apply(.fetched(.answered(region: "EE", range: state.visibleRange,
                                       holidays: region.holidays(in: state.visibleRange))))
        return state
    }

    /// `estonia()` with the United States shown beside it, its holidays looked up.
    static func estoniaWithUnitedStates() -> CalendarState {
        var state = estonia()
        let us = RegionRegistry.region(code: "US")!
        state.alongside = [AlongsideRegion(RegionChoice(code: us.code, name: us.name))]
        state.apply(.holidaysLookedUp(region: "US", range: state.visibleRange, language: nil, holidays: us.holidays(in: state.visibleRange)))
        return state
    }
}
