/// The Islamic (Hijri) lunar calendar as a table of month starts: Saudi Arabia's Umm al-Qura
/// calendar for 1343-1500 AH, and variants with the month starts a country observed.
///
/// A Hijri month begins with the sighting (or the computed visibility) of the new crescent, so
/// no arithmetic gives the dates a country keeps: holical reads them from a table
/// (`ummAlQura`) and lets each country move the starts it observed differently
/// (`observing(monthStarts:confirmed:otherStartsShiftedBy:)`). A result that no source
/// confirms for that country is a forecast and says so (`Occurrence.isEstimated`).
/// See docs/calendars.md, "Islamic (Hijri)".
public struct HijriCalendar: Sendable {
    /// A date on this calendar.
    public struct Date: Hashable, Sendable {
        public let year: Int
        public let month: Month
        public let day: Int

        /// A date; whether it exists is for the calendar to say (`dayNumber(of:)`).
        public init(year: Int, month: Month, day: Int) {
            self.year = year
            self.month = month
            self.day = day
        }
    }

    /// The twelve months of the Hijri year.
    public enum Month: Int, CaseIterable, Sendable {
        case muharram = 1, safar, rabiAlAwwal, rabiAlThani, jumadaAlUla, jumadaAlAkhirah
        case rajab, shaban, ramadan, shawwal, dhuAlQadah, dhuAlHijjah
    }

    /// A day found by `dayNumbers(month:day:offset:inGregorianYear:)`.
    public struct Occurrence: Hashable, Sendable {
        /// The day, as `CivilDate.dayNumber`.
        public let dayNumber: Int
        /// True when the start of its month is a forecast for this calendar's country, not a
        /// start a source confirms (python-holidays names such days "... (estimated)").
        public let isEstimated: Bool
    }

    /// The Hijri years the table covers.
    public static let knownHijriYears: ClosedRange<Int> = UmmAlQura.firstYear...UmmAlQura.lastYear
    /// The Gregorian years the table reaches: 1924 from August 1 (1 Muharram 1343), 2077 to
    /// November 16 (30 Dhu al-Hijjah 1500).
    public static let knownYears: ClosedRange<Int> = 1924...2077

    /// Month starts that differ from Umm al-Qura: month indexes (see `index(year:month:)`),
    /// ascending, and their first days. Sorted arrays rather than a dictionary: the first call
    /// in a process then needs no hashing conformances looked up.
    let observedIndexes: [Int]
    let observedDays: [Int]
    /// Days added to every Umm al-Qura start that `observedStarts` does not replace.
    let shift: Int
    /// Per month (`Month.rawValue - 1`), the runs of Hijri years whose start of that month is
    /// confirmed: one run for most countries, several where sources confirm scattered years.
    let confirmedYears: [[ClosedRange<Int>]]

    init(observedIndexes: [Int], observedDays: [Int], shift: Int, confirmedYears: [[ClosedRange<Int>]]) {
        self.observedIndexes = observedIndexes
        self.observedDays = observedDays
        self.shift = shift
        self.confirmedYears = confirmedYears
    }

    /// The day number of a date, or nil when that day does not exist (day 30 of a 29-day
    /// month, a year outside the table).
    public func dayNumber(of date: Date) -> Int? {
        guard Self.knownHijriYears.contains(date.year), date.day >= 1 else { return nil }
        let index = Self.index(year: date.year, month: date.month)
        let start = monthStart(index)
        guard date.day <= monthStart(index + 1) - start else { return nil }
        return start + date.day - 1
    }

    /// The date of a day number (nil outside the table).
    public func date(dayNumber: Int) -> Date? {
        let starts = UmmAlQura.monthStarts
        guard dayNumber >= monthStart(0), dayNumber < monthStart(starts.count - 1) else {
            return nil
        }
        // Binary search the Umm al-Qura starts, then step over the few observed starts that
        // moved a month boundary past `dayNumber`.
        var low = 0
        var high = starts.count - 1
        while high - low > 1 {
            let middle = (low + high) / 2
            if Int(starts[middle]) + shift <= dayNumber { low = middle } else { high = middle }
        }
        var index = low
        while index > 0, monthStart(index) > dayNumber { index -= 1 }
        while monthStart(index + 1) <= dayNumber { index += 1 }
        return Date(
            year: UmmAlQura.firstYear + index / 12, month: Month(rawValue: index % 12 + 1)!,
            day: dayNumber - monthStart(index) + 1)
    }

    /// Every day in Gregorian `year` that is `offset` days after (`month`, `day`) of some Hijri
    /// year, ascending: 0, 1 or 2 of them. `offset` reaches the day before a month begins
    /// (Eid al-Fitr's eve: `.shawwal`, 1, offset -1) without asking how long the month before
    /// is. A result is estimated when the start of `month` is.
    public func dayNumbers(
        month: Month, day: Int, offset: Int = 0, inGregorianYear year: Int
    ) -> [Occurrence] {
        guard Self.knownYears.contains(year) else { return [] }
        let first = CivilDate(uncheckedYear: year, month: 1, day: 1).dayNumber
        let last = CivilDate(uncheckedYear: year, month: 12, day: 31).dayNumber
        // A Hijri year is 354 or 355 days long: the Hijri years that start within a year of
        // January 1 are the only ones whose (month, day) can fall in this Gregorian year.
        let approximate = UmmAlQura.firstYear + (first - UmmAlQura.firstDayNumber) * 100 / 35_437
        let lowest = max(approximate - 1, UmmAlQura.firstYear)
        let highest = min(approximate + 3, UmmAlQura.lastYear)
        var found: [Occurrence] = []
        guard lowest <= highest else { return found }
        for hijriYear in lowest...highest {
            guard let base = dayNumber(of: Date(year: hijriYear, month: month, day: day)) else {
                continue
            }
            let candidate = base + offset
            if candidate >= first, candidate <= last {
                found.append(
                    Occurrence(
                        dayNumber: candidate, isEstimated: !isConfirmed(year: hijriYear, month: month)))
            }
        }
        return found
    }

    /// Whether a date is a forecast for this calendar's country (see `Occurrence`).
    public func isEstimated(_ date: Date) -> Bool { !isConfirmed(year: date.year, month: date.month) }

    /// The position of a month in the table, 0 for Muharram 1343.
    static func index(year: Int, month: Month) -> Int {
        (year - UmmAlQura.firstYear) * 12 + month.rawValue - 1
    }

    /// The first day of the month at `index`; `index` one past the last month gives the day
    /// after the table.
    func monthStart(_ index: Int) -> Int {
        if !observedIndexes.isEmpty {
            var low = 0
            var high = observedIndexes.count
            while low < high {
                let middle = (low + high) / 2
                if observedIndexes[middle] < index { low = middle + 1 } else { high = middle }
            }
            if low < observedIndexes.count, observedIndexes[low] == index { return observedDays[low] }
        }
        return Int(UmmAlQura.monthStarts[index]) + shift
    }

    private func isConfirmed(year: Int, month: Month) -> Bool {
        confirmedYears[month.rawValue - 1].contains { $0.contains(year) }
    }
}
