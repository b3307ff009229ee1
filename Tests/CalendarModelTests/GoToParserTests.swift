import CalendarModel
import HolidayEngine
import Testing

@Suite("Go-to parsing")
struct GoToParserTests {
    let selection = CivilDate(year: 2026, month: 1, day: 31)!

    @Test("accepted forms", arguments: [
        ("2027-03-15", "2027-03-15"), ("2027-02", "2027-02-28"), ("march", "2026-03-31"),
        ("Mar 2028", "2028-03-31"), ("2028 february", "2028-02-29"), ("  sep  ", "2026-09-30"),
    ])
    func accepted(text: String, expected: String) throws {
        let date = try GoToParser.parse(text, relativeTo: selection).get()
        #expect(date == CivilDate.parse(expected))
    }

    @Test("refused forms say why", arguments: [
        "", "2026-02-30", "2026-13", "tomorrow", "ma", "2026-1-5", "15.03.2027", "march april",
    ])
    func refused(text: String) {
        guard case .failure(let failure) = GoToParser.parse(text, relativeTo: selection) else {
            Issue.record("accepted \(text)")
            return
        }
        #expect(!failure.message.isEmpty)
    }
}
