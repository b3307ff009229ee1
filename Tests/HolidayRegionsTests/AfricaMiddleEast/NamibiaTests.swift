import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Namibia: the Public Holidays Act 26 of 1990, its Sunday rule and the declared days")
struct NamibiaTests {
    let na = RegionRegistry.region(code: "NA")!

    @Test("2025 exactly: Cassinga Day and Africa Day on Sundays give the Mondays; the first Genocide Remembrance Day")
    func year2025() {
        #expect(na.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-01 Burial ceremony of Dr. Sam Shafiishuna Nujoma",
            "2025-03-21 Independence Day",
            "2025-04-18 Good Friday",
            "2025-04-21 Easter Monday",
            "2025-05-01 Workers' Day",
            "2025-05-04 Cassinga Day",
            "2025-05-05 Cassinga Day (observed)",
            "2025-05-25 Africa Day",
            "2025-05-26 Africa Day (observed)",
            "2025-05-28 Genocide Remembrance Day",
            "2025-05-29 Ascension Day",
            "2025-08-26 Heroes' Day",
            "2025-09-10 Day of the Namibian Women and International Human Rights Day",
            "2025-11-26 Regional Election Day",
            "2025-12-25 Christmas Day",
            "2025-12-26 Family Day",
        ])
    }

    @Test("10 September renamed from 2005; Genocide Remembrance Day from 2025; Christmas on a Sunday gives no Monday of its own")
    func history() {
        #expect(na.names(on: "2004-09-10") == ["International Human Rights Day"])
        #expect(na.names(on: "2005-09-10") == ["Day of the Namibian Women and International Human Rights Day"])
        #expect(na.names(on: "2024-05-28").isEmpty)
        #expect(na.names(on: "2022-12-26") == ["Family Day"])
        #expect(na.names(on: "2022-12-27").isEmpty)
    }

    @Test("Saturday-Sunday weekend, Monday first; Afrikaans names; known from 1991")
    func weekendAndKnown() {
        #expect(na.weekend.current == .saturdaySunday)
        #expect(na.firstWeekday == .monday)
        #expect(na.holidays(year: 1990).isEmpty)
        #expect(na.names(on: "1994-03-01") == ["Walvis Bay Reintegration Day"])
        #expect(na.holidays(in: DateRange(day: day("2025-08-26")), language: "af").map(\.localName) == ["Heldedag"])
    }
}
