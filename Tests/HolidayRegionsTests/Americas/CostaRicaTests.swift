import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Costa Rica: holidays, optional days and the Mondays the laws moved them to")
struct CostaRicaTests {
    let cr = RegionRegistry.region(code: "CR")!

    @Test("2026 exactly: nothing moved; three optional days; Monday first")
    func year2026() {
        #expect(cr.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-11 Juan Santamaría Day",
            "2026-05-01 International Labour Day",
            "2026-07-25 Annexation of the Party of Nicoya to Costa Rica",
            "2026-08-15 Mother's Day",
            "2026-09-15 Independence Day",
            "2026-12-25 Christmas Day",
        ])
        #expect(cr.lines(year: 2026, kinds: [.optional]) == [
            "2026-08-02 Feast of Our Lady of the Angels",
            "2026-08-31 Day of the Black Person and Afro-Costa Rican Culture",
            "2026-12-01 Army Abolition Day",
        ])
        #expect(cr.firstWeekday == .monday)
    }

    @Test("2005-2010: from Tuesday to Friday to the Monday after, each day in its own years")
    func workdayToMonday() {
        // 2006: 11 April, 25 July and 15 August were Tuesdays.
        #expect(cr.dates(of: "Juan Santamaría Day", year: 2006) == ["2006-04-17"])
        #expect(cr.dates(of: "Annexation of the Party of Nicoya to Costa Rica", year: 2006) == ["2006-07-31"])
        #expect(cr.dates(of: "Mother's Day", year: 2006) == ["2006-08-21"])
        // After each law's years the day stays: 2011 (Monday) is no test, 2012 (Wednesday) is.
        #expect(cr.dates(of: "Juan Santamaría Day", year: 2012) == ["2012-04-11"])
        #expect(cr.dates(of: "Mother's Day", year: 2008) == ["2008-08-15"])
        // Culture Day moved to the Monday after a working day until it ended in 2019.
        #expect(cr.dates(of: "Culture Day", year: 1951) == ["1951-10-15"])
        #expect(cr.dates(of: "Culture Day", year: 2019) == ["2019-10-12"])
        #expect(cr.dates(of: "Culture Day", year: 2020).isEmpty)
    }

    @Test("2020-2024: to the nearest Monday in the years each law names")
    func nearestMonday() {
        // 15 September 2020, a Tuesday: the Monday before; 2023 (Friday) not moved.
        #expect(cr.dates(of: "Independence Day", year: 2020) == ["2020-09-14"])
        #expect(cr.dates(of: "Independence Day", year: 2023) == ["2023-09-15"])
        // 1 May 2021, a Saturday: the Monday after; 2022 (Sunday) not moved.
        #expect(cr.dates(of: "International Labour Day", year: 2021) == ["2021-05-03"])
        #expect(cr.dates(of: "International Labour Day", year: 2022) == ["2022-05-01"])
        // 15 August 2021, a Sunday, not in the law's years; 2023, a Tuesday, is.
        #expect(cr.dates(of: "Mother's Day", year: 2021) == ["2021-08-15"])
        #expect(cr.dates(of: "Mother's Day", year: 2023) == ["2023-08-14"])
        // The Day of the Black Person on the Sunday after in 2021-2023 only.
        #expect(cr.dates(of: "Day of the Black Person and Afro-Costa Rican Culture", year: 2020).isEmpty)
        #expect(cr.dates(of: "Day of the Black Person and Afro-Costa Rican Culture", year: 2021) == ["2021-09-05"])
        #expect(cr.dates(of: "Day of the Black Person and Afro-Costa Rican Culture", year: 2024) == ["2024-08-31"])
        #expect(cr.dates(of: "Army Abolition Day", year: 2022) == ["2022-12-05"])
        #expect(cr.dates(of: "Army Abolition Day", year: 2023) == ["2023-12-01"])
    }
}
