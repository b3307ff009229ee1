extension ChineseCalendar {
    /// Solar terms that are holidays: moments when the Sun's apparent longitude reaches a
    /// multiple of 15 degrees.
    public enum SolarTerm: Sendable, CaseIterable {
        /// 清明, Tomb-Sweeping Day: 15 degrees, April 4-6.
        case qingming
        /// 冬至, the winter solstice: 270 degrees, December 21-23.
        case dongzhi

        /// The Sun's apparent longitude at the term, in degrees.
        var longitude: Double {
            switch self {
            case .qingming: 15
            case .dongzhi: 270
            }
        }
    }

    /// A solar term's date that a source gives where the computation cannot decide: the
    /// moment is within seconds of midnight.
    struct SolarTermDate: Sendable {
        let year: Int
        let term: SolarTerm
        let dayNumber: Int

        init(_ term: SolarTerm, _ year: Int, _ month: Int, _ day: Int) {
            self.year = year
            self.term = term
            self.dayNumber = CivilDate(year: year, month: month, day: day)!.dayNumber
        }
    }

    /// The day, in this calendar's time zone, on which the Sun reaches `term` in Gregorian
    /// `year`; nil outside `knownYears`.
    ///
    /// Computed (Meeus, Astronomical Algorithms, 2nd ed.: the Sun's longitude of chapter 25,
    /// the periodic terms of chapter 27, and Espenak and Meeus's polynomials for Delta T),
    /// within about a minute of the moment; `solarTermDates` gives the few days a source
    /// decides where that is not enough. See docs/calendars.md, "Solar terms".
    public func solarTerm(_ term: SolarTerm, inGregorianYear year: Int) -> Int? {
        guard Self.knownYears.contains(year) else { return nil }
        for known in solarTermDates where known.year == year && known.term == term {
            return known.dayNumber
        }
        let universalTime = Sun.moment(ofLongitude: term.longitude, inYear: year)
        return Sun.dayNumber(julianDay: universalTime + Double(utcOffsetHours) / 24)
    }
}
