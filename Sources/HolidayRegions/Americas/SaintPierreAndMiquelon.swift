import HolidayEngine

// Saint Pierre and Miquelon: a French territory, an overseas collectivity since 1985 (loi
// n° 85-595 du 11 juin 1985), with its own code in ISO 3166-1. France's public holidays hold
// there (France.swift) and no others, as the region FR-PM has them.

extension Country {
    /// Saint Pierre and Miquelon: France's public holidays, known from 1950.
    public static let saintPierreAndMiquelon = Country(
        "PM", "Saint Pierre and Miquelon", local: "Saint-Pierre-et-Miquelon", languages: ["fr"], firstWeekday: .monday, known: .from(1950),
        kinds: [.public], sources: "Code du travail art. L3133-1 (France)",
        rules: { Country.france.rules(ofSubdivision: "PM") })
}
