/// A place with its own holidays (`US`, `AU-NSW`, `EE`), defined as data by its rules.
///
/// Each region lives in one file under `Regions/Data/` and is listed in `RegionRegistry`;
/// see docs/adding-a-region.md.
public struct Region: Sendable {
    /// The code used on the command line and in output: `US`, `AU-NSW`, `EE`.
    public let code: String
    /// `United States`, `Australia, New South Wales`, `Estonia`.
    public let name: String
    /// BCP-47 codes of the languages local names are in, main one first: `["et"]` for EE.
    public let languages: [String]
    /// The weekday calendars of the region usually start on.
    public let firstWeekday: Weekday
    /// The kinds of day the region's rules produce, in `HolidayKind` order.
    public let kinds: [HolidayKind]
    /// The rules, as written in the region's data file.
    public let rules: [HolidayRule]
    private let table: RuleTable

    /// A region defined by `rules`. An observed (additional) day is named after its holiday
    /// with `observedSuffix` appended (`localObservedSuffix` for the local name).
    public init(
        code: String, name: String, languages: [String], firstWeekday: Weekday,
        observedSuffix: String = " (observed)", localObservedSuffix: String? = nil,
        rules: [HolidayRule]
    ) {
        self.code = code
        self.name = name
        self.languages = languages
        self.firstWeekday = firstWeekday
        self.rules = rules
        let used = Set(rules.map(\.kind))
        self.kinds = HolidayKind.allCases.filter(used.contains)
        self.table = RuleTable(
            rules: rules, observedSuffix: observedSuffix,
            localObservedSuffix: localObservedSuffix ?? observedSuffix)
    }

    /// Every holiday in `range`, in `Holiday.displayOrder`. An observed day belongs to the
    /// range its own date is in, whichever year its holiday falls in.
    public func holidays(in range: DateRange) -> [Holiday] {
        table.holidays(in: range, region: code)
    }

    /// Every holiday dated in `year`, in `Holiday.displayOrder`.
    public func holidays(year: Int) -> [Holiday] {
        holidays(in: DateRange(years: year...year))
    }

    /// The holidays on one date, in `Holiday.displayOrder`.
    public func holidays(on date: CivilDate) -> [Holiday] {
        holidays(in: DateRange(day: date))
    }
}
