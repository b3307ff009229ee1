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
        sources: "Helligdagsreformen 1770; kunngerð nr. 52 frá 23. apríl 2003 um flagging; "
            + "python-holidays 0.108",
        rules: { faroeseHolidays })

    /// The holidays and half days, in the order of the year.
    private static let faroeseHolidays: [HolidayRule] = {
        func day(_ english: String, _ fo: String, _ da: String, _ date: DateRule, _ kind: HolidayKind = .public)
            -> HolidayRule
        {
            HolidayRule(english, ["fo": fo, "da": da], on: date, kind: kind)
        }
        return [
            day("New Year's Day", "Nýggjársdagur", "Nytårsdag", .fixed(month: 1, day: 1)),
            day("Maundy Thursday", "Skírhósdagur", "Skærtorsdag", .easter(-3)),
            day("Good Friday", "Langifríggjadagur", "Langfredag", .easter(-2)),
            day("Easter Sunday", "Páskadagur", "Påskedag", .easter(0)),
            day("Easter Monday", "Annar páskadagur", "Anden påskedag", .easter(1)),
            day("National Flag Day", "Flaggdagur", "Flagdag", .fixed(month: 4, day: 25), .halfDay),
            // The fourth Friday after Easter.
            day("Great Prayer Day", "Dýri biðidagur", "Store bededag", .easter(26)),
            day("Ascension Day", "Kristi himmalsferðardagur", "Kristi himmelfartsdag", .easter(39)),
            day("Whit Sunday", "Hvítusunnudagur", "Pinsedag", .easter(49)),
            day("Whit Monday", "Annar hvítusunnudagur", "Anden pinsedag", .easter(50)),
            day("Constitution Day", "Grundlógardagur", "Grundlovsdag", .fixed(month: 6, day: 5), .halfDay),
            day("St Olaf's Eve", "Ólavsøkuaftan", "Olavsaften", .fixed(month: 7, day: 28), .halfDay),
            day("St Olaf's Day", "Ólavsøkudagur", "Olavsdag", .fixed(month: 7, day: 29)),
            day("Christmas Eve", "Jólaaftan", "Juleaftensdag", .fixed(month: 12, day: 24)),
            day("Christmas Day", "Jóladagur", "Juledag", .fixed(month: 12, day: 25)),
            day("Second Day of Christmas", "Annar jóladagur", "Anden juledag", .fixed(month: 12, day: 26)),
            day("New Year's Eve", "Nýggjársaftan", "Nytårsaften", .fixed(month: 12, day: 31)),
        ]
    }()
}
