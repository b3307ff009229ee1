/// The equinoxes: the moments the Sun's apparent longitude reaches 0 degrees (March) and
/// 180 degrees (September), and the civil day each falls on in a time zone. Japan's Vernal
/// and Autumnal Equinox Days are these days at UTC+9 (docs/calendars.md, "Equinoxes").
public enum Equinox: Hashable, Sendable, CaseIterable {
    /// The March (vernal) equinox, March 19-21.
    case march
    /// The September (autumnal) equinox, September 21-24.
    case september

    /// The years the computation answers for: those Delta T's polynomials cover (`Sun`).
    public static var knownYears: ClosedRange<Int> { Sun.knownYears }

    /// The Sun's apparent longitude at the equinox, in degrees.
    var longitude: Int {
        switch self {
        case .march: 0
        case .september: 180
        }
    }

    /// The day number of the day on which the equinox falls in Gregorian `year`, in the time
    /// zone `utcOffsetHours` east of Greenwich; nil outside `knownYears`.
    public func dayNumber(inGregorianYear year: Int, utcOffsetHours: Int) -> Int? {
        Sun.dayNumber(reachingLongitude: Double(longitude), inYear: year, utcOffsetMinutes: utcOffsetHours * 60)
    }
}
