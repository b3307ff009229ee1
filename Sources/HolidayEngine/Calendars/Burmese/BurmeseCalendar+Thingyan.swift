extension BurmeseCalendar {
    /// Thingyan, the water festival that ends the Myanmar year: its Akya day (the Sun's
    /// descent, the festival's first day) and its Atat day (the Sun's ascent, its last); the
    /// new year begins the day after the Atat day, and the days between are the Akyat days.
    public struct Thingyan: Hashable, Sendable {
        /// The day number of the Akya day.
        public let akya: Int
        /// The day number of the Atat day.
        public let atat: Int
    }

    /// Thingyan in Gregorian `year`, or nil outside `knownYears`.
    ///
    /// The Atat moment is ME year × the Thandeikta solar year after the start of ME 0; the
    /// Akya moment 2.169918982 days before it, each taken to the nearest day, as Yan Naing
    /// Aye's method gives them (section 3). The method puts the Akya moment 2.1675 days
    /// before the Atat moment before ME 1312 (1950); in 1939-1949 that gives the same days.
    public static func thingyan(inGregorianYear year: Int) -> Thingyan? {
        guard knownYears.contains(year) else { return nil }
        let atat = solarYear * Double(year - 638) + eraStart
        let akya = atat - 2.169918982
        return Thingyan(
            akya: Int(akya.rounded(.toNearestOrEven)) - julianDayOfDayZero,
            atat: Int(atat.rounded(.toNearestOrEven)) - julianDayOfDayZero)
    }
}
