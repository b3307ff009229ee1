import CalendarModel
import HolidayEngine
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

    @Test("the regions shown beside the primary one are searched too, the nearest match first")
    func severalRegions() {
        func answer(_ text: String, from: String, _ direction: HolidaySearch.Direction = .forward) -> SearchAnswer {
            var search = HolidaySearch(region: "EE", text: text, from: day(from), direction: direction)
            search.otherRegions = ["US"]
            return searching.answer(search)
        }
        #expect(date(of: answer("thanksgiving", from: "2026-01-10")) == day("2026-11-26"))
        #expect(date(of: answer("jõul", from: "2026-01-10")) == day("2026-12-24"))
        // Christmas Eve in Estonia comes before Christmas Day in both; from the 24th, the
        // 25th, Estonia's first.
        #expect(date(of: answer("christmas", from: "2026-12-20")) == day("2026-12-24"))
        if case .found(let match) = answer("christmas", from: "2026-12-24") {
            #expect(match.holiday.date == day("2026-12-25") && match.holiday.region == "EE")
        } else {
            Issue.record("no match")
        }
        #expect(date(of: answer("thanksgiving", from: "2026-01-10", .backward)) == day("2025-11-27"))
        var unknown = HolidaySearch(region: "XX", text: "thanksgiving", from: day("2026-01-10"))
        unknown.otherRegions = ["US"]
        #expect(date(of: searching.answer(unknown)) == day("2026-11-26"))
    }
}
