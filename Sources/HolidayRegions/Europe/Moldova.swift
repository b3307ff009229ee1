import HolidayEngine

// Moldova: the non-working holidays (zile de sărbătoare nelucrătoare) of the Labour Code
// (Codul muncii, Legea nr. 154/2003, art. 111), which kept the list of the 1990s laws: the
// Orthodox feasts on the Julian calendar (Christmas on January 7 and 8, Easter Sunday and
// Monday, Memorial Easter, Paștele blajinilor, the Monday after Thomas Sunday), Christmas on
// December 25 from 2013 (an amendment of art. 111; from 2014 the two are named "by the new
// style" and "by the old style"), International Children's Day from 2016 and Europe Day from
// 2017 (later amendments of art. 111). No substitute days: the government's yearly decisions
// moving days off bind the public sector only and are not listed here.
//
// Known from 1991, the year of independence (27 August 1991): before it the Moldavian SSR
// kept the Soviet Union's holidays, another legal order.

extension Country {
    /// Moldova: public holidays, known from 1991.
    public static let moldova = Country(
        "MD", "Moldova", local: "Moldova", languages: ["ro"], firstWeekday: .monday,
        known: .from(1991),
        kinds: [.public], sources: "Codul muncii al Republicii Moldova (Legea nr. 154/2003), art. 111, and the "
            + "laws amending it (December 25 from 2013, June 1 from 2016, May 9 Europe Day from 2017)",
        rules: { moldovanHolidays })

    /// Christmas on the Julian calendar, named "by the old style" once December 25 was a
    /// holiday too.
    private static let oldStyleChristmas: [HolidayName] = [
        HolidayName("Christmas Day", local: "Nașterea lui Iisus Hristos (Crăciunul)", years: .through(2013)),
        HolidayName(
            "Christmas Day (old style)", local: "Nașterea lui Iisus Hristos (Crăciunul pe stil vechi)",
            years: .from(2014)),
    ]

    /// The holidays of art. 111, in the order of the year.
    private static let moldovanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Anul Nou", on: .fixed(month: 1, day: 1)),
        HolidayRule(names: oldStyleChristmas, on: .julian(month: 12, day: 25)),
        HolidayRule(names: oldStyleChristmas, on: .julian(month: 12, day: 26), key: "Christmas Day (2)"),
        HolidayRule("International Women's Day", local: "Ziua internațională a femeii", on: .fixed(month: 3, day: 8)),
        HolidayRule("Easter Sunday", local: "Paștele", on: .orthodoxEaster(0)),
        HolidayRule("Easter Monday", local: "Paștele", on: .orthodoxEaster(1)),
        HolidayRule("Memorial Easter", local: "Paștele blajinilor", on: .orthodoxEaster(8)),
        HolidayRule(
            "International Workers' Solidarity Day",
            local: "Ziua internațională a solidarității oamenilor muncii", on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Victory Day and Commemoration of the Heroes Fallen for the Independence of the Fatherland",
            local: "Ziua Victoriei și a comemorării eroilor căzuți pentru Independența Patriei",
            on: .fixed(month: 5, day: 9)),
        HolidayRule("Europe Day", local: "Ziua Europei", on: .fixed(month: 5, day: 9), years: .from(2017)),
        HolidayRule(
            "International Children's Day", local: "Ziua Ocrotirii Copilului", on: .fixed(month: 6, day: 1),
            years: .from(2016)),
        HolidayRule(
            "Independence Day", local: "Ziua independenței Republicii Moldova", on: .fixed(month: 8, day: 27)),
        HolidayRule("National Language Day", local: "Limba noastră", on: .fixed(month: 8, day: 31)),
        HolidayRule(
            "Christmas Day (new style)", local: "Nașterea lui Iisus Hristos (Crăciunul pe stil nou)",
            on: .fixed(month: 12, day: 25), years: .from(2013)),
    ]
}
