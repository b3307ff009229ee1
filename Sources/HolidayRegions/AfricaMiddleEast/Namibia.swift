import HolidayEngine

// Namibia: the public holidays of the Public Holidays Act 26 of 1990 and its schedule, as
// amended: the Day of the Namibian Women joined to International Human Rights Day
// (10 September) from 2005, Genocide Remembrance Day (28 May) from 2025. Section 2 of the Act,
// in force from 1 February 1991: a holiday on a Sunday makes the Monday a public holiday
// (Christmas Day excepted: its Monday is Family Day). The days the President declared by
// notice in the Government Gazette (elections, the Y2K changeover, days of mourning and the
// burials of Presidents Geingob and Nujoma) are listed below.
//
// Known from 1991, the first year of the Act (independence was 21 March 1990).

extension Country {
    /// Namibia: public holidays, known from 1991.
    public static let namibia = Country(
        "NA", "Namibia", languages: ["en", "af", "de"], firstWeekday: .monday, known: .from(1991),
        kinds: [.public], sources: "Public Holidays Act 26 of 1990 as amended; the President's declarations in the Government Gazette",
        rules: { namibianHolidays })

    /// Section 2 of the Act: a Sunday holiday also on the Monday after.
    private static let namibianSunday: [Observance] = [.adding(.always, [.sunday: .next(.monday)])]

    /// The Gazette's names for the declared days.
    private static let generalElection = HolidayName("General Election Day")
    private static let regionalElection = HolidayName("Regional Election Day")
    private static let y2k = HolidayName("Y2K changeover")

    /// The holidays, in the order of the year.
    private static let namibianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["af": "Nuwejaarsdag"], on: .fixed(month: 1, day: 1), observed: namibianSunday),
        .oneOff(y2k, on: CivilDate(2000, 1, 3)),
        .oneOff("Burial ceremony of Dr. Hage Gottfried Geingob", on: CivilDate(2024, 2, 25)),
        .oneOff("Walvis Bay Reintegration Day", on: CivilDate(1994, 3, 1)),
        .oneOff("Burial ceremony of Dr. Sam Shafiishuna Nujoma", on: CivilDate(2025, 3, 1)),
        HolidayRule("Independence Day", ["af": "Onafhanklikheidsdag"], on: .fixed(month: 3, day: 21), observed: namibianSunday),
        HolidayRule("Good Friday", ["af": "Goeie Vrydag"], on: .easter(-2)),
        HolidayRule("Easter Monday", ["af": "Paasmaandag"], on: .easter(1)),
        HolidayRule("Workers' Day", ["af": "Werkersdag"], on: .fixed(month: 5, day: 1), observed: namibianSunday),
        HolidayRule("Cassinga Day", ["af": "Cassingadag"], on: .fixed(month: 5, day: 4), observed: namibianSunday),
        HolidayRule("Africa Day", ["af": "Afrikadag"], on: .fixed(month: 5, day: 25), observed: namibianSunday),
        HolidayRule("Genocide Remembrance Day", on: .fixed(month: 5, day: 28), years: .from(2025)),
        HolidayRule("Ascension Day", ["af": "Hemelvaartdag"], on: .easter(39)),
        HolidayRule("Heroes' Day", ["af": "Heldedag"], on: .fixed(month: 8, day: 26), observed: namibianSunday),
        HolidayRule(
            names: [
                HolidayName("International Human Rights Day", years: .through(2004)),
                HolidayName("Day of the Namibian Women and International Human Rights Day"),
            ],
            on: .fixed(month: 9, day: 10), observed: namibianSunday),
        .oneOff("Day of Mourning for Honourable Moses Garoeb", on: CivilDate(1997, 9, 26)),
        .oneOff("Public Holiday", on: CivilDate(1995, 10, 24)),
        .oneOff(regionalElection, on: CivilDate(1998, 11, 30)),
        .oneOff(generalElection, on: CivilDate(1999, 11, 30)),
        .oneOff(generalElection, on: CivilDate(2014, 11, 28)),
        .oneOff(regionalElection, on: CivilDate(2015, 11, 27)),
        .oneOff(generalElection, on: CivilDate(2019, 11, 27)),
        .oneOff(regionalElection, on: CivilDate(2020, 11, 25)),
        .oneOff(generalElection, on: CivilDate(2024, 11, 27)),
        .oneOff(regionalElection, on: CivilDate(2025, 11, 26)),
        .oneOff(generalElection, on: CivilDate(1994, 12, 7)),
        HolidayRule("Christmas Day", ["af": "Kersdag"], on: .fixed(month: 12, day: 25)),
        HolidayRule("Family Day", ["af": "Gesinsdag"], on: .fixed(month: 12, day: 26), observed: namibianSunday),
        .oneOff(y2k, on: CivilDate(1999, 12, 31)),
    ]
}
