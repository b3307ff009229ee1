import HolidayEngine

// United States federal holidays (5 U.S.C. 6103) with their history since 1950, and the
// legal holidays of the 50 states, the District of Columbia and the five inhabited
// territories with their Minor Outlying Islands. Facts: shared/reference/holiday-rules.md,
// "United States, federal"; each state's own days from its code, cited beside its list
// (UnitedStates+Northeast.swift, +Midwest, +South, +West; the territories in their own
// files: PuertoRico.swift, ...), their years and weekend rules after python-holidays 0.108.
//
// A state has the federal days every state keeps (New Year's Day, Memorial Day,
// Juneteenth, Independence Day, Labor Day, Veterans Day, Thanksgiving, Christmas); it drops
// the federal days its law does not have (Columbus Day in most states, Washington's
// Birthday in a few), and its own rule `replaces:` a federal one where the state keeps the
// day under its own name or date (Alabama's "George Washington & Thomas Jefferson's
// Birthday" on the federal Monday, Georgia's Washington's Birthday in December).

extension Country {
    /// United States federal holidays, known from 1950, and its states and territories.
    public static let unitedStates = Country(
        "US", "United States", languages: ["en"], firstWeekday: .sunday, known: .from(1950),
        kinds: [.public], sources: "5 U.S.C. 6103 and its amendments; the states' and territories' codes (cited per "
            + "subdivision); shared/reference/holiday-rules.md",
        rules: { UnitedStatesRules.federalHolidays },
        subdivisions: [
            Subdivision("AK", "Alaska", known: .from(1959), rules: { UnitedStatesRules.alaskanHolidays }),
            Subdivision("AL", "Alabama", rules: { UnitedStatesRules.alabamanHolidays }),
            Subdivision("AR", "Arkansas", drops: ["Columbus Day"], rules: { UnitedStatesRules.arkansanHolidays }),
            Subdivision("AS", "American Samoa", local: "Amerika Sāmoa", rules: { UnitedStatesRules.americanSamoanHolidays }),
            Subdivision("AZ", "Arizona", rules: { UnitedStatesRules.arizonanHolidays }),
            Subdivision("CA", "California", rules: { UnitedStatesRules.californianHolidays }),
            Subdivision("CO", "Colorado", drops: ["Columbus Day"], rules: { UnitedStatesRules.coloradanHolidays }),
            Subdivision("CT", "Connecticut", rules: { UnitedStatesRules.connecticutHolidays }),
            Subdivision("DC", "District of Columbia", rules: { UnitedStatesRules.districtOfColumbiaHolidays }),
            Subdivision("DE", "Delaware", drops: ["Columbus Day"], rules: { UnitedStatesRules.delawareHolidays }),
            Subdivision("FL", "Florida", drops: ["Washington's Birthday", "Columbus Day"], rules: { UnitedStatesRules.floridianHolidays }),
            Subdivision("GA", "Georgia", rules: { UnitedStatesRules.georgianHolidays }),
            Subdivision("GU", "Guam", local: "Guåhan", drops: ["Columbus Day"], rules: { UnitedStatesRules.guamanianHolidays }),
            Subdivision("HI", "Hawaii", local: "Hawaiʻi", drops: ["Columbus Day"], rules: { UnitedStatesRules.hawaiianHolidays }),
            Subdivision("IA", "Iowa", drops: ["Columbus Day"], rules: { UnitedStatesRules.iowanHolidays }),
            Subdivision("ID", "Idaho", rules: { UnitedStatesRules.idahoanHolidays }),
            Subdivision("IL", "Illinois", rules: { UnitedStatesRules.illinoisHolidays }),
            Subdivision("IN", "Indiana", rules: { UnitedStatesRules.indianaHolidays }),
            Subdivision("KS", "Kansas", drops: ["Columbus Day"], rules: { UnitedStatesRules.kansanHolidays }),
            Subdivision("KY", "Kentucky", drops: ["Columbus Day"], rules: { UnitedStatesRules.kentuckianHolidays }),
            Subdivision("LA", "Louisiana", drops: ["Columbus Day"], rules: { UnitedStatesRules.louisianianHolidays }),
            Subdivision("MA", "Massachusetts", rules: { UnitedStatesRules.massachusettsHolidays }),
            Subdivision("MD", "Maryland", rules: { UnitedStatesRules.marylandHolidays }),
            Subdivision("ME", "Maine", rules: { UnitedStatesRules.maineHolidays }),
            Subdivision("MI", "Michigan", drops: ["Columbus Day"], rules: { UnitedStatesRules.michiganHolidays }),
            Subdivision("MN", "Minnesota", drops: ["Columbus Day"], rules: { UnitedStatesRules.minnesotanHolidays }),
            Subdivision("MO", "Missouri", rules: { UnitedStatesRules.missourianHolidays }),
            Subdivision(
                "MP", "Northern Mariana Islands", local: "Sankattan Siha Na Islas Mariånas", known: .from(1978),
                drops: ["Columbus Day"], rules: { UnitedStatesRules.northernMarianaHolidays }),
            Subdivision("MS", "Mississippi", drops: ["Columbus Day"], rules: { UnitedStatesRules.mississippianHolidays }),
            Subdivision("MT", "Montana", rules: { UnitedStatesRules.montananHolidays }),
            Subdivision("NC", "North Carolina", drops: ["Columbus Day"], rules: { UnitedStatesRules.northCarolinianHolidays }),
            Subdivision("ND", "North Dakota", drops: ["Columbus Day"]),
            Subdivision("NE", "Nebraska", rules: { UnitedStatesRules.nebraskanHolidays }),
            Subdivision("NH", "New Hampshire", drops: ["Columbus Day"], rules: { UnitedStatesRules.newHampshireHolidays }),
            Subdivision("NJ", "New Jersey", rules: { UnitedStatesRules.newJerseyHolidays }),
            Subdivision("NM", "New Mexico", drops: ["Washington's Birthday"], rules: { UnitedStatesRules.newMexicanHolidays }),
            Subdivision("NV", "Nevada", drops: ["Columbus Day"], rules: { UnitedStatesRules.nevadanHolidays }),
            Subdivision("NY", "New York", rules: { UnitedStatesRules.newYorkHolidays }),
            Subdivision("OH", "Ohio", rules: { UnitedStatesRules.ohioanHolidays }),
            Subdivision("OK", "Oklahoma", drops: ["Columbus Day"], rules: { UnitedStatesRules.oklahomanHolidays }),
            Subdivision("OR", "Oregon", drops: ["Columbus Day"], rules: { UnitedStatesRules.oregonianHolidays }),
            Subdivision("PA", "Pennsylvania", rules: { UnitedStatesRules.pennsylvanianHolidays }),
            Subdivision(
                "PR", "Puerto Rico", languages: ["es", "en"],
                drops: ["Veterans Day"],
                rules: { UnitedStatesRules.puertoRicanHolidays }, kinds: [.public, .halfDay]),
            Subdivision("RI", "Rhode Island", rules: { UnitedStatesRules.rhodeIslandHolidays }),
            Subdivision("SC", "South Carolina", drops: ["Columbus Day"], rules: { UnitedStatesRules.southCarolinianHolidays }),
            Subdivision("SD", "South Dakota", rules: { UnitedStatesRules.southDakotanHolidays }),
            Subdivision("TN", "Tennessee", drops: ["Columbus Day"], rules: { UnitedStatesRules.tennesseanHolidays }),
            Subdivision("TX", "Texas", drops: ["Columbus Day"], rules: { UnitedStatesRules.texanHolidays }),
            Subdivision("UM", "United States Minor Outlying Islands", drops: ["Columbus Day"]),
            Subdivision("UT", "Utah", rules: { UnitedStatesRules.utahnHolidays }),
            Subdivision("VA", "Virginia", rules: { UnitedStatesRules.virginianHolidays }),
            Subdivision("VI", "Virgin Islands, U.S.", rules: { UnitedStatesRules.virginIslandsHolidays }),
            Subdivision("VT", "Vermont", drops: ["Columbus Day"], rules: { UnitedStatesRules.vermontHolidays }),
            Subdivision("WA", "Washington", drops: ["Columbus Day"], rules: { UnitedStatesRules.washingtonHolidays }),
            Subdivision("WI", "Wisconsin", drops: ["Columbus Day"], rules: { UnitedStatesRules.wisconsinHolidays }),
            Subdivision("WV", "West Virginia", rules: { UnitedStatesRules.westVirginianHolidays }),
            Subdivision("WY", "Wyoming", drops: ["Columbus Day"], rules: { UnitedStatesRules.wyomingHolidays }),
        ])

    /// The United States' rules: the federal days, the days several states share and each
    /// state's and territory's own (UnitedStates+Northeast.swift, ..., PuertoRico.swift, ...),
    /// apart from other countries' names.
    enum UnitedStatesRules {}
}

extension Country.UnitedStatesRules {
    /// The federal holidays of 5 U.S.C. 6103, in the order of the year, with their eras.
    static let federalHolidays: [HolidayRule] = [
        newYearsDay,
        martinLutherKingDay,
        // Uniform Monday Holiday Act (1968), in force from 1971: three holidays became
        // Mondays and Columbus Day a federal holiday. Before 1971 these fixed dates got
        // no observed day in the reference (nor in python-holidays' public category).
        washingtonsBirthdayUntil1970,
        HolidayRule("Washington's Birthday", on: .nth(3, .monday, of: 2), years: .from(1971)),
        memorialDayUntil1970,
        memorialDay,
        juneteenth,
        independenceDay,
        laborDay,
        HolidayRule("Columbus Day", on: .fixed(month: 10, day: 12), years: .through(1970)),
        HolidayRule("Columbus Day", on: .nth(2, .monday, of: 10), years: .from(1971)),
        armisticeDay,
        veteransDayInOctober,
        veteransDay,
        thanksgivingDay,
        christmasDay,
    ]

    static let newYearsDay = HolidayRule(
        "New Year's Day", on: .fixed(month: 1, day: 1), observed: federalObserved)
    static let martinLutherKingDay = HolidayRule(
        "Martin Luther King Jr. Day", on: .nth(3, .monday, of: 1), years: .from(1986))
    static let washingtonsBirthdayUntil1970 = HolidayRule(
        "Washington's Birthday", on: .fixed(month: 2, day: 22), years: .through(1970))
    static let memorialDayUntil1970 = HolidayRule(
        "Memorial Day", on: .fixed(month: 5, day: 30), years: .through(1970))
    static let memorialDay = HolidayRule("Memorial Day", on: .last(.monday, of: 5), years: .from(1971))
    static let juneteenth = HolidayRule(
        "Juneteenth National Independence Day", on: .fixed(month: 6, day: 19),
        years: .from(2021), observed: federalObserved)
    static let independenceDay = HolidayRule(
        "Independence Day", on: .fixed(month: 7, day: 4), observed: federalObserved)
    static let laborDay = HolidayRule("Labor Day", on: .nth(1, .monday, of: 9))
    /// Armistice Day was renamed Veterans Day by the Act of June 1, 1954.
    static let armisticeDay = HolidayRule(
        names: veteransNames, on: .fixed(month: 11, day: 11), years: .through(1970),
        observed: federalObserved)
    static let veteransDayInOctober = HolidayRule(
        "Veterans Day", on: .nth(4, .monday, of: 10), years: YearSet(1971, 1977))
    static let veteransDay = HolidayRule(
        "Veterans Day", on: .fixed(month: 11, day: 11), years: .from(1978), observed: federalObserved)
    static let thanksgivingDay = HolidayRule("Thanksgiving Day", on: .nth(4, .thursday, of: 11))
    static let christmasDay = HolidayRule(
        "Christmas Day", on: .fixed(month: 12, day: 25), observed: federalObserved)

    /// The federal "in lieu of" rule for a holiday on a weekend.
    ///
    /// Sunday -> Monday from 1953 (Comptroller General decision B-112525, 27 Feb 1953).
    /// Saturday -> Friday from Public Law 89-554 (6 Sep 1966; E.O. 11582 of 1971 restated
    /// it): no holiday fell on a Saturday between then and the end of 1966, and New Year's
    /// Day 1966, a Saturday, came before it, so the era starts with 1967. The reference's
    /// "from 1956 / 1954 / 1955" (Sunday) and "from 1970 / 1971" (Saturday) are the first
    /// years the rule actually moved each holiday; the tests pin every one of them.
    private static let federalObserved: [Observance] = [
        .adding(.from(1967), [.saturday: .previous(.friday), .sunday: .next(.monday)]),
        .adding(YearSet(1953, 1966), [.sunday: .next(.monday)]),
    ]

    private static let veteransNames: [HolidayName] = [
        HolidayName("Armistice Day", years: .through(1953)),
        HolidayName("Veterans Day", years: .from(1954)),
    ]
}

// The days several states share, and the states' weekend rules.
extension Country.UnitedStatesRules {
    /// The weekend rule python-holidays 0.108 applies to the states' own days: a Sunday
    /// holiday gives the Monday from 1953 (as the federal rule), a Saturday one the Friday
    /// before from 1966. The states' laws word it each their own way; where one differs
    /// in a way the dates show (Massachusetts: Sunday only), its list says so.
    static let stateObserved: [Observance] = [
        .nearestWeekday(.from(1966)),
        .adding(YearSet(1953, 1965), [.sunday: .next(.monday)]),
    ]

    /// A Sunday holiday gives the Monday, a Saturday one nothing (Massachusetts' rule for
    /// every holiday, M.G.L. c. 4 § 7 cl. 18; Puerto Rico's and California's for some).
    static let sundayToMonday: [Observance] = [.adding(.from(1953), [.sunday: .next(.monday)])]

    /// Washington's Birthday where the state keeps the federal Monday under a name of its
    /// own (Presidents' Day, Washington-Lincoln Day, ...), from 1971. It replaces both
    /// federal eras, so a state that kept February 22 before lists `washingtonsBirthday`
    /// too.
    static func presidentsDay(_ names: HolidayName...) -> HolidayRule {
        HolidayRule(names: names, on: .nth(3, .monday, of: 2), years: .from(1971), replaces: "Washington's Birthday")
    }

    /// The same, under one name throughout.
    static func presidentsDay(_ name: String) -> HolidayRule { presidentsDay(HolidayName(name)) }

    /// February 22 until 1970, in a state's list beside its `presidentsDay`.
    static let washingtonsBirthday = washingtonsBirthdayUntil1970.replacing("Washington's Birthday")

    /// Columbus Day on the federal Monday under the state's names, from `year`, in place of
    /// the federal rule (the state had no October 12 holiday before).
    static func columbusMonday(_ names: HolidayName..., from year: Int = 1971) -> HolidayRule {
        HolidayRule(names: names, on: .nth(2, .monday, of: 10), years: .from(year), replaces: "Columbus Day")
    }

    /// The same, under one name throughout.
    static func columbusMonday(_ name: String, from year: Int = 1971) -> HolidayRule {
        columbusMonday(HolidayName(name), from: year)
    }

    /// Columbus Day renamed Indigenous Peoples' Day (or another name) from `year`.
    static func columbusMonday(renamed name: String, from year: Int) -> HolidayRule {
        columbusMonday(HolidayName("Columbus Day", years: .through(year - 1)), HolidayName(name, years: .from(year)))
    }

    /// February 12, with the states' weekend rule; each state keeps it `during` its years.
    static let lincolnsBirthday = HolidayRule(
        "Lincoln's Birthday", on: .fixed(month: 2, day: 12), observed: stateObserved)

    /// Susan B. Anthony Day, February 15 (no day off in most of the states that keep it, but
    /// a legal holiday in their lists), from the year each state added it.
    static let susanBAnthonyDay = HolidayRule("Susan B. Anthony Day", on: .fixed(month: 2, day: 15))

    /// Cesar Chavez Day, March 31, from the year each state added it.
    static let cesarChavezDay = HolidayRule("Cesar Chavez Day", on: .fixed(month: 3, day: 31))

    static let goodFriday = HolidayRule("Good Friday", on: .easter(-2))

    /// The Tuesday after the first Monday of November: every general election in even
    /// years from 2008 (the states that made it a holiday); other years `during` them.
    static let electionDay = HolidayRule(
        "Election Day", on: .nth(1, .monday, of: 11).shifted(1), years: .every(2, from: 2008))

    /// The Friday after Thanksgiving, under the state's name.
    static func dayAfterThanksgiving(_ name: String = "Day After Thanksgiving", years: YearSet = .from(1975)) -> HolidayRule {
        HolidayRule(name, on: .nth(4, .thursday, of: 11).shifted(1), years: years)
    }

    /// Christmas Eve; when Christmas Day is observed on Friday December 24 (Christmas on a
    /// Saturday) the Eve is observed on the Thursday, and on a weekend on the Friday before.
    /// From the year each state added it.
    static let christmasEve = HolidayRule(
        "Christmas Eve", on: .fixed(month: 12, day: 24),
        observed: [
            .adding(.always, [.friday: .previous(.thursday), .saturday: .previous(.friday), .sunday: .previous(.friday)]),
        ])

    /// New Year's Eve; on a Saturday the Friday before (on a Sunday the Monday is New
    /// Year's Day already). From the year each state added it.
    static let newYearsEve = HolidayRule(
        "New Year's Eve", on: .fixed(month: 12, day: 31), observed: [.adding(.always, [.saturday: .previous(.friday)])])

    /// Inauguration Day, January 20 of the year after a presidential election, Sunday ->
    /// Monday (20th Amendment; the District, Maryland and Virginia keep it).
    static let inaugurationDay = HolidayRule(
        "Inauguration Day", on: .fixed(month: 1, day: 20), years: .every(4, from: 1953),
        observed: sundayToMonday)

    /// Patriots' Day: April 19 until 1968, the third Monday of April from 1969.
    static let patriotsDayUntil1968 = HolidayRule(
        "Patriots' Day", on: .fixed(month: 4, day: 19), years: .through(1968))
    static let patriotsDay = HolidayRule("Patriots' Day", on: .nth(3, .monday, of: 4), years: .from(1969))

    /// Confederate Memorial Day on the fourth Monday of April (Alabama, South Carolina).
    static let confederateMemorialDay = HolidayRule("Confederate Memorial Day", on: .nth(4, .monday, of: 4))
}

extension Country.UnitedStatesRules {
    /// Washington's Birthday kept in Christmas week instead of February (Georgia, O.C.G.A.
    /// § 1-4-1, and Indiana, IC 1-1-9-1, let the governor move it there; the day, by
    /// Christmas Day's weekday as python-holidays 0.108 dates it: Monday -> Tuesday the 26th,
    /// Tuesday or Wednesday -> the 24th, Thursday -> the 26th, Friday -> Thursday the 24th,
    /// Saturday -> Thursday the 23rd, Sunday -> Friday the 23rd).
    static let washingtonsBirthdayInDecember = HolidayRule(
        "Washington's Birthday", on: .fixed(month: 12, day: 25), years: .from(1971),
        observed: [
            .moving(
                .from(1971),
                [
                    .monday: .days(1), .tuesday: .days(-1), .wednesday: .days(-1), .thursday: .days(1),
                    .friday: .days(-1), .saturday: .days(-2), .sunday: .days(-2),
                ]),
        ],
        replaces: "Washington's Birthday")
}

extension Country.UnitedStatesRules {
    /// The rules of the territory `code` as the United States' subdivision has them, for the
    /// territory as a country of its own (American Samoa, Guam, the Northern Mariana
    /// Islands, Puerto Rico, the Minor Outlying Islands and the Virgin Islands have ISO 3166-1
    /// codes too): the same list, so the two cannot drift apart.
    static func territoryRules(_ code: String) -> [HolidayRule] {
        guard let territory = Country.unitedStates.subdivisions.first(where: { $0.code == code }) else {
            preconditionFailure("no US subdivision \(code)")
        }
        return Region(country: .unitedStates, subdivision: territory).rules
    }
}
