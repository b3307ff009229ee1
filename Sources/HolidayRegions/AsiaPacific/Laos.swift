import HolidayEngine

// Laos: the public holidays of the Decree on Holidays (ດຳລັດວ່າດ້ວຍວັນພັກ, No. 386 of
// 15 December 2017, and the decrees before it), the commemorative days the State marks
// without a day off, and the banks' days (the Bank of the Lao PDR, the Banque pour le
// Commerce Extérieur Lao's and the Lao Securities Exchange's calendars):
//
// - Public holidays: International New Year (1 January); International Women's Day (8 March,
//   a day off for women); Lao New Year (Pi Mai, 14-16 April; from 13 April in 2012, 2016, 2017,
//   2020 and 2024, and only through 15 April in 2012 and 2017, by the years' notices);
//   International Labour Day (1 May); International Children's Day (1 June, 1990-2017, after
//   Laos joined the Convention on the Rights of the Child in 1989; a marked working day from
//   2018, Decree 386); Lao National Day (2 December, the Lao PDR proclaimed in 1975).
// - A holiday on a Saturday or Sunday gives the next working day off from 2012 (Decree 386,
//   art. 4, and the practice since 2012), none for Women's Day in 2014; extra days decreed
//   in 2011, 2015 and 2020.
// - Bank holidays: the Bank of the Lao PDR's Establishment Day (7 October 1968), with a
//   weekday off for a weekend from 2012; the last three working days of the year, when the
//   banks close their books; 2 January 2015.
// - Marked days that stay working days (`.observance`; Decree 386): the Lao People's Armed
//   Forces (20 January 1949), the Lao Federation of Trade Unions (1 February 1966), the Lao
//   People's Revolutionary Party (22 March 1955), the Youth Union (14 April 1955), National
//   Arbor Day (1 June, from 1989), President Souphanouvong's birthday (13 July 1909) and, from
//   1997, the National Day for Wildlife and Aquatic Animal Conservation on it, the Lao Women's
//   Union (20 July 1955; in 2019 on 22 July), National Mass Media and Publishing Day (13
//   August 1950), Constitution Day (15 August, from the Constitution of 1991), National
//   Uprising Day (23 August 1975), Independence Declaration Day (12 October 1945) and
//   President Kaysone Phomvihane's birthday (13 December 1920, from 1991).
//
// The Buddhist festivals and National Teacher Day are days off for schools only; holical
// leaves the school days out. Weekend Saturday and Sunday (Decree 386, art. 3). Known from
// 1976, the first year of the Lao People's Democratic Republic, as in python-holidays 0.108.

extension Country {
    /// Laos: public and bank holidays and the marked working days, known from 1976.
    public static let laos = Country(
        "LA", "Laos", local: "ລາວ", languages: ["lo"], firstWeekday: .sunday,
        known: .from(1976), observedSuffix: ["en": " (in lieu)", "": " (ພັກຊົດເຊີຍ)"],
        kinds: [.public, .bank, .observance], sources: "Decree on Holidays No. 386 of 15 December 2017 and the decrees before it; the Bank of the "
            + "Lao PDR's, BCEL's and the Lao Securities Exchange's calendars",
        rules: { laoHolidays + laoBankHolidays + laoMarkedDays + laoDecrees })

    /// A holiday on a Saturday or Sunday: the next working day off, from 2012.
    private static let inLieu: [Observance] = [.substitute(.from(2012), on: [.saturday, .sunday])]

    private static let laoNewYear = HolidayName("Lao New Year", local: "ບຸນປີໃໝ່ລາວ")
    private static let childrensDay = HolidayName("International Children's Day", local: "ວັນເດັກສາກົນ")

    /// The years Lao New Year begins on 13 April, and those it ends on 15 April (the years'
    /// notices).
    private static let newYearFrom13April = YearSet.years(2012, 2016, 2017, 2020, 2024)
    private static let newYearThrough15April = YearSet.years(2012, 2017)

    /// The public holidays, in the order of the year.
    private static let laoHolidays: [HolidayRule] = [
        HolidayRule("International New Year's Day", local: "ວັນປີໃໝ່ສາກົນ", on: .fixed(month: 1, day: 1), observed: inLieu),
        HolidayRule(
            "International Women's Day", local: "ວັນແມ່ຍິງສາກົນ", on: .fixed(month: 3, day: 8),
            observed: [.substitute(.from(2012).except(2014), on: [.saturday, .sunday])]),
        HolidayRule(names: [laoNewYear], on: .fixed(month: 4, day: 13), years: newYearFrom13April, observed: inLieu,
                    key: "Lao New Year (13 April)"),
        HolidayRule(names: [laoNewYear], on: .fixed(month: 4, day: 14), observed: inLieu),
        HolidayRule(names: [laoNewYear], on: .fixed(month: 4, day: 15), observed: inLieu, key: "Lao New Year (15 April)"),
        HolidayRule(
            names: [laoNewYear], on: .fixed(month: 4, day: 16), years: .always.except(2012, 2017), observed: inLieu,
            key: "Lao New Year (16 April)"),
        HolidayRule("International Labour Day", local: "ວັນກຳມະກອນສາກົນ", on: .fixed(month: 5, day: 1), observed: inLieu),
        HolidayRule(names: [childrensDay], on: .fixed(month: 6, day: 1), years: YearSet(1990, 2017)),
        HolidayRule("Lao National Day", local: "ວັນຊາດ", on: .fixed(month: 12, day: 2), observed: inLieu),
    ]

    private static let yearEnd = HolidayName("Lao Year-End Bank Holiday", local: "ສາມວັນລັດຖະການສຸດທ້າຍຂອງທຸກໆປີ")

    /// The banks' days: the Bank of the Lao PDR's, and the last three working days of the
    /// year, each a day of 27-31 December in the years 31 December falls on the weekdays
    /// that make it one of them.
    private static let laoBankHolidays: [HolidayRule] = [
        HolidayRule(
            "Establishment Day of the Bank of the Lao PDR", local: "ວັນສ້າງຕັ້ງທະນາຄານແຫ່ງ ສປປ ລາວ",
            on: .fixed(month: 10, day: 7), kind: .bank, observed: inLieu),
        yearEndDay(27, whenLastDayIs: [.sunday, .monday, .tuesday]),
        yearEndDay(28, whenLastDayIs: [.saturday, .sunday, .monday]),
        yearEndDay(29, whenLastDayIs: [.wednesday, .thursday, .friday, .saturday, .sunday]),
        yearEndDay(30, whenLastDayIs: [.tuesday, .wednesday, .thursday, .friday, .saturday]),
        yearEndDay(31, whenLastDayIs: [.monday, .tuesday, .wednesday, .thursday, .friday]),
    ]

    /// A day of the year's end that is one of the last three working days in the years 31
    /// December falls on `weekdays`.
    private static func yearEndDay(_ day: Int, whenLastDayIs weekdays: [Weekday]) -> HolidayRule {
        HolidayRule(
            names: [yearEnd], on: .fixed(month: 12, day: day).inYears(when: .fixed(month: 12, day: 31), fallsOn: weekdays),
            kind: .bank, key: "Lao Year-End Bank Holiday (\(day) December)")
    }

    /// The days the State marks that stay working days (Decree 386).
    private static let laoMarkedDays: [HolidayRule] = [
        HolidayRule("Lao People's Armed Forces Day", local: "ວັນສ້າງຕັ້ງກອງທັບປະຊາຊົນລາວ", on: .fixed(month: 1, day: 20), kind: .observance),
        HolidayRule(
            "Lao Federation of Trade Unions Day", local: "ວັນສ້າງຕັ້ງສະຫະພັນກໍາມະບານລາວ", on: .fixed(month: 2, day: 1),
            kind: .observance),
        HolidayRule(
            "Establishment Day of the Lao People's Revolutionary Party", local: "ວັນສ້າງຕັ້ງພັກປະຊາຊົນປະຕິວັດລາວ",
            on: .fixed(month: 3, day: 22), kind: .observance),
        HolidayRule(
            "Lao People's Revolutionary Youth Union Day", local: "ວັນສ້າງຕັ້ງສູນກາງຊາວໜຸ່ມປະຊາຊົນປະຕິວັດລາວ",
            on: .fixed(month: 4, day: 14), kind: .observance),
        HolidayRule(names: [childrensDay], on: .fixed(month: 6, day: 1), kind: .observance, years: .from(2018),
                    key: "International Children's Day (marked)"),
        HolidayRule("National Arbor Day", local: "ວັນປູກຕົ້ນໄມ້ແຫ່ງຊາດ", on: .fixed(month: 6, day: 1), kind: .observance, years: .from(1989)),
        HolidayRule(
            "President Souphanouvong's Birthday", local: "ວັນຄ້າຍວັນເກີດ ທ່ານ ປະທານ ສຸພານຸວົງ", on: .fixed(month: 7, day: 13),
            kind: .observance),
        HolidayRule(
            "National Day for Wildlife and Aquatic Animal Conservation", local: "ວັນປ່ອຍປາ ແລະ ວັນອະນຸລັກສັດນ້ຳ-ສັດປ່າແຫ່ງຊາດ",
            on: .fixed(month: 7, day: 13), kind: .observance, years: .from(1997)),
        HolidayRule(
            "Establishment Day of the Lao Women's Union", local: "ວັນສ້າງຕັ້ງສະຫະພັນແມ່ຍິງລາວ", on: .fixed(month: 7, day: 20),
            kind: .observance),
        HolidayRule(
            "Lao National Mass Media and Publishing Day", local: "ວັນສື່ມວນຊົນແຫ່ງຊາດ ແລະ ວັນພິມຈໍາໜ່າຍ",
            on: .fixed(month: 8, day: 13), kind: .observance),
        HolidayRule(
            "Lao National Constitution Day", local: "ວັນລັດຖະທໍາມະນູນແຫ່ງຊາດ", on: .fixed(month: 8, day: 15), kind: .observance,
            years: .from(1991)),
        HolidayRule("National Uprising Day", local: "ວັນຍຶດອຳນາດທົ່ວປະເທດ", on: .fixed(month: 8, day: 23), kind: .observance),
        HolidayRule("Independence Declaration Day", local: "ວັນປະກາດເອກະລາດ", on: .fixed(month: 10, day: 12), kind: .observance),
        HolidayRule(
            "President Kaysone Phomvihane's Birthday", local: "ວັນຄ້າຍວັນເກີດ ທ່ານ ປະທານ ໄກສອນ ພົມວິຫານ",
            on: .fixed(month: 12, day: 13), kind: .observance, years: .from(1991)),
    ]

    /// Days decreed once: Lao New Year in lieu in 2011 and 2020 and a fourth day in 2015, the
    /// banks' 2 January 2015, the Women's Union's day marked on Monday 22 July 2019.
    private static let laoDecrees: [HolidayRule] = [
        .oneOff(laoNewYear.observed(["en": " (in lieu)", "": " (ພັກຊົດເຊີຍ)"]), on: CivilDate(2011, 4, 13)),
        .oneOff("Bank Holiday", local: "ມື້ປິດການໃຫ້ບໍລິການຂອງທະນາຄານຕົວແທນ", on: CivilDate(2015, 1, 2), kind: .bank),
        .oneOff("Lao New Year (special)", local: "ພັກບຸນປີໃໝ່ລາວ", on: CivilDate(2015, 4, 17)),
        .oneOff(
            HolidayName("Establishment Day of the Lao Women's Union (in lieu)", local: "ວັນສ້າງຕັ້ງສະຫະພັນແມ່ຍິງລາວ (ພັກຊົດເຊີຍ)"),
            on: CivilDate(2019, 7, 22), kind: .observance),
        .oneOff(laoNewYear.observed(["en": " (in lieu)", "": " (ພັກຊົດເຊີຍ)"]), on: CivilDate(2020, 4, 17)),
    ]
}
