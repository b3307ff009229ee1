import HolidayEngine

// New Caledonia: a French collectivity sui generis (FR-NC) with its own code in ISO 3166-1.
// France's public holidays hold there (France.swift), with September 24, the day France
// took possession in 1853, as the region FR-NC has them.

extension Country {
    /// New Caledonia: France's public holidays and Citizenship Day, known from 1950.
    public static let newCaledonia = Country(
        "NC", "New Caledonia", local: "Nouvelle-Calédonie", languages: ["fr"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public], sources: "Code du travail art. L3133-1 (France); Fête de la Citoyenneté (24 September)",
        rules: { Country.france.rules(ofSubdivision: "NC") })
}
