import HolidayEngine

// Haiti: the national holidays of the Constitution of 1987 (art. 275.1: Independence Day,
// Ancestors' Day, Agriculture and Labour Day, Flag and University Day, the Battle of
// Vertières and Armed Forces Day) and the other days the State keeps as holidays (carnival,
// Holy Week, the Catholic feasts, Dessalines' death) with the days it lets employers give
// (optional). Known from 1987, the year of the Constitution. No substitute days.

extension Country {
    /// Haiti: public and optional holidays, known from 1987.
    public static let haiti = Country(
        "HT", "Haiti", local: "Haïti", languages: ["fr", "ht"], firstWeekday: .monday, known: .from(1987),
        kinds: [.public, .optional], sources: "Constitution de 1987, art. 275.1; the calendar of public holidays of the Government of Haiti",
        rules: { haitianHolidays })

    /// The holidays, in the order of the year.
    private static let haitianHolidays: [HolidayRule] = [
        HolidayRule(
            "National Independence Day", ["": "Fête de l'Indépendance Nationale", "ht": "Jounen Endepandans Nasyonal"],
            on: .fixed(month: 1, day: 1)),
        HolidayRule("New Year's Day", ["": "Nouvel An", "ht": "Nouvèl Ane"], on: .fixed(month: 1, day: 1)),
        HolidayRule("Ancestry Day", ["": "Jour des Aïeux", "ht": "Fèt Zansèt yo"], on: .fixed(month: 1, day: 2)),
        HolidayRule("Carnival", ["": "Carnaval", "ht": "Kanaval"], on: .easter(-49)),
        HolidayRule("Shrove Monday", ["": "Lundi Gras", "ht": "Lendi Gras"], on: .easter(-48)),
        HolidayRule("Fat Tuesday", ["": "Mardi Gras", "ht": "Madi Gras"], on: .easter(-47)),
        HolidayRule(
            "Ash Wednesday", ["": "Mercredi des Cendres", "ht": "Mèkredi Sann"], on: .easter(-46), kind: .optional),
        HolidayRule("Maundy Thursday", ["": "Jeudi Saint", "ht": "Jedi Sant"], on: .easter(-3), kind: .optional),
        HolidayRule("Good Friday", ["": "Vendredi Saint", "ht": "Vandredi Sen"], on: .easter(-2)),
        HolidayRule("Easter Sunday", ["": "Pâques", "ht": "Pak"], on: .easter(0)),
        HolidayRule(
            "Agriculture and Labour Day", ["": "Fête de l'Agriculture et du Travail", "ht": "Jounen Agrikilti ak Travay"],
            on: .fixed(month: 5, day: 1)),
        HolidayRule("Ascension Day", ["": "Ascension", "ht": "Asansyon"], on: .easter(39), kind: .optional),
        HolidayRule(
            "Flag Day and University Day", ["": "Fête du Drapeau et de l'Université", "ht": "Jounen Drapo ak Inivèsite"],
            on: .fixed(month: 5, day: 18)),
        HolidayRule(
            "National Sovereignty Day", ["": "Fête de la Souveraineté Nationale", "ht": "Jounen Nasyonal Souverènte"],
            on: .fixed(month: 5, day: 23), kind: .optional),
        HolidayRule("Corpus Christi", ["": "Fête-Dieu", "ht": "Fèt Dye"], on: .easter(60)),
        HolidayRule(
            "Feast of Our Lady of Perpetual Help",
            ["": "Fête de Notre-Dame du Perpétuel Secours, patronne d'Haïti", "ht": "Fèt Manman Pèpetyèl Sekou"],
            on: .fixed(month: 6, day: 27), kind: .optional),
        HolidayRule("Assumption Day", ["": "Assomption de Marie", "ht": "Sipozisyon Mari"], on: .fixed(month: 8, day: 15)),
        HolidayRule(
            "Birth Anniversary of Jean-Jacques Dessalines",
            ["": "Anniversaire de naissance de Jean-Jacques Dessalines", "ht": "Anivèsè Nesans Jean-Jacques Dessalines"],
            on: .fixed(month: 9, day: 20), kind: .optional),
        HolidayRule("Death of Dessalines", ["": "Mort de Dessalines", "ht": "Lanmò Desalin"], on: .fixed(month: 10, day: 17)),
        HolidayRule("All Saints' Day", ["": "La Toussaint", "ht": "Jou tout Sen"], on: .fixed(month: 11, day: 1)),
        HolidayRule("Day of the Dead", ["": "Fête des Morts", "ht": "Jou Mouri"], on: .fixed(month: 11, day: 2)),
        HolidayRule(
            "Commemoration of the Battle of Vertières",
            ["": "Commémoration de la Bataille de Vertières", "ht": "Komemorasyon batay Vertières"],
            on: .fixed(month: 11, day: 18)),
        HolidayRule("Armed Forces Day", ["": "Jour des Forces Armées", "ht": "Jounen Fòs Lame"], on: .fixed(month: 11, day: 18)),
        HolidayRule(
            "Discovery Day", ["": "Jour de la Découverte", "ht": "Jounen Dekouvèt"], on: .fixed(month: 12, day: 5),
            kind: .optional),
        HolidayRule("Christmas Day", ["": "Noël", "ht": "Nwèl"], on: .fixed(month: 12, day: 25)),
    ]
}
