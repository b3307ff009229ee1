/// Regions a person makes from built-in ones: their own days off added everywhere, or a
/// region of their own based on another (docs/custom-holidays.md).
extension Region {
    /// This region with `rules` added and the rules whose keys are in `dropping` removed;
    /// `code` and `name` name the result (this region's by default). The compiled rules
    /// of the result are its own.
    public func including(
        _ rules: [HolidayRule], dropping: [String] = [], code: String? = nil, name: String? = nil
    ) -> Region {
        let base = self
        let dropped = Set(dropping)
        let country = Country(
            code ?? base.code, name ?? base.name, local: name ?? base.localName,
            languages: base.languages, firstWeekday: base.firstWeekday, weekend: base.weekend,
            known: base.known, observedSuffix: base.country.observedSuffix,
            islamic: base.country.islamic, lunisolar: base.country.lunisolar,
            sources: base.country.sources,
            rules: { base.rules.filter { !dropped.contains($0.key) } + rules })
        return Region(country: country)
    }
}
