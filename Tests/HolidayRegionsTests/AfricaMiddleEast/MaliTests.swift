import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Mali: Ordinance 54 of 1960 and its amendments, the Islamic days as observed")
struct MaliTests {
    let ml = RegionRegistry.region(code: "ML")!

    @Test("2024 exactly: the Maouloud and its Baptism a week later, a day after Umm al-Qura")
    func year2024() {
        #expect(ml.lines(year: 2024) == [
            "2024-01-01 New Year's Day",
            "2024-01-20 Armed Forces Day",
            "2024-03-26 Martyrs' Day",
            "2024-04-01 Easter Monday",
            "2024-04-09 Eid al-Fitr",
            "2024-05-01 Labour Day",
            "2024-05-25 Africa Day",
            "2024-06-17 Eid al-Adha",
            "2024-09-16 Prophet's Birthday",
            "2024-09-22 National Day of the Republic of Mali",
            "2024-09-23 Prophet's Baptism",
            "2024-12-25 Christmas Day",
        ])
    }

    @Test("The Army's day and Africa Day from 1965, Martyrs' Day from 1992")
    func laterDays() {
        #expect(ml.names(on: "1964-01-20").isEmpty)
        #expect(ml.names(on: "1965-01-20") == ["Armed Forces Day"])
        #expect(ml.names(on: "1964-05-25").isEmpty)
        #expect(ml.names(on: "1965-05-25") == ["Africa Day"])
        #expect(ml.names(on: "1991-03-26").isEmpty)
        #expect(ml.names(on: "1992-03-26") == ["Martyrs' Day"])
    }

    @Test("Easter Monday and the Baptism from 2006 (Law 05-40), the Birthday renamed then")
    func law2005() throws {
        #expect(ml.dates(of: "Easter Monday", year: 2005).isEmpty)
        #expect(ml.dates(of: "Easter Monday", year: 2006) == ["2006-04-17"])
        #expect(ml.dates(of: "Prophet's Baptism", year: 2005).isEmpty)
        #expect(ml.dates(of: "Prophet's Baptism", year: 2006).count == 1)
        let before = try #require(ml.holidays(year: 2005).first { $0.name == "Prophet's Birthday" })
        let after = try #require(ml.holidays(year: 2006).first { $0.name == "Prophet's Birthday" })
        #expect(before.localName == "Journée du Mawloud")
        #expect(after.localName == "Journée du Maouloud (Naissance du Prophète)")
    }

    @Test("Observed dates: Tabaski 2016 two days after Umm al-Qura, confirmed; 2026 estimated")
    func observedCalendar() throws {
        #expect(try !#require(ml.holiday("Eid al-Adha", on: "2016-09-13")).isEstimated)
        #expect(try #require(ml.holidays(year: 2026).first { $0.name == "Eid al-Fitr" }).isEstimated)
    }

    @Test("No substitute days; Saturday-Sunday weekend; known from 1961")
    func weekendAndKnown() {
        #expect(ml.names(on: "2022-09-22") == ["National Day of the Republic of Mali"])
        #expect(ml.names(on: "2019-09-23").isEmpty)  // the National Day of 2019 was a Sunday
        #expect(ml.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(ml.holidays(year: 1960).isEmpty)
        #expect(ml.names(on: "1961-09-22") == ["National Day of the Republic of Mali"])
    }
}
