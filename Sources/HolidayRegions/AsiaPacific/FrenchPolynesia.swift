import HolidayEngine

// French Polynesia: a French overseas collectivity (FR-PF) with its own code in ISO 3166-1.
// France's public holidays hold there (France.swift), with the arrival of the Gospel, Good
// Friday, Internal Autonomy Day (1985-2024) and Matāri'i from 2025, as the region FR-PF has
// them.

extension Country {
    /// French Polynesia: France's public holidays and the collectivity's own, known from 1950.
    public static let frenchPolynesia = Country(
        "PF", "French Polynesia", local: "Polynésie française", languages: ["fr", "ty"],
        firstWeekday: .monday, known: .from(1950),
        kinds: [.public], sources: "Code du travail art. L3133-1 (France); délibération of 1 February 1978 "
            + "(Arrivée de l'Évangile); loi du pays of 30 April 2024 (Matāri'i)",
        rules: { Country.france.rules(ofSubdivision: "PF") })
}
