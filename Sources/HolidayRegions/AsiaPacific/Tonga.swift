import HolidayEngine

// Tonga: public holidays (Public Holidays Act [Cap. 8.02], clause 2 and its amendments: Act
// 11 of 1970; Act 10 of 2010, in force 18 May 2010; Act 5 of 2013), the sovereign's and the
// heir's birthdays of each reign, and the days the Privy Council declares. Until 2009 a
// holiday on a Sunday gave the Monday after (and Boxing Day on a Monday the Tuesday); from
// 2010 the Act moves most holidays to the nearest Monday: from a Tuesday or Wednesday back to
// the Monday before, from Thursday to Sunday on to the Monday after. New Year's Day, Anzac
// Day and, from 2012, the royal birthdays keep the Sunday-to-Monday rule (New Year's and
// Anzac Day until 2016). Known from 1989, as python-holidays 0.108 has them (the 1988
// revision of the Act).

extension Country {
    /// Tonga: public holidays, known from 1989.
    public static let tonga = Country(
        "TO", "Tonga", local: "Tonga", languages: ["to", "en"], firstWeekday: .monday, known: .from(1989),
        observedSuffix: ["en": " (observed)", "": " (fakatokangaʻi)"],
        kinds: [.public], sources: "Public Holidays Act [Cap. 8.02] cl 2; Acts 11 of 1970, 10 of 2010 and 5 of 2013",
        rules: { tonganHolidays })

    /// A Sunday holiday gives the Monday after.
    private static func tongaSundayToMonday(_ years: YearSet) -> Observance {
        .adding(years, [.sunday: .next(.monday)])
    }

    /// From 2010: the holiday itself moves to the nearest Monday (Tuesday and Wednesday back,
    /// Thursday to Sunday on).
    private static func tongaNearestMonday(_ years: YearSet) -> Observance {
        .moving(
            years,
            [
                .tuesday: .previous(.monday), .wednesday: .previous(.monday), .thursday: .next(.monday),
                .friday: .next(.monday), .saturday: .next(.monday), .sunday: .next(.monday),
            ])
    }

    /// A holiday that gives the Monday for a Sunday until 2009 and moves to the nearest
    /// Monday from 2010.
    private static let tongaMondayised: [Observance] = [
        tongaSundayToMonday(.through(2009)), tongaNearestMonday(.from(2010)),
    ]

    private static let sovereignsBirthday = HolidayName(
        "Birthday of the Reigning Sovereign of Tonga", local: "ʻAho ʻAloʻi ʻo ʻEne ʻAfio ko e Tuʻi ʻo Tonga ʻoku lolotonga Pule")
    private static let heirsBirthday = HolidayName(
        "Birthday of the Heir to the Crown of Tonga", local: "ʻAho ʻAloʻi ʻo e ʻEa ki he Kalauni ʻo Tonga")

    /// The public holidays, in the order of the year.
    private static let tonganHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", local: "ʻUluaki ʻAho ʻo e Taʻu Foʻou", on: .fixed(month: 1, day: 1),
            observed: [tongaSundayToMonday(.through(2016))]),
        HolidayRule("Good Friday", local: "Falaite Lelei", on: .easter(-2)),
        HolidayRule("Easter Monday", local: "Monite ʻo e Toetuʻu", on: .easter(1)),
        HolidayRule(
            "Anzac Day", local: "ʻAho Anzac", on: .fixed(month: 4, day: 25),
            observed: [tongaSundayToMonday(.through(2016))]),
        // The heir's birthday on May 4 (Crown Prince Tupou, later George Tupou V) until 2006.
        HolidayRule(
            names: [heirsBirthday], on: .fixed(month: 5, day: 4), years: .through(2006),
            observed: [tongaSundayToMonday(.always)], key: "Heir's Birthday (May 4)"),
        // The sovereign's birthday: July 4 (Taufaʻahau Tupou IV) until 2006; May 4 (George
        // Tupou V) 2007-2011, moved to the nearest Monday in 2011; none in 2012; July 4
        // (Tupou VI) from 2013.
        HolidayRule(
            names: [sovereignsBirthday], on: .fixed(month: 5, day: 4), years: YearSet(2007, 2011),
            observed: [tongaSundayToMonday(YearSet(2007, 2010)), tongaNearestMonday(.only(2011))],
            key: "Sovereign's Birthday (May 4)"),
        HolidayRule("Emancipation Day", local: "ʻAho Tauʻataina", on: .fixed(month: 6, day: 4), observed: tongaMondayised),
        HolidayRule(
            names: [sovereignsBirthday], on: .fixed(month: 7, day: 4), years: .through(2006).union(.from(2013)),
            observed: [tongaSundayToMonday(.always)], key: "Sovereign's Birthday (July 4)"),
        // The heir's birthday on July 12 (Tupouto'a 'Ulukalala) 2007-2011, September 17 (Crown
        // Prince Tupoutoʻa ʻUlukalala from 2012).
        HolidayRule(
            names: [heirsBirthday], on: .fixed(month: 7, day: 12), years: YearSet(2007, 2011),
            observed: tongaMondayised, key: "Heir's Birthday (July 12)"),
        HolidayRule(
            "Anniversary of the Coronation Day of the reigning Sovereign of Tonga",
            local: "Fakamanatu ʻo e ʻAho Hilifaki Kalauni ʻo ʻEne ʻAfio ko e Tuʻi ʻo Tonga ʻa ia ʻoku lolotonga Pule",
            on: .fixed(month: 8, day: 1), years: YearSet(2008, 2011), observed: tongaMondayised),
        HolidayRule(
            names: [heirsBirthday], on: .fixed(month: 9, day: 17), years: .from(2012),
            observed: [tongaSundayToMonday(.always)], key: "Heir's Birthday (September 17)"),
        .oneOff("State Funeral of Akilisi Pohiva", local: "Meʻafakaʻeiki ʻo e Siteiti ʻAkilisi Pōhiva", on: CivilDate(2019, 9, 19)),
        HolidayRule("Constitution Day", local: "ʻAho Konisitutone", on: .fixed(month: 11, day: 4), observed: tongaMondayised),
        .oneOff("Tonga Rugby Public Holiday", local: "ʻAho malolo ʻakapulu ʻa Tonga", on: CivilDate(2017, 11, 29)),
        .oneOff("Tonga Rugby Public Holiday", local: "ʻAho malolo ʻakapulu ʻa Tonga", on: CivilDate(2019, 11, 15)),
        HolidayRule(
            "Anniversary of the Coronation of HM King George Tupou I",
            local: "ʻAho Fakamanatu ʻo e Hilifaki Kalauni ʻo ʻEne ʻAfio ko Siaosi Tupou I",
            on: .fixed(month: 12, day: 4), observed: tongaMondayised),
        HolidayRule("Christmas Day", local: "ʻAho Kilisimasi", on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "Boxing Day", local: "ʻAho 2 ʻo e Kilisimasi", on: .fixed(month: 12, day: 26),
            observed: [.adding(.through(2009), [.monday: .next(.tuesday)])]),
        // Declared for 2021: Monday 27 December for Boxing Day on a Sunday.
        .decreedSubstitute(
            HolidayName("Boxing Day (observed)", local: "ʻAho 2 ʻo e Kilisimasi (fakatokangaʻi)"),
            for: CivilDate(2021, 12, 26), on: CivilDate(2021, 12, 27)),
    ]
}
