/// When the Sun reaches a given apparent longitude, after Meeus, Astronomical Algorithms
/// (2nd ed., 1998): the solar terms of the Chinese calendars and the equinoxes (`Equinox`).
/// HolidayEngine imports no maths library, so `Sun` brings its own sine. About 0.3 µs per
/// moment in a release build: callers that ask for the same year again keep it.
enum Sun {
    /// The years the computation answers for: those Delta T's polynomials cover.
    static let knownYears: ClosedRange<Int> = 1900...2150

    /// The day number of the civil day, `utcOffsetMinutes` east of Greenwich, on which the Sun
    /// reaches `longitude` degrees in Gregorian `year`; nil outside `knownYears`.
    static func dayNumber(reachingLongitude longitude: Double, inYear year: Int, utcOffsetMinutes: Int) -> Int? {
        guard knownYears.contains(year) else { return nil }
        return dayNumber(julianDay: moment(ofLongitude: longitude, inYear: year) + Double(utcOffsetMinutes) / 1440)
    }

    /// The Julian Day (Universal Time) at which the Sun's apparent longitude reaches
    /// `longitude` degrees during Gregorian `year`.
    static func moment(ofLongitude longitude: Double, inYear year: Int) -> Double {
        // Start from the mean Sun, then solve the Keplerian longitude of chapter 25
        // (geometric, with aberration, without perturbations or nutation) by Newton's
        // method: two steps take the first guess (within 2.5 days) below a second.
        var julianDay = 2_451_545.0 + Double(year - 2000) * 365.2422
            + normalized(longitude - 280.466_46) / 0.985_647_36
        for _ in 0..<2 {
            let (value, speed) = keplerianLongitude(julianDay)
            julianDay += signed(longitude - value) / speed
        }
        // Chapter 27: the perturbations (nutation, the Moon, the planets) as a sum of
        // periodic terms in days, divided by the Sun's speed relative to its mean.
        let t = (julianDay - 2_451_545.0) / 36_525
        let w = 35_999.373 * t - 2.47
        let speed = 1 + 0.0334 * cosine(w) + 0.0007 * cosine(2 * w)
        var sum = 0.0
        for term in periodicTerms { sum += term.amplitude * cosine(term.phase + term.rate * t) }
        julianDay += 0.000_01 * sum / speed
        // Terrestrial Time to Universal Time.
        return julianDay - deltaT(decimalYear: 2000 + (julianDay - 2_451_545.0) / 365.25) / 86_400
    }

    /// The day number of the civil day a Julian Day falls in.
    static func dayNumber(julianDay: Double) -> Int {
        // Julian Day 2440587.5 is 1970-01-01 at midnight.
        let days = julianDay - 2_440_587.5
        let whole = Int(days)
        return Double(whole) > days ? whole - 1 : whole
    }

    /// Meeus chapter 25, low accuracy: the Sun's true longitude (mean longitude plus the
    /// equation of centre) less 20.5 seconds of arc of aberration, in degrees, and its
    /// rate in degrees per day.
    static func keplerianLongitude(_ julianDay: Double) -> (degrees: Double, perDay: Double) {
        let t = (julianDay - 2_451_545.0) / 36_525
        let meanLongitude = 280.466_46 + 36_000.769_83 * t + 0.000_303_2 * t * t
        let anomaly = 357.529_11 + 35_999.050_29 * t - 0.000_153_7 * t * t
        let (sinM, cosM) = sineAndCosine(anomaly)
        let sin2M = 2 * sinM * cosM
        let sin3M = sinM * (3 - 4 * sinM * sinM)
        let centre = (1.914_602 - 0.004_817 * t - 0.000_014 * t * t) * sinM
            + (0.019_993 - 0.000_101 * t) * sin2M + 0.000_289 * sin3M
        // d(centre)/dt, the first term only: 1.9146 cos M times M's rate in radians per day.
        let perDay = 0.985_647_36 + 1.914_602 * cosM * (0.985_600_28 * Double.pi / 180)
        return (meanLongitude + centre - 0.005_69, perDay)
    }

    /// Terrestrial minus Universal Time in seconds: Espenak and Meeus's polynomials
    /// (Five Millennium Canon of Solar Eclipses, NASA/TP-2006-214141), 1900-2150.
    static func deltaT(decimalYear y: Double) -> Double {
        switch y {
        case ..<1920:
            let t = y - 1900
            return -2.79 + 1.494_119 * t - 0.059_893_9 * t * t + 0.006_196_6 * t * t * t
                - 0.000_197 * t * t * t * t
        case ..<1941:
            let t = y - 1920
            return 21.20 + 0.844_93 * t - 0.076_100 * t * t + 0.002_093_6 * t * t * t
        case ..<1961:
            let t = y - 1950
            return 29.07 + 0.407 * t - t * t / 233 + t * t * t / 2547
        case ..<1986:
            let t = y - 1975
            return 45.45 + 1.067 * t - t * t / 260 - t * t * t / 718
        case ..<2005:
            let t = y - 2000
            return 63.86 + 0.3345 * t - 0.060_374 * t * t + 0.001_727_5 * t * t * t
                + 0.000_651_814 * t * t * t * t + 0.000_023_735_99 * t * t * t * t * t
        case ..<2050:
            let t = y - 2000
            return 62.92 + 0.322_17 * t + 0.005_589 * t * t
        default:
            let u = (y - 1820) / 100
            return -20 + 32 * u * u - 0.5628 * (2150 - y)
        }
    }

    /// Meeus table 27.C: amplitude (1e-5 day), phase and rate (degrees, per Julian
    /// century).
    private static let periodicTerms: [(amplitude: Double, phase: Double, rate: Double)] = [
        (485, 324.96, 1934.136), (203, 337.23, 32964.467), (199, 342.08, 20.186),
        (182, 27.85, 445_267.112), (156, 73.14, 45036.886), (136, 171.52, 22518.443),
        (77, 222.54, 65928.934), (74, 296.72, 3034.906), (70, 243.58, 9037.513),
        (58, 119.81, 33718.147), (52, 297.17, 150.678), (50, 21.02, 2281.232),
        (45, 247.54, 29929.562), (44, 325.15, 31555.956), (29, 60.93, 4443.417),
        (18, 155.12, 67555.328), (17, 288.79, 4562.452), (16, 198.04, 62894.029),
        (14, 199.76, 31436.921), (12, 95.39, 14577.848), (12, 287.11, 31931.756),
        (12, 320.81, 34777.259), (9, 227.73, 1222.114), (8, 15.45, 16859.074),
    ]

    /// An angle in degrees brought into [0, 360). (Integer conversion rounds toward zero
    /// without calling the C library, which HolidayEngine does not link.)
    static func normalized(_ degrees: Double) -> Double {
        let reduced = degrees - Double(Int(degrees * (1.0 / 360))) * 360
        return reduced < 0 ? reduced + 360 : reduced
    }

    /// An angle in degrees brought into [-180, 180).
    static func signed(_ degrees: Double) -> Double { normalized(degrees + 180) - 180 }

    static func cosine(_ degrees: Double) -> Double { sine(degrees + 90) }

    /// The sine of an angle in degrees, to about 1e-11 (far below what a longitude to a
    /// second of time needs): reduced to within 45 degrees of a multiple of 90, then
    /// Taylor polynomials.
    static func sine(_ degrees: Double) -> Double {
        // Both polynomials and a select, not a branch per quadrant: the periodic terms'
        // quadrants are random, and a mispredicted branch costs more than a polynomial.
        let (quadrant, x) = reduced(degrees)
        let magnitude = quadrant & 1 == 0 ? sinePolynomial(x) : cosinePolynomial(x)
        return quadrant & 2 == 0 ? magnitude : -magnitude
    }

    /// Sine and cosine of one angle in degrees, reduced once.
    static func sineAndCosine(_ degrees: Double) -> (sine: Double, cosine: Double) {
        let (quadrant, x) = reduced(degrees)
        let s = sinePolynomial(x)
        let c = cosinePolynomial(x)
        switch quadrant {
        case 0: return (s, c)
        case 1: return (c, -s)
        case 2: return (-s, -c)
        default: return (-c, s)
        }
    }

    /// The quadrant (0-3) of the multiple of 90 degrees nearest `degrees`, and the rest in
    /// radians, within [-pi/4, pi/4].
    private static func reduced(_ degrees: Double) -> (quadrant: Int, radians: Double) {
        let angle = normalized(degrees)
        let quadrant = Int(angle * (1.0 / 90) + 0.5)
        return (quadrant & 3, (angle - Double(quadrant) * 90) * (Double.pi / 180))
    }

    /// x - x³/3! + ... - x¹¹/11!, nested; the remainder is below 1e-11 within pi/4.
    private static func sinePolynomial(_ x: Double) -> Double {
        let x2 = x * x
        var inner = 1 - x2 * (1.0 / 110)
        inner = 1 - x2 * (1.0 / 72) * inner
        inner = 1 - x2 * (1.0 / 42) * inner
        inner = 1 - x2 * (1.0 / 20) * inner
        return x * (1 - x2 * (1.0 / 6) * inner)
    }

    /// 1 - x²/2! + ... + x¹²/12!, nested; the remainder is below 1e-12 within pi/4.
    private static func cosinePolynomial(_ x: Double) -> Double {
        let x2 = x * x
        var inner = 1 - x2 * (1.0 / 132)
        inner = 1 - x2 * (1.0 / 90) * inner
        inner = 1 - x2 * (1.0 / 56) * inner
        inner = 1 - x2 * (1.0 / 30) * inner
        inner = 1 - x2 * (1.0 / 12) * inner
        return 1 - x2 * (1.0 / 2) * inner
    }
}
