@testable import CalendarModel
import HolidayEngine
import Testing

/// The `/` prompt, `n` and `N` on a bare state: what each key does to the prompt, the
/// search each asks for, and what each answer does to the selection and the status line.
@Suite("Searching holiday names: / n N")
struct SearchTests {
    /// Opens the prompt in `state` and types `text`, a key at a time.
    func typing(_ text: String, into state: inout CalendarState) {
        state.apply(.key(.character("/")))
        for character in text { state.apply(.key(.character(character))) }
    }

    func search(_ text: String, from: String, _ direction: HolidaySearch.Direction = .forward, region: String = "US")
        -> HolidaySearch
    {
        HolidaySearch(region: region, text: text, from: Fixtures.date(from), direction: direction)
    }

    func found(_ date: String, _ name: String, wrapped: Bool = false) -> SearchAnswer {
        .found(HolidaySearch.Match(holiday: Fixtures.holiday(date, name), wrapped: wrapped))
    }

    @Test("/ opens the prompt; letters are text there (q does not quit), Backspace erases, Esc cancels")
    func prompt() {
        var state = Fixtures.state()
        typing("qnNjé'.", into: &state)
        #expect(state.overlay == .search(SearchPrompt(text: "qnNjé'.")))
        state.apply(.key(.backspace))
        state.apply(.key(.backspace))
        #expect(state.overlay == .search(SearchPrompt(text: "qnNjé")))
        #expect(state.apply(.key(.tab)).isEmpty)  // not text
        #expect(state.apply(.key(.character("\u{1B}"))).isEmpty)
        #expect(state.overlay == .search(SearchPrompt(text: "qnNjé")))
        let effects = state.apply(.key(.escape))
        #expect(state.overlay == nil)
        #expect(!effects.contains { if case .search = $0 { true } else { false } })
        #expect(state.lastSearch == nil)
        // The text is kept short.
        typing(String(repeating: "x", count: 60), into: &state)
        #expect(state.overlay == .search(SearchPrompt(text: String(repeating: "x", count: CalendarState.searchLimit))))
    }

    @Test("Enter asks for a search forward from the selected day, in the region and language shown")
    func enter() {
        var state = Fixtures.state(selection: "2026-01-10")
        state.language = "en"
        typing(" easter ", into: &state)
        let effects = state.apply(.key(.enter))
        var expected = search("easter", from: "2026-01-10")
        expected.language = "en"
        #expect(effects == [.search(expected)])
        #expect(state.overlay == nil)
        #expect(state.lastSearch == expected)
        // An empty prompt asks nothing.
        state.apply(.key(.character("/")))
        #expect(state.apply(.key(.enter)).isEmpty)
        #expect(state.overlay == nil)
    }

    @Test("a match moves the selection there, the view follows, and the status line names it until the next key")
    func match() {
        var state = Fixtures.state(selection: "2026-01-10", mode: .week)
        typing("easter", into: &state)
        state.apply(.key(.enter))
        let asked = search("easter", from: "2026-01-10")
        state.apply(.searchAnswered(asked, found("2026-04-05", "Easter Sunday")))
        #expect(state.selection == Fixtures.date("2026-04-05"))
        #expect(state.week.range.contains(Fixtures.date("2026-04-05")))
        #expect(state.searchMatch?.holiday.name == "Easter Sunday")
        // The same answer again is stale: it was answered already.
        state.selection = Fixtures.date("2026-01-10")
        state.apply(.searchAnswered(asked, found("2026-04-05", "Easter Sunday")))
        #expect(state.selection == Fixtures.date("2026-01-10"))
        state.apply(.key(.right))
        #expect(state.searchMatch == nil)
    }

    @Test("an answer to a search that is no longer the last one asked is dropped")
    func stale() {
        var state = Fixtures.state(selection: "2026-01-10")
        typing("easter", into: &state)
        state.apply(.key(.enter))
        state.apply(.searchAnswered(search("easter", from: "2025-01-10"), found("2025-04-20", "Easter Sunday")))
        #expect(state.selection == Fixtures.date("2026-01-10"))
        #expect(state.searchMatch == nil)
    }

    @Test("n repeats the search forward and N backward, from the selected day and in the region shown now")
    func repeating() {
        var state = Fixtures.state(selection: "2026-01-10")
        state.apply(.start)
        #expect(state.apply(.key(.character("n"))).isEmpty)
        #expect(state.notice == CalendarState.noSearchYetNotice)
        state.apply(.key(.right))  // said until the next key
        #expect(state.notice == nil)

        typing("christmas", into: &state)
        state.apply(.key(.enter))
        state.apply(.searchAnswered(search("christmas", from: "2026-01-11"), found("2026-12-25", "Christmas Day")))
        #expect(state.apply(.key(.character("n"))) == [.search(search("christmas", from: "2026-12-25"))])
        state.apply(.searchAnswered(search("christmas", from: "2026-12-25"), found("2027-12-25", "Christmas Day")))
        #expect(state.selection == Fixtures.date("2027-12-25"))
        #expect(state.apply(.key(.character("N"))) == [.search(search("christmas", from: "2027-12-25", .backward))])
        state.apply(.searchAnswered(search("christmas", from: "2027-12-25", .backward), found("2026-12-25", "Christmas Day")))
        #expect(state.selection == Fixtures.date("2026-12-25"))

        state.switchRegion(to: Fixtures.ee)
        let effects = state.apply(.key(.character("n")))
        #expect(effects.contains(.search(search("christmas", from: "2026-12-25", region: "EE"))))
    }

    @Test("no match: a notice names the text and the region, and the selection stays")
    func noMatch() {
        var state = Fixtures.state(selection: "2026-01-10")
        typing("xyz", into: &state)
        state.apply(.key(.enter))
        state.apply(.searchAnswered(search("xyz", from: "2026-01-10"), .notFound))
        #expect(state.selection == Fixtures.date("2026-01-10"))
        #expect(state.notice == "no holiday named \"xyz\" in United States")
        #expect(state.searchMatch == nil)
        state.apply(.key(.right))
        #expect(state.notice == nil)

        typing("xyz", into: &state)
        state.apply(.key(.enter))
        state.apply(.searchAnswered(search("xyz", from: "2026-01-11"), .noRules))
        #expect(state.notice == "holical has no rules for United States to search its holiday names")
        // Another notice (a holidays file's mistake) is not the search's to clear.
        state.notice = "holidays.toml: line 2: bad"
        state.apply(.key(.right))
        #expect(state.notice == "holidays.toml: line 2: bad")
    }

    @Test("typed text reaches the notice cleaned of control characters")
    func outsideText() throws {
        var state = Fixtures.state(selection: "2026-01-10")
        state.apply(.startSearch)
        for character in "a\u{1B}[2Jb" { state.apply(.editSearch(.insert(character))) }
        state.apply(.editSearch(.submit))
        let asked = try #require(state.lastSearch)
        state.apply(.searchAnswered(asked, .notFound))
        let notice = try #require(state.notice)
        #expect(!notice.unicodeScalars.contains { $0.value < 0x20 })
    }

    @Test("the controller asks its searcher and feeds the answer back; without one, the region has no rules")
    func controller() {
        let controller = CalendarController(
            state: Fixtures.state(selection: "2026-01-10"), source: RecordingSource(),
            services: .answering(searchHolidays: { search in
                search.text == "easter" && search.direction == .forward
                    ? .found(HolidaySearch.Match(holiday: Fixtures.holiday("2026-04-05", "Easter Sunday"), wrapped: true))
                    : .notFound
            }))
        controller.start { _ in }
        controller.handle(.startSearch)
        for character in "easter" { controller.handle(.editSearch(.insert(character))) }
        controller.handle(.editSearch(.submit))
        #expect(controller.state.selection == Fixtures.date("2026-04-05"))
        #expect(controller.state.searchMatch?.wrapped == true)
        controller.handle(.key(.character("N")))
        #expect(controller.state.selection == Fixtures.date("2026-04-05"))
        #expect(controller.state.notice == "no holiday named \"easter\" in United States")

        let bare = CalendarController(state: Fixtures.state(), source: RecordingSource(), services: .answering())
        bare.start { _ in }
        bare.handle(.startSearch)
        bare.handle(.editSearch(.insert("x")))
        bare.handle(.editSearch(.submit))
        #expect(bare.state.notice == "holical has no rules for United States to search its holiday names")
    }

    @Test("with regions shown beside, the search asks for them too and the notice names them all")
    func severalRegions() {
        var state = Fixtures.state(selection: "2026-01-10")
        state.alongside = [AlongsideRegion(Fixtures.ee)]
        typing("thanks", into: &state)
        var expected = search("thanks", from: "2026-01-10")
        expected.otherRegions = ["EE"]
        #expect(state.apply(.key(.enter)) == [.search(expected)])
        state.apply(.searchAnswered(expected, .notFound))
        #expect(state.notice == #"no holiday named "thanks" in United States or Estonia"#)
        state.apply(.key(.right))
        var again = expected.repeated(from: Fixtures.date("2026-01-11"), direction: .forward)
        again.otherRegions = ["EE"]
        #expect(state.apply(.key(.character("n"))) == [.search(again)])
    }
}
