/// A country's holidays as its law writes them: its own rules, its subdivisions' rules, its
/// weekend, the first day of its week, its languages and the years its rules are known for.
///
/// Each country lives in one file of the `HolidayRegions` target (docs/adding-a-region.md). The rules
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
    public let known: YearSet
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
    /// The kinds of day its rules produce, written in its file so that listing every region
    /// (`holical list --regions`) makes no country's rules; nil for a region of one's own,
    /// whose kinds are read from its rules. `RegionRegistryTests` holds each built-in
    /// country's to its rules.
    let kinds: [HolidayKind]?

    public init(
        _ code: String, _ name: String, local localName: String? = nil, languages: [String],
        firstWeekday: Weekday = .monday, weekend: WeekendHistory = .saturdaySunday,
        known: YearSet, observedSuffix: [String: String] = ["en": " (observed)"],
        islamic: HijriCalendar = .ummAlQura, lunisolar: ChineseCalendar = .chinese,
        kinds: [HolidayKind]? = nil, sources: String, rules: @escaping @Sendable () -> [HolidayRule],
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
        self.kinds = kinds
    }
}

extension Country {
    /// A part of a country with holidays of its own (a state, a province, a canton, a city):
    /// it has the country's holidays (or, `within` another subdivision, that one's), plus its
    /// own, minus those it `drops`. A rule of its own that `replaces` an inherited rule takes
    /// its place (New South Wales' Christmas Day, with its own substitute days, replaces
    /// Australia's).
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
        public let known: YearSet?
        /// Its weekend, where it differs from the country's (a Malaysian state that rests on
        /// Friday and Saturday), with its history.
        public let weekend: WeekendHistory?
        /// Keys of the inherited rules it does not keep.
        public let drops: [String]
        /// The code of the subdivision whose holidays it has in place of the country's (a
        /// city within its Land: Augsburg within Bavaria, `BY`), or nil.
        public let within: String?
        /// The kinds of day its rules produce where they are not its country's (as
        /// `Country.kinds`); nil when they are.
        let kinds: [HolidayKind]?
        /// Its own rules.
        let rules: @Sendable () -> [HolidayRule]

        /// Its own rules, made anew (what it adds to and replaces of what it inherits).
        public var ownRules: [HolidayRule] { rules() }

        public init(
            _ code: String, _ name: String, local localName: String? = nil,
            languages: [String]? = nil, known: YearSet? = nil, weekend: WeekendHistory? = nil, within: String? = nil,
            drops: [String] = [], rules: @escaping @Sendable () -> [HolidayRule] = { [] },
            kinds: [HolidayKind]? = nil
        ) {
            self.code = code
            self.name = name
            self.localName = localName ?? name
            self.languages = languages
            self.known = known
            self.weekend = weekend
            self.drops = drops
            self.within = within
            self.kinds = kinds
            self.rules = rules
        }
    }
}

extension Country {
    /// The subdivisions `subdivision` lies within, the nearest first (Bavaria for Augsburg);
    /// empty for most. A `within` that names no subdivision of the country, or a loop, ends
    /// the chain (the region tests fail on either).
    public func parents(of subdivision: Subdivision) -> [Subdivision] {
        var chain: [Subdivision] = []
        var next = subdivision.within
        while let code = next, let parent = subdivisions.first(where: { $0.code == code }),
              !chain.contains(where: { $0.code == code }), code != subdivision.code {
            chain.append(parent)
            next = parent.within
        }
        return chain
    }
}
