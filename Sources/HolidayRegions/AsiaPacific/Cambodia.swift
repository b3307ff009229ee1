import HolidayEngine

// Cambodia: the public holidays of the Royal Government's yearly sub-decrees on official
// holidays (អនុក្រឹត្យស្តីពីការកំណត់ថ្ងៃឈប់សម្រាកការងារ), as the National Bank of Cambodia
// publishes them, from the Constitution of 1993:
//
// - Gregorian days: International New Year (1 January); Victory over the Genocidal Regime
//   (7 January); International Women's Day (8 March); Khmer New Year, three days from 13 April
//   (from 14 April in 2017, 2018, 2021-2023, 2025-2027 and 2029-2031, when the Sun's entry
//   into Aries falls that day), and a fourth day, 16 April, in 2024; International Labour Day;
//   King Norodom Sihamoni's birthday (14 May from 2005, with 13 and 15 May until 2019); the
//   Queen Mother's birthday (18 June, from 1994); Constitution Day (24 September); the Late
//   King Father Norodom Sihanouk's mourning day (15 October, from 2012); the King's coronation
//   (29 October, from 2004); Independence Day (9 November); Peace Day (29 December, from 2024,
//   Sub-decree on Peace Day in Cambodia, 2023).
// - Days the sub-decree of 2020 ended: the National Day of Remembrance (20 May, 2018-2019),
//   International Children's Day (1 June), the Paris Peace Agreements (23 October),
//   International Human Rights Day (10 December) and Meak Bochea, all until 2019.
// - The Buddhist days on the lunar calendar in the Khmer tradition (ThaiLunarCalendar,
//   `.khmer`, docs/calendars.md): Meak Bochea (until 2019), Visak Bochea, the Royal Ploughing
//   Ceremony (Preah Reach Pithi Chrat Preah Neangkoal), Pchum Ben (the new moon of the tenth
//   month and the day before it; the day after too from 2017) and the Water Festival (Bon Om
//   Touk, the full moon of the twelfth month, the day before and the day after).
// - Days the Government gave in place of holidays on a Sunday (2016-2020), and Khmer New Year
//   2020 postponed by COVID-19 to 17-21 August (Sub-decree No. 64 of 2020).
//
// No substitute days by rule. Weekend Saturday and Sunday. Known from 1993, the year of the
// Constitution, as in python-holidays 0.108.

extension Country {
    /// Cambodia: public holidays, known from 1993.
    public static let cambodia = Country(
        "KH", "Cambodia", local: "កម្ពុជា", languages: ["km"], firstWeekday: .sunday,
        known: .from(1993),
        kinds: [.public], sources: "The Royal Government's yearly sub-decrees on official holidays, as the National Bank of Cambodia "
            + "publishes them; Sub-decree on Peace Day in Cambodia (2023)",
        rules: { cambodianHolidays + cambodianDecrees })

    private static let khmerNewYear = HolidayName("Khmer New Year", local: "ពិធីបុណ្យចូលឆ្នាំថ្មីប្រពៃណីជាតិ")
    private static let kingsBirthday = HolidayName(
        "King Norodom Sihamoni's Birthday",
        local: "ព្រះរាជពិធីបុណ្យចម្រើនព្រះជន្ម ព្រះករុណា ព្រះបាទសម្តេចព្រះបរមនាថ នរោត្តម សីហមុនី")
    private static let pchumBen = HolidayName("Pchum Ben", local: "ពិធីបុណ្យភ្ផុំបិណ្ឌ")
    private static let waterFestival = HolidayName(
        "Water Festival", local: "ព្រះរាជពិធីបុណ្យអុំទូក បណ្តែតប្រទីប និងសំពះព្រះខែអកអំបុក")

    /// The years Khmer New Year begins on 14 April (the sub-decrees' lists and the almanac's
    /// Maha Songkran for 2001-2050); 13 April in the others.
    private static let newYearOn14April = YearSet.years(2017, 2018, 2021, 2022, 2023, 2025, 2026, 2027, 2029, 2030, 2031)
    private static let newYearOn13April = YearSet.always.except(2017, 2018, 2020, 2021, 2022, 2023, 2025, 2026, 2027, 2029, 2030, 2031)

    /// The public holidays, in the order of the year.
    private static let cambodianHolidays: [HolidayRule] = [
        HolidayRule("International New Year's Day", local: "ទិវាចូលឆ្នាំសាកល", on: .fixed(month: 1, day: 1)),
        HolidayRule(
            "Day of Victory over the Genocidal Regime", local: "ទិវាជ័យជម្នះលើរបបប្រល័យពូជសាសន៍",
            on: .fixed(month: 1, day: 7)),
        HolidayRule("Meak Bochea", local: "ពិធីបុណ្យមាឃបូជា", on: .thai(.makhaBucha, tradition: .khmer), years: .through(2019)),
        HolidayRule("International Women's Day", local: "ទិវាអន្តរជាតិនារី", on: .fixed(month: 3, day: 8)),
        HolidayRule(names: [khmerNewYear], on: .fixed(month: 4, day: 13), years: newYearOn13April),
        HolidayRule(names: [khmerNewYear], on: .fixed(month: 4, day: 14), years: newYearOn13April, key: "Khmer New Year (2)"),
        HolidayRule(names: [khmerNewYear], on: .fixed(month: 4, day: 15), years: newYearOn13April, key: "Khmer New Year (3)"),
        HolidayRule(names: [khmerNewYear], on: .fixed(month: 4, day: 14), years: newYearOn14April, key: "Khmer New Year (14 April)"),
        HolidayRule(names: [khmerNewYear], on: .fixed(month: 4, day: 15), years: newYearOn14April, key: "Khmer New Year (14 April, 2)"),
        HolidayRule(names: [khmerNewYear], on: .fixed(month: 4, day: 16), years: newYearOn14April, key: "Khmer New Year (14 April, 3)"),
        // 2024: a fourth day (the sub-decree for 2024).
        HolidayRule.oneOff(khmerNewYear, on: CivilDate(2024, 4, 16)),
        HolidayRule("International Labour Day", local: "ទិវាពលកម្មអន្តរជាតិ", on: .fixed(month: 5, day: 1)),
        HolidayRule("Visak Bochea", local: "ពិធីបុណ្យវិសាខបូជា", on: .thai(.visakhaBucha, tradition: .khmer)),
        HolidayRule(names: [kingsBirthday], on: .fixed(month: 5, day: 13), years: YearSet(2005, 2019), key: "King's Birthday (13 May)"),
        HolidayRule(names: [kingsBirthday], on: .fixed(month: 5, day: 14), years: .from(2005)),
        HolidayRule(names: [kingsBirthday], on: .fixed(month: 5, day: 15), years: YearSet(2005, 2019), key: "King's Birthday (15 May)"),
        HolidayRule(
            "Royal Ploughing Ceremony", local: "ព្រះរាជពិធីច្រត់ព្រះនង្គ័ល", on: .thai(.preahNeangkoal, tradition: .khmer)),
        HolidayRule(
            "National Day of Remembrance", local: "ទិវាជាតិនៃការចងចាំ", on: .fixed(month: 5, day: 20), years: YearSet(2018, 2019)),
        HolidayRule(
            "International Children's Day", local: "ទិវាកុមារអន្តរជាតិ", on: .fixed(month: 6, day: 1), years: .through(2019)),
        HolidayRule(
            "Queen Mother Norodom Monineath Sihanouk's Birthday",
            local: "ព្រះរាជពិធីបុណ្យចម្រើនព្រះជន្ម សម្តេចព្រះមហាក្សត្រី ព្រះវររាជមាតា នរោត្តម មុនិនាថ សីហនុ",
            on: .fixed(month: 6, day: 18), years: .from(1994)),
        HolidayRule("Constitution Day", local: "ទិវាប្រកាសរដ្ឋធម្មនុញ្ញ", on: .fixed(month: 9, day: 24)),
        HolidayRule(names: [pchumBen], on: .thai(.pchumBen, tradition: .khmer).shifted(-1), key: "Pchum Ben (eve)"),
        HolidayRule(names: [pchumBen], on: .thai(.pchumBen, tradition: .khmer)),
        HolidayRule(
            names: [pchumBen], on: .thai(.pchumBen, tradition: .khmer).shifted(1), years: .from(2017), key: "Pchum Ben (day after)"),
        HolidayRule(
            "Mourning Day of the Late King Father Norodom Sihanouk",
            local: "ទិវាប្រារព្ឋពិធីគោរពព្រះវិញ្ញាណក្ខន្ឋ ព្រះករុណា ព្រះបាទសម្តេចព្រះ នរោត្តម សីហនុ ព្រះមហាវីរក្សត្រ "
                + "ព្រះវររាជបិតាឯករាជ្យ បូរណភាពទឹកដី និងឯកភាពជាតិខ្មែរ ព្រះបរមរតនកោដ្ឋ",
            on: .fixed(month: 10, day: 15), years: .from(2012)),
        HolidayRule(
            "Paris Peace Agreements Day", local: "ទិវារំលឹកសន្ធិសញ្ញាសន្តិភាពទីក្រុងប៉ារីស", on: .fixed(month: 10, day: 23),
            years: .through(2019)),
        HolidayRule(
            "Coronation Day of King Norodom Sihamoni",
            local: "ព្រះរាជពិធីគ្រងព្រះបរមរាជសម្បត្តិ របស់ ព្រះករុណា ព្រះបាទសម្តេចព្រះបរមនាថ នរោត្តម សីហមុនី "
                + "ព្រះមហាក្សត្រនៃព្រះរាជាណាចក្រកម្ពុជា",
            on: .fixed(month: 10, day: 29), years: .from(2004)),
        HolidayRule(names: [waterFestival], on: .thai(.loyKrathong, tradition: .khmer).shifted(-1), key: "Water Festival (eve)"),
        HolidayRule(names: [waterFestival], on: .thai(.loyKrathong, tradition: .khmer)),
        HolidayRule(names: [waterFestival], on: .thai(.loyKrathong, tradition: .khmer).shifted(1), key: "Water Festival (day after)"),
        HolidayRule("Independence Day", local: "ពិធីបុណ្យឯករាជ្យជាតិ", on: .fixed(month: 11, day: 9)),
        HolidayRule(
            "International Human Rights Day", local: "ទិវាសិទ្ធិមនុស្សអន្តរជាតិ", on: .fixed(month: 12, day: 10),
            years: .through(2019)),
        HolidayRule("Peace Day in Cambodia", local: "ទិវាសន្តិភាពនៅកម្ពុជា", on: .fixed(month: 12, day: 29), years: .from(2024)),
    ]

    private static let inLieu = HolidayName("Special Public Holiday", local: "ថ្ងៃឈប់សម្រាកសងជំនួស")
    private static let newYearInLieu = HolidayName(
        "Khmer New Year (replacement)", local: "ថ្ងៃឈប់សម្រាកសងជំនួសឲ្យពិធីបុណ្យចូលឆ្នាំថ្មីប្រពៃណីជាតិ")

    /// The sub-decrees' days in place of holidays: a Monday for a holiday on the Sunday
    /// before (2016-2020), and Khmer New Year 2020, postponed by COVID-19 to five days of
    /// August (Sub-decree No. 64 of 2020).
    private static let cambodianDecrees: [HolidayRule] = [
        .decreedSubstitute(inLieu, for: CivilDate(2016, 5, 1), on: CivilDate(2016, 5, 2)),  // Labour Day
        .decreedSubstitute(inLieu, for: CivilDate(2016, 5, 15), on: CivilDate(2016, 5, 16)),  // King's Birthday
        .decreedSubstitute(inLieu, for: CivilDate(2018, 5, 20), on: CivilDate(2018, 5, 21)),  // Day of Remembrance
        .decreedSubstitute(inLieu, for: CivilDate(2019, 9, 29), on: CivilDate(2019, 9, 30)),  // Pchum Ben
        .decreedSubstitute(inLieu, for: CivilDate(2020, 5, 10), on: CivilDate(2020, 5, 11)),  // Royal Ploughing
        .oneOff(newYearInLieu, on: CivilDate(2020, 8, 17)),
        .oneOff(newYearInLieu, on: CivilDate(2020, 8, 18)),
        .oneOff(newYearInLieu, on: CivilDate(2020, 8, 19)),
        .oneOff(newYearInLieu, on: CivilDate(2020, 8, 20)),
        .oneOff(newYearInLieu, on: CivilDate(2020, 8, 21)),
    ]
}
