import HolidayEngine

/// What one answer brought: the holidays read from it, and how many of the range it held.
///
/// A provider reading a huge answer keeps only what `HolidayFetcher.AnswerLimits` could
/// keep of each date (`AnswerCollector`); `sent` still counts what it dropped, so that the
/// fetcher's notice says how much the answer held and is given when anything was cut.
public struct ProviderAnswer: Sendable, Equatable {
    /// The holidays kept while reading, in display order.
    public var holidays: [Holiday]
    /// How many holidays of the range the answer held, those dropped while reading
    /// included; never fewer than `holidays`.
    public var sent: Int

    /// An answer of `holidays`, of which `sent` were held (all of them, when nil).
    public init(holidays: [Holiday], sent: Int? = nil) {
        self.holidays = holidays
        self.sent = max(sent ?? holidays.count, holidays.count)
    }
}
