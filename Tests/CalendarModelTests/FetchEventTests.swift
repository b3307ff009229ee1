import CalendarModel
import HolidayFetchCore
import HolidayEngine
import Testing

@Suite("Fetch events in the state")
struct FetchEventTests {
    @Test("an answer makes every date of its range known, with or without holidays")
    func answered() {
        var state = Fixtures.state()
        let range = DateRange(Fixtures.date("2026-02-14"), Fixtures.date("2026-02-16"))
        state.apply(.fetched(.answered(region: "US", range: range, holidays: [
            Fixtures.holiday("2026-02-16", "Washington's Birthday"),
        ])))
        #expect(state.book[Fixtures.date("2026-02-14")] == .known([]))
        #expect(state.book.holidays(on: Fixtures.date("2026-02-16")).map(\.name) == ["Washington's Birthday"])
        #expect(state.book[Fixtures.date("2026-02-17")] == .unknown)
    }

    @Test("a failure marks days unknown, never as holiday-free, and keeps what was known")
    func failed() {
        var state = Fixtures.state()
        let day = DateRange(day: Fixtures.date("2026-02-16"))
        state.apply(.fetched(.answered(region: "US", range: day, holidays: [])))
        let failure = FetchFailure(provider: "Abstract API", error: .unreachable("refused"))
        let range = DateRange(Fixtures.date("2026-02-15"), Fixtures.date("2026-02-17"))
        state.apply(.fetched(.failed(region: "US", range: range, failure: failure)))
        #expect(state.book[Fixtures.date("2026-02-15")] == .failed)
        #expect(state.book[Fixtures.date("2026-02-16")] == .known([]))
        #expect(state.fetch.failure == failure)
    }

    @Test("answers for another region are ignored")
    func otherRegion() {
        var state = Fixtures.state()
        state.apply(.fetched(.answered(region: "EE", range: state.visibleRange, holidays: [])))
        #expect(!state.book.knows(state.visibleRange))
    }

    @Test("the spinner turns only while loading")
    func spinner() {
        var state = Fixtures.state()
        state.apply(.tick(today: state.today))
        #expect(state.fetch.spinnerPhase == 0)
        state.apply(.fetched(.progress(FetchProgress(
            doneDays: 3, totalDays: 28, inFlight: 1, queued: 24, requestsPerSecond: 1, secondsLeft: 25))))
        state.apply(.tick(today: state.today))
        #expect(state.fetch.spinnerPhase == 1)
    }

    @Test("r clears a failure that can be retried and asks for the view again, at once")
    func reload() {
        var state = Fixtures.state()
        state.apply(.start)
        state.fetch.failure = FetchFailure(provider: "Nager.Date", error: .timeout)
        var again = state.demand
        again.retry = true
        #expect(state.apply(.reload) == [.fetch(again)])
        #expect(state.fetch.failure == nil)
    }
}
