extension HebrewCalendar {
    /// The shape of one Hebrew year: its first day, its length, and so where each month
    /// starts.
    struct Year {
        let isLeap: Bool
        /// The day number of 1 Tishrei.
        let newYear: Int
        /// The day number of 1 Tishrei of the year after.
        let nextNewYear: Int

        init(_ year: Int) {
            self.init(year, newYear: HebrewCalendar.newYear(year), nextNewYear: HebrewCalendar.newYear(year + 1))
        }

        /// A year whose new years are already known (consecutive years share one).
        init(_ year: Int, newYear: Int, nextNewYear: Int) {
            isLeap = HebrewCalendar.isLeapYear(year)
            self.newYear = newYear
            self.nextNewYear = nextNewYear
        }

        /// 353, 354 or 355 days, 30 more in a leap year.
        var length: Int { nextNewYear - newYear }

        /// Heshvan has 30 days in a complete year (355 or 385 days), else 29.
        private var heshvanLength: Int { length % 10 == 5 ? 30 : 29 }
        /// Kislev has 29 days in a deficient year (353 or 383 days), else 30.
        private var kislevLength: Int { length % 10 == 3 ? 29 : 30 }

        /// The day number of the first day of `month`, or nil for Adar I in a common year.
        ///
        /// Only Heshvan and Kislev change length, so the months from Adar on sit at fixed
        /// distances before the next new year (Nisan 15 is always 163 days before it).
        func firstDay(of month: Month) -> Int? {
            switch month {
            case .tishrei: newYear
            case .heshvan: newYear + 30
            case .kislev: newYear + 30 + heshvanLength
            case .tevet: newYear + 30 + heshvanLength + kislevLength
            case .shevat: newYear + 59 + heshvanLength + kislevLength
            case .adarI: isLeap ? newYear + 89 + heshvanLength + kislevLength : nil
            case .adar: nextNewYear - 206
            case .nisan: nextNewYear - 177
            case .iyar: nextNewYear - 147
            case .sivan: nextNewYear - 118
            case .tammuz: nextNewYear - 88
            case .av: nextNewYear - 59
            case .elul: nextNewYear - 29
            }
        }

        /// The days in `month`, or nil for Adar I in a common year.
        func length(of month: Month) -> Int? {
            switch month {
            case .heshvan: heshvanLength
            case .kislev: kislevLength
            case .adarI: isLeap ? 30 : nil
            case .tishrei, .shevat, .nisan, .sivan, .av: 30
            case .tevet, .adar, .iyar, .tammuz, .elul: 29
            }
        }

        /// The day number of (`month`, `day`) in this year, or nil when it does not exist.
        func dayNumber(month: Month, day: Int) -> Int? {
            guard let first = firstDay(of: month), let days = length(of: month),
                  day >= 1, day <= days
            else { return nil }
            return first + day - 1
        }
    }
}
