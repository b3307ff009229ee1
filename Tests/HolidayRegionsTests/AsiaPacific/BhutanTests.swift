import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Bhutan: the national lists on the Bhutanese calendar, Thimphu's festival days")
struct BhutanTests {
    let bt = RegionRegistry.region(code: "BT")!
    let thimphu = RegionRegistry.region(code: "BT-15")!

    @Test("2025 exactly, nationally")
    func year2025() {
        #expect(bt.lines(year: 2025) == [
            "2025-01-02 Winter Solstice",
            "2025-01-30 Traditional Day of Offering",
            "2025-02-21 Birth Anniversary of His Majesty the King",
            "2025-02-22 Birth Anniversary of His Majesty the King",
            "2025-02-23 Birth Anniversary of His Majesty the King",
            "2025-02-28 Losar",
            "2025-03-01 Losar",
            "2025-05-02 Birth Anniversary of the 3rd Druk Gyalpo",
            "2025-05-07 Death Anniversary of Zhabdrung",
            "2025-06-11 Lord Buddha's Parinirvana",
            "2025-07-05 Birth Anniversary of Guru Rinpoche",
            "2025-07-28 First Sermon of Lord Buddha",
            "2025-09-23 Blessed Rainy Day",
            "2025-10-02 Dassain",
            "2025-11-01 Coronation of His Majesty the King",
            "2025-11-11 Birth Anniversary of the 4th Druk Gyalpo - Constitution Day",
            "2025-11-11 Descending Day of Lord Buddha",
            "2025-12-17 National Day",
        ])
        #expect(bt.holiday("National Day", on: "2025-12-17")?.localName == "རྒྱལ་ཡོངས་དུས་ཆེན་གྱི་ངལ་གསོལ།")
    }

    @Test("Thimphu adds the Drubchoe and the three days of the Tshechu; Paro does not")
    func thimphuDays() {
        #expect(thimphu.dates(of: "Thimphu Drubchoe", year: 2025) == ["2025-09-28"])
        #expect(thimphu.dates(of: "Thimphu Tshechu", year: 2025) == ["2025-10-02", "2025-10-03", "2025-10-04"])
        #expect(thimphu.dates(of: "National Day", year: 2025) == ["2025-12-17"])
        #expect(RegionRegistry.region(code: "BT-11")!.dates(of: "Thimphu Tshechu", year: 2025).isEmpty)
    }

    @Test("The lists' dates of the Winter Solstice and the Blessed Rainy Day")
    func listedDays() {
        #expect(bt.dates(of: "Winter Solstice", year: 2019) == ["2019-01-03"])
        #expect(bt.dates(of: "Winter Solstice", year: 2022) == ["2022-01-01"])
        #expect(bt.dates(of: "Blessed Rainy Day", year: 2009).isEmpty)
        #expect(bt.dates(of: "Blessed Rainy Day", year: 2013) == ["2013-10-21"])
        #expect(bt.dates(of: "Blessed Rainy Day", year: 2015) == ["2015-09-22"])
        #expect(bt.dates(of: "Blessed Rainy Day", year: 2019) == ["2019-09-24"])
        #expect(bt.holidays(year: 2006).isEmpty)
    }
}
