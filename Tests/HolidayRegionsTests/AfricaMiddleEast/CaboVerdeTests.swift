import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Cabo Verde: national holidays and the 22 municipalities' days")
struct CaboVerdeTests {
    let cv = RegionRegistry.region(code: "CV")!

    @Test("2025 exactly, public and optional")
    func year2025() {
        #expect(cv.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-13 Democracy and Freedom Day",
            "2025-01-20 National Heroes Day",
            "2025-03-05 Ash Wednesday",
            "2025-04-18 Good Friday",
            "2025-04-20 Easter Sunday",
            "2025-05-01 Workers' Day",
            "2025-06-01 International Children's Day",
            "2025-07-05 National Independence Day",
            "2025-08-15 Assumption Day",
            "2025-11-01 All Saints' Day",
            "2025-12-25 Christmas Day",
        ])
        #expect(cv.lines(year: 2025, kinds: [.optional]) == [
            "2025-04-17 Holy Thursday",
            "2025-05-11 Mother's Day",
            "2025-06-15 Father's Day",
        ])
    }

    @Test("Freedom and Democracy Day from 2000, Children's Day from 2005")
    func laterDays() {
        #expect(cv.names(on: "1999-01-13").isEmpty)
        #expect(cv.names(on: "2000-01-13") == ["Democracy and Freedom Day"])
        #expect(cv.names(on: "2004-06-01").isEmpty)
        #expect(cv.names(on: "2005-06-01") == ["International Children's Day"])
    }

    @Test("São Vicente adds its day and Carnival Tuesday from 1983")
    func saoVicente() throws {
        let sv = try #require(RegionRegistry.region(code: "CV-SV"))
        #expect(sv.names(on: "2025-01-22") == ["São Vicente Municipality Day"])
        #expect(sv.names(on: "2025-03-04") == ["Carnival Tuesday"])
        #expect(sv.names(on: "1982-02-23").isEmpty)
        #expect(sv.names(on: "1983-01-22") == ["São Vicente Municipality Day"])
        #expect(cv.names(on: "2025-03-04").isEmpty)
    }

    @Test("Santo Antão's three municipalities keep the island's day")
    func santoAntao() throws {
        for code in ["CV-PA", "CV-PN", "CV-RG"] {
            let region = try #require(RegionRegistry.region(code: code))
            #expect(region.names(on: "2025-01-17").contains("Santo Antão Island Day"))
        }
        #expect(cv.names(on: "2025-01-17").isEmpty)
    }

    @Test("The municipalities created in 2005 have their days from then; Ribeira Grande de Santiago from 2006")
    func newMunicipalities() throws {
        let rb = try #require(RegionRegistry.region(code: "CV-RB"))
        #expect(rb.names(on: "2004-12-06").isEmpty)
        #expect(rb.names(on: "2005-12-06") == ["Ribeira Brava Municipality Day"])
        let rs = try #require(RegionRegistry.region(code: "CV-RS"))
        #expect(rs.names(on: "2005-01-31").isEmpty)
        #expect(rs.names(on: "2006-01-31") == ["Ribeira Grande de Santiago Municipality Day"])
        // Mosteiros' day is Assumption Day too: both listed.
        let mo = try #require(RegionRegistry.region(code: "CV-MO"))
        #expect(mo.names(on: "2025-08-15") == ["Assumption Day", "Mosteiros Municipality Day"])
    }

    @Test("Saturday-Sunday weekend; known from 1976; 22 municipalities")
    func weekendAndKnown() {
        #expect(cv.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(cv.holidays(year: 1975).isEmpty)
        #expect(cv.names(on: "1976-07-05") == ["National Independence Day"])
        #expect(RegionRegistry.all.filter { $0.code.hasPrefix("CV-") }.count == 22)
    }
}
