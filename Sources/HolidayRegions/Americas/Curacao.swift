import HolidayEngine

// Curaçao: the public holidays of the Netherlands Antilles from their founding (15 December
// 1954; known from 1955), as the Labour Regulation 2000 lists them, and of Curaçao as a
// country of the Kingdom from 10 October 2010: Whit Sunday last kept in 2009; National Anthem
// and Flag Day (2 July) from 1984; Kingdom Day (15 December) in 2008 and 2009 (P.B. 2008
// no. 50); Curaçao Day (10 October) from 2010; New Year's Eve a half day from 2010. The
// monarch's day as in the Netherlands: 30 April, moved from a Sunday to the Monday until 1979
// and to the Saturday before from 1980; 27 April from 2014. Labour Day on a Sunday moves to
// the Monday (until 1979 also from a Monday to the Tuesday).

extension Country {
    /// Curaçao: public holidays and a half day, known from 1955.
    public static let curacao = Country(
        "CW", "Curaçao", local: "Kòrsou", languages: ["pap", "nl"], firstWeekday: .monday, known: .from(1955),
        kinds: [.public, .halfDay], sources: "Labour Regulation 2000 (Netherlands Antilles); P.B. 2008 no. 50; the holiday regulations of "
            + "Curaçao from 2010",
        rules: { curacaoHolidays })

    /// The holidays, in the order of the year.
    private static let curacaoHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["": "Aña Nobo", "nl": "Nieuwjaarsdag"], on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Carnival Monday", ["": "Dialuna despues di Carnaval Grandi", "nl": "De maandag na de Grote Karnaval"],
            on: .easter(-48)),
        HolidayRule("Good Friday", ["": "Bièrnèsantu", "nl": "Goede Vrijdag"], on: .easter(-2)),
        HolidayRule("Easter Sunday", ["": "Pasku di Resurekshon", "nl": "Paasdag"], on: .easter(0)),
        HolidayRule("Easter Monday", ["": "Di dos dia di Pasku di Resurekshon", "nl": "Tweede paasdag"], on: .easter(1)),
        HolidayRule(
            "Queen's Day", ["": "Dia di la Reina", "nl": "Koninginnedag"], on: .fixed(month: 4, day: 30),
            years: .through(2013),
            observed: [
                .moving(.through(1979), [.sunday: .next(.monday)]),
                .moving(.from(1980), [.sunday: .previous(.saturday)]),
            ]),
        HolidayRule(
            "King's Day", ["": "Dia di Rey", "nl": "Koningsdag"], on: .fixed(month: 4, day: 27), years: .from(2014),
            observed: [.moving(.always, [.sunday: .previous(.saturday)])]),
        HolidayRule(
            "Labour Day", ["": "Dia di Obrero", "nl": "Dag van de Arbeid"], on: .fixed(month: 5, day: 1),
            observed: [
                .moving(.through(1979), [.monday: .next(.tuesday), .sunday: .next(.monday)]),
                .moving(.from(1980), [.sunday: .next(.monday)]),
            ]),
        HolidayRule("Ascension Day", ["": "Dia di Asenshon", "nl": "Hemelvaartsdag"], on: .easter(39)),
        HolidayRule(
            "Whit Sunday", ["": "Domingo di Pentekòstès", "nl": "Eerste pinksterdag"], on: .easter(49),
            years: .through(2009)),
        HolidayRule(
            "National Anthem and Flag Day", ["": "Dia di Himno i Bandera", "nl": "Nationale vlag en volkslied"],
            on: .fixed(month: 7, day: 2), years: .from(1984)),
        HolidayRule(
            "Curaçao Day", ["": "Dia di Pais Kòrsou", "nl": "Dag van Land Curaçao"], on: .fixed(month: 10, day: 10),
            years: .from(2010)),
        HolidayRule(
            "Kingdom Day", ["": "Dia di Reino", "nl": "Koninkrijksdag"], on: .fixed(month: 12, day: 15),
            years: YearSet(2008, 2009)),
        HolidayRule("Christmas Day", ["": "Pasku di Nasementu", "nl": "Eerste kerstdag"], on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "Second Day of Christmas", ["": "Di dos dia di Pasku di Nasementu", "nl": "Tweede kerstdag"],
            on: .fixed(month: 12, day: 26)),
        HolidayRule(
            "New Year's Eve", ["": "Vispu di Aña Nobo", "nl": "Oudejaarsavond"], on: .fixed(month: 12, day: 31),
            kind: .halfDay, years: .from(2010)),
    ]
}
