import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

/// `Region.firstMatch(of:)` and the walk through the years beneath it: what the calendar's
/// `/`, `n` and `N` find.
@Suite("Searching holiday names across years")
struct HolidaySearchTests {
    let estonia = RegionRegistry.region(code: "EE")!

    func search(
        _ text: String, from: String, _ direction: HolidaySearch.Direction = .forward, in region: String = "EE",
        kinds: Set<HolidayKind>? = nil, language: String? = nil
    ) -> HolidaySearch.Match? {
        let search = HolidaySearch(
            region: region, text: text, from: day(from), direction: direction, kinds: kinds, language: language)
        return RegionRegistry.region(code: region)!.firstMatch(of: search)
    }

    @Test("local and English names, accents and case ignored, after the day searched from")
    func folding() throws {
        for text in ["jõul", "joul", "JÕUL", "Jõululaupäev", "christmas eve", "CHRISTMAS"] {
            let match = try #require(search(text, from: "2026-01-10"), "\(text)")
            #expect(match.holiday.date == day("2026-12-24"), "\(text)")
            #expect(match.holiday.localName == "Jõululaupäev")
            #expect(!match.wrapped)
        }
        // The day searched from is never its own match: the next one is.
        #expect(search("jõul", from: "2026-12-24")?.holiday.date == day("2026-12-25"))
        // Easter Sunday 2026 is 5 April.
        #expect(search("ülestõusmispüha", from: "2026-01-10")?.holiday.date == day("2026-04-05"))
        #expect(search("xyz", from: "2026-01-10") == nil)
    }

    @Test("across year boundaries, forward and back")
    func yearBoundaries() {
        #expect(search("jõul", from: "2026-12-26")?.holiday.date == day("2027-12-24"))
        #expect(search("jõul", from: "2026-12-24", .backward)?.holiday.date == day("2025-12-26"))
        #expect(search("jõul", from: "2026-06-01", .backward)?.holiday.date == day("2025-12-26"))
        // New Year's Day from the day before it, and back to it from the day after.
        #expect(search("uusaasta", from: "2026-12-31")?.holiday.date == day("2027-01-01"))
        #expect(search("uusaasta", from: "2027-01-02", .backward)?.holiday.date == day("2027-01-01"))
    }

    @Test("the name in the language asked for, matched in any of the region's languages")
    func languages() throws {
        // Belgium names its days in Dutch, French and German; "Noël" finds Christmas
        // whichever language the calendar shows.
        let match = try #require(search("noel", from: "2026-01-10", in: "BE", language: "nl"))
        #expect(match.holiday.date == day("2026-12-25"))
        #expect(match.holiday.localName == "Kerstmis")
        #expect(search("christmas", from: "2026-01-10", in: "BE", language: "en")?.holiday.localName == "Christmas Day")
    }

    @Test("kinds: only the kinds asked for match")
    func kinds() {
        // Christmas Eve is a public holiday in Estonia, not a folk day.
        #expect(search("jõululaupäev", from: "2026-01-10", kinds: [.public])?.holiday.date == day("2026-12-24"))
        #expect(search("jõululaupäev", from: "2026-01-10", kinds: [.folk]) == nil)
    }

    @Test("past the end of the years, the search wraps round to the other end, and says so")
    func wrapping() throws {
        let forward = try #require(search("jõul", from: "9999-12-26"))
        #expect(forward.wrapped)
        // Estonia's rules are known from 1991; Christmas Eve is a holiday from 2005.
        #expect(forward.holiday.date == day("1991-12-25"))
        let back = try #require(search("jõul", from: "1991-12-24", .backward))
        #expect(back.wrapped)
        #expect(back.holiday.date == day("9999-12-26"))
        // A name found only once wraps round to itself.
        let region = Region(
            code: "ONCE", name: "Once", rules: [.oneOff("Coronation", on: day("2023-05-08"))])
        let once = HolidaySearch(region: "ONCE", text: "coronation", from: day("2023-05-08"))
        #expect(region.firstMatch(of: once) == HolidaySearch.Match(holiday: region.holidays(on: day("2023-05-08"))[0], wrapped: true))
        #expect(region.firstMatch(of: once.repeated(from: day("2023-05-07"), direction: .forward))?.wrapped == false)
    }

    @Test("a substitute day is where the other holidays put it, whatever the search names")
    func substitutes() throws {
        // Christmas 2021 was a Saturday and Boxing Day a Sunday: Christmas's substitute took
        // Monday 27, so Boxing Day's is Tuesday 28 (python-holidays 0.108 agrees).
        let match = try #require(search("boxing day (sub", from: "2021-12-01", in: "GB"))
        #expect(match.holiday.date == day("2021-12-28"))
        #expect(match.holiday.observedOf == day("2021-12-26"))
    }

    @Test("a day of the user's own is found like any other")
    func ownDays() {
        let region = estonia.including([HolidayRule("Team offsite", on: .fixed(month: 9, day: 17), kind: .custom)])
        let search = HolidaySearch(region: "EE", text: "offsite", from: day("2026-09-17"))
        #expect(region.firstMatch(of: search)?.holiday.date == day("2027-09-17"))
        #expect(region.firstMatch(of: search.repeated(from: day("2026-09-17"), direction: .backward))?.holiday.date
            == day("2025-09-17"))
        #expect(estonia.firstMatch(of: search) == nil)
    }

    /// The walk skips years in which no rule with a matching name is in force; here it is
    /// held to a plain scan of every holiday, for random dates and names in regions with
    /// observed days, substitute days and holidays that moved over the years.
    @Test("the same match as a plain scan of every holiday", arguments: ["US", "EE", "DE-BY", "AU-NSW", "GB", "RU", "BE", "UA"])
    func againstPlainScan(code: String) throws {
        let region = try #require(RegionRegistry.region(code: code))
        var generator = SeededGenerator(seed: 14)
        let names = Set(region.holidays(in: DateRange(years: 1950...2030)).map(\.name)).sorted()
        for _ in 0..<40 {
            let name = names.randomElement(using: &generator)!
            // A piece of the English name: a plain scan matches English names alike.
            let start = Int.random(in: 0..<max(1, name.count - 3), using: &generator)
            let text = String(name.dropFirst(start).prefix(4))
            let from = CivilDate(dayNumber: Int.random(
                in: day("1950-01-01").dayNumber...day("2060-12-31").dayNumber, using: &generator))
            for direction in [HolidaySearch.Direction.forward, .backward] {
                let query = HolidayQuery(name: text)
                let window = direction == .forward
                    ? DateRange(from.adding(days: 1), from.adding(days: 3 * 366))
                    : DateRange(from.adding(days: -3 * 366), from.adding(days: -1))
                // A name matches in any of the region's languages.
                let dates = (region.languages + ["en"]).flatMap { language in
                    region.holidays(in: window, language: language).filter(query.matches).map(\.date)
                }
                guard let expected = direction == .forward ? dates.min() : dates.max() else { continue }
                let found = region.firstMatch(
                    of: HolidaySearch(region: code, text: text, from: from, direction: direction))
                #expect(found?.holiday.date == expected, "\(code) \(text) \(direction) from \(from)")
                #expect(found?.wrapped == false)
            }
        }
    }

    @Test("several regions: the nearest match in the search's direction, one found before wrapping first, the first region's among equals")
    func nearest() {
        func match(_ date: String, _ region: String, wrapped: Bool = false) -> HolidaySearch.Match {
            HolidaySearch.Match(holiday: Holiday(date: day(date), name: "Day", kind: .public, region: region), wrapped: wrapped)
        }
        let forward = HolidaySearch(region: "EE", text: "day", from: day("2026-06-01"))
        let backward = forward.repeated(from: day("2026-06-01"), direction: .backward)
        let ee = match("2026-12-24", "EE"), us = match("2026-11-26", "US"), wrapped = match("1950-01-01", "AU", wrapped: true)
        #expect(forward.nearest(of: [ee, us, wrapped]) == us)
        #expect(forward.nearest(of: [wrapped, ee]) == ee)
        #expect(forward.nearest(of: [wrapped]) == wrapped)
        #expect(forward.nearest(of: []) == nil)
        let earlier = match("2026-01-01", "US"), later = match("2026-03-01", "EE")
        #expect(backward.nearest(of: [earlier, later]) == later)
        let sameDay = match("2026-12-24", "US")
        #expect(forward.nearest(of: [ee, sameDay]) == ee)
        #expect(forward.nearest(of: [sameDay, ee]) == sameDay)
    }
}
