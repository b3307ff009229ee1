@testable import CalendarModel
import HolidayFetchCore
import HolidayEngine
import Testing

/// The `c` picker and the profile of the region shown, on a bare state.
@Suite("Region picker and region profile")
struct RegionPickerTests {
    static let regions = [
        RegionChoice(code: "CH", name: "Switzerland", localName: "Schweiz"),
        RegionChoice(code: "CH-ZH", name: "Switzerland, Zurich", localName: "Zürich"),
        RegionChoice(code: "DE", name: "Germany", localName: "Deutschland"),
        RegionChoice(code: "DE-BE", name: "Germany, Berlin", localName: "Berlin"),
        RegionChoice(code: "DE-BY", name: "Germany, Bavaria", localName: "Bayern"),
        RegionChoice(code: "EE", name: "Estonia", localName: "Eesti"),
        RegionChoice(code: "US", name: "United States"),
    ]

    static func state(region: String = "US") -> CalendarState {
        CalendarState(
            today: Fixtures.date("2026-02-16"), firstWeekday: .monday,
            region: regions.first { $0.code == region }!, regions: regions)
    }

    private func codes(_ query: String) -> [String] {
        RegionPicker.matches(of: query, in: Self.regions).map { Self.regions[$0].code }
    }

    private func press(_ keys: [Key], on state: CalendarState) -> (state: CalendarState, effects: [CalendarEffect]) {
        var state = state
        var effects: [CalendarEffect] = []
        for key in keys { effects += state.applyFiltering(.key(key)) }
        return (state, effects)
    }

    private func type(_ text: String) -> [Key] { text.map { Key.character($0) } }

    @Test("the filter matches code, English and local name, case and accents folded", arguments: [
        ("bay", ["DE-BY"]), ("Bayern", ["DE-BY"]), ("BAVARIA", ["DE-BY"]), ("eesti", ["EE"]),
        ("zur", ["CH-ZH"]), ("ZÜR", ["CH-ZH"]), ("de-by", ["DE-BY"]), ("", regions.map(\.code)),
        ("xyz", []),
    ] as [(String, [String])])
    func filter(query: String, codes expected: [String]) {
        #expect(codes(query) == expected)
    }

    @Test("a code typed whole comes first, then what begins a word, then the rest")
    func ranking() {
        // "de": DE itself, then the codes that begin with it.
        #expect(codes("de") == ["DE", "DE-BE", "DE-BY"])
        // "s" begins Switzerland and the word States; Deutschland and Estonia only hold it.
        #expect(codes("s") == ["CH", "CH-ZH", "US", "DE", "EE"])
    }

    @Test("typing bay then Enter shows Bavaria: the old region's days dropped, its holidays and profile asked for")
    func chooseByTyping() {
        var state = Self.state()
        state.apply(.start)
        state.apply(.fetched(.answered(region: "US", range: state.visibleRange, holidays: [])))
        let (chosen, effects) = press([.character("c")] + type("bay") + [.enter], on: state)
        #expect(chosen.overlay == nil)
        #expect(chosen.region.code == "DE-BY")
        #expect(chosen.book.region == "DE-BY")
        #expect(!chosen.book.knows(chosen.visibleRange))
        #expect(effects.contains(.fetch(chosen.demand)))
        #expect(effects.contains(.describeRegion(code: "DE-BY")))
    }

    @Test("letters are the filter's in the picker: q, j and k do not quit or move")
    func lettersAreText() {
        let (state, effects) = press([.character("c")] + type("qjk"), on: Self.state())
        #expect(!effects.contains(.quit))
        guard case .regionPicker(let picker) = state.overlay else {
            Issue.record("the picker closed")
            return
        }
        #expect(picker.query == "qjk")
        let erased = press([.backspace, .backspace, .backspace], on: state).state
        guard case .regionPicker(let all) = erased.overlay else { return }
        #expect(all.matches.count == Self.regions.count)
        #expect(all.chosen.map { Self.regions[$0].code } == "US")  // the current region again
    }

    @Test("arrows, PgUp, PgDn, Home and End move the highlight and stop at the ends")
    func moving() {
        let opened = press([.character("c")], on: Self.state(region: "DE"))
        guard case .regionPicker(let start) = opened.state.overlay else {
            Issue.record("no picker")
            return
        }
        #expect(start.highlighted == 2)  // the current region
        func highlighted(_ keys: [Key]) -> Int? {
            guard case .regionPicker(let picker) = press(keys, on: opened.state).state.overlay else { return nil }
            return picker.highlighted
        }
        #expect(highlighted([.down]) == 3)
        #expect(highlighted([.up, .up, .up, .up]) == 0)
        #expect(highlighted([.pageDown]) == Self.regions.count - 1)
        #expect(highlighted([.pageUp]) == 0)
        #expect(highlighted([.end]) == Self.regions.count - 1)
        #expect(highlighted([.end, .home]) == 0)
        #expect(press([.down, .enter], on: opened.state).state.region.code == "DE-BE")
    }

    @Test("Esc closes the picker and keeps the region; Enter with no match does nothing")
    func cancel() {
        let closed = press([.character("c"), .down, .escape], on: Self.state())
        #expect(closed.state.overlay == nil)
        #expect(closed.state.region.code == "US")
        let nothing = press([.character("c")] + type("xyz") + [.enter], on: Self.state())
        #expect(nothing.state.region.code == "US")
        #expect(nothing.state.overlay != nil)
    }

    @Test("a click on a row of matches chooses that region; past the last row it does nothing")
    func clickRow() {
        var state = press([.character("c")] + type("de"), on: Self.state()).state
        var missed = state
        missed.apply(.click(.regionRow(3)))
        #expect(missed.region.code == "US")
        // A click on a day behind the open picker is not a click on the calendar.
        var behind = state
        behind.apply(.click(.date(Fixtures.date("2026-02-20"))))
        #expect(behind.selection == state.selection)
        #expect(behind.overlay == state.overlay)
        state.apply(.click(.regionRow(2)))
        #expect(state.region.code == "DE-BY")
        #expect(state.overlay == nil)
        // With the picker closed, a row is no longer there to choose.
        #expect(KeyBindings.intent(for: .regionRow(0), in: state) == nil)
        #expect(KeyBindings.intent(for: .regionRow(0), in: missed) == .chooseRegionRow(0))
    }

    @Test("the profile is asked for once per region, and one for another region is not taken")
    func describing() {
        var state = Self.state()
        #expect(state.apply(.start).contains(.describeRegion(code: "US")))
        #expect(!state.apply(.moveDays(1)).contains(.describeRegion(code: "US")))
        state.apply(.regionDescribed(code: "EE", profile: RegionProfile(code: "EE", name: "Estonia", kinds: [.folk])))
        #expect(state.profile == nil)
        let us = RegionProfile(code: "US", name: "United States", kinds: [.public], known: .from(1870))
        state.apply(.regionDescribed(code: "US", profile: us))
        #expect(state.profile == us)
        state = press([.character("c")] + type("eesti") + [.enter], on: state).state
        #expect(state.profile == nil)  // until Estonia's is described
    }

    @Test("weeks start on the chosen region's first weekday, unless the user chose one")
    func firstWeekday() {
        var state = Self.state()
        state.firstWeekday = .sunday
        state.firstWeekdayFollowsRegion = true
        state = press([.character("c")] + type("eesti") + [.enter], on: state).state
        state.apply(.regionDescribed(code: "EE", profile: RegionProfile(
            code: "EE", name: "Estonia", kinds: [.public], firstWeekday: .monday)))
        #expect(state.firstWeekday == .monday)
        // The user's own choice (f) stays when the next region is described.
        state.apply(.cycleFirstWeekday)
        let chosen = state.firstWeekday
        state.apply(.regionDescribed(code: "EE", profile: RegionProfile(
            code: "EE", name: "Estonia", kinds: [.public], firstWeekday: .monday)))
        #expect(state.firstWeekday == chosen)
        // Without following (a first weekday from the config), nothing changes.
        var configured = Self.state()
        configured.firstWeekday = .sunday
        configured.apply(.regionDescribed(code: "US", profile: RegionProfile(
            code: "US", name: "United States", kinds: [.public], firstWeekday: .monday)))
        #expect(configured.firstWeekday == .sunday)
    }

    @Test("the validity note names the known years when the shown year is outside them")
    func validity() {
        var state = Self.state(region: "EE")
        state.apply(.regionDescribed(code: "EE", profile: RegionProfile(
            code: "EE", name: "Estonia", kinds: [.public], known: .from(1991))))
        #expect(state.validityNote == nil)
        state.apply(.select(Fixtures.date("1990-12-31")))
        #expect(state.validityNote == "Estonia's holidays are known from 1991")
        state.apply(.select(Fixtures.date("1991-01-01")))
        #expect(state.validityNote == nil)
    }

    @Test("the weekend is the profile's: Friday and Saturday where that is the law")
    func weekend() throws {
        var state = Self.state()
        let friday = Fixtures.date("2026-02-20")
        let sunday = Fixtures.date("2026-02-22")
        #expect(!state.isWeekend(friday))
        #expect(state.isWeekend(sunday))
        let mask = try WeekendMask.parse("fri,sat")
        state.apply(.regionDescribed(code: "US", profile: RegionProfile(
            code: "US", name: "Testland", kinds: [.public], weekend: WeekendHistory(mask))))
        #expect(state.isWeekend(friday))
        #expect(state.isWeekend(Fixtures.date("2026-02-21")))
        #expect(!state.isWeekend(sunday))
    }

    @Test("how the region was chosen is said until the first key")
    func origin() {
        var state = CalendarState(
            today: Fixtures.date("2026-02-16"), firstWeekday: .monday, region: Self.regions[2],
            regions: Self.regions, regionOrigin: "region from your time zone: c to change")
        state.apply(.start)
        #expect(state.regionOrigin == "region from your time zone: c to change")
        state.apply(.key(.right))
        #expect(state.regionOrigin == nil)
    }

    @Test("the picker asks for its regions the first time it opens, not at start, and only once")
    func listing() {
        var state = CalendarState(today: Fixtures.date("2026-02-16"), firstWeekday: .monday, region: Self.regions[5])
        #expect(!state.apply(.start).contains(.listRegions))
        #expect(state.apply(.openRegionPicker).contains(.listRegions))
        #expect(state.apply(.regionsListed(Self.regions)).isEmpty)
        guard case .regionPicker(let picker) = state.overlay else { Issue.record("no picker"); return }
        #expect(picker.matches.count == Self.regions.count)
        #expect(picker.chosen.map { state.regions[$0].code } == "EE")  // the region shown
        state.apply(.dismiss)
        #expect(!state.apply(.openRegionPicker).contains(.listRegions))
    }

    @Test("what was typed before the regions came filters them when they come")
    func listingAfterTyping() {
        var state = CalendarState(today: Fixtures.date("2026-02-16"), firstWeekday: .monday, region: Self.regions[6])
        state.apply(.start)
        state.apply(.openRegionPicker)
        for character in "bay" { state.applyFiltering(.typeRegionFilter(character)) }
        state.applyFiltering(.regionsListed(Self.regions))
        guard case .regionPicker(let picker) = state.overlay else { Issue.record("no picker"); return }
        #expect(picker.query == "bay")
        #expect(picker.matches.map { state.regions[$0].code } == ["DE-BY"])
    }

    @Test("the controller answers the list with its lister when the picker opens")
    func controllerLists() {
        let controller = CalendarController(
            state: CalendarState(today: Fixtures.date("2026-02-16"), firstWeekday: .monday, region: Self.regions[6]),
            source: RecordingSource(), services: .answering(listRegions: { Self.regions }))
        controller.start { _ in }
        #expect(controller.state.regions.isEmpty)
        controller.handle(.openRegionPicker)
        #expect(controller.state.regions == Self.regions)
        controller.handle(.moveRegionPicker(-1))
        controller.handle(.chooseRegion)
        #expect(controller.state.region.code == "EE")
    }

    @Test("the controller answers the profile with its describer")
    func controller() {
        let profile = RegionProfile(code: "US", name: "United States", kinds: [.public, .bank])
        let controller = CalendarController(
            state: Self.state(), source: RecordingSource(),
            services: .answering(describeRegion: { $0 == "US" ? profile : nil }))
        controller.start { _ in }
        #expect(controller.state.profile == profile)
    }
}
