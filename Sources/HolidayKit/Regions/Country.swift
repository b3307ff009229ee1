/// A country's holidays as its law writes them: its own rules, its subdivisions' rules, its
/// weekend, the first day of its week, its languages and the years its rules are known for.
///
/// Each country lives in one file under `Regions/Data/` (docs/adding-a-region.md). The rules
/// are closures, called the first time the country or one of its subdivisions is used, so
/// listing hundreds of regions costs their names only.
public struct Country: Sendable {
    /// ISO 3166-1 alpha-2 code: `DE`.
    public let code: String
    /// The English name: `Germany`.
    public let name: String
    /// The name in the country's main language: `Deutschland`.
    public let localName: String
    /// BCP-47 codes of the languages its holidays are named in, main one first.
    public let languages: [String]
    /// The weekday its calendars start on.
    public let firstWeekday: Weekday
    /// Its weekend, with the dates it changed.
    public let weekend: WeekendHistory
    /// The years its rules are known for; outside them holical shows no holidays and says so.
    public let known: YearSpan
    /// What an observed (additional) day is called after its holiday's name, by language
    /// (`"en"` for the English name, `""` for the main language).
    public let observedSuffix: [String: String]
    /// A line on where its facts come from.
    public let sources: String
    /// The Islamic calendar as the country observes it: Umm al-Qura, or its own month starts
    /// (`HijriCalendar.albania`, ...), for its `.hijri` rules.
    public let islamic: HijriCalendar
    /// The lunisolar calendar's variant for its `.chinese` and `.solarTerm` rules.
    public let lunisolar: ChineseCalendar
    /// Its subdivisions (ISO 3166-2), in the order pickers show them.
    public let subdivisions: [Subdivision]
    /// The rules that hold nationwide.
    let rules: @Sendable () -> [HolidayRule]

    public init(
        _ code: String, _ name: String, local localName: String? = nil, languages: [String],
        firstWeekday: Weekday = .monday, weekend: WeekendHistory = .saturdaySunday,
        known: YearSpan, observedSuffix: [String: String] = ["en": " (observed)"],
        islamic: HijriCalendar = .ummAlQura, lunisolar: ChineseCalendar = .chinese,
        sources: String, rules: @escaping @Sendable () -> [HolidayRule],
        subdivisions: [Subdivision] = []
    ) {
        self.code = code
        self.name = name
        self.localName = localName ?? name
        self.languages = languages
        self.firstWeekday = firstWeekday
        self.weekend = weekend
        self.known = known
        self.observedSuffix = observedSuffix
        self.sources = sources
        self.islamic = islamic
        self.lunisolar = lunisolar
        self.subdivisions = subdivisions
        self.rules = rules
    }
}

extension Country {
    /// A part of a country with holidays of its own (a state, a province, a canton): it has
    /// the country's holidays, plus its own, minus those it does not keep. A rule of its own
    /// with the key of a national rule replaces that rule (New South Wales' Christmas Day,
    /// with its own substitute days, replaces Australia's).
    public struct Subdivision: Sendable {
        /// The part after the country code in ISO 3166-2: `BY` for `DE-BY`.
        public let code: String
        /// The English name: `Bavaria`.
        public let name: String
        /// The name in its own language: `Bayern`.
        public let localName: String
        /// Its languages, where they differ from the country's (Ticino: Italian).
        public let languages: [String]?
        /// The years its rules are known for, where they differ from the country's.
        public let known: YearSpan?
        /// Keys of the national rules it does not keep.
        public let drops: [String]
        /// Its own rules.
        let rules: @Sendable () -> [HolidayRule]

        public init(
            _ code: String, _ name: String, local localName: String? = nil,
            languages: [String]? = nil, known: YearSpan? = nil, drops: [String] = [],
            rules: @escaping @Sendable () -> [HolidayRule] = { [] }
        ) {
            self.code = code
            self.name = name
            self.localName = localName ?? name
            self.languages = languages
            self.known = known
            self.drops = drops
            self.rules = rules
        }
    }
}
