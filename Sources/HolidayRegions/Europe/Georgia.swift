import HolidayEngine

// Georgia: the holidays (უქმე დღეები) of the Labour Code of Georgia (Organic Law, 2010, the
// article on holidays; before it the Labour Code of 2006), the Orthodox feasts on the Julian
// calendar of the Georgian Orthodox Church: Christmas on January 7, Epiphany on January 19,
// the Dormition (Mariamoba) on August 28, and the Easter days from Good Friday to Easter
// Monday on the Orthodox date. No substitute days.
//
// Known from 1991, the year Georgia restored its independence (9 April 1991): before it the
// Georgian SSR kept the Soviet Union's holidays, another legal order.

extension Country {
    /// Georgia: public holidays, known from 1991.
    public static let georgia = Country(
        "GE", "Georgia", local: "საქართველო", languages: ["ka"], firstWeekday: .monday,
        known: .from(1991),
        kinds: [.public], sources: "Organic Law of Georgia 'Labour Code of Georgia' (2010), its list of holidays; "
            + "Organic Law N 4455 (2024, Family Day); Government decrees N 167 of 15.05.2024 and "
            + "N 381 of 25.08.2025",
        rules: { georgianHolidays + georgianDaysOff })

    /// The holidays of the Labour Code, in the order of the year.
    private static let georgianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "ახალი წელი", on: .fixed(month: 1, day: 1)),
        HolidayRule("New Year's Day", local: "ახალი წელი", on: .fixed(month: 1, day: 2)),
        HolidayRule("Christmas Day", local: "ქრისტეშობა", on: .julian(month: 12, day: 25)),
        HolidayRule("Epiphany", local: "ნათლისღება", on: .julian(month: 1, day: 6)),
        HolidayRule("Mother's Day", local: "დედის დღე", on: .fixed(month: 3, day: 3)),
        HolidayRule("International Women's Day", local: "ქალთა საერთაშორისო დღე", on: .fixed(month: 3, day: 8)),
        HolidayRule("National Unity Day", local: "ეროვნული ერთიანობის დღე", on: .fixed(month: 4, day: 9)),
        HolidayRule("Good Friday", local: "წითელი პარასკევი", on: .orthodoxEaster(-2)),
        HolidayRule("Holy Saturday", local: "დიდი შაბათი", on: .orthodoxEaster(-1)),
        HolidayRule("Easter Sunday", local: "აღდგომა", on: .orthodoxEaster(0)),
        HolidayRule("Easter Monday", local: "შავი ორშაბათი", on: .orthodoxEaster(1)),
        HolidayRule("Victory Day", local: "ფაშიზმზე გამარჯვების დღე", on: .fixed(month: 5, day: 9)),
        HolidayRule(
            "St Andrew the First-Called's Day", local: "წმინდა ანდრია პირველწოდებულის დღე",
            on: .fixed(month: 5, day: 12)),
        // Organic Law N 4455 of 2024: the Day of Family Sanctity from 2025.
        HolidayRule(
            "Day of Family Sanctity and Respect for Parents",
            local: "ოჯახის სიწმინდისა და მშობლების პატივისცემის დღე", on: .fixed(month: 5, day: 17),
            years: .from(2025)),
        HolidayRule("Independence Day", local: "დამოუკიდებლობის დღე", on: .fixed(month: 5, day: 26)),
        HolidayRule("Dormition of the Mother of God", local: "მარიამობა", on: .julian(month: 8, day: 15)),
        HolidayRule(
            "Svetitskhovloba (Mtskhetoba)", local: "სვეტიცხოვლობა (მცხეთობა)",
            on: .fixed(month: 10, day: 14)),
        HolidayRule("St George's Day", local: "გიორგობა", on: .fixed(month: 11, day: 23)),
    ]

    /// Days off the government declared for one year.
    private static let georgianDaysOff: [HolidayRule] = [
        // Decree N 167 of 15 May 2024.
        .oneOff("Day off", local: "უქმე დღე", on: CivilDate(2024, 5, 17)),
        // Decree N 381 of 25 August 2025: the Friday after Mariamoba.
        .oneOff("Day off", local: "უქმე დღე", on: CivilDate(2025, 8, 29)),
    ]
}
