import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Faroe Islands: holidays, Ólavsøka and the flag days")
struct FaroeIslandsTests {
    let fo = RegionRegistry.region(code: "FO")!

    @Test("2026 exactly")
    func year2026() {
        #expect(fo.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-04-02 Maundy Thursday",
            "2026-04-03 Good Friday",
            "2026-04-05 Easter Sunday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Great Prayer Day",
            "2026-05-14 Ascension Day",
            "2026-05-24 Whit Sunday",
            "2026-05-25 Whit Monday",
            "2026-07-29 St Olaf's Day",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second Day of Christmas",
            "2026-12-31 New Year's Eve",
        ])
        #expect(fo.lines(year: 2026, kinds: [.halfDay]) == [
            "2026-04-25 National Flag Day",
            "2026-06-05 Constitution Day",
            "2026-07-28 St Olaf's Eve",
        ])
    }

    @Test("Great Prayer Day stays after Denmark dropped it in 2024")
    func greatPrayerDay() {
        #expect(fo.dates(of: "Great Prayer Day", year: 2024) == ["2024-04-26"])
        #expect(RegionRegistry.region(code: "DK")!.dates(of: "Great Prayer Day", year: 2024).isEmpty)
    }

    @Test("Faroese and Danish names; known from 1950")
    func names() {
        let olavsoka = DateRange(day: day("2026-07-29"))
        #expect(fo.holidays(in: olavsoka).map(\.localName) == ["Ólavsøkudagur"])
        #expect(fo.holidays(in: olavsoka, language: "da").map(\.localName) == ["Olavsdag"])
        #expect(fo.holidays(year: 1949).isEmpty)
        #expect(fo.dates(of: "St Olaf's Day", year: 1950) == ["1950-07-29"])
    }
}
