import HolidayEngine

// Svalbard and Jan Mayen: Norwegian territory (Svalbardloven, lov 17. juli 1925 nr. 11; lov
// om Jan Mayen, 27. februar 1930 nr. 2) with its own code in ISO 3166-1. It keeps Norway's
// helligdager and høytidsdager (Norway.swift), as the counties NO-21 and NO-22 do;
// python-holidays 0.108 makes SJ the same as NO-21.

extension Country {
    /// Svalbard and Jan Mayen: Norway's public holidays, known from 1950.
    public static let svalbardAndJanMayen = Country(
        "SJ", "Svalbard and Jan Mayen", local: "Svalbard og Jan Mayen", languages: ["nb"],
        firstWeekday: .monday, known: .from(1950),
        kinds: [.public], sources: "Svalbardloven (1925 nr. 11); lov om Jan Mayen (1930 nr. 2); "
            + "Norway's lov om helligdager og helligdagsfred (1995 nr. 12) § 2",
        rules: { norwegianHolidays })
}
