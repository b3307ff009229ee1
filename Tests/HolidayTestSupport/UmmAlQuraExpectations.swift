import HolidayEngine

/// What python-holidays 0.108 gives for the Islamic holidays by default (Umm al-Qura), which
/// the Hijri calendar's tests and the countries' observed calendars are checked against.
public enum UmmAlQuraExpectations {
    /// python-holidays 0.108's default dates (`_IslamicLunar`), one character per Hijri year
    /// from 1343 to 1500: days from the arithmetic Islamic calendar's date to python-holidays'
    /// ("a" -2, "b" -1, "c" 0, "d" +1). Generated once by scripts/calendar_tables.py.
    public static let pythonHolidays: [(name: String, month: HijriCalendar.Month, day: Int, offsets: String)] = [
        ("Islamic New Year", .muharram, 1,
         "bdbcbbbcccbcccbbbbbbbbbcbbbcccccccbccbbbbbbbcbbcbccbbbbbbbcabbbbbbbabbbccbbabccccbbccccccbbcbcbbbbbcbccbbbccbbcbccccbbcbccccbbcbccbbcbcbccbbcbcdccbbccccbbbbcb"),
        ("Ashura", .muharram, 10,
         "bdbcbbbcccbcccbbbbbbbbbcbbbcccccccbccbbbbbbbcbbcbccbbbbbbbcabbbbbbbabbbccbbabccccbbccccccbbcbcbbbbbcbccbbbccbbcbccccbbcbccccbbcbccbbcbcbccbbcbcdccbbccccbbbbcb"),
        ("Mawlid", .rabiAlAwwal, 12,
         "bcbbabbcccbccbbccbbbbbbcbbbcccccccbccbbbbbbcbbbcbbcbbbbbbccbbbabbbbabbbbcbbabcbccbbcbccccbbcbcbbbbbcbccbbbbccccbbccccccbccccbbbbccbccbbbccbbbbccccbbcbcdccbbcc"),
        ("Isra and Mi'raj", .rajab, 27,
         "ccccbbbbcccccbbbcbbbbbbcbbbcccccccbccbccbbbbbbbcbbbbccbbbbcbccbbbbcbbbbbbbcbbbabccccbbbcccccbcbcccccbcdccbbcbcccccbcbccbbcbccccbbcccdccbbccccbcccccccbcccccccb"),
        ("Ramadan begins", .ramadan, 1,
         "dcbcbccbbcccccbbcbbbbabcbbcccbcdccbccbbcbbbbbbbdbbbbbcbcbbbbccbbbbcbccbbbbcbbcbbcbccccbcccccbcbcccccbcccccccbcccccbbbccbccbcbccbccbcdccbbcccdcccbccccbbcbcbccb"),
        ("Eid al-Fitr", .shawwal, 1,
         "bcbbbbcbbccccbbabbbbbabcbbbcbbbcbcbcbbbbbbbbbbbcbbbabbbbabbabcbbaabbbcbbbabbbcbbbbccbcbbcbccbbbbcbccbbcbcbbbbbcbccbbabcbbbabbbcbbbbbcccbbbbccbbcbbbccbbbbbbbba"),
        ("Eid al-Adha", .dhuAlHijjah, 10,
         "ccbcbccbbcbccbbbbbbbbbbcbbcccbbcccbcbbbbbbcbbbbcbbbbbbbbbbbabbbbaababcbbbabbbcbbbbccccbbbbccbbabbbccbbbbcbccbbcbccbbbbcbccbbbbccccbbcbcbbbbbccccbbbbcbbbbbbbcb"),
        // Arafah: python-holidays takes the day before Eid al-Adha.
        ("Day of Arafah", .dhuAlHijjah, 9,
         "ccbcbccbbcbccbbbbbbbbbbcbbcccbbcccbcbbbbbbcbbbbcbbbbbbbbbbbabbbbaababcbbbabbbcbbbbccccbbbbccbbabbbccbbbbcbccbbcbccbbbbcbccbbbbccccbbcbcbbbbbccccbbbbcbbbbbbbcb"),
    ]

    /// The arithmetic (tabular) Islamic calendar, civil epoch: 1 Muharram 1 AH is
    /// 19 July 622 (proleptic Gregorian), leap years 2, 5, 7, 10, 13, 16, 18, 21, 24, 26, 29
    /// of each 30. An independent reckoning the expected dates are written against.
    public static func arithmetic(year: Int, month: Int, day: Int) -> Int {
        CivilDate(year: 622, month: 7, day: 19)!.dayNumber + 354 * (year - 1) + (3 + 11 * year) / 30
            + 29 * (month - 1) + month / 2 + day - 1
    }

    /// python-holidays' dates of one holiday, by Gregorian year.
    public static func pythonDates(_ holiday: (name: String, month: HijriCalendar.Month, day: Int, offsets: String)) -> [Int: [Int]] {
        var byYear: [Int: [Int]] = [:]
        for (i, character) in holiday.offsets.enumerated() {
            let offset = Int(character.asciiValue!) - Int(Character("c").asciiValue!)
            let date = arithmetic(year: 1343 + i, month: holiday.month.rawValue, day: holiday.day) + offset
            byYear[CivilDate(dayNumber: date).year, default: []].append(date)
        }
        return byYear
    }
}
