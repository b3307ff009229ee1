import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("South Korea: lunar holidays, substitute holidays, election and temporary days")
struct SouthKoreaTests {
    let kr = RegionRegistry.region(code: "KR")!

    @Test("2025 exactly: one substitute for two holidays on one date, a Sunday Chuseok eve's substitute")
    func year2025() {
        #expect(kr.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-27 Temporary Public Holiday",
            "2025-01-28 Day before Korean New Year",
            "2025-01-29 Korean New Year",
            "2025-01-30 Day after Korean New Year",
            "2025-03-01 Independence Movement Day",
            "2025-03-03 Independence Movement Day (substitute holiday)",
            "2025-05-01 Workers' Day",
            "2025-05-05 Buddha's Birthday",
            "2025-05-05 Children's Day",
            "2025-05-06 Buddha's Birthday (substitute holiday)",
            "2025-06-03 Presidential Election Day",
            "2025-06-06 Memorial Day",
            "2025-08-15 Liberation Day",
            "2025-10-03 National Foundation Day",
            "2025-10-05 Day before Chuseok",
            "2025-10-06 Chuseok",
            "2025-10-07 Day after Chuseok",
            "2025-10-08 Day before Chuseok (substitute holiday)",
            "2025-10-09 Hangul Day",
            "2025-12-25 Christmas Day",
        ])
        #expect(kr.holiday("Korean New Year", on: "2025-01-29")?.localName == "설날")
        #expect(kr.holiday("Day before Chuseok (substitute holiday)", on: "2025-10-08")?.localName == "추석 전날 대체공휴일")
    }

    @Test("Substitute eras: Seollal and Chuseok from 2014 (Sunday or another holiday, not Saturday), the national days from 2021-2022")
    func substituteEras() {
        // 2014: Seollal Thursday-Saturday: no substitute for the Saturday; Chuseok eve on Sunday.
        #expect(kr.names(on: "2014-02-03").isEmpty)
        #expect(kr.names(on: "2014-09-10") == ["Day before Chuseok (substitute holiday)"])
        // 2013: Seollal eve on a Saturday, its day on Sunday: no substitute before 2014.
        #expect(kr.names(on: "2013-02-11") == ["Day after Korean New Year"])
        #expect(kr.names(on: "2013-02-12").isEmpty)
        // 2017: National Foundation Day and Chuseok eve on one Tuesday: one substitute.
        #expect(kr.dates(of: "Day before Chuseok (substitute holiday)", year: 2017) == ["2017-10-06"])
        #expect(kr.dates(of: "National Foundation Day (substitute holiday)", year: 2017).isEmpty)
        // Liberation Day on a Saturday: none in 2020, a Monday from 2021 (2026).
        #expect(kr.names(on: "2020-08-17") == ["Temporary Public Holiday"])
        #expect(kr.names(on: "2026-08-17") == ["Liberation Day (substitute holiday)"])
        // Independence Movement Day on a Saturday: none in 2020, Monday from 2022 (2025 above).
        #expect(kr.names(on: "2020-03-02").isEmpty)
        // Children's Day on Sunday: none in 2014, Monday from 2015 (2024).
        #expect(kr.names(on: "2014-05-06") == ["Buddha's Birthday"])
        #expect(kr.names(on: "2024-05-06") == ["Children's Day (substitute holiday)"])
        // Buddha's Birthday and Christmas from 2023; Constitution and Labour Day from 2026.
        #expect(kr.names(on: "2023-05-29") == ["Buddha's Birthday (substitute holiday)"])
        #expect(kr.names(on: "2022-12-26").isEmpty)
        #expect(kr.names(on: "2027-12-27") == ["Christmas Day (substitute holiday)"])
        #expect(kr.names(on: "2027-07-19") == ["Constitution Day (substitute holiday)"])
        // Decreed once before the law: 1960's Sunday holidays.
        #expect(kr.names(on: "1960-07-18") == ["Constitution Day (substitute holiday)"])
        #expect(kr.holiday("Constitution Day (substitute holiday)", on: "1960-07-18")?.observedOf == day("1960-07-17"))
    }

    @Test("History: Seollal from 1985, three days from 1989; New Year's days; days added and removed")
    func history() {
        #expect(kr.dates(of: "Folk Day", year: 1984).isEmpty)
        #expect(kr.dates(of: "Folk Day", year: 1985) == ["1985-02-20"])
        #expect(kr.dates(of: "Korean New Year", year: 1988).isEmpty)
        #expect(kr.dates(of: "Day before Korean New Year", year: 1989) == ["1989-02-05"])
        #expect(kr.dates(of: "New Year holiday", year: 1989) == ["1989-01-02", "1989-01-03"])
        #expect(kr.dates(of: "New Year holiday", year: 1990) == ["1990-01-02"])
        #expect(kr.dates(of: "New Year holiday", year: 1999).isEmpty)
        #expect(kr.dates(of: "Day after Chuseok", year: 1985).isEmpty)
        #expect(kr.dates(of: "Day after Chuseok", year: 1986) == ["1986-09-19"])
        #expect(kr.dates(of: "Day before Chuseok", year: 1988).isEmpty)
        #expect(kr.dates(of: "Tree Planting Day", year: 1960).isEmpty)
        #expect(kr.dates(of: "Tree Planting Day", year: 2005) == ["2005-04-05"])
        #expect(kr.dates(of: "Tree Planting Day", year: 2006).isEmpty)
        #expect(kr.dates(of: "Constitution Day", year: 2007) == ["2007-07-17"])
        #expect(kr.dates(of: "Constitution Day", year: 2008).isEmpty)
        #expect(kr.dates(of: "Constitution Day", year: 2026) == ["2026-07-17"])
        #expect(kr.dates(of: "Hangul Day", year: 1990) == ["1990-10-09"])
        #expect(kr.dates(of: "Hangul Day", year: 1991).isEmpty)
        #expect(kr.dates(of: "Hangul Day", year: 2013) == ["2013-10-09"])
        #expect(kr.dates(of: "Armed Forces Day", year: 1990) == ["1990-10-01"])
        #expect(kr.dates(of: "Armed Forces Day", year: 1991).isEmpty)
        #expect(kr.dates(of: "United Nations Day", year: 1975) == ["1975-10-24"])
        #expect(kr.dates(of: "United Nations Day", year: 1976).isEmpty)
        #expect(kr.holiday("Buddha's Birthday", on: "2016-05-14")?.localName == "석가탄신일")
        #expect(kr.holiday("Buddha's Birthday", on: "2017-05-03")?.localName == "부처님오신날")
        // Workers' Day: a bank holiday on March 10 until 1993, May 1 from 1994, public from 2026.
        #expect(kr.holiday("Workers' Day", on: "1993-03-10")?.kind == .bank)
        #expect(kr.holiday("Workers' Day", on: "1994-05-01")?.kind == .bank)
        #expect(kr.holiday("Labour Day", on: "2026-05-01")?.kind == .public)
        #expect(kr.dates(of: "Workers' Day", year: 2026).isEmpty)
    }

    @Test("Election days: the second Wednesday of April, June's local election moved past Memorial Day")
    func elections() {
        #expect(kr.dates(of: "National Assembly Election Day", year: 2024) == ["2024-04-10"])
        #expect(kr.dates(of: "National Assembly Election Day", year: 2020) == ["2020-04-15"])
        #expect(kr.dates(of: "National Assembly Election Day", year: 2028) == ["2028-04-12"])
        #expect(kr.dates(of: "National Assembly Election Day", year: 2026).isEmpty)
        // 2018: June 6 a Wednesday, so the second Wednesday; 2022: June 6 a Monday, the first.
        #expect(kr.dates(of: "Local Election Day", year: 2018) == ["2018-06-13"])
        #expect(kr.dates(of: "Local Election Day", year: 2022) == ["2022-06-01"])
        #expect(kr.dates(of: "Presidential Election Day", year: 2012) == ["2012-12-19"])
        #expect(kr.dates(of: "Presidential Election Day", year: 2030) == ["2030-04-03"])
    }

    @Test("The weekend: Sunday, Saturday too from 1 July 2005; the calendar starts on Sunday")
    func weekend() {
        #expect(kr.weekend.mask(on: day("2005-06-25")) == .sundayOnly)
        #expect(kr.weekend.mask(on: day("2005-07-02")) == .saturdaySunday)
        #expect(kr.firstWeekday == .sunday)
        #expect(kr.localName == "대한민국")
    }
}
