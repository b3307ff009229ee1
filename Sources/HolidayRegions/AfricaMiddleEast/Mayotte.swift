import HolidayEngine

// Mayotte: an overseas department of France (FR-976, a department since 2011) with its own
// code in ISO 3166-1. France's public holidays hold there (France.swift), with the
// commemoration of the abolition of slavery on 27 April from 1984 (loi n° 83-550 du 30 juin
// 1983; décret n° 83-1003 du 23 novembre 1983), as the region FR-976 has them.
//
// Known from 1950, as France's rules are; python-holidays 0.108 gives France's list from 1842
// (the island's cession to France), which holical does not encode: France's own file starts
// in 1950.

extension Country {
    /// Mayotte: France's public holidays with the abolition of slavery, known from 1950.
    public static let mayotte = Country(
        "YT", "Mayotte", local: "Mayotte", languages: ["fr"], firstWeekday: .monday, known: .from(1950),
        kinds: [.public], sources: "Code du travail art. L3133-1 (France); loi n° 83-550 and décret n° 83-1003 (abolition de "
            + "l'esclavage)",
        rules: { Country.france.rules(ofSubdivision: "976") })
}
