/// What a holiday is called in some years: in English, and in the region's own languages.
public struct HolidayName: Hashable, Sendable {
    /// The years this name is used.
    public var years: YearSet
    /// The English name.
    public var english: String
    /// The name in each of the region's languages, by BCP-47 code (`de`, `fr`); the key
    /// `""` stands for the region's main language, so a one-language region's data says
    /// `local: "Uusaasta"` and nothing more.
    public var local: [String: String]

    /// A name used in `years` (every year by default); `local` is the name in the region's
    /// main language (the English name where that is English).
    public init(_ english: String, local: String? = nil, years: YearSet = .always) {
        self.years = years
        self.english = english
        self.local = local.map { ["": $0] } ?? [:]
    }

    /// A name in several languages: `["nl": "Kerstmis", "fr": "Noël", "de": "Weihnachten"]`.
    public init(_ english: String, _ local: [String: String], years: YearSet = .always) {
        self.years = years
        self.english = english
        self.local = local
    }

    /// The local name in `language`, for a region whose main language is `main`: the name in
    /// that language (the English name for English), else in the main one, else the English
    /// name.
    public func local(in language: String, main: String) -> String {
        if let text = local[language] { return text }
        if language == main, let text = local[""] { return text }
        if language == "en" { return english }
        return local[main] ?? local[""] ?? english
    }
}

/// The same name changed in one respect (docs/rule-model.md, "Variants of a rule").
extension HolidayName {
    /// The same name, used in `years` only (one era of a rule whose name changed).
    public func during(_ years: YearSet) -> HolidayName {
        var name = self
        name.years = years
        return name
    }

    /// The name of a day off that stands in for this holiday, as a country names its observed
    /// days: `suffix` by language, like `Country.observedSuffix` (`["en": " (observed)",
    /// "": " (выходной)"]`: the English suffix, then the main language's), so that a
    /// decreed substitute reads like one the rules give.
    public func observed(_ suffix: [String: String]) -> HolidayName {
        let english = suffix["en"] ?? ""
        return HolidayName(
            self.english + english,
            local.reduce(into: [:]) { names, entry in
                names[entry.key] = entry.value + (suffix[entry.key] ?? suffix[""] ?? english)
            },
            years: years)
    }
}
