import HolidayEngine

// The French Southern and Antarctic Lands (Terres australes et antarctiques françaises):
// Kerguelen, Crozet, Saint-Paul and Amsterdam, Adélie Land and the Scattered Islands, a
// territory of France (FR-TF) with its own code in ISO 3166-1 and no permanent population.
// The staff of its stations keep France's public holidays (Code du travail art. L3133-1,
// France.swift); the territory has no days of its own.
//
// Known from 1956: the territory was made by loi n° 55-1052 du 6 août 1955, apart from
// Madagascar.

extension Country {
    /// The French Southern and Antarctic Lands: France's public holidays, known from 1956.
    public static let frenchSouthernTerritories = Country(
        "TF", "French Southern Territories", local: "Terres australes et antarctiques françaises",
        languages: ["fr"], firstWeekday: .monday, known: .from(1956),
        kinds: [.public], sources: "Code du travail art. L3133-1 (France); loi n° 55-1052 du 6 août 1955 (the territory)",
        rules: { Country.france.rules(ofSubdivision: "TF") })
}
