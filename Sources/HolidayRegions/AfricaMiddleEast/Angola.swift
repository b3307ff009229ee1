import HolidayEngine

// Angola: the public holidays of Decreto n.º 5/75 (the first list, at independence on 11
// November 1975), Decreto n.º 92/80 (the Founder of the Nation's day, 17 September, from 1980),
// Decreto n.º 7/92 (the MPLA's founding day, 10 December, dropped after 1991), Lei n.º 16/96
// (from 27 September 1996: the martyrs of colonial repression on 4 January, Carnival, Women's
// Day, Good Friday and Children's Day from 1997, and a holiday on a Sunday kept on the Monday),
// Lei n.º 1/01 (Africa Day, 2001-2010), Lei n.º 7/03 (Peace and National Reconciliation Day,
// 4 April, from 2003), Lei n.º 10/11 (from 2011: no Monday for New Year's Day, All Souls' Day
// or Christmas, the days of 4 January, Africa Day and Children's Day gone) and Lei n.º 11/18
// (from 10 September 2018: a holiday on a Tuesday makes the Monday before a bridge day, "ponte",
// and one on a Thursday the Friday after; a Sunday gives nothing; Southern Africa's Liberation
// Day, 23 March, from 2019). New Year's Day on a Tuesday gives Monday 31 December. The general
// election of 23 August 2017 was a day off.
//
// Known from 1975, the year of independence and of Decreto n.º 5/75; python-holidays 0.108
// starts there.

extension Country {
    /// Angola: public holidays with their bridge days, known from 1975.
    public static let angola = Country(
        "AO", "Angola", local: "Angola", languages: ["pt"], firstWeekday: .monday, known: .from(1975),
        observedSuffix: ["en": " (bridge day)", "": " (ponte)"],
        kinds: [.public], sources: "Decretos n.º 5/75, n.º 92/80 and n.º 7/92; Leis n.º 16/96, n.º 1/01, n.º 7/03, n.º 10/11 "
            + "and n.º 11/18 (feriados nacionais)",
        rules: { angolanHolidays })

    /// A Sunday's holiday on the Monday too (Lei n.º 16/96, from 27 September 1996: nothing fell
    /// on a Sunday in the rest of 1996).
    private static let angolanSundays: [Weekday: Observance.Shift] = [.sunday: .next(.monday)]
    /// The bridge day of Lei n.º 11/18: the Monday before a Tuesday, the Friday after a Thursday.
    private static let angolanPonte: [Weekday: Observance.Shift] = [.tuesday: .previous(.monday), .thursday: .next(.friday)]

    /// The days before 10 September in the year of Lei n.º 11/18: the Sunday rule through 2018.
    private static let angolanEarly: [Observance] = [
        .adding(YearSet(1997, 2018), angolanSundays), .adding(.from(2019), angolanPonte),
    ]
    /// The days after 10 September: the bridge days from 2018.
    private static let angolanLate: [Observance] = [
        .adding(YearSet(1997, 2017), angolanSundays), .adding(.from(2018), angolanPonte),
    ]
    /// All Souls' Day and Christmas: no Monday from 2011 (Lei n.º 10/11) until the bridge days.
    private static let angolanLateInterrupted: [Observance] = [
        .adding(YearSet(1997, 2010), angolanSundays), .adding(.from(2018), angolanPonte),
    ]

    /// The public holidays, in the order of the year.
    private static let angolanHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", local: "Dia do Ano Novo", on: .fixed(month: 1, day: 1),
            observed: [
                .adding(YearSet(1997, 2011).union(.only(2018)), angolanSundays),
                .adding(.from(2019), angolanPonte),
            ]),
        HolidayRule(
            "Colonial Repression Martyrs' Day", local: "Dia dos Mártires da Repressão Colonial",
            on: .fixed(month: 1, day: 4), years: YearSet(1997, 2011), observed: angolanEarly),
        HolidayRule(
            names: [
                HolidayName("Liberation War Day", local: "Dia do Início da Luta Armada", years: .through(2011)),
                HolidayName(
                    "Liberation War Day", local: "Dia do Início da Luta Armada de Libertação Nacional",
                    years: .from(2012)),
            ],
            on: .fixed(month: 2, day: 4), observed: angolanEarly),
        HolidayRule("Carnival Day", local: "Dia do Carnaval", on: .easter(-47), years: .from(1997), observed: angolanEarly),
        HolidayRule(
            "International Women's Day", local: "Dia Internacional da Mulher", on: .fixed(month: 3, day: 8),
            years: .from(1997), observed: angolanEarly),
        HolidayRule(
            "Southern Africa Liberation Day", local: "Dia da Libertação da África Austral",
            on: .fixed(month: 3, day: 23), years: .from(2019), observed: angolanEarly),
        HolidayRule(
            "Peace and National Reconciliation Day", local: "Dia da Paz e Reconciliação Nacional",
            on: .fixed(month: 4, day: 4), years: .from(2003), observed: angolanEarly),
        HolidayRule("Good Friday", local: "Sexta-Feira Santa", on: .easter(-2), years: .from(1997)),
        HolidayRule(
            "International Workers' Day", local: "Dia Internacional do Trabalhador", on: .fixed(month: 5, day: 1),
            observed: angolanEarly),
        HolidayRule(
            "Africa Day", local: "Dia da África", on: .fixed(month: 5, day: 25), years: YearSet(2001, 2010),
            observed: angolanEarly),
        HolidayRule(
            "International Children's Day", local: "Dia Internacional da Criança", on: .fixed(month: 6, day: 1),
            years: YearSet(1997, 2010), observed: angolanEarly),
        HolidayRule(
            "National Heroes' Day", local: "Dia do Fundador da Nação e do Herói Nacional",
            on: .fixed(month: 9, day: 17), years: .from(1980), observed: angolanLate),
        HolidayRule("All Souls' Day", local: "Dia dos Finados", on: .fixed(month: 11, day: 2), observed: angolanLateInterrupted),
        HolidayRule(
            names: [
                HolidayName("Independence Day", local: "Dia da Independência", years: .through(1995)),
                HolidayName("Independence Day", local: "Dia da Independência Nacional", years: .from(1996)),
            ],
            on: .fixed(month: 11, day: 11), observed: angolanLate),
        HolidayRule(
            "MPLA Foundation Day", local: "Data da Fundação do MPLA - Partido do Trabalho", on: .fixed(month: 12, day: 10),
            years: .through(1991)),
        HolidayRule(
            names: [
                HolidayName("Family Day", local: "Dia da Família", years: .through(1995)),
                HolidayName("Christmas Day", local: "Dia do Natal", years: YearSet(1996, 2010)),
                HolidayName("Christmas and Family Day", local: "Dia de Natal e da Família", years: .from(2011)),
            ],
            on: .fixed(month: 12, day: 25), observed: angolanLateInterrupted),
        .oneOff("General Election Day", local: "Dia de eleições gerais", on: CivilDate(2017, 8, 23)),
    ]
}
