import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Serbia: state and religious holidays, the working day after a Sunday")
struct SerbiaTests {
    let rs = RegionRegistry.region(code: "RS")!

    @Test("2023 exactly: New Year's Day on a Sunday gives Tuesday the 3rd")
    func year2023() throws {
        #expect(rs.lines(year: 2023) == [
            "2023-01-01 New Year's Day",
            "2023-01-02 Second day of New Year",
            "2023-01-03 New Year's Day (observed)",
            "2023-01-07 Orthodox Christmas Day",
            "2023-02-15 Statehood Day",
            "2023-02-16 Second day of Statehood Day",
            "2023-04-14 Good Friday",
            "2023-04-15 Holy Saturday",
            "2023-04-16 Easter Sunday",
            "2023-04-17 Easter Monday",
            "2023-05-01 Labour Day",
            "2023-05-02 Second day of Labour Day",
            "2023-11-11 Armistice Day",
        ])
        let observed = try #require(rs.holiday("New Year's Day (observed)", on: "2023-01-03"))
        #expect(observed.localName == "Нова година (нерадни дан)")
        #expect(observed.observedOf == day("2023-01-01"))
    }

    @Test("Labour Day on Easter Sunday: its day off after Easter Monday and May 2")
    func labourDayAtEaster() {
        #expect(rs.names(on: "2016-05-01") == ["Easter Sunday", "Labour Day"])
        #expect(rs.names(on: "2016-05-02") == ["Easter Monday", "Second day of Labour Day"])
        #expect(rs.names(on: "2016-05-03") == ["Labour Day (observed)"])
        // 2021-05-02 is Easter Sunday and the second day of Labour Day: Tuesday the 4th.
        #expect(rs.names(on: "2021-05-04") == ["Second day of Labour Day (observed)"])
    }

    @Test("The religious holidays are not moved: Christmas on a Sunday stays there")
    func christmasNotMoved() {
        #expect(rs.names(on: "2018-01-07") == ["Orthodox Christmas Day"])
        #expect(rs.names(on: "2018-01-08").isEmpty)
    }

    // Judged divergence: python-holidays 0.108 has Armistice Day from 2007. The amendment
    // of 2011 (Sl. glasnik RS 92/2011) made it a holiday, first kept in 2012.
    @Test("Armistice Day from 2012")
    func armisticeDay() {
        #expect(rs.names(on: "2011-11-11").isEmpty)
        #expect(rs.names(on: "2012-11-11") == ["Armistice Day"])
        #expect(rs.names(on: "2012-11-12") == ["Armistice Day (observed)"])
    }

    @Test("Known from 2007")
    func known() {
        #expect(rs.holidays(year: 2006).isEmpty)
        #expect(rs.dates(of: "Statehood Day", year: 2007) == ["2007-02-15"])
    }
}
