import HolidayEngine

// Madagascar: the public holidays of Décret n° 2011-031 and the decrees before it (Independence
// Day, 26 June, from 1960; Republic Day, 11 December, from 2011), with the Christian feasts
// and the days the decrees name: Women's Day (8 March), Martyrs' Day (29 March, the 1947
// uprising), Mother's Day (the last Sunday of May, a week later when that is Pentecost) and
// Father's Day (the third Sunday of June). No substitute days.
//
// Known from 1960, the year of independence; the colony's years before (python-holidays 0.108
// lists 1947-1959 with the later list) are not encoded.

extension Country {
    /// Madagascar: public holidays, known from 1960.
    public static let madagascar = Country(
        "MG", "Madagascar", local: "Madagasikara", languages: ["mg", "fr"], firstWeekday: .monday, known: .from(1960),
        kinds: [.public], sources: "Décret n° 2011-031 fixant les jours fériés and the decrees before it",
        rules: { malagasyHolidays })

    /// The holidays, in the order of the year.
    private static let malagasyHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["": "Taom-baovao", "fr": "Jour de l'An"], on: .fixed(month: 1, day: 1)),
        HolidayRule("Women's Day", ["": "Fetin'ny vehivavy", "fr": "Journée de la femme"], on: .fixed(month: 3, day: 8)),
        HolidayRule("Martyrs' Day", ["": "Fetin'ny mahery fo", "fr": "Commémoration des martyrs"], on: .fixed(month: 3, day: 29)),
        HolidayRule("Easter Sunday", ["": "Fetin'ny paska", "fr": "Pâques"], on: .easter(0)),
        HolidayRule("Easter Monday", ["": "Alatsinain'ny paska", "fr": "Lundi de Pâques"], on: .easter(1)),
        HolidayRule("Labor Day", ["": "Fetin'ny asa", "fr": "Fête du Travail"], on: .fixed(month: 5, day: 1)),
        HolidayRule(
            "Ascension Day", ["": "Fiakaran'ny Jesosy kristy tany an-danitra", "fr": "Ascension"], on: .easter(39)),
        HolidayRule("Pentecost", ["": "Pentekosta", "fr": "Pentecôte"], on: .easter(49)),
        HolidayRule("Pentecost Monday", ["": "Alatsinain'ny pentekosta", "fr": "Lundi de Pentecôte"], on: .easter(50)),
        HolidayRule(
            "Mother's Day", ["": "Fetin'ny reny", "fr": "Fête des mères"],
            on: .last(.sunday, of: 5).moved(by: 7, whenOn: .easter(49))),
        HolidayRule("Father's Day", ["": "Fetin'ny ray", "fr": "Fête des pères"], on: .nth(3, .sunday, of: 6)),
        HolidayRule(
            "Independence Day", ["": "Fetin'ny fahaleovantena", "fr": "Fête de l'Indépendance"], on: .fixed(month: 6, day: 26)),
        HolidayRule(
            "Assumption Day", ["": "Fiakaran'ny Masina Maria tany an-danitra", "fr": "Assomption"],
            on: .fixed(month: 8, day: 15)),
        HolidayRule("All Saints' Day", ["": "Fetin'ny olo-masina", "fr": "Toussaint"], on: .fixed(month: 11, day: 1)),
        HolidayRule(
            "Republic Day", ["": "Fetin'ny Repoblika", "fr": "Fête de la République"], on: .fixed(month: 12, day: 11),
            years: .from(2011)),
        HolidayRule("Christmas Day", ["": "Fetin'ny noely", "fr": "Noël"], on: .fixed(month: 12, day: 25)),
    ]
}
