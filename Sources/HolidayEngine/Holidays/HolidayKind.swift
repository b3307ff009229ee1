/// What sort of day a holiday is. The TUI gives each kind its own colour and glyph.
///
/// Provider types are mapped onto these (Abstract's `National` is `.public`, Nager's
/// `Bank` is `.bank`, and so on); what cannot be mapped becomes `.other`. The order of the
/// cases is the order on a day with several holidays: days off first.
public enum HolidayKind: String, CaseIterable, Hashable, Sendable, Comparable {
    /// A day off by law for everyone (federal holidays, riigipühad).
    case `public`
    /// A day off of the user's own, from `holidays.toml` (docs/custom-holidays.md).
    case custom
    /// A day off for banks and some financial institutions.
    case bank
    /// A day of the folk calendar (Eesti rahvakalender); not a day off.
    case folk
    /// Marked in the calendar but not a day off.
    case observance
    /// A shortened working day.
    case halfDay = "half-day"
    /// A day off that employers or employees may choose to take (Germany's Buß- und Bettag
    /// for some, Ireland's Good Friday, Cyprus's optional days).
    case optional
    /// A weekend day made a working day by decree, usually in exchange for a bridge day off
    /// (Russia, Belarus, China, Kazakhstan, Ukraine ...): business days count it as one.
    case workday
    /// A religious holiday that is not a public holiday.
    case religious
    /// A holiday of part of the country only.
    case local
    /// A school holiday.
    case school
    /// Anything a provider reports that holical has no kind for.
    case other
    /// An event of one of your calendars (an iCalendar file: docs/calendar-files.md).
    case event

    /// Sort order when several holidays share a day: days off first.
    public static func < (lhs: HolidayKind, rhs: HolidayKind) -> Bool {
        lhs.order < rhs.order
    }

    /// The kind's place in `allCases`, the order of a day's holidays.
    public var order: Int {
        switch self {
        case .public: 0
        case .custom: 1
        case .bank: 2
        case .folk: 3
        case .observance: 4
        case .halfDay: 5
        case .optional: 6
        case .workday: 7
        case .religious: 8
        case .local: 9
        case .school: 10
        case .other: 11
        case .event: 12
        }
    }

    /// `half-day` -> `Half-day`, for display.
    public var label: String {
        switch self {
        case .public: "Public"
        case .custom: "Your own"
        case .bank: "Bank"
        case .folk: "Folk"
        case .observance: "Observance"
        case .halfDay: "Half-day"
        case .optional: "Optional"
        case .workday: "Working day"
        case .religious: "Religious"
        case .local: "Local"
        case .school: "School"
        case .other: "Other"
        case .event: "Calendar"
        }
    }

    /// Whether the kind is a day off for the people it concerns, so that a substitute day
    /// cannot land on it (docs/rule-model.md, "Substitute days").
    public var isDayOff: Bool {
        switch self {
        case .public, .custom, .bank: true
        default: false
        }
    }

    /// Parses a kind as written on the command line or in a file (`public`, `half-day`,
    /// `half_day`, `working-day`); case does not matter.
    public init?(name: String) {
        let key = name.lowercased()
        if let kind = HolidayKind(rawValue: key) {
            self = kind
            return
        }
        switch key {
        case "halfday", "half_day": self = .halfDay
        case "working-day", "working_day", "workingday", "work-day": self = .workday
        default: return nil
        }
    }
}
