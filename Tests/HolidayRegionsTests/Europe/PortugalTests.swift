import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Portugal: compulsory and optional holidays, districts and autonomous regions")
struct PortugalTests {
    let portugal = RegionRegistry.region(code: "PT")!

    func district(_ code: String) -> Region { RegionRegistry.region(code: "PT-\(code)")! }

    @Test("2026 exactly: the compulsory holidays and the optional days")
    func year2026() {
        #expect(portugal.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-25 Freedom Day",
            "2026-05-01 Workers' Day",
            "2026-06-04 Corpus Christi",
            "2026-06-10 Day of Portugal, Camões, and the Portuguese Communities",
            "2026-08-15 Assumption Day",
            "2026-10-05 Republic Day",
            "2026-11-01 All Saints' Day",
            "2026-12-01 Restoration of Independence Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-25 Christmas Day",
        ])
        #expect(portugal.lines(year: 2026, kinds: [.optional]) == [
            "2026-02-17 Carnival",
            "2026-06-13 Saint Anthony's Day",
            "2026-12-24 Christmas Eve",
            "2026-12-26 Second Day of Christmas",
            "2026-12-31 New Year's Eve",
        ])
        #expect(portugal.holiday("Freedom Day", on: "2026-04-25")?.localName == "Dia da Liberdade")
    }

    @Test("A district adds its capital's municipal holiday")
    func districts() {
        let lisbon = district("11")
        #expect(lisbon.localName == "Lisboa")
        #expect(lisbon.holidays(on: day("2026-06-13")).map(\.kind) == [.public, .optional])
        #expect(portugal.holidays(on: day("2026-06-13")).map(\.kind) == [.optional])
        #expect(district("13").names(on: "2026-06-24") == ["Saint John's Day"])
        // Castelo Branco: the Tuesday two weeks after Easter Sunday.
        #expect(district("05").dates(of: "Feast of Our Lady of Mércoles", year: 2026) == ["2026-04-21"])
        #expect(district("02").dates(of: "Ascension Day", year: 2026) == ["2026-05-14"])
    }

    @Test("Lei n.º 23/2012: four days suspended from 2013 to 2015, restored in 2016")
    func suspendedDays() {
        for date in ["2012-06-07", "2012-10-05", "2012-11-01", "2012-12-01"] {
            #expect(portugal.holidays(on: day(date)).count == 1, "\(date)")
        }
        for date in ["2013-05-30", "2013-10-05", "2015-11-01", "2015-12-01"] {
            #expect(portugal.names(on: date).isEmpty, "\(date)")
        }
        #expect(portugal.names(on: "2016-10-05") == ["Republic Day"])
        #expect(portugal.dates(of: "Corpus Christi", year: 2016) == ["2016-05-26"])
    }

    @Test("April 25 and May 1 from 1974; Portugal Day's three names")
    func history() {
        #expect(portugal.names(on: "1973-04-25").isEmpty)
        #expect(portugal.names(on: "1974-04-25") == ["Freedom Day"])
        #expect(portugal.names(on: "1973-05-01").isEmpty)
        #expect(portugal.names(on: "1974-05-01") == ["Workers' Day"])
        #expect(portugal.names(on: "1973-06-10") == ["Day of Camões, Portugal, and the Portuguese Race"])
        #expect(portugal.names(on: "1974-06-10") == ["Portugal Day"])
        #expect(portugal.names(on: "1977-06-10") == ["Portugal Day"])
        #expect(portugal.names(on: "1978-06-10") == ["Day of Portugal, Camões, and the Portuguese Communities"])
    }

    @Test("The autonomous regions' days")
    func autonomousRegions() {
        let azores = district("20")
        #expect(azores.names(on: "1980-05-26").isEmpty)
        #expect(azores.names(on: "1981-06-08") == ["Day of the Autonomous Region of the Azores"])
        let madeira = district("30")
        #expect(madeira.names(on: "1978-07-01").isEmpty)
        #expect(madeira.names(on: "1988-07-01") == ["Day of the Autonomous Region of Madeira"])
        #expect(madeira.names(on: "1989-07-01") == [
            "Day of the Autonomous Region of Madeira and the Madeiran Communities",
        ])
        #expect(madeira.holidays(on: day("2001-12-26")).map(\.kind) == [.optional])
        #expect(madeira.holidays(on: day("2002-12-26")).map(\.kind) == [.public, .optional])
    }
}
