import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Canada: the nationwide holidays, the provinces' own, English and French")
struct CanadaTests {
    let canada = RegionRegistry.region(code: "CA")!

    func province(_ code: String) -> Region { RegionRegistry.region(code: "CA-\(code)")! }

    @Test("Canada 2027 exactly: the five nationwide days, and the employer's optional Christmas and Boxing Day")
    func year2027() {
        #expect(canada.lines(year: 2027) == [
            "2027-01-01 New Year's Day",
            "2027-03-26 Good Friday",
            "2027-07-01 Canada Day",
            "2027-09-06 Labour Day",
            "2027-12-25 Christmas Day",
            // Christmas on a Saturday gives Monday the 27th.
            "2027-12-27 Christmas Day (observed)",
        ])
        #expect(canada.lines(year: 2027, kinds: [.optional]) == [
            "2027-12-25 Christmas Day",
            "2027-12-26 Boxing Day",
            "2027-12-27 Christmas Day (observed)",
            "2027-12-28 Boxing Day (observed)",
        ])
        #expect(canada.languages == ["en", "fr"])
        #expect(canada.firstWeekday == .sunday)
    }

    @Test("Ontario 2027 exactly: Family Day, Victoria Day, Thanksgiving, Boxing Day on the Tuesday")
    func ontario2027() {
        #expect(province("ON").lines(year: 2027) == [
            "2027-01-01 New Year's Day",
            "2027-02-15 Family Day",
            "2027-03-26 Good Friday",
            "2027-05-24 Victoria Day",
            "2027-07-01 Canada Day",
            "2027-09-06 Labour Day",
            "2027-10-11 Thanksgiving",
            "2027-12-25 Christmas Day",
            "2027-12-26 Boxing Day",
            "2027-12-27 Christmas Day (observed)",
            "2027-12-28 Boxing Day (observed)",
        ])
        #expect(province("ON").dates(of: "Family Day", year: 2007).isEmpty)
        #expect(province("ON").dates(of: "Family Day", year: 2008) == ["2008-02-18"])
    }

    @Test("Quebec in French first: the Fête nationale, Patriots' Day, no Boxing Day")
    func quebec() {
        let quebec = province("QC")
        #expect(quebec.languages == ["fr", "en"])
        #expect(quebec.holiday("Saint-Jean-Baptiste Day", on: "2027-06-24")?.localName == "Fête nationale du Québec")
        #expect(quebec.holiday("Canada Day", on: "2027-07-01")?.localName == "Fête du Canada")
        #expect(quebec.holidays(in: DateRange(day: day("2027-07-01")), language: "en").map(\.localName) == ["Canada Day"])
        #expect(quebec.names(on: "2027-12-26").isEmpty)
        #expect(quebec.dates(of: "National Patriots' Day", year: 2002).isEmpty)
        #expect(quebec.dates(of: "National Patriots' Day", year: 2003) == ["2003-05-19"])
        #expect(quebec.dates(of: "Victoria Day", year: 2027).isEmpty)
        // June 24 on a Sunday gives Monday the 25th, a Saturday nothing (2029, 2028).
        #expect(quebec.names(on: "2029-06-25") == ["Saint-Jean-Baptiste Day (observed)"])
        #expect(quebec.holiday("Saint-Jean-Baptiste Day (observed)", on: "2029-06-25")?.localName
            == "Fête nationale du Québec (observé)")
        #expect(quebec.names(on: "2028-06-26").isEmpty)
        // Canada Day on a Sunday (2029): Monday July 2 in Quebec, nothing for Canada as a whole.
        #expect(quebec.names(on: "2029-07-02") == ["Canada Day (observed)"])
        #expect(canada.names(on: "2029-07-02").isEmpty)
    }

    @Test("Dominion Day until 1982, Canada Day from 1983; Victoria Day on May 24 until 1952")
    func history() {
        #expect(canada.names(on: "1982-07-01") == ["Dominion Day"])
        #expect(canada.names(on: "1983-07-01") == ["Canada Day"])
        #expect(province("ON").dates(of: "Victoria Day", year: 1952) == ["1952-05-24"])
        #expect(province("ON").dates(of: "Victoria Day", year: 1953) == ["1953-05-18"])
        // May 24 on a Monday is the day itself (2027), not the Monday before.
        #expect(province("ON").dates(of: "Victoria Day", year: 2027) == ["2027-05-24"])
    }

    @Test("The National Day for Truth and Reconciliation by province: BC 2023, MB 2024, NT and PE 2022")
    func truthAndReconciliation() {
        let name = "National Day for Truth and Reconciliation"
        #expect(province("BC").dates(of: name, year: 2022).isEmpty)
        #expect(province("BC").dates(of: name, year: 2023) == ["2023-09-30"])
        // Saturday 2023-09-30 gives Monday October 2 in British Columbia, not in Yukon.
        #expect(province("BC").names(on: "2023-10-02") == ["\(name) (observed)"])
        #expect(province("YT").names(on: "2023-10-02").isEmpty)
        #expect(province("MB").dates(of: name, year: 2023).isEmpty)
        #expect(province("MB").dates(of: name, year: 2024) == ["2024-09-30"])
        #expect(province("NT").dates(of: name, year: 2022) == ["2022-09-30"])
        #expect(province("PE").dates(of: name, year: 2021).isEmpty)
        // Alberta: a day an employer may give, from 2021.
        #expect(province("AB").holiday(name, on: "2021-09-30")?.kind == .optional)
        #expect(canada.names(on: "2026-09-30").isEmpty)
    }

    @Test("Provinces' own days: Family Day's years, Newfoundland's Mondays, Nunavut from 1999")
    func provincesOwnDays() {
        #expect(province("AB").dates(of: "Family Day", year: 1990) == ["1990-02-19"])
        #expect(province("BC").dates(of: "Family Day", year: 2018) == ["2018-02-12"])
        #expect(province("BC").dates(of: "Family Day", year: 2019) == ["2019-02-18"])
        #expect(province("PE").dates(of: "Islander Day", year: 2009) == ["2009-02-09"])
        #expect(province("PE").dates(of: "Islander Day", year: 2010) == ["2010-02-15"])
        let newfoundland = province("NL")
        #expect(newfoundland.names(on: "2027-07-01") == ["Canada Day", "Memorial Day"])
        // St. George's Day 2010 on April 19 (the government's choice), 2027 on the nearest Monday.
        #expect(newfoundland.dates(of: "Saint George's Day", year: 2010) == ["2010-04-19"])
        #expect(newfoundland.dates(of: "Saint George's Day", year: 2027) == ["2027-04-26"])
        #expect(newfoundland.holiday("Saint Patrick's Day", on: "2027-03-15")?.kind == .optional)
        let nunavut = province("NU")
        #expect(nunavut.known == .from(1999))
        #expect(nunavut.holiday("Nunavut Day", on: "2000-04-01")?.kind == .optional)
        #expect(nunavut.holiday("Nunavut Day", on: "2019-07-09")?.kind == .optional)
        #expect(nunavut.holiday("Nunavut Day", on: "2020-07-09")?.kind == .public)
        #expect(province("YT").dates(of: "Heritage Day", year: 2027) == ["2027-02-26"])
        #expect(province("YT").names(on: "2022-09-19") == ["Funeral of Queen Elizabeth II"])
        #expect(province("ON").names(on: "2022-09-19").isEmpty)
        #expect(province("NT").dates(of: "National Indigenous Peoples Day", year: 2017) == ["2017-06-21"])
        #expect(province("NT").dates(of: "National Aboriginal Day", year: 2016) == ["2016-06-21"])
        #expect(RegionRegistry.all.filter { $0.code.hasPrefix("CA-") }.count == 13)
    }

    @Test("Remembrance Day: a weekend gives the Monday in Nova Scotia from 1981, not in British Columbia")
    func remembranceDay() {
        // 2028-11-11 is a Saturday.
        #expect(province("NS").names(on: "2028-11-13") == ["Remembrance Day (observed)"])
        #expect(province("BC").names(on: "2028-11-13").isEmpty)
        #expect(province("NS").names(on: "1980-11-11").isEmpty)
        #expect(province("MB").holiday("Remembrance Day", on: "2028-11-11")?.kind == .optional)
    }
}
