import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Côte d'Ivoire: Decrees 96-205 and 2011-371, Sunday holidays giving the Monday")
struct IvoryCoastTests {
    let ci = RegionRegistry.region(code: "CI")!

    @Test("2024 exactly: Tabaski on a Sunday gives the Monday; the Africa Cup of Nations day")
    func year2024() {
        #expect(ci.lines(year: 2024) == [
            "2024-01-01 New Year's Day",
            "2024-02-12 Africa Cup of Nations 2024 victory",
            "2024-04-01 Easter Monday",
            "2024-04-06 Day after the Night of Destiny",
            "2024-04-10 Eid al-Fitr",
            "2024-05-01 Labour Day",
            "2024-05-09 Ascension Day",
            "2024-05-20 Whit Monday",
            "2024-06-16 Eid al-Adha",
            "2024-06-17 Eid al-Adha (observed)",
            "2024-08-07 National Day",
            "2024-08-15 Assumption Day",
            "2024-09-15 Day after the Prophet's Birthday",
            "2024-11-01 All Saints' Day",
            "2024-11-15 National Peace Day",
            "2024-12-25 Christmas Day",
        ])
    }

    @Test("Christmas on a Sunday gives the Monday from 2011 (Decree 2011-371), not in 2005")
    func christmas() {
        #expect(ci.names(on: "2005-12-26").isEmpty)
        #expect(ci.names(on: "2011-12-26") == ["Christmas Day (observed)"])
    }

    @Test("Labour Day on a Sunday gives the Monday in every year")
    func labourDay() {
        #expect(ci.names(on: "2005-05-02") == ["Labour Day (observed)"])
    }

    @Test("Houphouët-Boigny's anniversary until 2000")
    func houphouet() {
        #expect(ci.names(on: "2000-12-07") == ["Anniversary of the Death of President Félix Houphouët-Boigny"])
        #expect(ci.names(on: "2001-12-07").isEmpty)
    }

    @Test("Islamic days on Umm al-Qura, estimated")
    func islamic() throws {
        #expect(try #require(ci.holiday("Eid al-Fitr", on: "2024-04-10")).isEstimated)
    }

    @Test("Saturday-Sunday weekend; known from 1997")
    func weekendAndKnown() {
        #expect(ci.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(ci.holidays(year: 1996).isEmpty)
        #expect(ci.names(on: "1997-08-07") == ["National Day"])
    }
}
