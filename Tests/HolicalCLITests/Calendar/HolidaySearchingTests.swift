import CalendarModel
import HolidayKit
import Testing

@testable import HolicalCLI

/// The calendar's searcher: regions through `OwnHolidays`, so your own days off and your
/// own regions are searched as `list --search` finds them.
@Suite("The calendar's holiday searcher")
struct HolidaySearchingTests {
    /// The holidays files of `OwnHolidaysTests`: a day off of your own on 6 March, and
    /// ACME-EE, Estonia without Independence Day and with Founders' Day on 10 March.
    let searching: HolidaySearching

    init() throws {
        searching = HolidaySearching(own: try OwnHolidaysTests().own())
    }

    func answer(_ text: String, in region: String, from: String, _ direction: HolidaySearch.Direction = .forward)
        -> SearchAnswer
    {
        searching.answer(HolidaySearch(region: region, text: text, from: day(from), direction: direction))
    }

    func date(of answer: SearchAnswer) -> CivilDate? {
        if case .found(let match) = answer { match.holiday.date } else { nil }
    }

    @Test("your own days off and your own regions' days are found, forward and back")
    func ownDays() {
        #expect(date(of: answer("day off", in: "EE", from: "2026-03-06")) == day("2027-03-06"))
        #expect(date(of: answer("DAY OFF", in: "ee", from: "2026-03-06", .backward)) == day("2025-03-06"))
        #expect(date(of: answer("founders", in: "ACME-EE", from: "2026-01-10")) == day("2026-03-10"))
        // The built-in days too, by local name.
        #expect(date(of: answer("jõul", in: "ACME-EE", from: "2026-01-10")) == day("2026-12-24"))
    }

    @Test("no match, and a region holical has no rules for, are told apart")
    func failures() {
        #expect(answer("founders", in: "EE", from: "2026-01-10") == .notFound)
        #expect(answer("iseseisvus", in: "ACME-EE", from: "2026-01-10") == .notFound)
        #expect(answer("christmas", in: "XX", from: "2026-01-10") == .noRules)
    }
}
