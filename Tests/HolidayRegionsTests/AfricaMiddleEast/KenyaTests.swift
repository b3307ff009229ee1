import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Kenya: the Public Holidays Act, the Constitution's days, the Gazette's Idd-ul-Fitr and declared days")
struct KenyaTests {
    let ke = RegionRegistry.region(code: "KE")!

    @Test("2023 exactly: New Year's Day on a Sunday gives the Monday; the Tree Growing Day")
    func year2023() {
        #expect(ke.lines(year: 2023) == [
            "2023-01-01 New Year's Day",
            "2023-01-02 New Year's Day (observed)",
            "2023-04-07 Good Friday",
            "2023-04-10 Easter Monday",
            "2023-04-21 Idd-ul-Fitr",
            "2023-05-01 Labour Day",
            "2023-06-01 Madaraka Day",
            "2023-10-10 Utamaduni Day",
            "2023-10-20 Mashujaa Day",
            "2023-11-13 National Tree Growing Day",
            "2023-12-12 Jamhuri Day",
            "2023-12-25 Christmas Day",
            "2023-12-26 Boxing Day",
        ])
    }

    @Test("Sunday to the next free day from 1985: Christmas 2022 on a Sunday goes past Boxing Day to the Tuesday")
    func sundayRule() {
        #expect(ke.names(on: "2022-12-27") == ["Christmas Day (observed)"])
        #expect(ke.names(on: "1984-01-02").isEmpty)
        #expect(ke.names(on: "1989-01-02") == ["New Year's Day (observed)"])
    }

    @Test("Moi Day 1990-2009 and from 2018, renamed Utamaduni Day 2021 and Mazingira Day 2025; the 2011 renames")
    func renames() {
        #expect(ke.names(on: "1989-10-10").isEmpty)
        #expect(ke.names(on: "2009-10-10") == ["Moi Day"])
        #expect(ke.names(on: "2010-10-10").isEmpty)
        #expect(ke.names(on: "2018-10-10") == ["Moi Day"])
        #expect(ke.names(on: "2021-10-10") == ["Utamaduni Day"])
        #expect(ke.names(on: "2025-10-10") == ["Mazingira Day"])
        #expect(ke.names(on: "2010-10-20") == ["Kenyatta Day"])
        #expect(ke.names(on: "2011-10-20") == ["Mashujaa Day"])
        #expect(ke.names(on: "2010-06-01").isEmpty)
        #expect(ke.names(on: "2010-12-12") == ["Independence Day"])
    }

    @Test("Idd-ul-Fitr as the Gazette announced it, a day after Umm al-Qura in 2025; later years estimated")
    func iddUlFitr() throws {
        #expect(ke.dates(of: "Idd-ul-Fitr", year: 2025) == ["2025-03-31"])
        #expect(try #require(ke.holiday("Idd-ul-Fitr", on: "2025-03-31")).isEstimated == false)
        #expect(try #require(ke.holidays(year: 2030).first { $0.name == "Idd-ul-Fitr" }).isEstimated)
    }

    @Test("Declared days; Saturday-Sunday weekend, Sunday first; Swahili names; known from 1964")
    func declaredAndWeekend() {
        #expect(ke.names(on: "2025-10-17") == ["State Funeral for Former Prime Minister Raila Odinga"])
        #expect(ke.names(on: "2017-10-26") == ["Election Day"])
        #expect(ke.weekend.current == .saturdaySunday)
        #expect(ke.firstWeekday == .sunday)
        #expect(ke.holidays(in: DateRange(day: day("2025-06-01")), language: "sw").map(\.localName) == ["Sikukuu ya Madaraka"])
        #expect(ke.holidays(year: 1963).isEmpty)
    }
}
