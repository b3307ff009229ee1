import CalendarModel
import HolidayEngine
import Testing

@testable import TUI

/// The `/` prompt and what the status line says of a search, drawn into memory.
@Suite("Search prompt and match, drawn")
struct SearchRenderTests {
    @Test("the prompt shows what is typed, cleaned of control characters, and the region searched")
    func prompt() {
        var state = RenderFixtures.estonia()
        state.apply(.startSearch)
        for character in "jõ\u{1B}[2Jul" { state.apply(.editSearch(.insert(character))) }
        let screen = RenderFixtures.render(state, rows: 24, columns: 80)
        #expect(screen.contains("Search holiday names"))
        #expect(screen.contains("/jõul_"))
        #expect(screen.contains("in Estonia"))
        #expect(!screen.lines.joined().unicodeScalars.contains { $0.value == 0x1B })
    }

    @Test("the status line names the match, and says when the search wrapped", arguments: [true, false])
    func match(color: Bool) {
        var state = RenderFixtures.estonia(selection: "2026-01-10")
        state.apply(.startSearch)
        for character in "paev" { state.apply(.editSearch(.insert(character))) }
        state.apply(.editSearch(.submit))
        let search = state.lastSearch!
        let holiday = Holiday(
            date: RenderFixtures.date("2026-02-24"), name: "Independence Day", localName: "iseseisvus\u{1B}[1mpäev",
            kind: .public, region: "EE")
        state.apply(.searchAnswered(search, .found(HolidaySearch.Match(holiday: holiday, wrapped: false))))
        let found = RenderFixtures.render(state, rows: 24, columns: 100, color: color)
        #expect(found.line(23).contains("iseseisvuspäev · Tue 24 Feb 2026"))
        #expect(!found.line(23).contains("search wrapped"))

        state.apply(.key(.character("n")))
        let again = state.lastSearch!
        state.apply(.searchAnswered(again, .found(HolidaySearch.Match(holiday: holiday, wrapped: true))))
        let wrapped = RenderFixtures.render(state, rows: 24, columns: 100, color: color)
        #expect(wrapped.line(23).contains("search wrapped: iseseisvuspäev · Tue 24 Feb 2026"))
        #expect(!wrapped.lines.joined().unicodeScalars.contains { $0.value == 0x1B })
    }
}
