import HolidayEngine
import Testing

/// ISO 8601 week numbers (`CivilDate.isoWeek`), checked at year ends and against the
/// standard's own definition: week 1 is the Monday-to-Sunday week holding 4 January.
@Suite("ISO 8601 weeks")
struct ISOWeekTests {
    @Test("week numbers at year ends", arguments: [
        ("2026-12-31", 2026, 53), ("2027-01-01", 2026, 53), ("2027-01-03", 2026, 53),
        ("2027-01-04", 2027, 1), ("2020-12-31", 2020, 53), ("2021-01-03", 2020, 53),
        ("2021-01-04", 2021, 1), ("2024-12-30", 2025, 1), ("2024-12-29", 2024, 52),
        ("2026-01-01", 2026, 1), ("2008-12-29", 2009, 1), ("2010-01-03", 2009, 53),
        ("1583-01-01", 1582, 52), ("9999-12-31", 9999, 52),
    ])
    func yearEnds(date: String, year: Int, week: Int) {
        #expect(CivilDate.parse(date)!.isoWeek == ISOWeek(year: year, week: week))
    }

    @Test("agrees with the definition on the last and first days of every year 1583-9999, and on every 13th day")
    func agreesWithTheDefinition() {
        var mismatches: [String] = []
        func check(_ date: CivilDate) {
            let expected = Self.definition(date)
            if date.isoWeek != expected, mismatches.count < 5 {
                mismatches.append("\(date): \(date.isoWeek), expected \(expected)")
            }
        }
        for year in CivilDate.supportedYears {
            for day in 28...31 { check(CivilDate(year: year, month: 12, day: day)!) }
            for day in 1...4 { check(CivilDate(year: year, month: 1, day: day)!) }
        }
        let first = CivilDate.supportedDays.lowerBound.dayNumber
        let last = CivilDate.supportedDays.upperBound.dayNumber
        for dayNumber in stride(from: first, through: last, by: 13) { check(CivilDate(dayNumber: dayNumber)) }
        #expect(mismatches.isEmpty, "\(mismatches)")
    }

    /// The standard's definition, by brute force: the week-numbering year is the last whose
    /// week 1 (the Monday on or before 4 January) starts on or before the date.
    static func definition(_ date: CivilDate) -> ISOWeek {
        func weekOneMonday(_ year: Int) -> Int {
            var day = CivilDate(year: year, month: 1, day: 4)!.dayNumber
            while CivilDate(dayNumber: day).weekday != .monday { day -= 1 }
            return day
        }
        let year = (date.year - 1...date.year + 1).last { weekOneMonday($0) <= date.dayNumber }!
        return ISOWeek(year: year, week: (date.dayNumber - weekOneMonday(year)) / 7 + 1)
    }
}
