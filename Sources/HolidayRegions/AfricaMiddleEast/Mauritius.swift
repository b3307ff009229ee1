import HolidayEngine

// Mauritius: the public holidays of the Public Holidays Act (consolidated 1991, its schedule
// as last changed in 1987) and the Public Holidays (Amendment) Act 2015 (Assumption in even
// years and All Saints' Day in odd years from 2016), as the Prime Minister's Office's yearly
// notices date the festivals: the Chinese Spring Festival, Eid-ul-Fitr (HijriCalendar.mauritius,
// a day after Umm al-Qura where no notice is known, estimated), Thaipoosam Cavadee, Maha
// Shivaratree, Ougadi, Ganesh Chaturthi and Divali (the Hindu almanac, docs/calendars.md; the
// notices' own Ganesh Chaturthi 2015-2025 and Thaipoosam Cavadee 2020-2025). The Act gives
// no substitute day for a holiday on a weekend.
//
// Known from 1988: the 1991 consolidation is the oldest text of the Act to be found, and it
// reflects the schedule of 1987; the years from independence (1968) to 1987 are not encoded.

extension Country {
    /// Mauritius: public holidays, known from 1988.
    public static let mauritius = Country(
        "MU", "Mauritius", languages: ["en", "fr"], firstWeekday: .monday, known: .from(1988),
        islamic: .mauritius,
        kinds: [.public], sources: "Public Holidays Act (consolidated 1991); Public Holidays (Amendment) Act 2015; the Prime "
            + "Minister's Office's yearly notices of public holidays; Government Gazette No. 78 of 2019",
        rules: { mauritianHolidays })

    /// The Cabinet's two days of 2019 (Government Gazette No. 78 of 27 July 2019).
    private static let publicHoliday = HolidayName("Public Holiday", ["fr": "Jour férié"])

    /// All Saints' Day, every year until 2015, then in odd years.
    private static let allSaints = HolidayRule(
        "All Saints' Day", ["fr": "Toussaint"], on: .fixed(month: 11, day: 1), years: .through(2015))

    /// The holidays, in the order of the year.
    private static let mauritianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["fr": "Jour de l'An"], on: .fixed(month: 1, day: 1)),
        HolidayRule("Day after New Year's Day", ["fr": "Lendemain du Jour de l'An"], on: .fixed(month: 1, day: 2)),
        HolidayRule(
            "Thaipoosam Cavadee", ["fr": "Thaipoosam Cavadee"], on: .hindu(.thaipusam, list: .mauritiusThaipusam)),
        HolidayRule("Chinese Spring Festival", ["fr": "Fête du Printemps"], on: .chinese(1, 1)),
        HolidayRule("Abolition of Slavery", ["fr": "Abolition de l'esclavage"], on: .fixed(month: 2, day: 1)),
        HolidayRule("Maha Shivaratree", ["fr": "Maha Shivaratree"], on: .hindu(.mahaShivaratri, list: nil)),
        HolidayRule(
            "Independence and Republic Day", ["fr": "Fête de l'Indépendance et de la République"],
            on: .fixed(month: 3, day: 12)),
        // Ougadi, the Telugu new year, is the day of Gudi Padwa.
        HolidayRule("Ougadi", ["fr": "Ougadi"], on: .hindu(.gudiPadwa, list: nil)),
        HolidayRule("Eid-ul-Fitr", ["fr": "Eid-ul-Fitr"], on: .hijri(.shawwal, 1)),
        HolidayRule("Labour Day", ["fr": "Fête du Travail"], on: .fixed(month: 5, day: 1)),
        .oneOff(publicHoliday, on: CivilDate(2019, 7, 29)),
        // Public Holidays (Amendment) Act 2015: Assumption in even years, All Saints' Day in odd.
        HolidayRule(
            "Assumption of the Blessed Virgin Mary", ["fr": "Assomption"], on: .fixed(month: 8, day: 15),
            years: .every(2, from: 2016)),
        HolidayRule(
            "Ganesh Chaturthi", ["fr": "Ganesh Chaturthi"], on: .hindu(.ganeshChaturthi, list: .mauritiusGaneshChaturthi)),
        .oneOff(publicHoliday, on: CivilDate(2019, 9, 9)),
        HolidayRule("Divali", ["fr": "Divali"], on: .hindu(.diwali, list: nil)),
        allSaints,
        allSaints.during(.every(2, from: 2017)).keyed("All Saints' Day (odd years)"),
        HolidayRule(
            "Arrival of Indentured Labourers", ["fr": "Arrivée des travailleurs engagés"], on: .fixed(month: 11, day: 2)),
        HolidayRule("Christmas Day", ["fr": "Noël"], on: .fixed(month: 12, day: 25)),
    ]
}
