@testable import CalendarModel
import HolidayFetchCore
import HolidayEngine
import Testing

/// The answers of computations run off the UI thread come back late, after other keys: on a
/// bare state, each answer is taken only while it still answers what the state asks, and a
/// key pressed meanwhile is answered at once.
@Suite("Answers that come after other keys")
struct StaleAnswerTests {
    static let regions = RegionPickerTests.regions

    static func state(region: String = "US") -> CalendarState {
        var state = RegionPickerTests.state(region: region)
        state.apply(.start)
        return state
    }

    private func picker(_ state: CalendarState) -> RegionPicker? {
        if case .regionPicker(let picker) = state.overlay { return picker }
        return nil
    }

    private func filters(_ effects: [CalendarEffect]) -> [String] {
        effects.compactMap { if case .filterRegions(let query, _) = $0 { query } else { nil } }
    }

    private func answer(_ query: String) -> CalendarIntent {
        .regionsFiltered(query: query, matches: RegionPicker.matches(of: query, in: Self.regions))
    }

    // MARK: the picker's filter

    @Test("typing asks for the matches of the new filter; the list shown waits for them")
    func filterIsAnEffect() {
        var state = Self.state()
        state.apply(.key(.character("c")))
        #expect(filters(state.apply(.key(.character("b")))) == ["b"])
        #expect(filters(state.apply(.key(.character("a")))) == ["ba"])
        #expect(picker(state)?.query == "ba")
        #expect(picker(state)?.isFiltering == true)
        #expect(picker(state)?.matches.count == Self.regions.count)  // the last matches shown
        state.apply(answer("ba"))
        #expect(picker(state)?.matches.map { Self.regions[$0].code } == ["DE-BY"])
        #expect(picker(state)?.isFiltering == false)
    }

    @Test("the matches of a filter no longer typed are dropped; those of the filter typed are taken")
    func staleFilter() {
        var state = Self.state()
        state.apply(.key(.character("c")))
        for character in "bay" { state.apply(.key(.character(character))) }
        state.apply(answer("b"))
        state.apply(answer("ba"))
        #expect(picker(state)?.isFiltering == true)
        #expect(picker(state)?.matches.count == Self.regions.count)
        state.apply(answer("bay"))
        #expect(picker(state)?.matches.map { Self.regions[$0].code } == ["DE-BY"])
        // Another picker, the same filter typed again, the old answer late: still right.
        state.apply(.dismiss)
        state.apply(answer("bay"))
        #expect(state.overlay == nil)
    }

    @Test("Enter and + pressed before the matches come are done when they come")
    func choiceWaitsForMatches() {
        var state = Self.state()
        state.apply(.key(.character("c")))
        for character in "eesti" { state.apply(.key(.character(character))) }
        #expect(state.apply(.key(.enter)).isEmpty)
        #expect(state.region.code == "US")  // not the highlighted row of the old matches
        state.apply(answer("eest"))  // stale: nothing chosen
        #expect(state.region.code == "US")
        let chosen = state.apply(answer("eesti"))
        #expect(state.region.code == "EE")
        #expect(state.overlay == nil)
        #expect(chosen.contains(.describeRegion(code: "EE")))

        var adding = Self.state()
        adding.apply(.key(.character("c")))
        for character in "bayern" { adding.apply(.key(.character(character))) }
        adding.apply(.key(.character("+")))
        #expect(adding.alongside.isEmpty)
        adding.apply(answer("bayern"))
        #expect(adding.alongside.map(\.choice.code) == ["DE-BY"])
    }

    @Test("arrows pressed before the matches come move the highlight from the best match")
    func movesWaitForMatches() {
        var state = Self.state()
        state.apply(.key(.character("c")))
        state.apply(.key(.character("s")))
        state.apply(.key(.down))
        state.apply(.key(.down))
        state.apply(answer("s"))
        // "s" matches CH, CH-ZH, US, DE, EE in that order: two down from the best is US.
        #expect(picker(state)?.chosen.map { Self.regions[$0].code } == "US")
        state.apply(.key(.character("x")))
        state.apply(.key(.end))
        state.apply(answer("sx"))
        #expect(picker(state)?.matches.isEmpty == true)
    }

    @Test("the regions listed after typing are filtered by what was typed, then Enter waiting is done")
    func listThenFilter() {
        var state = CalendarState(today: Fixtures.date("2026-02-16"), firstWeekday: .monday, region: Self.regions[6])
        state.apply(.start)
        #expect(state.apply(.key(.character("c"))).contains(.listRegions))
        for character in "bay" { #expect(filters(state.apply(.key(.character(character)))).isEmpty) }
        state.apply(.key(.enter))
        #expect(filters(state.apply(.regionsListed(Self.regions))) == ["bay"])
        #expect(state.region.code == "US")
        state.apply(answer("bay"))
        #expect(state.region.code == "DE-BY")
    }

    @Test("a paste of 20,000 characters keeps 40 scalars of them and asks for 40 filters at most")
    func pasteIsCapped() {
        var state = Self.state()
        state.apply(.key(.character("c")))
        var asked = 0
        for character in String(repeating: "ab", count: 10_000) {
            asked += filters(state.apply(.key(.character(character)))).count
        }
        #expect(picker(state)?.query == String(repeating: "ab", count: 20))
        #expect(asked == RegionPicker.queryLimit)
        // Combining marks pile onto one character: the limit counts scalars.
        state.apply(.dismiss)
        state.apply(.key(.character("c")))
        state.apply(.key(.character("e")))
        for _ in 0..<1_000 { state.apply(.typeRegionFilter("\u{301}")) }
        #expect(picker(state)?.query.unicodeScalars.count == RegionPicker.queryLimit)
    }

    @Test("the / and g prompts count their limits in scalars too")
    func promptsCapScalars() {
        var state = Self.state()
        state.apply(.key(.character("/")))
        state.apply(.key(.character("e")))
        for _ in 0..<1_000 { state.apply(.editSearch(.insert("\u{301}"))) }
        guard case .search(let prompt) = state.overlay else { Issue.record("no prompt"); return }
        #expect(prompt.text.unicodeScalars.count == CalendarState.searchLimit)
        state.apply(.dismiss)
        state.apply(.key(.character("g")))
        state.apply(.key(.character("e")))
        for _ in 0..<1_000 { state.apply(.editGoTo(.insert("\u{301}"))) }
        guard case .goTo(let goTo) = state.overlay else { Issue.record("no prompt"); return }
        #expect(goTo.text.unicodeScalars.count == CalendarState.goToLimit)
    }

    // MARK: business days

    @Test("a count is taken for the range selected in the region shown, and said to be under way till then")
    func staleCount() {
        var state = Self.state()
        state.apply(.toggleRange)
        state.apply(.moveDays(7))
        let week = DateRange(Fixtures.date("2026-02-16"), Fixtures.date("2026-02-23"))
        #expect(state.isCountingBusinessDays)
        state.apply(.businessDaysCounted(region: "EE", range: week, count: 1))  // another region
        #expect(state.rangeBusinessDays == nil)
        #expect(state.isCountingBusinessDays)
        state.apply(.businessDaysCounted(region: "US", range: week, count: 4))
        #expect(state.rangeBusinessDays == 4)
        #expect(!state.isCountingBusinessDays)

        // The region changes while the count is under way: the old region's count is stale.
        state.apply(.moveDays(1))
        let longer = DateRange(Fixtures.date("2026-02-16"), Fixtures.date("2026-02-24"))
        state.applyFiltering(.key(.character("c")))
        for character in "eesti" { state.applyFiltering(.key(.character(character))) }
        let chosen = state.applyFiltering(.key(.enter))
        #expect(chosen.contains(.countBusinessDays(region: "EE", range: longer)))
        state.apply(.businessDaysCounted(region: "US", range: longer, count: 5))
        #expect(state.rangeBusinessDays == nil)
        #expect(state.isCountingBusinessDays)
        state.apply(.businessDaysCounted(region: "EE", range: longer, count: 6))
        #expect(state.rangeBusinessDays == 6)
        state.apply(.dismiss)
        #expect(!state.isCountingBusinessDays)
    }

    // MARK: regions beside

    @Test("a look-up in a language no longer shown is dropped")
    func staleLanguage() {
        var state = Self.state()
        state.alongside = [AlongsideRegion(Fixtures.ee)]
        state.apply(.start)
        let range = state.visibleRange
        state.apply(.cycleLanguage)
        let days = [Fixtures.holiday("2026-02-24", "Independence Day", region: "EE")]
        state.apply(.holidaysLookedUp(region: "EE", range: range, language: nil, holidays: days))
        #expect(!state.alongside[0].book.knows(range))
        state.apply(.holidaysLookedUp(region: "EE", range: range, language: state.language, holidays: days))
        #expect(state.alongside[0].book.knows(range))
    }

    // MARK: searches

    private func search(_ text: String, in state: inout CalendarState) -> HolidaySearch? {
        state.apply(.key(.character("/")))
        for character in text { state.apply(.key(.character(character))) }
        for case .search(let search) in state.apply(.key(.enter)) { return search }
        return nil
    }

    private func searches(_ effects: [CalendarEffect]) -> [HolidaySearch] {
        effects.compactMap { if case .search(let search) = $0 { search } else { nil } }
    }

    private func found(_ date: String, for search: HolidaySearch) -> CalendarIntent {
        .searchAnswered(search, .found(HolidaySearch.Match(holiday: Fixtures.holiday(date, "Found"), wrapped: false)))
    }

    @Test("while a search is worked out, keys are answered; a move makes its answer stale")
    func moveMakesSearchStale() throws {
        var state = Self.state()
        let asked = try #require(search("found", in: &state))
        #expect(state.searchInProgress == asked)
        state.apply(.key(.character("l")))
        #expect(state.selection == Fixtures.date("2026-02-17"))
        #expect(state.searchInProgress == nil)
        state.apply(found("2026-07-04", for: asked))
        #expect(state.selection == Fixtures.date("2026-02-17"))
        #expect(state.searchMatch == nil)
    }

    @Test("a key that moves nothing leaves the search under way; its answer is taken")
    func keyThatMovesNothing() throws {
        var state = Self.state()
        let asked = try #require(search("found", in: &state))
        state.apply(.key(.character("?")))
        #expect(state.overlay == .help)
        #expect(state.searchInProgress == asked)
        state.apply(found("2026-07-04", for: asked))
        #expect(state.selection == Fixtures.date("2026-07-04"))
    }

    @Test("Esc stops a search under way; another region makes it stale")
    func escAndRegion() throws {
        var state = Self.state()
        let asked = try #require(search("found", in: &state))
        state.apply(.key(.escape))
        #expect(state.searchInProgress == nil)
        state.apply(found("2026-07-04", for: asked))
        #expect(state.selection == Fixtures.date("2026-02-16"))

        let again = try #require(search("found", in: &state))
        state.applyFiltering(.key(.character("c")))
        for character in "eesti" { state.applyFiltering(.key(.character(character))) }
        state.applyFiltering(.key(.enter))
        #expect(state.region.code == "EE")
        #expect(state.searchInProgress == nil)
        state.apply(found("2026-07-04", for: again))
        #expect(state.selection == Fixtures.date("2026-02-16"))
    }

    @Test("n and N pressed while a search is worked out go on from its match, in turn")
    func repeatsWait() throws {
        var state = Self.state()
        let first = try #require(search("found", in: &state))
        #expect(state.apply(.key(.character("n"))).isEmpty)
        #expect(state.apply(.key(.character("N"))).isEmpty)
        let second = state.apply(found("2026-07-04", for: first))
        #expect(searches(second) == [first.repeated(from: Fixtures.date("2026-07-04"), direction: .forward)])
        #expect(state.selection == Fixtures.date("2026-07-04"))
        let next = first.repeated(from: Fixtures.date("2026-07-04"), direction: .forward)
        let third = state.apply(found("2026-12-25", for: next))
        #expect(searches(third) == [first.repeated(from: Fixtures.date("2026-12-25"), direction: .backward)])
        let last = first.repeated(from: Fixtures.date("2026-12-25"), direction: .backward)
        #expect(state.apply(.searchAnswered(last, .notFound)).isEmpty)
        #expect(state.searchInProgress == nil)
        #expect(state.selection == Fixtures.date("2026-12-25"))
    }
}
