extension HijriCalendar {
    /// The first day of a Hijri month as a country observed it.
    public struct ObservedStart: Sendable {
        public let year: Int
        public let month: Month
        /// The first day of the month, as `CivilDate.dayNumber`.
        public let dayNumber: Int

        /// Month `month` of Hijri `year` began on the Gregorian date given; traps on a date
        /// that does not exist, since these are literals in the tables.
        public init(_ year: Int, _ month: Month, on gregorianYear: Int, _ gregorianMonth: Int, _ day: Int) {
            self.year = year
            self.month = month
            self.dayNumber = CivilDate(year: gregorianYear, month: gregorianMonth, day: day)!.dayNumber
        }
    }

    /// This calendar with a country's observed month starts.
    ///
    /// - `monthStarts` replace this calendar's starts of those months; every day of such a
    ///   month moves with it (Eid al-Fitr, its second day and its eve all follow the start of
    ///   Shawwal). The month before ends the day before, so it may come out 28 or 31 days
    ///   long when only one of the two starts is known.
    /// - `confirmed`: per month, the Hijri years whose start of that month a source confirms
    ///   for this country (observed starts and this calendar's own alike). A month named more
    ///   than once is confirmed in each run (`.shawwal: 1439...1439, .shawwal: 1441...1443`:
    ///   sources for some years only); the runs named replace the month's earlier ones. Days of
    ///   other months and years are estimated.
    /// - `otherStartsShiftedBy`: days added to every start `monthStarts` does not replace,
    ///   for countries whose sighting usually follows Umm al-Qura a day later.
    public func observing(
        monthStarts: [ObservedStart], confirmed: KeyValuePairs<Month, ClosedRange<Int>>,
        otherStartsShiftedBy extraShift: Int = 0
    ) -> HijriCalendar {
        // Merge into the sorted starts; a later start for the same month wins.
        var starts = Array(zip(observedIndexes, observedDays))
        for start in monthStarts where Self.knownHijriYears.contains(start.year) {
            let index = Self.index(year: start.year, month: start.month)
            starts.removeAll { $0.0 == index }
            starts.append((index, start.dayNumber))
        }
        starts.sort { $0.0 < $1.0 }
        var years = confirmedYears
        var named = [Bool](repeating: false, count: 12)
        for (month, range) in confirmed {
            let index = month.rawValue - 1
            if !named[index] { years[index] = [] }
            named[index] = true
            years[index].append(range)
        }
        return HijriCalendar(
            observedIndexes: starts.map(\.0), observedDays: starts.map(\.1), shift: shift + extraShift,
            confirmedYears: years)
    }
}
