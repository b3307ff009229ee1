import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Haiti: the Constitution of 1987's national holidays and the other days")
struct HaitiTests {
    let ht = RegionRegistry.region(code: "HT")!

    @Test("2026 exactly; known from 1987")
    func year2026() {
        #expect(ht.lines(year: 2026, kinds: [.public, .optional]) == [
            "2026-01-01 National Independence Day",
            "2026-01-01 New Year's Day",
            "2026-01-02 Ancestry Day",
            "2026-02-15 Carnival",
            "2026-02-16 Shrove Monday",
            "2026-02-17 Fat Tuesday",
            "2026-02-18 Ash Wednesday",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-05-01 Agriculture and Labour Day",
            "2026-05-14 Ascension Day",
            "2026-05-18 Flag Day and University Day",
            "2026-05-23 National Sovereignty Day",
            "2026-06-04 Corpus Christi",
            "2026-06-27 Feast of Our Lady of Perpetual Help",
            "2026-08-15 Assumption Day",
            "2026-09-20 Birth Anniversary of Jean-Jacques Dessalines",
            "2026-10-17 Death of Dessalines",
            "2026-11-01 All Saints' Day",
            "2026-11-02 Day of the Dead",
            "2026-11-18 Armed Forces Day",
            "2026-11-18 Commemoration of the Battle of Vertières",
            "2026-12-05 Discovery Day",
            "2026-12-25 Christmas Day",
        ])
        #expect(ht.holidays(year: 1986).isEmpty)
        #expect(!ht.holidays(year: 1987).isEmpty)
        #expect(ht.firstWeekday == .monday)
        #expect(ht.holiday("Christmas Day", on: "2026-12-25")?.localName == "Noël")
        #expect(ht.names(on: "2026-11-18").count == 2)
    }
}
