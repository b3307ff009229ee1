import HolidayEngine

// Sint Maarten: the public holidays of the country of Sint Maarten from 10 October 2010
// (known from 2011, its first whole year), by its Landsverordening on holidays as amended:
// Emancipation Day (1 July) from 2012 (13 June 2012), moved from a Sunday to the Monday;
// Constitution Day on the second Monday of October from 2015, in place of Kingdom Day (15
// December, moved from a Sunday to the Monday), last kept in 2014 (2 October 2015). Carnival
// Day on 29 April until 2013, on 30 April from 2014 (the day after the Queen's, then King's,
// Day), moved from a Saturday to the Friday and from a Sunday to the Tuesday after Labour
// Day. The monarch's day moves from a Sunday to the Saturday before, as in the Netherlands.

extension Country {
    /// Sint Maarten: public holidays, known from 2011.
    public static let sintMaarten = Country(
        "SX", "Sint Maarten", languages: ["nl", "en"], firstWeekday: .monday, known: .from(2011),
        kinds: [.public], sources: "Landsverordening feestdagen Sint Maarten, as amended 13 June 2012 and 2 October 2015",
        rules: { sintMaartenHolidays })

    /// A Sunday holiday moves to the Monday.
    private static let sintMaartenSunday: [Observance] = [.moving(.always, [.sunday: .next(.monday)])]

    /// The holidays, in the order of the year.
    private static let sintMaartenHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Nieuwjaarsdag", on: .fixed(month: 1, day: 1)),
        HolidayRule("Good Friday", local: "Goede Vrijdag", on: .easter(-2)),
        HolidayRule("Easter Sunday", local: "Eerste paasdag", on: .easter(0)),
        HolidayRule("Easter Monday", local: "Tweede paasdag", on: .easter(1)),
        HolidayRule(
            "Queen's Day", local: "Koninginnedag", on: .fixed(month: 4, day: 30), years: .through(2013),
            observed: [.moving(.always, [.sunday: .previous(.saturday)])]),
        HolidayRule(
            "King's Day", local: "Koningsdag", on: .fixed(month: 4, day: 27), years: .from(2014),
            observed: [.moving(.always, [.sunday: .previous(.saturday)])]),
        HolidayRule("Carnival Day", local: "Carnavalsdag", on: .fixed(month: 4, day: 29), years: .through(2013)),
        HolidayRule(
            "Carnival Day", local: "Carnavalsdag", on: .fixed(month: 4, day: 30), years: .from(2014),
            observed: [.moving(.always, [.saturday: .previous(.friday), .sunday: .next(.tuesday)])],
            key: "Carnival Day (30 April)"),
        HolidayRule("Labour Day", local: "Dag van de Arbeid", on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", local: "Hemelvaartsdag", on: .easter(39)),
        HolidayRule("Whit Sunday", local: "Eerste pinksterdag", on: .easter(49)),
        HolidayRule(
            "Emancipation Day", local: "Dag van de Bevrijding", on: .fixed(month: 7, day: 1), years: .from(2012),
            observed: sintMaartenSunday),
        HolidayRule(
            "Constitution Day", local: "Dag van de Constitutie", on: .nth(2, .monday, of: 10), years: .from(2015)),
        HolidayRule("Sint Maarten Day", local: "Sint-Maartensdag", on: .fixed(month: 11, day: 11)),
        HolidayRule(
            "Kingdom Day", local: "Koninkrijksdag", on: .fixed(month: 12, day: 15), years: .through(2014),
            observed: sintMaartenSunday),
        HolidayRule("Christmas Day", local: "Eerste kerstdag", on: .fixed(month: 12, day: 25)),
        HolidayRule("Second Day of Christmas", local: "Tweede kerstdag", on: .fixed(month: 12, day: 26)),
    ]
}
