import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Cameroon: a Sunday's holiday on the next working day, once per date")
struct CameroonTests {
    let cm = RegionRegistry.region(code: "CM")!

    @Test("2025 exactly")
    func year2025() {
        #expect(cm.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-02-11 Youth Day",
            "2025-03-30 Eid al-Fitr",
            "2025-03-31 Eid al-Fitr (observed)",
            "2025-04-18 Good Friday",
            "2025-05-01 Labour Day",
            "2025-05-20 National Day",
            "2025-05-29 Ascension Day",
            "2025-06-06 Eid al-Adha",
            "2025-08-15 Assumption Day",
            "2025-09-04 Prophet's Birthday",
            "2025-12-25 Christmas Day",
        ])
    }

    @Test("National Day and the Prophet's Birthday on Sunday 20 May 2035: one Monday")
    func oncePerDate() {
        #expect(cm.names(on: "2035-05-21").count == 1)
        #expect(cm.names(on: "2035-05-22").isEmpty)
    }

    @Test("Eid al-Adha on Sunday 31 December 2006: New Year's Day is taken, so Tuesday 2 January")
    func acrossTheYear() {
        #expect(cm.names(on: "2007-01-02") == ["Eid al-Adha (observed)"])
    }

    @Test("Youth Day from 1966, National Day from 1972, the days off of 2021")
    func history() {
        #expect(cm.names(on: "1965-02-11").isEmpty)
        #expect(cm.names(on: "1966-02-11") == ["Youth Day"])
        #expect(cm.dates(of: "National Day", year: 1971).isEmpty)
        #expect(cm.names(on: "1972-05-20") == ["National Day"])
        #expect(cm.names(on: "2021-07-19") == ["Public Holiday"])
        #expect(cm.holidays(year: 1959).isEmpty)
    }

    @Test("Saturday-Sunday weekend")
    func weekend() {
        #expect(cm.weekend.mask(on: day("2025-06-01")) == .saturdaySunday)
    }
}
