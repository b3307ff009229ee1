import HolidayEngine

// Saint Barthélemy: an overseas collectivity of France (FR-BL) since 15 July 2007, when it left
// Guadeloupe (loi organique n° 2007-223 du 21 février 2007); known from 2008, its first whole
// year as a collectivity (before, its days were Guadeloupe's: region GP). France's public
// holidays hold there (France.swift), with the commemoration of the abolition of slavery on
// 9 October from 2012 (décret n° 2012-553 du 23 avril 2012), as the region FR-BL has them.

extension Country {
    /// Saint Barthélemy: France's public holidays with the abolition of slavery, known from 2008.
    public static let saintBarthelemy = Country(
        "BL", "Saint Barthélemy", local: "Saint-Barthélemy", languages: ["fr"], firstWeekday: .monday, known: .from(2008),
        kinds: [.public], sources: "Code du travail art. L3133-1 (France); loi organique n° 2007-223; "
            + "décret n° 2012-553 (abolition de l'esclavage)",
        rules: { Country.france.rules(ofSubdivision: "BL") })
}
