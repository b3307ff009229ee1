import HolidayEngine

// Åland: an autonomous region of Finland (FI-01) with its own code in ISO 3166-1. Finland's
// public holidays and official flag days hold there (Finland.swift), and Åland adds its
// Autonomy Day, as the region FI-01 does. Swedish is its one official language
// (självstyrelselagen för Åland 1991/1144, 36 §); the Finnish names are kept second.

extension Country {
    /// Åland: Finland's public holidays and flag days with the Autonomy Day, known from 1950.
    public static let alandIslands = Country(
        "AX", "Åland Islands", local: "Åland", languages: ["sv", "fi"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public, .observance], sources: "Finland's kirkkolaki (1054/1993) 4:3 and asetus Suomen lipun käyttämisestä "
            + "(383/1978); självstyrelselagen för Åland (1991/1144)",
        rules: { finnishHolidays + finnishFlagDays + [alandAutonomyDay] })
}
