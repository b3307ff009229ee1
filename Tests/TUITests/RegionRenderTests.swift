import CalendarModel
import HolidayEngine
import Testing
import TUI

/// The region picker, the region's weekend, its validity note and estimated days, drawn on
/// the memory screen.
@Suite("Region picker, weekend and notes on screen")
struct RegionRenderTests {
    static let regions = [
        RegionChoice(code: "CH", name: "Switzerland", localName: "Schweiz"),
        RegionChoice(code: "CH-ZH", name: "Switzerland, Zurich", localName: "Zürich"),
        RegionChoice(code: "DE", name: "Germany", localName: "Deutschland"),
        RegionChoice(code: "DE-BY", name: "Germany, Bavaria", localName: "Bayern"),
        RegionChoice(code: "GR", name: "Greece", localName: "Ελλάδα"),
        RegionChoice(code: "JP", name: "Japan", localName: "日本"),
        RegionChoice(code: "XX", name: "Evil\u{1B}]0;owned\u{7}land", localName: "Evil\u{1B}[2Jland"),
    ]

    static func picking(_ query: String, region: Int = 0) -> CalendarState {
        var state = CalendarState(
            today: RenderFixtures.date("2026-02-10"), firstWeekday: .monday,
            region: regions[region], regions: regions)
        state.apply(.openRegionPicker)
        for character in query { state.apply(.typeRegionFilter(character)) }
        // The matches, as the controller's worker finds them.
        state.apply(.regionsFiltered(query: query, matches: RegionPicker.matches(of: query, in: regions)))
        return state
    }

    @Test("the list shows code, English and local name, columns aligned by display width")
    func aligned() throws {
        let screen = RenderFixtures.render(Self.picking(""), rows: 24, columns: 80)
        #expect(screen.contains("Find:"))
        var columns: [Int] = []
        for name in ["Schweiz", "Zürich", "Deutschland", "Bayern", "Ελλάδα", "日本"] {
            let line = try #require(screen.lines.first { $0.contains(name) }, "\(name) not listed")
            let english = line.firstRange(of: "  Switzerland") ?? line.firstRange(of: "  Germany")
                ?? line.firstRange(of: "  Greece") ?? line.firstRange(of: "  Japan")
            let start = try #require(english).lowerBound
            columns.append(String(line[..<start]).displayWidth)
        }
        #expect(Set(columns).count == 1, "names start in different columns: \(columns)")
        // Subdivisions are indented beneath their country.
        let de = try #require(screen.find("DE "))
        let by = try #require(screen.find("DE-BY"))
        #expect(by.column == de.column + 2)
    }

    @Test("names are cleaned: no escape sequence reaches the screen")
    func cleaned() {
        let screen = RenderFixtures.render(Self.picking("evil"), rows: 24, columns: 80)
        #expect(screen.contains("Evil"))
        #expect(!screen.text.contains("\u{1B}"))
        #expect(!screen.text.contains("\u{7}"))
    }

    @Test("the filter narrows the list; the highlight is reversed; nothing matching says so")
    func filtered() throws {
        let screen = RenderFixtures.render(Self.picking("bay"), rows: 24, columns: 80)
        #expect(screen.contains("Find: bay"))
        #expect(screen.contains("Bayern"))
        #expect(!screen.contains("Zürich"))
        let row = try #require(screen.find("DE-BY"))
        #expect(screen.style(row: row.row, column: row.column).reverse)
        #expect(RenderFixtures.render(Self.picking("qqq"), rows: 24, columns: 80).contains("no region matches"))
    }

    @Test("in the smallest terminal the list pages to keep the highlight in sight")
    func tiny() throws {
        let size = TerminalSize(rows: 12, columns: 40)
        var state = Self.picking("")
        for _ in 0..<6 { state.apply(.moveRegionPicker(1)) }
        let screen = RenderFixtures.render(state, rows: size.rows, columns: size.columns)
        for line in screen.lines { #expect(line.displayWidth == 40) }
        let row = try #require(screen.find("XX"))
        #expect(screen.style(row: row.row, column: row.column).reverse)
        // A click lands on the row drawn there.
        let renderer = FrameRenderer(theme: Theme(usesColor: true))
        #expect(renderer.regionRow(atRow: row.row, column: row.column, of: state, size: size) == 6)
        #expect(renderer.regionRow(atRow: 0, column: 0, of: state, size: size) == nil)
    }

    @Test("clicking a listed region's row names its place in the matches", arguments: [(24, 80), (30, 100)])
    func hitTest(rows: Int, columns: Int) throws {
        let state = Self.picking("de")
        let screen = RenderFixtures.render(state, rows: rows, columns: columns)
        let renderer = FrameRenderer(theme: Theme(usesColor: true))
        let size = TerminalSize(rows: rows, columns: columns)
        let by = try #require(screen.find("DE-BY"))
        #expect(renderer.regionRow(atRow: by.row, column: by.column, of: state, size: size) == 1)
        #expect(renderer.regionRow(atRow: by.row + 1, column: by.column, of: state, size: size) == nil)
    }

    @Test("the grid dims the region's own weekend and the header marks it", arguments: [true, false])
    func weekend(color: Bool) throws {
        var state = RenderFixtures.february(firstWeekday: .monday)
        let fridaySaturday = try WeekendMask.parse("fri,sat")
        state.apply(.regionDescribed(code: "US", profile: RegionProfile(
            code: "US", name: "Testland", kinds: [.public], weekend: WeekendHistory(fridaySaturday))))
        let screen = RenderFixtures.render(state, rows: 24, columns: 80, color: color)
        let plain = RenderFixtures.render(RenderFixtures.february(firstWeekday: .monday), rows: 24, columns: 80, color: color)
        func dim(_ screen: MemoryScreen, day: String) throws -> Bool {
            let line = try #require(screen.lines.firstIndex { $0.contains(" 19 ") && $0.contains(" 22 ") })
            let column = try #require(screen.line(line).firstRange(of: " \(day) ")).lowerBound
                .utf16Offset(in: screen.line(line)) + 1
            return screen.style(row: line, column: column).dim
        }
        // Thursday 19, Friday 20, Saturday 21, Sunday 22 February 2026.
        #expect(try !dim(screen, day: "19"))
        #expect(try dim(screen, day: "20"))
        #expect(try dim(screen, day: "21"))
        #expect(try !dim(screen, day: "22"))
        #expect(try !dim(plain, day: "20"))
        #expect(try dim(plain, day: "22"))
        let header = theme(color).style(.weekendHeader)
        let friday = try #require(screen.find("Friday"))
        let sunday = try #require(screen.find("Sunday"))
        #expect(screen.style(row: friday.row, column: friday.column) == header)
        #expect(screen.style(row: sunday.row, column: sunday.column) != header)
    }

    private func theme(_ color: Bool) -> Theme { Theme(usesColor: color) }

    @Test("outside the known years the status line says so; inside it does not")
    func validity() {
        var state = RenderFixtures.estonia()
        #expect(!RenderFixtures.render(state, rows: 24, columns: 80).contains("known from"))
        state.apply(.select(RenderFixtures.date("1985-06-01")))
        let screen = RenderFixtures.render(state, rows: 24, columns: 80)
        #expect(screen.line(23).contains("Estonia's holidays are known from 1991"))
    }

    @Test("how the region was chosen shows in the status line until a key is pressed")
    func origin() {
        var state = CalendarState(
            today: RenderFixtures.date("2026-02-10"), firstWeekday: .monday, region: RenderFixtures.us,
            regions: [RenderFixtures.us], regionOrigin: "region from your time zone: c to change")
        #expect(RenderFixtures.render(state, rows: 24, columns: 80).line(23).contains("region from your time zone: c to change"))
        state.apply(.key(.right))
        let after = RenderFixtures.render(state, rows: 24, columns: 80)
        #expect(!after.contains("time zone"))
        #expect(after.line(23).contains("q quit"))
    }

    @Test("an estimated date says so in the pop-up; a confirmed one does not")
    func estimated() {
        var state = RenderFixtures.february(selection: "2026-02-17")
        state.apply(.fetched(.answered(region: "US", range: DateRange(day: RenderFixtures.date("2026-02-17")), holidays: [
            Holiday(date: RenderFixtures.date("2026-02-17"), name: "Eid al-Fitr", kind: .public, region: "US",
                    isEstimated: true),
        ])))
        state.apply(.showDetails)
        #expect(RenderFixtures.render(state, rows: 24, columns: 80).contains("estimated date"))
        var confirmed = RenderFixtures.february()
        confirmed.apply(.showDetails)
        #expect(!RenderFixtures.render(confirmed, rows: 24, columns: 80).contains("estimated"))
    }
}
