extension HebrewCalendar {
    /// The months of a Hebrew year, in the order the year (from Tishrei) runs.
    ///
    /// A leap year inserts Adar I before Adar. `adar` is the Adar of every year: plain Adar in
    /// a common year, called Adar II in a leap year (`adarII` is another name for it). It is
    /// the month of Purim and of the dates that stay with Adar, so (`.adar`, 14) is Purim in
    /// every year; `adarI` exists only in leap years (Purim Katan is (`.adarI`, 14)).
    public enum Month: Int, CaseIterable, Sendable {
        case tishrei = 1, heshvan, kislev, tevet, shevat
        /// The month a leap year adds; only in leap years.
        case adarI
        /// Adar in a common year, Adar II in a leap year: the month of Purim.
        case adar
        case nisan, iyar, sivan, tammuz, av, elul

        /// Adar II: the same month as `adar`, by the name a leap year gives it.
        public static let adarII = Month.adar
    }
}
