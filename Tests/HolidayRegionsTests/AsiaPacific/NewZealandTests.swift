import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("New Zealand public holidays and anniversary days")
struct NewZealandTests {
    let nz = RegionRegistry.region(code: "NZ")!
    let auckland = RegionRegistry.region(code: "NZ-AUK")!
    let otago = RegionRegistry.region(code: "NZ-OTA")!

    @Test("2026 exactly: Anzac Day and Boxing Day on a Saturday give the Monday")
    func year2026NZ() {
        #expect(nz.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 Day after New Year's Day",
            "2026-02-06 Waitangi Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-04-25 Anzac Day",
            "2026-04-27 Anzac Day (observed)",
            "2026-06-01 King's Birthday",
            "2026-07-10 Matariki",
            "2026-10-26 Labour Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
            "2026-12-28 Boxing Day (observed)",
        ])
    }

    @Test("2026 in Otago: the nation's days and March 23, a Monday")
    func year2026Otago() {
        #expect(otago.lines(year: 2026) == (nz.lines(year: 2026) + [
            "2026-03-23 Otago Anniversary Day",
        ]).sorted())
    }

    @Test("Matariki on the schedule's dates, 2022-2052 only")
    func matariki() {
        #expect(nz.dates(of: "Matariki", year: 2021).isEmpty)
        #expect(nz.dates(of: "Matariki", year: 2022) == ["2022-06-24"])
        #expect(nz.dates(of: "Matariki", year: 2052) == ["2052-06-21"])
        #expect(nz.dates(of: "Matariki", year: 2053).isEmpty)
    }

    @Test("New Zealand Day 1974-1976, Waitangi Day from 1977; Monday for a weekend from 2014")
    func waitangiDay() {
        #expect(nz.dates(of: "New Zealand Day", year: 1973).isEmpty)
        #expect(nz.dates(of: "New Zealand Day", year: 1974) == ["1974-02-06"])
        #expect(nz.dates(of: "Waitangi Day", year: 1977) == ["1977-02-06"])
        // 2010 a Saturday: no Monday before the 2013 amendment; 2016 a Saturday: Monday.
        #expect(nz.names(on: "2010-02-08").isEmpty)
        #expect(nz.names(on: "2016-02-08") == ["Waitangi Day (observed)"])
        #expect(nz.names(on: "2009-04-27").isEmpty)
        #expect(nz.names(on: "2015-04-27") == ["Anzac Day (observed)"])
    }

    @Test("New Year's and Christmas days on a weekend: the Monday and the Tuesday")
    func mondayisation() {
        // 2022: January 1 a Saturday, January 2 a Sunday.
        #expect(nz.names(on: "2022-01-03") == ["New Year's Day (observed)"])
        #expect(nz.names(on: "2022-01-04") == ["Day after New Year's Day (observed)"])
        // 2022: Christmas a Sunday, Boxing Day a Monday: Christmas gives the Tuesday.
        #expect(nz.names(on: "2022-12-27") == ["Christmas Day (observed)"])
        #expect(nz.names(on: "2022-09-26") == ["Queen Elizabeth II Memorial Day"])
    }

    @Test("Anniversary days on the nearest Monday; Otago's moves off Easter Monday")
    func anniversaryDays() {
        // January 29, 2026 a Thursday: the Monday before.
        #expect(auckland.dates(of: "Auckland Anniversary Day", year: 2026) == ["2026-01-26"])
        // 2008: March 23 is Easter Sunday; its nearest Monday is Easter Monday: Tuesday.
        #expect(otago.dates(of: "Otago Anniversary Day", year: 2008) == ["2008-03-25"])
        let southland = RegionRegistry.region(code: "NZ-STL")!
        #expect(southland.dates(of: "Southland Anniversary Day", year: 2011) == ["2011-01-17"])
        #expect(southland.dates(of: "Southland Anniversary Day", year: 2012) == ["2012-04-10"])
        let westCoast = RegionRegistry.region(code: "NZ-WTC")!
        #expect(westCoast.dates(of: "West Coast Anniversary Day", year: 2005) == ["2005-12-05"])
        #expect(westCoast.dates(of: "West Coast Anniversary Day", year: 2006) == ["2006-12-04"])
        let canterbury = RegionRegistry.region(code: "NZ-CAN")!
        #expect(canterbury.dates(of: "Canterbury Anniversary Day", year: 2026) == ["2026-11-13"])
        let southCanterbury = RegionRegistry.region(code: "NZ-SOUTHCANTERBURY")!
        #expect(southCanterbury.dates(of: "South Canterbury Anniversary Day", year: 2026) == ["2026-09-28"])
        #expect(southCanterbury.dates(of: "Canterbury Anniversary Day", year: 2026).isEmpty)
        #expect(RegionRegistry.region(code: "NZ-HKB")!.dates(of: "Hawke's Bay Anniversary Day", year: 2026) == ["2026-10-23"])
        #expect(RegionRegistry.region(code: "NZ-MBH")!.dates(of: "Marlborough Anniversary Day", year: 2026) == ["2026-11-02"])
        #expect(RegionRegistry.region(code: "NZ-NSN")!.dates(of: "Nelson Anniversary Day", year: 2026) == ["2026-02-02"])
        #expect(RegionRegistry.region(code: "NZ-WGN")!.dates(of: "Wellington Anniversary Day", year: 2026) == ["2026-01-19"])
        #expect(RegionRegistry.region(code: "NZ-CIT")!.dates(of: "Chatham Islands Anniversary Day", year: 2026) == ["2026-11-30"])
        #expect(RegionRegistry.region(code: "NZ-TKI")!.dates(of: "Taranaki Anniversary Day", year: 2026) == ["2026-03-09"])
        #expect(RegionRegistry.region(code: "NZ-BOP")!.lines(year: 2026) == nz.lines(year: 2026))
    }

    @Test("Northland kept Waitangi Day 1964-1973 in place of Auckland's anniversary")
    func northland() {
        let northland = RegionRegistry.region(code: "NZ-NTL")!
        #expect(northland.dates(of: "Auckland Anniversary Day", year: 1963) == ["1963-01-28"])
        #expect(northland.dates(of: "Auckland Anniversary Day", year: 1964).isEmpty)
        #expect(northland.dates(of: "Waitangi Day", year: 1964) == ["1964-02-03"])
        #expect(northland.dates(of: "Waitangi Day", year: 1973) == ["1973-02-05"])
        #expect(northland.dates(of: "Auckland Anniversary Day", year: 1974) == ["1974-01-28"])
    }
}
