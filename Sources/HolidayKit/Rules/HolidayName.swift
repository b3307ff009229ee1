/// What a holiday is called in some years, in English and in the region's own language.
public struct HolidayName: Hashable, Sendable {
    /// The years this name is used.
    public var years: YearSpan
    /// The English name.
    public var english: String
    /// The name in the region's language; the English name where that is English.
    public var local: String

    /// A name used in `years` (every year by default).
    public init(_ english: String, local: String? = nil, years: YearSpan = .always) {
        self.years = years
        self.english = english
        self.local = local ?? english
    }
}
