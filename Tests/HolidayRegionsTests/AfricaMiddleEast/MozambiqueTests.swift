import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Mozambique: the national holidays, a Sunday giving the Monday")
struct MozambiqueTests {
    let mz = RegionRegistry.region(code: "MZ")!

    @Test("2022 exactly: Sunday holidays give the Monday, a Saturday none")
    func year2022() {
        #expect(mz.lines(year: 2022) == [
            "2022-01-01 International Fraternalism Day",
            "2022-02-03 Heroes' Day",
            "2022-04-07 Women's Day",
            "2022-05-01 International Workers' Day",
            "2022-05-02 International Workers' Day (observed)",
            "2022-06-25 National Independence Day",
            "2022-09-07 Victory Day",
            "2022-09-25 Armed Forces Day",
            "2022-09-26 Armed Forces Day (observed)",
            "2022-10-04 Peace and Reconciliation Day",
            "2022-12-25 Family Day",
            "2022-12-26 Family Day (observed)",
        ])
    }

    @Test("Peace and Reconciliation Day from 1993; known from 1975; Portuguese names with ponte")
    func history() {
        #expect(mz.names(on: "1992-10-04").isEmpty)
        #expect(mz.names(on: "1993-10-04") == ["Peace and Reconciliation Day"])
        #expect(mz.holidays(year: 1974).isEmpty)
        #expect(mz.names(on: "1975-06-25") == ["National Independence Day"])
        #expect(mz.holidays(in: DateRange(day: day("2022-12-26")), language: "pt").map(\.localName) == ["Dia da Família (ponte)"])
        #expect(mz.firstWeekday == .sunday)
    }
}
