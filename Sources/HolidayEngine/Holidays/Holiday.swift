/// One holiday on one date, from the rule engine or a remote provider.
public struct Holiday: Hashable, Sendable {
    public var date: CivilDate
    /// English name.
    public var name: String
    /// Name in the region's own language (equal to `name` where that is English).
    public var localName: String
    public var kind: HolidayKind
    /// Region code (`US`, `AU-NSW`, `EE`) or, for a provider, the country it answered for.
    public var region: String
    /// For an observed or substitute day: the date of the holiday it stands in for.
    public var observedOf: CivilDate?
    /// A provider's description, when it sends one.
    public var details: String?
    /// Whether the date is a forecast: a day of a calendar fixed by observation (an
    /// Islamic month not yet seen) whose date has not been confirmed (docs/calendars.md).
    public var isEstimated: Bool
    /// For an event of one of your calendars (kind `.event`): its span, time, place and
    /// identity; nil for a holiday.
    public var event: EventDetails?

    public init(
        date: CivilDate, name: String, localName: String? = nil, kind: HolidayKind,
        region: String, observedOf: CivilDate? = nil, details: String? = nil,
        isEstimated: Bool = false
    ) {
        self.date = date
        self.name = name
        self.localName = localName ?? name
        self.kind = kind
        self.region = region
        self.observedOf = observedOf
        self.details = details
        self.isEstimated = isEstimated
    }
}

extension Holiday {
    /// Holidays in date order; on one date, days off before other kinds, then by name.
    public static func displayOrder(_ lhs: Holiday, _ rhs: Holiday) -> Bool {
        if lhs.date != rhs.date { return lhs.date < rhs.date }
        if lhs.kind != rhs.kind { return lhs.kind < rhs.kind }
        return lhs.name < rhs.name
    }
}
