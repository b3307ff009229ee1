import HolidayEngine

// Rwanda: the official holidays of Presidential Order n° 06/01 of 16 February 2011, replaced by
// Presidential Orders n° 42/03 of 30 June 2015, n° 54/01 of 24 February 2017 and n° 62/01 of
// 19 October 2022; as python-holidays 0.108 reads them: Umuganura, the harvest festival, on
// the first Friday of August and Eid al-Adha from 2015, the day after New Year's Day from
// 2016, Easter Monday and a holiday on a weekend kept on the next working day from 2017; New
// Year's Day gets its working day only from 2018, and the day after New Year's Day and Boxing
// Day only when they fall on a Saturday. The Genocide Memorial Day (7
// April), Good Friday, Easter Monday and Umuganura have no substitute. The Eids follow the
// Government's announcements (HijriCalendar+Rwanda.swift).
//
// Known from 2012, the first full year of the 2011 Order; python-holidays 0.108 starts there.

extension Country {
    /// Rwanda: official holidays, known from 2012.
    public static let rwanda = Country(
        "RW", "Rwanda", local: "Rwanda", languages: ["rw", "en", "fr"], firstWeekday: .monday,
        known: .from(2012), observedSuffix: ["en": " (observed)", "": " (yizihijwe)"], islamic: .rwanda,
        kinds: [.public], sources: "Presidential Orders n° 06/01 of 16/02/2011, n° 42/03 of 30/06/2015, n° 54/01 of "
            + "24/02/2017 and n° 62/01 of 19/10/2022 (official holidays)",
        rules: { rwandanHolidays })

    /// A holiday on a weekend is kept on the next working day from 2017 (Order n° 54/01).
    private static let rwandanWeekend: [Observance] = [.substitute(.from(2017), on: [.saturday, .sunday])]

    /// The day after New Year's Day and Boxing Day: only a Saturday gives a working day.
    private static let rwandanSaturday: [Observance] = [.substitute(.from(2017), on: [.saturday])]

    /// The official holidays, in the order of the year.
    private static let rwandanHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", ["": "Ubunani", "fr": "Nouvel An"], on: .fixed(month: 1, day: 1),
            observed: [.substitute(.from(2018), on: [.saturday, .sunday])]),
        HolidayRule(
            "Day after New Year's Day", ["": "Umunsi ukurikira Ubunani", "fr": "Lendemain du Nouvel An"],
            on: .fixed(month: 1, day: 2), years: .from(2016), observed: rwandanSaturday),
        HolidayRule(
            "National Heroes' Day", ["": "Umunsi w'Intwari", "fr": "Journée des Héros"], on: .fixed(month: 2, day: 1),
            observed: rwandanWeekend),
        HolidayRule(
            "Genocide against the Tutsi Memorial Day",
            ["": "Umunsi wo Kwibuka Jenoside yakorewe Abatutsi mu 1994",
             "fr": "Journée de commémoration du génocide contre les Tutsi"],
            on: .fixed(month: 4, day: 7)),
        HolidayRule("Good Friday", ["": "Umunsi wa Gatanu Mutagatifu", "fr": "Vendredi saint"], on: .easter(-2)),
        HolidayRule(
            "Easter Monday", ["": "Ku wa mbere wa Pasika", "fr": "Lundi de Pâques"], on: .easter(1),
            years: .from(2017)),
        HolidayRule(
            "Labour Day", ["": "Umunsi Mukuru w'Umurimo", "fr": "Fête du Travail"], on: .fixed(month: 5, day: 1),
            observed: rwandanWeekend),
        HolidayRule(
            "Independence Day", ["": "Umunsi w'Ubwigenge", "fr": "Fête de l'Indépendance"],
            on: .fixed(month: 7, day: 1), observed: rwandanWeekend),
        HolidayRule(
            "Liberation Day", ["": "Umunsi wo Kwibohora", "fr": "Fête de la Libération"], on: .fixed(month: 7, day: 4),
            observed: rwandanWeekend),
        HolidayRule(
            "Umuganura Day", ["": "Umunsi w'Umuganura", "fr": "Fête de la Récolte"], on: .nth(1, .friday, of: 8),
            years: .from(2015)),
        HolidayRule(
            "Assumption Day", ["": "Ijyanwa mu Ijuru rya Bikiramariya", "fr": "Assomption"],
            on: .fixed(month: 8, day: 15), observed: rwandanWeekend),
        HolidayRule("Christmas Day", ["": "Noheli", "fr": "Noël"], on: .fixed(month: 12, day: 25), observed: rwandanWeekend),
        HolidayRule(
            "Boxing Day", ["": "Umunsi ukurikira Noheli", "fr": "Lendemain de Noël"], on: .fixed(month: 12, day: 26),
            observed: rwandanSaturday),
        HolidayRule("Eid al-Fitr", ["": "Eid El Fitr", "fr": "Aïd el-Fitr"], on: .hijri(.shawwal, 1), observed: rwandanWeekend),
        HolidayRule(
            "Eid al-Adha", ["": "Eid al-Adha", "fr": "Aïd el-Adha"], on: .hijri(.dhuAlHijjah, 10), years: .from(2015),
            observed: rwandanWeekend),
    ]
}
