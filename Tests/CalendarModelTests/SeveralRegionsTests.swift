@testable import CalendarModel
import HolidayFetchCore
import HolidayEngine
import Testing

/// Several regions at once (docs/architecture.md), on a bare state: a book per region, the look-ups
/// `apply` asks for, the picker's `+`, and the tags.
@Suite("Several regions at once")
struct SeveralRegionsTests {
    static let nsw = RegionChoice(code: "AU-NSW", name: "Australia, New South Wales")

    /// US shown, EE beside it, started.
    static func state() -> CalendarState {
        var state = CalendarState(
            today: Fixtures.date("2026-12-16"), firstWeekday: .monday, region: Fixtures.us,
            regions: [Fixtures.us, Fixtures.ee, nsw])
        state.alongside = [AlongsideRegion(Fixtures.ee)]
        return state
    }

    /// The started state with the picker open and `query` typed into its filter.
    private func picking(_ query: String) -> CalendarState {
        var state = Self.state()
        state.apply(.start)
        state.apply(.key(.character("c")))
        for character in query { state.applyFiltering(.key(.character(character))) }
        return state
    }

    private func lookUps(_ effects: [CalendarEffect]) -> [String] {
        effects.compactMap { effect in
            if case .lookUpHolidays(let region, _, _) = effect { return region }
            return nil
        }
    }

    @Test("start asks the source for the primary region only and looks up the others on screen")
    func start() {
        var state = Self.state()
        let effects = state.apply(.start)
        #expect(effects.contains(.fetch(state.demand)))
        #expect(state.demand.region == "US")
        #expect(effects.contains(.lookUpHolidays(region: "EE", range: state.visibleRange, language: nil)))
        #expect(!effects.contains(.describeRegion(code: "EE")))
    }

    @Test("each region keeps its own book; the answers of one never land in the other's")
    func booksPerRegion() {
        var state = Self.state()
        state.apply(.start)
        let eve = Fixtures.date("2026-12-24")
        let christmas = Fixtures.date("2026-12-25")
        state.apply(.fetched(.answered(region: "US", range: state.visibleRange, holidays: [
            Fixtures.holiday("2026-12-25", "Christmas Day"),
        ])))
        state.apply(.holidaysLookedUp(region: "EE", range: state.visibleRange, language: nil, holidays: [
            Fixtures.holiday("2026-12-24", "Jõululaupäev", region: "EE"),
            Fixtures.holiday("2026-12-25", "Esimene jõulupüha", region: "EE"),
        ]))
        #expect(state.book.holidays(on: eve).isEmpty)
        #expect(state.alongside[0].book.holidays(on: eve).map(\.name) == ["Jõululaupäev"])
        #expect(state.taggedHolidays(on: christmas).map { "\($0.tag ?? "") \($0.holiday.name)" }
                == ["US Christmas Day", "EE Esimene jõulupüha"])
        #expect(state.regionDays(on: eve).map(\.tag) == ["US", "EE"])
        #expect(state.regionDays(on: eve).map { $0.holidays.count } == [0, 1])
        // An answer for a region not shown is dropped.
        state.apply(.holidaysLookedUp(region: "AU-NSW", range: state.visibleRange, language: nil, holidays: []))
        #expect(state.alongside.count == 1)
    }

    @Test("moving within the month looks nothing up again; another month, or another language, does")
    func lookUpsOnlyWhatIsNew() {
        var state = Self.state()
        state.apply(.start)
        state.apply(.holidaysLookedUp(region: "EE", range: state.visibleRange, language: nil, holidays: []))
        #expect(lookUps(state.apply(.moveDays(1))).isEmpty)
        #expect(lookUps(state.apply(.toggleMode)).isEmpty)  // the week is on screen already
        #expect(lookUps(state.apply(.toggleMode)).isEmpty)
        let next = state.apply(.moveMonths(1))
        #expect(next.contains(.lookUpHolidays(region: "EE", range: state.visibleRange, language: nil)))
        let renamed = state.apply(.cycleLanguage)
        #expect(lookUps(renamed) == ["EE"])
    }

    @Test("a region without rules answers nil: its dates turn unknown, not holiday-free")
    func failedLookUp() {
        var state = Self.state()
        state.apply(.start)
        state.apply(.holidaysLookedUp(region: "EE", range: state.visibleRange, language: nil, holidays: nil))
        #expect(state.alongside[0].book[Fixtures.date("2026-12-24")] == .failed)
    }

    @Test("+ in the picker adds the highlighted region, + again drops it; Enter still replaces the primary")
    func pickerToggles() {
        var state = picking("nsw")
        let added = state.apply(.key(.character("+")))
        #expect(state.alongside.map(\.choice.code) == ["EE", "AU-NSW"])
        #expect(state.regionTags == ["US", "EE", "NSW"])
        #expect(lookUps(added) == ["AU-NSW"])
        guard case .regionPicker(let picker) = state.overlay else {
            Issue.record("+ closed the picker")
            return
        }
        #expect(picker.query == "nsw")  // + is not typed into the filter
        state.apply(.key(.character("+")))
        #expect(state.alongside.map(\.choice.code) == ["EE"])
        #expect(state.notice?.contains("no longer shown") == true)

        // Enter on a region shown beside: it becomes the primary, and is no longer beside it.
        for _ in 0..<3 { state.applyFiltering(.key(.backspace)) }
        for character in "eesti" { state.applyFiltering(.key(.character(character))) }
        let chosen = state.apply(.key(.enter))
        #expect(state.region.code == "EE")
        #expect(state.alongside.isEmpty)
        #expect(chosen.contains(.fetch(state.demand)))
        #expect(lookUps(chosen).isEmpty)
    }

    @Test("+ on the primary region changes nothing and says so")
    func plusOnPrimary() {
        var state = picking("united")
        state.apply(.key(.character("+")))
        #expect(state.alongside.map(\.choice.code) == ["EE"])
        #expect(state.notice?.contains("is the region shown") == true)
    }

    @Test("tags: a country's code, a subdivision's short part unless another region has it", arguments: [
        (["US", "EE", "AU-NSW"], ["US", "EE", "NSW"]),
        (["DE-BY", "BY"], ["DE-BY", "BY"]),
        (["DE-BE", "AT-BE"], ["DE-BE", "AT-BE"]),
        (["GB-ENG", "FR-GES"], ["ENG", "GES"]),
        (["CH-ZH", "ES-AN"], ["ZH", "AN"]),
    ] as [([String], [String])])
    func tags(codes: [String], expected: [String]) {
        #expect(RegionTag.tags(for: codes) == expected)
    }

    @Test("the controller performs a look-up with its closure and feeds the answer back")
    func controller() {
        let source = RecordingSource()
        let controller = CalendarController(
            state: Self.state(), source: source,
            services: .answering(lookUpHolidays: { code, range, _ in
                code == "EE" ? [Holiday(date: range.lowerBound, name: "Looked up", kind: .public, region: "EE")] : nil
            }))
        controller.start { _ in }
        let first = controller.state.visibleRange.lowerBound
        #expect(controller.state.alongside[0].book.holidays(on: first).map(\.name) == ["Looked up"])
        #expect(source.demands.map(\.region) == ["US"])
    }
}
