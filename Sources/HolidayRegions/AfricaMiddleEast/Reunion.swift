import HolidayEngine

// Réunion: an overseas department of France (FR-974) with its own code in ISO 3166-1.
// France's public holidays hold there (France.swift), with the commemoration of the
// abolition of slavery on 20 December from 1983 (loi n° 83-550 du 30 juin 1983; décret
// n° 83-1003 du 23 novembre 1983), as the region FR-974 has them.
//
// Known from 1950, as France's rules are; python-holidays 0.108 gives France's list from 1815
// (the island's return to France), which holical does not encode: France's own file starts
// in 1950.

extension Country {
    /// Réunion: France's public holidays with the abolition of slavery, known from 1950.
    public static let reunion = Country(
        "RE", "Réunion", local: "La Réunion", languages: ["fr"], firstWeekday: .monday, known: .from(1950),
        kinds: [.public], sources: "Code du travail art. L3133-1 (France); loi n° 83-550 and décret n° 83-1003 (abolition de "
            + "l'esclavage)",
        rules: { Country.france.rules(ofSubdivision: "974") })
}
