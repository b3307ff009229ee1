import HolidayEngine

// The Faroe Islands: the holy days of the church (the Danish holiday reform of 1770, Great
// Prayer Day kept: Denmark's abolition of 2024 does not extend to the islands), Ólavsøka on
// St Olaf's Day, and Christmas Eve and New Year's Eve; Flag Day, Constitution Day and St
// Olaf's Eve (flag days of kunngerð nr. 52 frá 23. apríl 2003 um flagging) as half days.
// Which days are off, wholly or in part, follows python-holidays 0.108 where no law says.
// No substitute days. Names in Faroese and Danish.

extension Country {
    /// The Faroe Islands: public holidays and half days, known from 1950 (home rule from
    /// 1948).
    public static let faroeIslands = Country(
        "FO", "Faroe Islands", local: "Føroyar", languages: ["fo", "da"], firstWeekday: .monday,
        known: .from(1950),
        kinds: [.public, .halfDay], sources: "Helligdagsreformen 1770; kunngerð nr. 52 frá 23. apríl 2003 um flagging; "
            + "python-holidays 0.108",
        rules: { faroeseHolidays })

    /// The holidays and half days, in the order of the year.
    private static let faroeseHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", ["fo": "Nýggjársdagur", "da": "Nytårsdag"], on: .fixed(month: 1, day: 1)),
        HolidayRule("Maundy Thursday", ["fo": "Skírhósdagur", "da": "Skærtorsdag"], on: .easter(-3)),
        HolidayRule("Good Friday", ["fo": "Langifríggjadagur", "da": "Langfredag"], on: .easter(-2)),
        HolidayRule("Easter Sunday", ["fo": "Páskadagur", "da": "Påskedag"], on: .easter(0)),
        HolidayRule("Easter Monday", ["fo": "Annar páskadagur", "da": "Anden påskedag"], on: .easter(1)),
        HolidayRule(
            "National Flag Day", ["fo": "Flaggdagur", "da": "Flagdag"], on: .fixed(month: 4, day: 25), kind: .halfDay),
        // The fourth Friday after Easter.
        HolidayRule("Great Prayer Day", ["fo": "Dýri biðidagur", "da": "Store bededag"], on: .easter(26)),
        HolidayRule(
            "Ascension Day", ["fo": "Kristi himmalsferðardagur", "da": "Kristi himmelfartsdag"], on: .easter(39)),
        HolidayRule("Whit Sunday", ["fo": "Hvítusunnudagur", "da": "Pinsedag"], on: .easter(49)),
        HolidayRule("Whit Monday", ["fo": "Annar hvítusunnudagur", "da": "Anden pinsedag"], on: .easter(50)),
        HolidayRule(
            "Constitution Day", ["fo": "Grundlógardagur", "da": "Grundlovsdag"], on: .fixed(month: 6, day: 5),
            kind: .halfDay),
        HolidayRule(
            "St Olaf's Eve", ["fo": "Ólavsøkuaftan", "da": "Olavsaften"], on: .fixed(month: 7, day: 28),
            kind: .halfDay),
        HolidayRule("St Olaf's Day", ["fo": "Ólavsøkudagur", "da": "Olavsdag"], on: .fixed(month: 7, day: 29)),
        HolidayRule("Christmas Eve", ["fo": "Jólaaftan", "da": "Juleaftensdag"], on: .fixed(month: 12, day: 24)),
        HolidayRule("Christmas Day", ["fo": "Jóladagur", "da": "Juledag"], on: .fixed(month: 12, day: 25)),
        HolidayRule(
            "Second Day of Christmas", ["fo": "Annar jóladagur", "da": "Anden juledag"],
            on: .fixed(month: 12, day: 26)),
        HolidayRule("New Year's Eve", ["fo": "Nýggjársaftan", "da": "Nytårsaften"], on: .fixed(month: 12, day: 31)),
    ]
}
