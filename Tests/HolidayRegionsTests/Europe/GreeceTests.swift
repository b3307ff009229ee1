import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Greece: public holidays and half-days")
struct GreeceTests {
    let gr = RegionRegistry.region(code: "GR")!

    @Test("2026 exactly, and the two afternoons")
    func year2026() {
        #expect(gr.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-02-23 Green Monday",
            "2026-03-25 Independence Day",
            "2026-04-10 Good Friday",
            "2026-04-13 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-06-01 Whit Monday",
            "2026-08-15 Dormition of the Mother of God",
            "2026-10-28 Ohi Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Synaxis of the Mother of God",
        ])
        #expect(gr.lines(year: 2026, kinds: [.halfDay]) == [
            "2026-12-24 Christmas Eve", "2026-12-31 New Year's Eve",
        ])
        #expect(gr.holiday("Ohi Day", on: "2026-10-28")?.localName == "Ημέρα του Όχι")
    }

    @Test("Labour Day's substitute day from 2017, on the next free working day")
    func labourDaySubstitute() {
        // 1 May 2011 was a Sunday: no substitute yet.
        #expect(gr.names(on: "2011-05-02").isEmpty)
        // 1 May 2022 a Sunday: Monday 2 May.
        #expect(gr.names(on: "2022-05-02") == ["Labour Day (observed)"])
        // 1 May 2021 a Saturday, with Orthodox Easter Monday on 3 May: Tuesday 4 May.
        #expect(gr.dates(of: "Labour Day (observed)", year: 2021) == ["2021-05-04"])
    }

    @Test("Labour Day on Orthodox Easter Monday gives the Tuesday after, from 2017")
    func labourDayOnEasterMonday() {
        // Orthodox Easter on 30 April 2062: Easter Monday is 1 May.
        #expect(gr.names(on: "2062-05-01") == ["Easter Monday", "Labour Day"])
        #expect(gr.names(on: "2062-05-02") == ["Labour Day (observed)"])
        // In a year when they do not meet, no Tuesday.
        #expect(gr.dates(of: "Labour Day (observed)", year: 2026).isEmpty)
    }

    @Test("Labour Day moved to 7 May in 2024, when 1 May fell in Holy Week")
    func labourDay2024() {
        #expect(gr.names(on: "2024-05-01").isEmpty)
        #expect(gr.names(on: "2024-05-07") == ["Labour Day"])
    }
}
