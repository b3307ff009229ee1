import HolidayEngine

// Ethiopia: the public holidays of Proclamation No. 16/1975 (Negarit Gazeta), then of
// Proclamation No. 29/1996 on public holidays and rest days, as amended by Proclamation
// No. 1334/2024. The Christian feasts follow the Ethiopian Orthodox Church: Genna (Christmas,
// 29 Tahsas, kept on 25 December Julian), Timkat (Epiphany, 11 Tir), Good Friday and Fasika
// (Easter) by the Julian computus, Enkutatash (New Year, 1 Meskerem) and Meskel (the Finding of
// the True Cross, 17 Meskerem); the Islamic ones follow the Supreme Council's announcements
// (HijriCalendar.ethiopia). See docs/calendars.md, "Ethiopian".
//
// - Until 1990: the Revolution Day (2 Meskerem, the Derg's takeover of 12 September 1974) and
//   7 November.
// - From 1992: the Downfall of the Derg (28 May 1991), until Proclamation No. 1334/2024 ended
//   it as a day off (last in 2024).
// - From 1996 (Proclamation No. 29/1996): Adwa Victory Day (2 March 1896).
// - Days marked but worked (observances): Martyrs' Day (20 February) and, from 2006, Nations,
//   Nationalities and Peoples' Day (9 December, the Constitution's ratification in 1994).
//
// Known from 1976, the first year of Proclamation No. 16/1975.

extension Country {
    /// Ethiopia: public holidays, known from 1976.
    public static let ethiopia = Country(
        "ET", "Ethiopia", local: "ኢትዮጵያ", languages: ["am"], firstWeekday: .sunday, known: .from(1976),
        islamic: .ethiopia,
        kinds: [.public, .observance], sources: "Proclamation No. 16/1975; Proclamation No. 29/1996 on public holidays and rest days, as "
            + "amended by Proclamation No. 1334/2024",
        rules: { ethiopianHolidays })

    /// The public holidays and the observances, in the order of the year.
    private static let ethiopianHolidays: [HolidayRule] = [
        HolidayRule("Ethiopian Christmas", local: "የገና በዓል", on: .julian(month: 12, day: 25)),
        HolidayRule("Ethiopian Epiphany", local: "የጥምቀት በዓል", on: .ethiopian(month: .tir, day: 11)),
        HolidayRule("Martyrs' Day", local: "የሰማዕታት ቀን", on: .fixed(month: 2, day: 20), kind: .observance),
        HolidayRule("Adwa Victory Day", local: "የአድዋ ድል በዓል", on: .fixed(month: 3, day: 2), years: .from(1996)),
        HolidayRule("Ethiopian Good Friday", local: "የስቅለት በዓል", on: .orthodoxEaster(-2)),
        HolidayRule("Ethiopian Easter", local: "የትንሳኤ (ፋሲካ) በዓል", on: .orthodoxEaster(0)),
        HolidayRule("International Workers' Day", local: "የዓለም የሠራተኞች ቀን", on: .fixed(month: 5, day: 1)),
        HolidayRule("Patriots' Victory Day", local: "የአርበኞች (የድል) ቀን በዓል", on: .fixed(month: 5, day: 5)),
        HolidayRule(
            "Downfall of the Derg", local: "ደርግ የወደቀበት ቀን", on: .fixed(month: 5, day: 28), years: YearSet(1992, 2024)),
        HolidayRule("Ethiopian New Year", local: "የዘመን መለወጫ (እንቁጣጣሽ) በዓል", on: .ethiopian(month: .meskerem, day: 1)),
        HolidayRule(
            "Revolution Day", local: "የአብዮት ቀን", on: .ethiopian(month: .meskerem, day: 2), years: .through(1990)),
        HolidayRule("Finding of the True Cross", local: "የመስቀል በዓል", on: .ethiopian(month: .meskerem, day: 17)),
        HolidayRule(
            "October Revolution Day", local: "የጥቅምት አብዮት ቀን", on: .fixed(month: 11, day: 7), years: .through(1990)),
        HolidayRule(
            "Nations, Nationalities and Peoples' Day", local: "የብሔር ብሔረሰቦች ቀን", on: .fixed(month: 12, day: 9),
            kind: .observance, years: .from(2006)),
        HolidayRule("Prophet's Birthday", local: "የመውሊድ በዓል", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("Eid al-Fitr", local: "የኢድ አልፈጥር በዓል", on: .hijri(.shawwal, 1)),
        HolidayRule("Eid al-Adha", local: "የኢድ አልአድሃ (አረፋ) በዓል", on: .hijri(.dhuAlHijjah, 10)),
    ]
}
