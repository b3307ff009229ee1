import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Tonga public holidays")
struct TongaTests {
    let to = RegionRegistry.region(code: "TO")!

    @Test("2026 exactly: the holidays moved to the nearest Monday")
    func year2026TO() {
        #expect(to.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-04-25 Anzac Day",
            "2026-06-08 Emancipation Day",
            "2026-07-04 Birthday of the Reigning Sovereign of Tonga",
            "2026-09-17 Birthday of the Heir to the Crown of Tonga",
            "2026-11-02 Constitution Day",
            "2026-12-07 Anniversary of the Coronation of HM King George Tupou I",
            "2026-12-25 Christmas Day",
            "2026-12-26 Boxing Day",
        ])
    }

    @Test("Until 2009 a Sunday gives the Monday; from 2010 the holiday moves to the nearest Monday")
    func mondayisation() {
        // 2008: the sovereign's birthday, May 4, a Sunday: kept, and the Monday added.
        #expect(to.names(on: "2008-05-04") == ["Birthday of the Reigning Sovereign of Tonga"])
        #expect(to.names(on: "2008-05-05") == ["Birthday of the Reigning Sovereign of Tonga (observed)"])
        // 2011: May 4 a Wednesday, moved back to Monday 2 May; Constitution Day, a Friday, on
        // to Monday 7 November.
        #expect(to.names(on: "2011-05-04").isEmpty)
        #expect(to.holiday("Birthday of the Reigning Sovereign of Tonga", on: "2011-05-02")?.observedOf == day("2011-05-04"))
        #expect(to.dates(of: "Constitution Day", year: 2011) == ["2011-11-07"])
        // New Year's Day on a Sunday gives the Monday until 2016 only (2012; 2017 none).
        #expect(to.names(on: "2012-01-02") == ["New Year's Day (observed)"])
        #expect(to.names(on: "2017-01-02").isEmpty)
        // Boxing Day on a Monday gave the Tuesday until 2009 (2005), not after (2011).
        #expect(to.names(on: "2005-12-27") == ["Boxing Day (observed)"])
        #expect(to.names(on: "2011-12-27").isEmpty)
    }

    @Test("The royal birthdays of each reign")
    func royalBirthdays() {
        #expect(to.dates(of: "Birthday of the Reigning Sovereign of Tonga", year: 2006) == ["2006-07-04"])
        #expect(to.dates(of: "Birthday of the Heir to the Crown of Tonga", year: 2006) == ["2006-05-04"])
        #expect(to.dates(of: "Birthday of the Reigning Sovereign of Tonga", year: 2012).isEmpty)
        #expect(to.dates(of: "Birthday of the Heir to the Crown of Tonga", year: 2012) == ["2012-09-17"])
        #expect(to.holiday("Constitution Day", on: "2026-11-02")?.localName == "ʻAho Konisitutone")
        #expect(to.lines(year: 1988).isEmpty)
    }
}
