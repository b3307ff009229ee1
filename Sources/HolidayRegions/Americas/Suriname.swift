import HolidayEngine

// Suriname: the days off of the Besluit Vrije Dagen 1971 (G.B. 1971 no. 78) as amended (S.B.
// 2007 no. 98, S.B. 2012 no. 21, S.B. 2021 no. 27): the Queen's birthday until 1975; the
// Republic Day of 25 November from 1976, called Independence Day from 2008; the Day of
// Liberation and Renewal (25 February) 1981-1992 and 2012-2020; the Day of the Indigenous
// People (9 August) from 2007; the Day of the Maroons (10 October) from 2012; Divali and
// Ied-Ul-Adha from 2012; Chinese New Year from 2022; 1 July called Keti Koti 2008-2024.
// Holi-Phagwa and Divali as Suriname's lists date them (HinduFestival's Suriname tables, the
// almanac in other years), Ied-Ul-Fitre and Ied-Ul-Adha as Suriname observed them
// (HijriCalendar.suriname); a date not yet announced is estimated. No substitute days.
// Known from 1972, the first year of the 1971 decree. Facts after python-holidays 0.108,
// which cites the decrees.

extension Country {
    /// Suriname: public holidays, known from 1972.
    public static let suriname = Country(
        "SR", "Suriname", languages: ["nl"], firstWeekday: .monday, known: .from(1972), islamic: .suriname,
        kinds: [.public], sources: "Besluit Vrije Dagen 1971 (G.B. 1971 no. 78) as amended by S.B. 2007 no. 98, S.B. 2012 no. 21 "
            + "and S.B. 2021 no. 27",
        rules: { surinameseHolidays })

    /// The public holidays, in the order of the year.
    private static let surinameseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "Nieuwjaarsdag", on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Chinese New Year", local: "Chinees Nieuwjaar", on: .chinese(1, 1), years: .from(2022)),
        HolidayRule(
            "Day of Liberation and Renewal", local: "Dag van Bevrijding en Vernieuwing", on: .fixed(month: 2, day: 25),
            years: YearSet(1981, 1992).union(YearSet(2012, 2020))),
        HolidayRule("Holi-Phagwa", local: "Holi-Phagwa", on: .hindu(.holi, list: .surinameHoli)),
        HolidayRule("Eid al-Fitr", local: "Ied-Ul-Fitre", on: .hijri(.shawwal, 1)),
        HolidayRule("Good Friday", local: "Goede Vrijdag", on: .easter(-2)),
        HolidayRule("Easter Monday", local: "Tweede Paasdag", on: .easter(1)),
        HolidayRule(
            "Queen's Birthday", local: "Verjaardag van H.M. de Koningin", on: .fixed(month: 4, day: 30),
            years: .through(1975)),
        HolidayRule("Labour Day", local: "Dag van de Arbeid", on: .fixed(month: 5, day: 1)),
        HolidayRule(
            names: [
                HolidayName("Day of Freedoms", local: "Dag der Vrijheden", years: .through(2007)),
                HolidayName("Keti Koti", local: "Keti Koti Dey", years: YearSet(2008, 2024)),
                HolidayName("Day of Freedoms", local: "Dag der Vrijheden", years: .from(2025)),
            ],
            on: .fixed(month: 7, day: 1)),
        HolidayRule(
            "Indigenous People's Day", local: "Dag der Inheemsen", on: .fixed(month: 8, day: 9), years: .from(2007)),
        HolidayRule("Eid al-Adha", local: "Ied-Ul-Adha", on: .hijri(.dhuAlHijjah, 10), years: .from(2012)),
        HolidayRule("Day of the Maroons", local: "Dag der Marrons", on: .fixed(month: 10, day: 10), years: .from(2012)),
        HolidayRule("Divali", local: "Divali", on: .hindu(.deepavali, list: .surinameDeepavali), years: .from(2012)),
        HolidayRule(
            names: [
                HolidayName("Republic Day", local: "Dag van de Republiek", years: .through(2007)),
                HolidayName("Independence Day", local: "Onafhankelijkheidsdag", years: .from(2008)),
            ],
            on: .fixed(month: 11, day: 25), years: .from(1976)),
        HolidayRule("Christmas Day", local: "Eerste Kerstdag", on: .fixed(month: 12, day: 25)),
        HolidayRule("Second Day of Christmas", local: "Tweede Kerstdag", on: .fixed(month: 12, day: 26)),
    ]
}
