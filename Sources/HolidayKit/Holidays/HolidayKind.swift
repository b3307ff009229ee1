/// What sort of day a holiday is. The TUI gives each kind its own colour and glyph.
///
/// Provider types are mapped onto these (Abstract's `National` is `.public`, Nager's
/// `Bank` is `.bank`, and so on); what cannot be mapped becomes `.other`.
public enum HolidayKind: String, CaseIterable, Hashable, Sendable, Comparable {
    /// A day off by law for everyone (federal holidays, riigipühad).
    case `public`
    /// A day off for banks and some financial institutions.
    case bank
    /// A day of the folk calendar (Eesti rahvakalender); not a day off.
    case folk
    /// Marked in the calendar but not a day off.
    case observance
    /// A shortened working day.
    case halfDay = "half-day"
    /// A religious holiday that is not a public holiday.
    case religious
    /// A holiday of part of the country only.
    case local
    /// A school holiday.
    case school
    /// Anything a provider reports that holical has no kind for.
    case other

    /// Sort order when several holidays share a day: days off first.
    public static func < (lhs: HolidayKind, rhs: HolidayKind) -> Bool {
        lhs.order < rhs.order
    }

    private var order: Int { HolidayKind.allCases.firstIndex(of: self)! }

    /// `half-day` -> `Half-day`, for display.
    public var label: String {
        switch self {
        case .public: "Public"
        case .bank: "Bank"
        case .folk: "Folk"
        case .observance: "Observance"
        case .halfDay: "Half-day"
        case .religious: "Religious"
        case .local: "Local"
        case .school: "School"
        case .other: "Other"
        }
    }

    /// Parses a kind as written on the command line or in a file (`public`, `half-day`).
    public init?(name: String) {
        let key = name.lowercased()
        if let kind = HolidayKind(rawValue: key) {
            self = kind
        } else if key == "halfday" || key == "half_day" {
            self = .halfDay
        } else {
            return nil
        }
    }
}
