import HolidayEngine

// Saint Martin: an overseas collectivity of France (FR-MF) since 15 July 2007, when it left
// Guadeloupe (loi organique n° 2007-223 du 21 février 2007); known from 2008, its first whole
// year as a collectivity (before, its days were Guadeloupe's: region GP). France's public
// holidays hold there (France.swift), with the commemoration of the abolition of slavery on
// 28 May and Victor Schœlcher's day on 21 July from 2012 (décret n° 2012-553 du 23 avril
// 2012), as the region FR-MF has them.

extension Country {
    /// Saint Martin: France's public holidays with the abolition of slavery, known from 2008.
    public static let saintMartin = Country(
        "MF", "Saint Martin", local: "Saint-Martin", languages: ["fr"], firstWeekday: .monday, known: .from(2008),
        kinds: [.public], sources: "Code du travail art. L3133-1 (France); loi organique n° 2007-223; "
            + "décret n° 2012-553 (abolition de l'esclavage)",
        rules: { Country.france.rules(ofSubdivision: "MF") })
}
