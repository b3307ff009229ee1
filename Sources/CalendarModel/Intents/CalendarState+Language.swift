/// The language holiday names are shown in.
extension CalendarState {
    /// The languages `L` goes through: the region's, main one first, then English, which
    /// every holiday has.
    public var languageChoices: [String] {
        region.languages.contains("en") ? region.languages : region.languages + ["en"]
    }

    /// `L`: the next language of `languageChoices` after the one shown (the main one when
    /// the one asked for is not the region's). The demand carries it, so the names are
    /// asked for again; the notice says which it is.
    mutating func cycleLanguage() {
        let choices = languageChoices
        let shown = language.flatMap { choices.firstIndex(of: $0) } ?? 0
        let next = choices[(shown + 1) % choices.count]
        language = next
        notice = choices.count > 1
            ? "names in \(next) (L: \(choices.joined(separator: ", ")))"
            : "\(region.name) has names in \(next) only"
    }
}
