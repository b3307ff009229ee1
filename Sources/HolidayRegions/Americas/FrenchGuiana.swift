import HolidayEngine

// French Guiana: an overseas department of France (FR-973) with its own code in ISO 3166-1.
// France's public holidays hold there (France.swift), with the commemoration of the
// abolition of slavery on 10 June from 1984 (loi n° 83-550 du 30 juin 1983; décret
// n° 83-1003 du 23 novembre 1983), as the region FR-973 has them.

extension Country {
    /// French Guiana: France's public holidays with the abolition of slavery, known from 1950.
    public static let frenchGuiana = Country(
        "GF", "French Guiana", local: "Guyane", languages: ["fr"], firstWeekday: .monday, known: .from(1950),
        kinds: [.public], sources: "Code du travail art. L3133-1 (France); loi n° 83-550 and décret n° 83-1003 (abolition de "
            + "l'esclavage)",
        rules: { Country.france.rules(ofSubdivision: "973") })
}
