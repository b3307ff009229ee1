import HolidayEngine

// Wallis and Futuna: a French overseas collectivity (FR-WF) with its own code in ISO 3166-1.
// France's public holidays hold there (France.swift), with Saint Peter Chanel's day, Saints
// Peter and Paul and Territory Day from 1962 (loi n° 61-814 du 29 juillet 1961), as the
// region FR-WF has them. Known from 1962, the first year under that statute, when the
// territory came to be (a protectorate before).

extension Country {
    /// Wallis and Futuna: France's public holidays and the territory's three, known from 1962.
    public static let wallisAndFutuna = Country(
        "WF", "Wallis and Futuna", local: "Wallis-et-Futuna", languages: ["fr", "wls", "fud"],
        firstWeekday: .monday, known: .from(1962),
        kinds: [.public], sources: "Code du travail art. L3133-1 (France); loi n° 61-814 du 29 juillet 1961",
        rules: { Country.france.rules(ofSubdivision: "WF") })
}
