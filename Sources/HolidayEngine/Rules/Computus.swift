/// A way of computing the date of Easter Sunday.
public enum Computus: Hashable, Sendable {
    /// The Gregorian computus of the Western churches (valid from 1583).
    case gregorian
    /// The Julian computus of the Orthodox churches; the result is given as a Gregorian date.
    case julian

    /// Easter Sunday of `year`, as a (proleptic Gregorian) civil date.
    public func easter(in year: Int) -> CivilDate {
        CivilDate(dayNumber: easterDayNumber(in: year))
    }

    /// Easter Sunday of `year` as a day number (see `CivilDate.dayNumber`).
    @usableFromInline
    func easterDayNumber(in year: Int) -> Int {
        switch self {
        case .gregorian: Self.gregorianEaster(year)
        case .julian: Self.julianEaster(year)
        }
    }

    /// Oudin's (1940) formulation of the Gregorian computus, with the Lilian epact
    /// corrections folded into `h`. The tests check it against a different algorithm
    /// (Meeus/Jones/Butcher) for every year 1583-4099.
    private static func gregorianEaster(_ year: Int) -> Int {
        let g = year % 19
        let c = year / 100
        let h = (c - c / 4 - (8 * c + 13) / 25 + 19 * g + 15) % 30
        let i = h - (h / 28) * (1 - (29 / (h + 1)) * ((21 - g) / 11))
        let j = (year + year / 4 + i + 2 - c + c / 4) % 7
        let l = i - j
        let month = 3 + (l + 40) / 44
        let day = l + 28 - 31 * (month / 4)
        return CivilDate(uncheckedYear: year, month: month, day: day).dayNumber
    }

    /// Meeus's Julian computus, then shifted by the Julian-Gregorian gap of that spring
    /// (13 days in 1900-2099) so Orthodox Easter lands on the date a modern calendar shows.
    private static func julianEaster(_ year: Int) -> Int {
        let a = year % 4
        let b = year % 7
        let c = year % 19
        let d = (19 * c + 15) % 30
        let e = (2 * a + 4 * b - d + 34) % 7
        let month = (d + e + 114) / 31
        let day = (d + e + 114) % 31 + 1
        // Easter is always after February, so the gap of `year`'s spring applies.
        let gap = year / 100 - year / 400 - 2
        return CivilDate(uncheckedYear: year, month: month, day: day).dayNumber + gap
    }
}
