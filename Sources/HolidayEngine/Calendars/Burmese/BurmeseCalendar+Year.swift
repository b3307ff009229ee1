/// The arithmetic of a Burmese year: Yan Naing Aye, "Algorithm, Program and Calculation of
/// Myanmar Calendar" (2013), sections 3 to 6, for the second era of the Myanmar calendar
/// (ME 1217-1311, from 1855) and the third (from ME 1312, 1950). See docs/calendars.md.
extension BurmeseCalendar {
    /// The Thandeikta solar year: 1,577,917,828 days in 4,320,000 years (365.2587565 days).
    static let solarYear = 1_577_917_828.0 / 4_320_000.0
    /// The mean lunar month: the same days in 53,433,336 months (29.53058795 days).
    static let lunarMonth = 1_577_917_828.0 / 53_433_336.0
    /// The Julian day at which ME 0 began.
    static let eraStart = 1_954_168.050623
    /// The Julian day number of 1970-01-01, day number 0.
    static let julianDayOfDayZero = 2_440_588

    /// The shape of one ME year: its type and the day number of its 1 Tagu.
    struct Year {
        let type: YearType
        let firstOfTagu: Int

        init(_ year: Int) {
            let this = Waso(year)
            // The nearest watat year among the three before (or the third before, if none).
            var back = 1
            var previous = Waso(year - 1)
            while !previous.isWatat, back < 3 {
                back += 1
                previous = Waso(year - back)
            }
            if this.isWatat {
                // 354 days a year since then, plus 30 for the watat, or 31 for a big watat.
                let extra = (this.fullMoon - previous.fullMoon).floorModulo(354)
                type = extra == 31 ? .bigWatat : .littleWatat
            } else {
                type = .common
            }
            // The full moon of Waso falls 102 days after 1 Tagu in a common year.
            firstOfTagu = previous.fullMoon + 354 * back - 102
        }

        /// The days from this 1 Tagu to the next.
        var length: Int {
            switch type {
            case .common: 354
            case .littleWatat: 384
            case .bigWatat: 385
            }
        }
    }

    /// Whether a year is a watat year, and the day number of the full moon of its (Second)
    /// Waso, from the excess days of the solar year over twelve lunar months.
    struct Waso {
        let isWatat: Bool
        let fullMoon: Int

        init(_ year: Int) {
            let era = Era(year)
            let excessPerMonth = BurmeseCalendar.solarYear / 12 - BurmeseCalendar.lunarMonth
            // The excess days: how far the solar year's start runs ahead of the lunar months,
            // counted from the Kali Yuga (3739 years before ME 0).
            var excess = (BurmeseCalendar.solarYear * Double(year + 3739))
                .truncatingRemainder(dividingBy: BurmeseCalendar.lunarMonth)
            if excess < excessPerMonth * Double(12 - era.monthsAfterWaso) {
                excess += BurmeseCalendar.lunarMonth
            }
            let julianDay = BurmeseCalendar.solarYear * Double(year) + BurmeseCalendar.eraStart
                - excess + 4.5 * BurmeseCalendar.lunarMonth + era.fullMoonOffset
            let fullMoon = Int(julianDay.rounded()) - BurmeseCalendar.julianDayOfDayZero
            isWatat = Era.decidedWatat(year)
                ?? (excess >= BurmeseCalendar.lunarMonth - excessPerMonth * Double(era.monthsAfterWaso))
            self.fullMoon = isWatat ? fullMoon + Era.fullMoonShift(year) : fullMoon
        }
    }

    /// The eras of the Myanmar calendar whose constants differ, and the years in which the
    /// calendar committee departed from the arithmetic (Yan Naing Aye, section 4). The
    /// calendar reads years from ME 1298 on (the known years and three before), so the
    /// second era's own exceptions (ME 1234, 1261, 1263 and 1264) do not arise.
    enum Era {
        /// ME 1217-1311 (1855-1949).
        case second
        /// From ME 1312 (1950).
        case third

        init(_ year: Int) {
            self = year >= 1312 ? .third : .second
        }

        /// Offset of the full moon of Waso from the mean, in days.
        var fullMoonOffset: Double {
            switch self {
            case .second: -1
            case .third: -0.5
            }
        }

        /// The number of months after Waso whose excess days decide the watat.
        var monthsAfterWaso: Int {
            switch self {
            case .second: 4
            case .third: 8
            }
        }

        /// The watat of the years that were decided against the arithmetic, nil for others.
        static func decidedWatat(_ year: Int) -> Bool? {
            switch year {
            case 1344: true
            case 1345: false
            default: nil
            }
        }

        /// Days added to the arithmetic full moon of Waso in some watat years.
        static func fullMoonShift(_ year: Int) -> Int {
            year == 1377 ? 1 : 0
        }
    }
}
