import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Germany: the federal holidays and the sixteen Länder")
struct GermanyTests {
    let germany = RegionRegistry.region(code: "DE")!

    func land(_ code: String) -> Region { RegionRegistry.region(code: "DE-\(code)")! }

    @Test("2026 nationally, exactly")
    func year2026() {
        #expect(germany.lines(year: 2026, kinds: Set(HolidayKind.allCases)) == [
            "2026-01-01 New Year's Day",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-05-25 Whit Monday",
            "2026-10-03 German Unity Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(germany.holiday("German Unity Day", on: "2026-10-03")?.localName == "Tag der Deutschen Einheit")
    }

    @Test("Bavaria 2026, exactly: Assumption Day is a local day, not a public one")
    func bavaria2026() {
        let bavaria = land("BY")
        #expect(bavaria.localName == "Bayern")
        #expect(bavaria.lines(year: 2026, kinds: [.public]) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-05-25 Whit Monday",
            "2026-06-04 Corpus Christi",
            "2026-10-03 German Unity Day",
            "2026-11-01 All Saints' Day",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
        ])
        #expect(bavaria.holiday("Assumption Day", on: "2026-08-15")?.kind == .local)
        // In the Saarland it is a public holiday.
        #expect(land("SL").holiday("Assumption Day", on: "2026-08-15")?.kind == .public)
    }

    @Test("Augsburg: Bavaria's days, Assumption Day public and the Peace Festival on August 8")
    func augsburg() {
        let augsburg = land("AUGSBURG")
        #expect(augsburg.names(on: "2026-08-08") == ["Augsburg Peace Festival"])
        #expect(augsburg.holiday("Assumption Day", on: "2026-08-15")?.kind == .public)
        #expect(land("BY").names(on: "2026-08-08").isEmpty)
        #expect(augsburg.lines(year: 2026).count == land("BY").lines(year: 2026).count + 2)
        // Built on Bavaria's list, not a copy of it: one Assumption Day, the city's.
        #expect(augsburg.subdivision?.within == "BY")
        #expect(augsburg.names(on: "2026-08-15") == ["Assumption Day"])
    }

    @Test("Known from 1991: nothing is claimed for the divided country")
    func known() {
        #expect(germany.holidays(year: 1990).isEmpty)
        #expect(land("SN").holidays(year: 1990).isEmpty)
        #expect(germany.dates(of: "German Unity Day", year: 1991) == ["1991-10-03"])
    }

    @Test("Repentance and Prayer Day: everywhere until 1994, in Saxony only from 1995")
    func repentanceDay() {
        #expect(germany.dates(of: "Repentance and Prayer Day", year: 1994) == ["1994-11-16"])
        #expect(germany.dates(of: "Repentance and Prayer Day", year: 1995).isEmpty)
        #expect(land("BY").dates(of: "Repentance and Prayer Day", year: 1995).isEmpty)
        #expect(land("SN").dates(of: "Repentance and Prayer Day", year: 1994) == ["1994-11-16"])
        #expect(land("SN").dates(of: "Repentance and Prayer Day", year: 1995) == ["1995-11-22"])
        // The Wednesday before 23 November: 22 November when that is a Wednesday.
        #expect(land("SN").dates(of: "Repentance and Prayer Day", year: 2023) == ["2023-11-22"])
        #expect(land("SN").dates(of: "Repentance and Prayer Day", year: 2026) == ["2026-11-18"])
    }

    @Test("Reformation Day: everywhere in 2017; in the north from 2018; always in the east")
    func reformationDay() {
        #expect(germany.dates(of: "Reformation Day", year: 2016).isEmpty)
        #expect(germany.dates(of: "Reformation Day", year: 2017) == ["2017-10-31"])
        #expect(germany.dates(of: "Reformation Day", year: 2018).isEmpty)
        #expect(land("BY").dates(of: "Reformation Day", year: 2017) == ["2017-10-31"])
        #expect(land("BY").dates(of: "Reformation Day", year: 2018).isEmpty)
        for code in ["HB", "HH", "NI", "SH"] {
            #expect(land(code).dates(of: "Reformation Day", year: 2016).isEmpty)
            #expect(land(code).dates(of: "Reformation Day", year: 2018) == ["2018-10-31"])
        }
        // Once in 2017 where the Land's own rule also gives the day.
        for code in ["BB", "MV", "SN", "ST", "TH", "NI"] {
            #expect(land(code).dates(of: "Reformation Day", year: 2017) == ["2017-10-31"])
            #expect(land(code).dates(of: "Reformation Day", year: 2030) == ["2030-10-31"])
        }
        #expect(land("BB").dates(of: "Reformation Day", year: 1991) == ["1991-10-31"])
    }

    @Test("Women's Day in Berlin from 2019 and in Mecklenburg-Western Pomerania from 2023")
    func womensDay() {
        #expect(land("BE").names(on: "2018-03-08").isEmpty)
        #expect(land("BE").names(on: "2019-03-08") == ["Women's Day"])
        #expect(land("MV").names(on: "2022-03-08").isEmpty)
        #expect(land("MV").names(on: "2023-03-08") == ["Women's Day"])
        #expect(germany.names(on: "2023-03-08").isEmpty)
    }

    @Test("World Children's Day in Thuringia from 2019")
    func childrensDay() {
        #expect(land("TH").names(on: "2018-09-20").isEmpty)
        #expect(land("TH").names(on: "2019-09-20") == ["World Children's Day"])
        #expect(land("TH").holiday("World Children's Day", on: "2026-09-20")?.localName == "Weltkindertag")
    }

    @Test("Berlin's anniversaries decreed once")
    func berlinOneOffs() {
        let berlin = land("BE")
        #expect(berlin.holidays(on: day("2020-05-08")).map(\.localName) == [
            "75. Jahrestag der Befreiung vom Nationalsozialismus und der Beendigung des Zweiten Weltkriegs in Europa",
        ])
        #expect(berlin.holidays(on: day("2025-05-08")).count == 1)
        #expect(berlin.names(on: "2028-06-17") == ["75th anniversary of the East German uprising of 1953"])
        #expect(berlin.names(on: "2030-05-08").isEmpty)
        #expect(germany.names(on: "2025-05-08").isEmpty)
    }

    @Test("Brandenburg keeps Easter Sunday and Whit Sunday")
    func brandenburg() {
        #expect(land("BB").lines(year: 2026, kinds: [.public]).filter { $0.contains("Sunday") } == [
            "2026-04-05 Easter Sunday", "2026-05-24 Whit Sunday",
        ])
        #expect(land("BE").dates(of: "Easter Sunday", year: 2026).isEmpty)
    }

    @Test("Corpus Christi: public in six Länder, local in Saxony and Thuringia")
    func corpusChristi() {
        for code in ["BW", "BY", "HE", "NW", "RP", "SL"] {
            #expect(land(code).holiday("Corpus Christi", on: "2026-06-04")?.kind == .public)
        }
        for code in ["SN", "TH"] {
            #expect(land(code).holiday("Corpus Christi", on: "2026-06-04")?.kind == .local)
        }
        #expect(land("HB").names(on: "2026-06-04").isEmpty)
    }

    @Test("No substitute days: a holiday on a Sunday stays there")
    func noSubstitutes() {
        // 2027-12-25 and -26 are a Saturday and a Sunday: nothing on Monday the 27th.
        #expect(germany.names(on: "2027-12-27").isEmpty)
        let all = germany.holidays(in: DateRange(day("1991-01-01"), day("2100-12-31")))
        #expect(all.allSatisfy { $0.observedOf == nil })
    }
}
