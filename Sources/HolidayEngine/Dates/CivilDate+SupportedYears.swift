extension CivilDate {
    /// The years holical answers for, everywhere (commands, the calendar, providers): from
    /// the first whole year of the Gregorian calendar, whose rules (Easter's computus
    /// among them) begin in 1583, to the last written with four digits.
    public static let supportedYears = 1583...9999

    /// Every day of `supportedYears`.
    public static let supportedDays = DateRange(years: supportedYears)

    /// Why a year outside `supportedYears` is refused, for messages.
    public static let supportedYearsText =
        "holical answers for the years \(supportedYears.lowerBound)-\(supportedYears.upperBound)"

    /// The date itself if it is in `supportedYears`, else the nearer end of them.
    public var clampedToSupportedYears: CivilDate {
        Swift.min(Swift.max(self, Self.supportedDays.lowerBound), Self.supportedDays.upperBound)
    }
}

extension DateRange {
    /// The part of the range within `CivilDate.supportedYears`; the range itself when none
    /// of it is (nothing outside them is ever asked for, so that cannot reach a provider).
    public var clampedToSupportedYears: DateRange {
        intersection(CivilDate.supportedDays) ?? self
    }
}
