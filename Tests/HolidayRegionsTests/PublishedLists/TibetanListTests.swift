@testable import HolidayRegions
import HolidayEngine
import HolidayTestSupport
import Testing

/// Bhutan's own lists of Thimphu's festival (`FestivalTable+TibetanLists.swift`), against the
/// dates python-holidays 0.108 records, and the table's dates, estimated, around them.
@Suite("Tibetan festival lists")
struct TibetanListTests {
    /// python-holidays 0.108: Bhutan's own dates of Thimphu's festival ("." a year its list
    /// does not date, where the table's stands).
    private static let published: [(TibetanFestival, String, FestivalTable, YearlyDates)] = [
        (.thimphuDrubchen, "Bhutan", .bhutanThimphuDrubchen,
         YearlyDates(years: 2013...2023, month: 9, day: 10, letters: "at......buk")),
        (.thimphuTshechu, "Bhutan", .bhutanThimphuTshechu,
         YearlyDates(years: 2007...2022, month: 9, day: 15, letters: "g.............at")),
    ]

    @Test("Bhutan's own lists agree with python-holidays 0.108; other years are the table's, estimated")
    func bhutan() {
        expectPublishedLists(Self.published, catalogue: FestivalTable.tibetanLists)
        // Thimphu Tshechu 2022 began on 4 October in Bhutan's list, 5 October in the table.
        expectListDates(TibetanFestival.thimphuTshechu, .bhutanThimphuTshechu, "2022-10-04")
        #expect(DateRule.tibetan(.thimphuTshechu, list: .bhutanThimphuTshechu).dates(in: 2022)
                == [CivilDate(year: 2022, month: 10, day: 4)!])
        #expect(TibetanFestival.thimphuTshechu.dayNumbers(inGregorianYear: 2022) == [gregorian("2022-10-05")])
    }
}
