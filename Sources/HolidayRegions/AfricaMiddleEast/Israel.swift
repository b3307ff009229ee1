import HolidayEngine

// Israel: the days of rest of the Law and Administration Ordinance, 5708-1948 (sec. 18A),
// on the Hebrew calendar: Rosh Hashanah (two days), Yom Kippur, the first day of Sukkot,
// Shemini Atzeret with Simchat Torah, the first and seventh days of Passover, Shavuot, and
// Independence Day (Independence Day Law, 5709-1949).
//
// Independence Day is 5 Iyar, brought forward to the Thursday when 5 Iyar is a Friday or a
// Saturday, and since the 2004 amendment put off to Tuesday when 5 Iyar is a Monday; Memorial
// Day (Memorial Day Law, 5723-1963) is the day before it, so Wednesday for a Thursday or a
// Friday and Monday for a Sunday. Tisha B'Av on a Saturday is kept on the Sunday.
//
// Kind optional, days many employers give off or that are kept as days of observance: Chol
// HaMoed of Sukkot and of Passover (the intermediate days, 16-20 Tishrei and Nisan), Purim,
// Memorial Day (from 1963), Jerusalem Day (Jerusalem Day Law, 5758-1998, 28 Iyar), Sigd (Sigd
// Day Law, 5768-2008, 29 Heshvan) and Tisha B'Av. python-holidays 0.108's school category
// (Hanukkah, Lag BaOmer, the Fast of Esther) is left out.
//
// Weekend Friday and Saturday. Known from 1950; python-holidays 0.108 also has 1948-1949.

extension Country {
    /// Israel: days of rest and optional days, known from 1950.
    public static let israel = Country(
        "IL", "Israel", local: "ישראל", languages: ["he"], firstWeekday: .sunday, weekend: WeekendHistory(.fridaySaturday),
        known: .from(1950), observedSuffix: ["en": " (observed)", "": " (נדחה)"],
        kinds: [.public, .optional], sources: "Law and Administration Ordinance, 5708-1948, sec. 18A; Independence Day Law, 5709-1949, "
            + "and its 2004 amendment; Memorial Day Law, 5723-1963; Jerusalem Day Law, 5758-1998; Sigd Day Law, 5768-2008",
        rules: { israeliDaysOfRest + israeliOptionalDays })

    /// Independence Day moves off the Sabbath, and from 2004 off a Monday.
    private static let israeliIndependenceMove: [Observance] = [
        .moving(.through(2003), [.friday: .previous(.thursday), .saturday: .previous(.thursday)]),
        .moving(
            .from(2004),
            [.friday: .previous(.thursday), .saturday: .previous(.thursday), .monday: .next(.tuesday)]),
    ]

    /// Memorial Day moves with Independence Day, the day after it.
    private static let israeliMemorialMove: [Observance] = [
        .moving(.through(2003), [.thursday: .previous(.wednesday), .friday: .previous(.wednesday)]),
        .moving(
            .from(2004),
            [.thursday: .previous(.wednesday), .friday: .previous(.wednesday), .sunday: .next(.monday)]),
    ]

    private static let israeliRoshHashanah = HolidayName("Rosh Hashanah", local: "ראש השנה")
    private static let israeliCholHaMoedSukkot = HolidayName("Chol HaMoed Sukkot", local: "חול המועד סוכות")
    private static let israeliCholHaMoedPesach = HolidayName("Chol HaMoed Passover", local: "חול המועד פסח")

    /// The days of rest, in the order of the Hebrew year.
    private static let israeliDaysOfRest: [HolidayRule] = [
        HolidayRule(names: [israeliRoshHashanah], on: .hebrew(month: .tishrei, day: 1)),
        HolidayRule(names: [israeliRoshHashanah], on: .hebrew(month: .tishrei, day: 2), key: "Rosh Hashanah (2)"),
        HolidayRule("Yom Kippur", local: "יום כיפור", on: .hebrew(month: .tishrei, day: 10)),
        HolidayRule("Sukkot", local: "סוכות", on: .hebrew(month: .tishrei, day: 15)),
        HolidayRule(
            "Simchat Torah / Shemini Atzeret", local: "שמחת תורה/שמיני עצרת", on: .hebrew(month: .tishrei, day: 22)),
        HolidayRule("Passover", local: "פסח", on: .hebrew(month: .nisan, day: 15)),
        HolidayRule("Seventh day of Passover", local: "שביעי של פסח", on: .hebrew(month: .nisan, day: 21)),
        HolidayRule(
            "Independence Day", local: "יום העצמאות", on: .hebrew(month: .iyar, day: 5),
            observed: israeliIndependenceMove),
        HolidayRule("Shavuot", local: "שבועות", on: .hebrew(month: .sivan, day: 6)),
    ]

    /// The optional days, in the order of the Hebrew year.
    private static let israeliOptionalDays: [HolidayRule] =
        (16...20).map { day in
            HolidayRule(
                names: [israeliCholHaMoedSukkot], on: .hebrew(month: .tishrei, day: day), kind: .optional,
                key: day == 16 ? nil : "Chol HaMoed Sukkot (\(day - 15))")
        }
        + [
            HolidayRule("Sigd", local: "סיגד", on: .hebrew(month: .heshvan, day: 29), kind: .optional, years: .from(2008)),
            HolidayRule("Purim", local: "פורים", on: .hebrew(month: .adar, day: 14), kind: .optional),
        ]
        + (16...20).map { day in
            HolidayRule(
                names: [israeliCholHaMoedPesach], on: .hebrew(month: .nisan, day: day), kind: .optional,
                key: day == 16 ? nil : "Chol HaMoed Passover (\(day - 15))")
        }
        + [
            HolidayRule(
                "Memorial Day", local: "יום הזיכרון לחללי מערכות ישראל ונפגעי פעולות האיבה",
                on: .hebrew(month: .iyar, day: 4), kind: .optional, years: .from(1963), observed: israeliMemorialMove),
            HolidayRule(
                "Jerusalem Day", local: "יום ירושלים", on: .hebrew(month: .iyar, day: 28), kind: .optional,
                years: .from(1998)),
            HolidayRule(
                "Tisha B'Av", local: "תשעה באב", on: .hebrew(month: .av, day: 9), kind: .optional,
                observed: [.moving(.always, [.saturday: .next(.sunday)])]),
        ]
}
