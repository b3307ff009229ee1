import HolidayEngine

// Aruba: the public holidays of the Netherlands Antilles from their founding (15 December
// 1954; known from 1955) and of Aruba's own landsbesluit on holidays (Landsbesluit
// feriadonan) since its status aparte of 1986: Carnival Monday from 1956 (renamed the Monday
// before Ash Wednesday in 2023), National Anthem and Flag Day (18 March) from 1976, Betico
// Day (25 January) from 1989. The monarch's day as in the Netherlands: Queen Juliana's
// birthday (30 April), moved from a Sunday to the Monday until 1979 and to the Saturday before
// from 1980; King Willem-Alexander's (27 April) from 2014, renamed Dia di Rey in 2021. Labour
// Day on a Sunday moves to the Monday (until 1979 also from a Monday to the Tuesday).

extension Country {
    /// Aruba: public holidays, known from 1955.
    public static let aruba = Country(
        "AW", "Aruba", languages: ["pap", "nl"], firstWeekday: .monday, known: .from(1955),
        kinds: [.public], sources: "Landsbesluit feriadonan (Aruba), as amended 1976, 1989 and 2023; the Netherlands Antilles' "
            + "holiday regulations before 1986",
        rules: { arubanHolidays })

    /// The holidays, in the order of the year.
    private static let arubanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["": "Aña Nobo", "nl": "Nieuwjaarsdag"], on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Betico Day", ["": "Dia di Betico", "nl": "Beticodag"], on: .fixed(month: 1, day: 25), years: .from(1989)),
        HolidayRule(
            names: [
                HolidayName(
                    "Carnival Monday", ["": "Dialuna despues di Carnaval Grandi", "nl": "Carnavalsmaandag"],
                    years: .through(2022)),
                HolidayName(
                    "Monday before Ash Wednesday",
                    ["": "Dialuna prome cu diaranson di shinish", "nl": "Maandag voor Aswoensdag"], years: .from(2023)),
            ],
            on: .easter(-48), years: .from(1956)),
        HolidayRule(
            "National Anthem and Flag Day", ["": "Dia di Himno y Bandera", "nl": "Nationale vlag en volkslied"],
            on: .fixed(month: 3, day: 18), years: .from(1976)),
        HolidayRule("Good Friday", ["": "Bierna Santo", "nl": "Goede Vrijdag"], on: .easter(-2)),
        HolidayRule("Easter Monday", ["": "Di dos dia di Pasco di Resureccion", "nl": "Tweede paasdag"], on: .easter(1)),
        HolidayRule(
            "Queen's Day", ["": "Aña di La Reina", "nl": "Koninginnedag"], on: .fixed(month: 4, day: 30),
            years: .through(2013),
            observed: [
                .moving(.through(1979), [.sunday: .next(.monday)]),
                .moving(.from(1980), [.sunday: .previous(.saturday)]),
            ]),
        HolidayRule(
            names: [
                HolidayName("King's Day", ["": "Aña di Rey", "nl": "Koningsdag"], years: YearSet(2014, 2020)),
                HolidayName("King's Day", ["": "Dia di Rey", "nl": "Koningsdag"], years: .from(2021)),
            ],
            on: .fixed(month: 4, day: 27), years: .from(2014), observed: [.moving(.always, [.sunday: .previous(.saturday)])]),
        HolidayRule(
            "Labour Day", ["": "Dia di Obrero", "nl": "Dag van de Arbeid"], on: .fixed(month: 5, day: 1),
            observed: [
                .moving(.through(1979), [.monday: .next(.tuesday), .sunday: .next(.monday)]),
                .moving(.from(1980), [.sunday: .next(.monday)]),
            ]),
        HolidayRule("Ascension Day", ["": "Dia di Asuncion", "nl": "Hemelvaartsdag"], on: .easter(39)),
        HolidayRule("Christmas Day", ["": "Pasco di Nacemento", "nl": "Eerste kerstdag"], on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "Second Day of Christmas", ["": "Di dos dia di Pasco di Nacemento", "nl": "Tweede kerstdag"],
            on: .fixed(month: 12, day: 26)),
    ]
}
