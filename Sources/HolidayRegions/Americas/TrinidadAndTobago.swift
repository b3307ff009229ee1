import HolidayEngine

// Trinidad and Tobago: the public holidays of the Public Holidays and Festivals Act (Chap.
// 19:05) from independence (31 August 1962; known from 1963, its first whole year), with the
// days added since: Labour Day (19 June) from 1973, Republic Day (24 September) from 1976,
// Emancipation Day (1 August) from 1985, Spiritual Baptist Liberation Day (30 March) and
// Indian Arrival Day (30 May) from 1996. Divali on the dates the Office of the Prime Minister
// proclaimed for 2012-2025 (FestivalTable.trinidadAndTobagoDeepavali), computed before and
// after; Eid-ul-Fitr on Trinidad and Tobago's own Hijri dates (HijriCalendar+TrinidadAndTobago,
// unannounced years estimated). Carnival Monday and Tuesday are not holidays in law but days
// most employers give: optional.
//
// The Act: a holiday on a Sunday is kept on the next working day; two holidays on one date
// give one more day off, on the next working day.

extension Country {
    /// Trinidad and Tobago: public and optional holidays, known from 1963.
    public static let trinidadAndTobago = Country(
        "TT", "Trinidad and Tobago", languages: ["en"], firstWeekday: .sunday, known: .from(1963),
        islamic: .trinidadAndTobago,
        kinds: [.public, .optional], sources: "Public Holidays and Festivals Act, Chap. 19:05, as amended; the Office of the Prime "
            + "Minister's holiday proclamations",
        rules: { trinidadianHolidays })

    /// Sunday, or a date shared with another holiday: one more day, the next working day.
    private static let trinidadianSubstitute: [Observance] = [
        .substitute(.always, on: [.sunday], orOnAnotherDayOff: true, oncePerDate: true)
    ]

    /// The holidays, in the order of the year.
    private static let trinidadianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: trinidadianSubstitute),
        HolidayRule("Carnival Monday", on: .easter(-48), kind: .optional),
        HolidayRule("Carnival Tuesday", on: .easter(-47), kind: .optional),
        HolidayRule(
            "Spiritual Baptist Liberation Day", on: .fixed(month: 3, day: 30), years: .from(1996),
            observed: trinidadianSubstitute),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Indian Arrival Day", on: .fixed(month: 5, day: 30), years: .from(1996), observed: trinidadianSubstitute),
        HolidayRule("Corpus Christi", on: .easter(60), observed: trinidadianSubstitute),
        HolidayRule("Labour Day", on: .fixed(month: 6, day: 19), years: .from(1973), observed: trinidadianSubstitute),
        HolidayRule("African Emancipation Day", on: .fixed(month: 8, day: 1), years: .from(1985), observed: trinidadianSubstitute),
        HolidayRule("Independence Day", on: .fixed(month: 8, day: 31), observed: trinidadianSubstitute),
        HolidayRule("Republic Day", on: .fixed(month: 9, day: 24), years: .from(1976), observed: trinidadianSubstitute),
        HolidayRule("Divali", on: .hindu(.deepavali, list: .trinidadAndTobagoDeepavali), observed: trinidadianSubstitute),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: trinidadianSubstitute),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: trinidadianSubstitute),
        HolidayRule("Eid-ul-Fitr", on: .hijri(.shawwal, 1), observed: trinidadianSubstitute),
    ]
}
