import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Norway: helligdager and høytidsdager, the counties")
struct NorwayTests {
    let no = RegionRegistry.region(code: "NO")!

    @Test("2026 exactly")
    func year2026() {
        #expect(no.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-05-17 Constitution Day",
            "2026-05-24 Whit Sunday",
            "2026-05-25 Whit Monday",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
        #expect(no.kinds == [.public])
    }

    @Test("Norwegian names")
    func names() {
        #expect(no.holiday("Constitution Day", on: "2026-05-17")?.localName == "Grunnlovsdag")
        #expect(no.holiday("Boxing Day", on: "2026-12-26")?.localName == "Andre juledag")
        #expect(no.localName == "Norge")
    }

    @Test("Known from 1950; 1 and 17 May are there from the first year (lov 1947 nr. 1)")
    func known() {
        #expect(no.holidays(year: 1949).isEmpty)
        #expect(no.dates(of: "Labour Day", year: 1950) == ["1950-05-01"])
        #expect(no.dates(of: "Constitution Day", year: 1950) == ["1950-05-17"])
    }

    @Test("A holiday on a Sunday is not moved")
    func noObserved() {
        // 17 May 2026 is a Sunday: nothing on Monday the 18th.
        #expect(no.holidays(on: day("2026-05-18")).isEmpty)
        let all = no.holidays(in: DateRange(day("1950-01-01"), day("2100-12-31")))
        #expect(all.allSatisfy { $0.observedOf == nil })
    }

    @Test("Every county of ISO 3166-2:NO keeps the national days and no others")
    func counties() throws {
        let codes = [
            "03", "11", "15", "18", "21", "22", "31", "32", "33", "34", "39", "40", "42", "46", "50",
            "55", "56",
        ]
        #expect(Country.norway.subdivisions.map(\.code) == codes)
        for code in codes {
            let county = try #require(RegionRegistry.region(code: "NO-\(code)"))
            #expect(county.lines(year: 2026) == no.lines(year: 2026), "NO-\(code)")
        }
        #expect(RegionRegistry.region(code: "NO-50")?.name == "Norway, Trøndelag")
        #expect(RegionRegistry.region(code: "NO-21")?.name == "Norway, Svalbard")
    }
}
