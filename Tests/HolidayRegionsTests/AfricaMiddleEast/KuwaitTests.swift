import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Kuwait: official holidays, Liberation Day from 1992, the weekend of 2007")
struct KuwaitTests {
    let kw = RegionRegistry.region(code: "KW")!

    @Test("2025 exactly")
    func year2025() {
        #expect(kw.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-27 Isra and Mi'raj",
            "2025-02-25 National Day",
            "2025-02-26 Liberation Day",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr Holiday",
            "2025-04-01 Eid al-Fitr Holiday",
            "2025-06-05 Day of Arafah",
            "2025-06-06 Eid al-Adha",
            "2025-06-07 Eid al-Adha Holiday",
            "2025-06-08 Eid al-Adha Holiday",
            "2025-06-26 Islamic New Year",
            "2025-09-04 Prophet's Birthday",
        ])
    }

    // Judged against python-holidays 0.108, which has Liberation Day in every year: it marks
    // the end of the occupation on 26 February 1991 (scripts/divergences.toml).
    @Test("Liberation Day from its first anniversary, 1992; known from 1962")
    func liberationDay() {
        #expect(kw.dates(of: "Liberation Day", year: 1991).isEmpty)
        #expect(kw.dates(of: "Liberation Day", year: 1992) == ["1992-02-26"])
        #expect(kw.holidays(year: 1961).isEmpty)
        #expect(kw.dates(of: "National Day", year: 1962) == ["1962-02-25"])
    }

    @Test("Thursday-Friday until 31 August 2007, Friday-Saturday from 1 September")
    func weekendHistory() {
        let weekend = Country.kuwait.weekend
        #expect(weekend.mask(on: day("2007-08-31")).days == [.thursday, .friday])
        #expect(weekend.mask(on: day("2007-09-01")).days == [.friday, .saturday])
    }
}
