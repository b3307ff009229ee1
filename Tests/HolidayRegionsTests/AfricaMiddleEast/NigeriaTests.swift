import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Nigeria: the Public Holidays Act, the declared Muslim days and weekend substitutes")
struct NigeriaTests {
    let ng = RegionRegistry.region(code: "NG")!

    @Test("2025 exactly: declared Eids, substitutes for the weekend, the day of mourning")
    func year2025() {
        #expect(ng.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-03-30 Id el Fitr",
            "2025-03-31 Id el Fitr Holiday",
            "2025-04-01 Id el Fitr (observed)",
            "2025-04-18 Good Friday",
            "2025-04-21 Easter Monday",
            "2025-05-01 Workers' Day",
            "2025-06-06 Id el Kabir",
            "2025-06-07 Id el Kabir Holiday",
            "2025-06-09 Id el Kabir Holiday (observed)",
            "2025-06-12 Democracy Day",
            "2025-07-15 Day of Mourning for President Muhammadu Buhari",
            "2025-09-05 Id el Maulud",
            "2025-10-01 National Day",
            "2025-12-25 Christmas Day",
            "2025-12-26 Boxing Day",
        ])
    }

    @Test("Weekend substitutes from 2010, not before")
    func substitutes() {
        #expect(ng.names(on: "2005-01-03").isEmpty)  // New Year's Day 2005 on a Saturday
        #expect(ng.names(on: "2009-10-01") == ["National Day"])
        #expect(ng.names(on: "2011-01-03") == ["New Year's Day (observed)"])  // 2011-01-01 a Saturday
    }

    @Test("Two holidays on one Sunday give one substitute day (Christmas and Id el Fitr Holiday, 2033)")
    func oneSubstitutePerDate() {
        #expect(ng.names(on: "2033-12-28") == ["Id el Fitr Holiday (observed)"])
        #expect(ng.names(on: "2033-12-29").isEmpty)
    }

    @Test("Workers' Day from 1985; Democracy Day 29 May 2000-2018, 12 June from 2019")
    func history() {
        #expect(ng.names(on: "1984-05-01").isEmpty)
        #expect(ng.names(on: "1985-05-01") == ["Workers' Day"])
        #expect(ng.names(on: "1999-05-29") == ["Presidential Inauguration Day"])
        #expect(ng.names(on: "2000-05-29") == ["Democracy Day"])
        #expect(ng.names(on: "2018-05-29") == ["Democracy Day"])
        #expect(ng.names(on: "2018-06-12").isEmpty)
        #expect(ng.names(on: "2019-06-12") == ["Democracy Day"])
        #expect(ng.names(on: "2019-05-29") == ["Presidential Inauguration Day"])
        #expect(ng.names(on: "2020-05-29").isEmpty)
    }

    @Test("Nigeria's sighting: declared dates confirmed, a day after Umm al-Qura otherwise, later years estimated")
    func islamic() throws {
        // Declared on Umm al-Qura's own day (2025) and a day after it (2024: Umm al-Qura 9 April).
        #expect(try #require(ng.holiday("Id el Fitr", on: "2025-03-30")).isEstimated == false)
        #expect(try #require(ng.holiday("Id el Fitr", on: "2024-04-10")).isEstimated == false)
        #expect(try #require(ng.holiday("Id el Kabir", on: "2030-04-14")).isEstimated)
    }

    @Test("The weekend is Saturday and Sunday; known from 1979, the Decree's year")
    func weekendAndKnown() {
        #expect(ng.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(ng.holidays(year: 1978).isEmpty)
        #expect(ng.names(on: "1979-10-01") == ["National Day"])
    }
}
