import HolidayEngine

// Martinique: an overseas department of France (FR-972) with its own code in ISO 3166-1.
// France's public holidays hold there (France.swift), with Good Friday, and from 1984 the
// commemoration of the abolition of slavery on 22 May and Victor Schœlcher's day on 21 July
// (loi n° 83-550 du 30 juin 1983; décret n° 83-1003 du 23 novembre 1983), as the region
// FR-972 has them.

extension Country {
    /// Martinique: France's public holidays with Good Friday and the abolition of slavery, known from 1950.
    public static let martinique = Country(
        "MQ", "Martinique", local: "Martinique", languages: ["fr"], firstWeekday: .monday, known: .from(1950),
        kinds: [.public], sources: "Code du travail art. L3133-1 (France); "
            + "loi n° 83-550 and décret n° 83-1003 (abolition de l'esclavage)",
        rules: { Country.france.rules(ofSubdivision: "972") })
}
