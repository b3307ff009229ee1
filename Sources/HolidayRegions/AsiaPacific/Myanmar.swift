import HolidayEngine

// Myanmar: the public holidays the Union Government lists each year (the President's Office
// and the Ministry of Home Affairs' notifications of public holidays, printed in The Global
// New Light of Myanmar; the Ministry of Immigration and Population's list for 2021-2024):
//
// - Gregorian days: Independence Day (4 January, 1948), Union Day (12 February, the Panglong
//   Agreement of 1947), Peasants' Day (1 January in 1963 and 1964, 2 March from 1965, the
//   Revolutionary Council's day for the Peasants' Rights Protection Law of 1963), Armed
//   Forces Day (27 March; Revolution Day before 1955), May Day, Martyrs' Day (19 July),
//   Christmas Day; New Year's Day and Chinese New Year from 2025 (the Ministry of
//   Information's notice of 2024 adding both).
// - The Myanmar calendar's days (BurmeseCalendar, docs/calendars.md): the full moons of
//   Tabaung, Kason and Waso; Thingyan, the water festival, from its eve (Akyo day) through its
//   Atat day, longer in some years by the government's list: 2007-2016 a day earlier and
//   through the eighth day after the Akya day; 2022-2023 four days earlier; from 2024 through
//   the eighth day after the Akya day (nine days); Thadingyut, the eve, the full moon and the
//   day after; Diwali (1 Tazaungmon); the full moon of Tazaungmon; National Day (ten days
//   after it, the anniversary of the university strike of 1920); Karen New Year (1 Pyatho,
//   twice or not at all in some Gregorian years).
// - Eid al-Adha (10 Dhu al-Hijjah) on the Islamic calendar as Myanmar observes it
//   (HijriCalendar.myanmar).
// - The government's continuous days off for 2024-2025 (The Global New Light of Myanmar,
//   "Govt designates continuous public days for 2024-2025"): weekdays given off for Saturdays
//   worked.
//
// No substitute days. Weekend Saturday and Sunday. Known from 1950 (holical's first year);
// python-holidays 0.108 also gives 1948 and 1949, the years after independence, which holical
// does not declare. Thingyan and the full moons follow the calendar's arithmetic, which the
// calendar committee may depart from in years to come (docs/calendars.md, "Burmese").

extension Country {
    /// Myanmar: public holidays and the Saturdays worked by decree, known from 1950.
    public static let myanmar = Country(
        "MM", "Myanmar", local: "မြန်မာ", languages: ["my"], firstWeekday: .sunday,
        known: .from(1950), islamic: .myanmar,
        kinds: [.public, .workday], sources: "The Union Government's yearly notifications of public holidays (The Global New Light "
            + "of Myanmar; Ministry of Immigration and Population, 2021-2024); Ministry of Information, 2024",
        rules: { myanmarHolidays + myanmarTransfers })

    private static let peasantsDay = HolidayName("Peasants' Day", local: "တောင်သူလယ်သမားနေ့")
    private static let newYearHolidays = HolidayName("Myanmar New Year", local: "မြန်မာနှစ်သစ်ကူး ရုံးပိတ်ရက်များ")
    private static let thadingyut = HolidayName("Thadingyut Holidays", local: "သီတင်းကျွတ်ပိတ်ရက်များ")

    /// The public holidays, in the order of the year.
    private static let myanmarHolidays: [HolidayRule] = [
        HolidayRule(
            "New Year's Day", local: "နိုင်ငံတကာနှစ်သစ်ကူးနေ့", on: .fixed(month: 1, day: 1), years: .from(2025)),
        HolidayRule(names: [peasantsDay], on: .fixed(month: 1, day: 1), years: YearSet(1963, 1964), key: "Peasants' Day (1 January)"),
        HolidayRule("Independence Day", local: "လွတ်လပ်ရေးနေ့", on: .fixed(month: 1, day: 4)),
        HolidayRule("Chinese New Year", local: "တရုတ်နှစ်သစ်ကူးနေ့", on: .chinese(1, 1), years: .from(2025)),
        HolidayRule("Union Day", local: "ပြည်ထောင်စုနေ့", on: .fixed(month: 2, day: 12)),
        HolidayRule(names: [peasantsDay], on: .fixed(month: 3, day: 2), years: .from(1965)),
        HolidayRule("Full Moon Day of Tabaung", local: "တပေါင်းလပြည့်နေ့", on: .burmese(month: .tabaung, day: 15)),
        HolidayRule(
            names: [
                HolidayName("Revolution Day", local: "တော်လှန်ရေးနေ့", years: .through(1954)),
                HolidayName("Armed Forces Day", local: "တပ်မတော်နေ့", years: .from(1955)),
            ],
            on: .fixed(month: 3, day: 27)),
        // Thingyan's days off, by the years' lists (see the header).
        HolidayRule(names: [newYearHolidays], on: .thingyan(from: -1, through: nil), years: .through(2006)),
        HolidayRule(
            names: [newYearHolidays], on: .thingyan(from: -2, through: 7), years: YearSet(2007, 2016),
            key: "Myanmar New Year (2007)"),
        HolidayRule(
            names: [newYearHolidays], on: .thingyan(from: -1, through: nil), years: YearSet(2017, 2021),
            key: "Myanmar New Year (2017)"),
        HolidayRule(
            names: [newYearHolidays], on: .thingyan(from: -5, through: nil), years: YearSet(2022, 2023),
            key: "Myanmar New Year (2022)"),
        HolidayRule(
            names: [newYearHolidays], on: .thingyan(from: -1, through: 7), years: .from(2024),
            key: "Myanmar New Year (2024)"),
        HolidayRule("May Day", local: "မေဒေးနေ့", on: .fixed(month: 5, day: 1)),
        HolidayRule("Full Moon Day of Kason", local: "ကဆုန်လပြည့်နေ့", on: .burmese(month: .kason, day: 15)),
        HolidayRule("Eid al-Adha", local: "အီဒုလ်အဿွဟာနေ့", on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule("Full Moon Day of Waso", local: "ဝါဆိုလပြည့်နေ့", on: .burmese(month: .waso, day: 15)),
        HolidayRule("Martyrs' Day", local: "အာဇာနည်နေ့", on: .fixed(month: 7, day: 19)),
        HolidayRule(names: [thadingyut], on: .burmese(month: .thadingyut, day: 14), key: "Thadingyut (eve)"),
        HolidayRule(names: [thadingyut], on: .burmese(month: .thadingyut, day: 15)),
        HolidayRule(names: [thadingyut], on: .burmese(month: .thadingyut, day: 16), key: "Thadingyut (day after)"),
        HolidayRule("Diwali", local: "ဒီပါဝလီနေ့", on: .burmese(month: .tazaungmon, day: 1)),
        HolidayRule("Full Moon Day of Tazaungmon", local: "တန်ဆောင်တိုင်လပြည့်နေ့", on: .burmese(month: .tazaungmon, day: 15)),
        HolidayRule("National Day", local: "အမျိုးသားနေ့", on: .burmese(month: .tazaungmon, day: 25)),
        HolidayRule("Christmas Day", local: "ခရစ္စမတ်နေ့", on: .fixed(month: 12, day: 25)),
        HolidayRule("Karen New Year", local: "ကရင်နှစ်သစ်ကူးနေ့", on: .burmese(month: .pyatho, day: 1)),
    ]

    /// What the government's list calls a weekday given off and the Saturday worked for it.
    private static let transferNames = TransferNames(
        dayOff: HolidayName("Day off (substituted)", local: "အလုပ်ပိတ်ရက် (ပြန်လဲထားသည်)"),
        workday: HolidayName("Working day (substituted)", local: "အလုပ်ဖွင့်ရက် (ပြန်လဲထားသည်)"))

    /// The continuous days off of 2024-2025 (The Global New Light of Myanmar, 2024): a weekday
    /// off for each Saturday worked.
    private static let myanmarTransfers: [HolidayRule] = Array(
        [
            HolidayRule.transfer(off: CivilDate(2024, 12, 31), worked: CivilDate(2025, 1, 11), names: transferNames),
            HolidayRule.transfers(
                2025, [(off: (3, 12), worked: (3, 22)), (off: (3, 14), worked: (3, 29)), (off: (11, 3), worked: (11, 8))],
                names: transferNames),
            HolidayRule.transfer(off: CivilDate(2025, 12, 26), worked: CivilDate(2026, 1, 3), names: transferNames),
        ].joined())
}
