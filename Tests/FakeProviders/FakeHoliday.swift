import HolidayEngine

/// One holiday a fake server knows, in holical's terms; each server writes it out in its
/// provider's vocabulary.
public struct FakeHoliday: Sendable, Hashable {
    public var date: CivilDate
    public var name: String
    public var localName: String?
    public var kind: HolidayKind
    /// ISO 3166-1 country: `US`, `EE`, `AU`.
    public var country: String
    /// ISO 3166-2 subdivisions it is limited to; nil for the whole country.
    public var counties: [String]?
    public var details: String?
    /// The provider's `type` text to send instead of the one derived from `kind`.
    public var providerType: String?

    /// Creates a holiday.
    public init(
        _ date: CivilDate, _ name: String, localName: String? = nil, kind: HolidayKind = .public,
        country: String, counties: [String]? = nil, details: String? = nil,
        providerType: String? = nil
    ) {
        self.date = date
        self.name = name
        self.localName = localName
        self.kind = kind
        self.country = country
        self.counties = counties
        self.details = details
        self.providerType = providerType
    }
}
