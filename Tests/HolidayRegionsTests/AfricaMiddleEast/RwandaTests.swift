import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Rwanda: the Presidential Orders, weekend holidays on the next working day from 2017")
struct RwandaTests {
    let rw = RegionRegistry.region(code: "RW")!

    @Test("2025 exactly")
    func year2025() {
        #expect(rw.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-02 Day after New Year's Day",
            "2025-02-01 National Heroes' Day",
            "2025-02-03 National Heroes' Day (observed)",
            "2025-03-31 Eid al-Fitr",
            "2025-04-07 Genocide against the Tutsi Memorial Day",
            "2025-04-18 Good Friday",
            "2025-04-21 Easter Monday",
            "2025-05-01 Labour Day",
            "2025-06-06 Eid al-Adha",
            "2025-07-01 Independence Day",
            "2025-07-04 Liberation Day",
            "2025-08-01 Umuganura Day",
            "2025-08-15 Assumption Day",
            "2025-12-25 Christmas Day",
            "2025-12-26 Boxing Day",
        ])
    }

    @Test("Substitute days from 2017: none for a Sunday in 2015, a Monday for a Saturday in 2020")
    func substitutes() {
        #expect(rw.names(on: "2015-02-02").isEmpty)
        #expect(rw.names(on: "2020-02-03") == ["National Heroes' Day (observed)"])
    }

    @Test("New Year on a Saturday 2022: the Monday; the day after it on a Sunday gives nothing")
    func newYear() {
        #expect(rw.names(on: "2022-01-03") == ["New Year's Day (observed)"])
        #expect(rw.names(on: "2022-01-04").isEmpty)
    }

    @Test("Easter Monday from 2017, Umuganura and Eid al-Adha from 2015, the day after New Year from 2016")
    func history() {
        #expect(rw.names(on: "2016-03-28").isEmpty)
        #expect(rw.names(on: "2017-04-17") == ["Easter Monday"])
        #expect(rw.dates(of: "Umuganura Day", year: 2014).isEmpty)
        #expect(rw.dates(of: "Umuganura Day", year: 2015) == ["2015-08-07"])
        #expect(rw.dates(of: "Eid al-Adha", year: 2014).isEmpty)
        #expect(rw.names(on: "2015-01-02").isEmpty)
        #expect(rw.names(on: "2016-01-02") == ["Day after New Year's Day"])
        #expect(rw.holidays(year: 2011).isEmpty)
    }

    @Test("Eid al-Adha 2022 as Rwanda observed it, two days after Umm al-Qura")
    func eid() {
        #expect(rw.dates(of: "Eid al-Adha", year: 2022) == ["2022-07-11"])
        #expect(rw.localName == "Rwanda")
        #expect(rw.holiday("Christmas Day", on: "2025-12-25")?.localName == "Noheli")
    }

    @Test("Saturday-Sunday weekend")
    func weekend() {
        #expect(rw.weekend.mask(on: day("2025-06-01")) == .saturdaySunday)
    }
}
