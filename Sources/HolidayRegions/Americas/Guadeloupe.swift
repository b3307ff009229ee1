import HolidayEngine

// Guadeloupe: an overseas department of France (FR-971) with its own code in ISO 3166-1.
// France's public holidays hold there (France.swift), with Mid-Lent and Good Friday, and from
// 1984 the commemoration of the abolition of slavery on 27 May and Victor Schœlcher's day on
// 21 July (loi n° 83-550 du 30 juin 1983; décret n° 83-1003 du 23 novembre 1983), as the
// region FR-971 has them.

extension Country {
    /// Guadeloupe: France's public holidays with Mid-Lent, Good Friday and the abolition of
    /// slavery, known from 1950.
    public static let guadeloupe = Country(
        "GP", "Guadeloupe", local: "Guadeloupe", languages: ["fr"], firstWeekday: .monday, known: .from(1950),
        kinds: [.public], sources: "Code du travail art. L3133-1 (France); "
            + "loi n° 83-550 and décret n° 83-1003 (abolition de l'esclavage)",
        rules: { Country.france.rules(ofSubdivision: "971") })
}
