import HolidayEngine
#if canImport(Testing)
import Testing
#endif

/// The day number of a Gregorian `YYYY-MM-DD`; traps on a typo so a bad pin cannot pass.
public func gregorian(_ text: String) -> Int {
    guard let date = CivilDate.parse(text) else { fatalError("bad date in test: \(text)") }
    return date.dayNumber
}

/// One date a year, written compactly: a letter per year, whose place in `alphabet` is the
/// days after (`month`, `day`) of that year. scripts/calendar_expectations.py prints these
/// from python-holidays 0.108.
public struct YearlyDates: Sendable {
    public static let alphabet = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

    public let years: ClosedRange<Int>
    public let month: Int
    public let day: Int
    public let letters: String

    /// A series of `letters`, one a year of `years`, each counting days from `month`/`day`.
    public init(years: ClosedRange<Int>, month: Int, day: Int, letters: String) {
        self.years = years
        self.month = month
        self.day = day
        self.letters = letters
    }

    /// The same letters counted from another first date: series that keep a fixed distance
    /// from one another (Yom Kippur from Rosh Hashanah) share their letters.
    public func from(month: Int, day: Int) -> YearlyDates {
        YearlyDates(years: years, month: month, day: day, letters: letters)
    }

    /// The day number the series gives for each year.
    public var dayNumbers: [(year: Int, dayNumber: Int)] {
        zip(years, letters).map { year, letter in
            let offset = Self.alphabet.firstIndex(of: letter) ?? -1_000
            return (year, CivilDate(year: year, month: month, day: day)!.dayNumber + offset)
        }
    }
}

/// Every day of 1900-2100.
public let twoCenturies = gregorian("1900-01-01")...gregorian("2100-12-31")

#if canImport(Testing)
/// Expects `compute(year)` to be exactly the series' one date, in every year of the series.
public func expectEveryYear(
    _ series: YearlyDates, _ label: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ compute: (Int) -> [Int]
) {
    #expect(series.letters.count == series.years.count, "\(label): a letter per year",
            sourceLocation: sourceLocation)
    let wrong = series.dayNumbers.compactMap { year, expected -> String? in
        let found = compute(year)
        guard found != [expected] else { return nil }
        return "\(year): \(found.map { "\(CivilDate(dayNumber: $0))" }) instead of "
            + "\(CivilDate(dayNumber: expected))"
    }
    #expect(wrong.isEmpty, "\(label): \(wrong.count) years differ, first \(wrong.prefix(3))",
            sourceLocation: sourceLocation)
}

/// Every day in `days` converts to `calendar` and back; the dates run on a day at a time
/// (the day goes up by one, or a month starts at day 1 when the one before has no next
/// day); and `dayNumbers(month:day:in...)` finds each day again in its Gregorian year.
public func expectRoundTrips<Calendar: CalendarSystem>(
    _ calendar: Calendar.Type, over days: ClosedRange<Int>,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var wrong: [String] = []
    var previous: CalendarDate<Calendar>?
    for dayNumber in days {
        guard let date = Calendar.date(dayNumber: dayNumber) else {
            wrong.append("\(CivilDate(dayNumber: dayNumber)): no date")
            continue
        }
        let civil = CivilDate(dayNumber: dayNumber)
        if Calendar.dayNumber(of: date) != dayNumber {
            wrong.append("\(civil) -> \(date) -> \(String(describing: Calendar.dayNumber(of: date)))")
        }
        if let previous {
            let next = CalendarDate<Calendar>(year: previous.year, month: previous.month, day: previous.day + 1)
            // The day after `previous` in its month, unless that month has no such day.
            let expected = Calendar.dayNumber(of: next) == nil ? 1 : previous.day + 1
            if date.day != expected || date.day != 1 && (date.month != previous.month || date.year != previous.year) {
                wrong.append("\(civil): \(date) after \(previous)")
            }
        }
        if !Calendar.dayNumbers(month: date.month, day: date.day, inGregorianYear: civil.year)
            .contains(dayNumber) {
            wrong.append("\(civil): dayNumbers(\(date.month), \(date.day)) misses it")
        }
        previous = date
        if wrong.count > 5 { break }
    }
    #expect(wrong.isEmpty, "\(wrong)", sourceLocation: sourceLocation)
}

extension YearlyDates: CustomTestStringConvertible {
    /// Keeps a failing argument's description short: the letters are in the source.
    public var testDescription: String { "\(years.lowerBound)-\(years.upperBound) from \(month)/\(day)" }
}
#endif
