import HolidayEngine

// Pakistan: the public holidays the Cabinet Division's yearly notification lists (Public and
// optional holidays, cabinet.gov.pk; the notification No. 10-01/2024-Min-II of 28 May 2024
// added Youm-e-Takbeer), and the extra days off the Cabinet Division and the State Bank of
// Pakistan's circular letters announced for the Eids, elections and mourning:
//
// - Every year: Independence Day (14 August 1947), Quaid-e-Azam Day (25 December, the
//   founder's birthday); on the Islamic calendar as Pakistan observes it
//   (HijriCalendar.pakistan): Eid-ul-Fitr (three days), Eid-ul-Adha (three days), Eid
//   Milad-un-Nabi (12 Rabi' al-Awwal) and Ashura with its eve (9 and 10 Muharram).
// - Pakistan Day (23 March, the Constitution of 1956) from 1956; Labour Day from 1972 (the
//   labour policy of 1972); Kashmir Solidarity Day (5 February) from 1990; Iqbal Day
//   (9 November) until 2014 and again from 2022 (dropped from the lists of 2015-2021);
//   Youm-e-Takbeer (28 May) from 2024.
// - The Eids' third day was not given in the years the notifications list (a two-day Eid),
//   and in 2026 Eid-ul-Fitr was one day, the decreed days around it standing in.
//
// Weekend: Saturday and Sunday, the federal government's five-day week (restored on 8 June
// 2022) and python-holidays 0.108's. Not encoded: the Friday weekly holiday of 1977-1997 and
// the years Saturday was a working day, whose exact first and last days no primary source
// found here gives. No substitute days. Known from 1948, the first full year of Pakistan (as
// python-holidays 0.108). The Islamic days are forecasts after the last announced month.

extension Country {
    /// Pakistan: public holidays, known from 1948.
    public static let pakistan = Country(
        "PK", "Pakistan", local: "پاکستان", languages: ["ur", "en"], firstWeekday: .monday,
        known: .from(1948), islamic: .pakistan,
        kinds: [.public], sources: "Cabinet Division, Public and optional holidays (yearly notifications; No. 10-01/2024-Min-II); "
            + "State Bank of Pakistan circular letters on the Eid, election and mourning days off",
        rules: { pakistaniHolidays + pakistaniDecreedDays })

    private static let eidUlFitr = HolidayName("Eid-ul-Fitr", local: "عید الفطر")
    private static let eidUlAdha = HolidayName("Eid-ul-Adha", local: "عید الاضحی")

    /// The public holidays, in the order of the year; the Islamic ones after them.
    private static let pakistaniHolidays: [HolidayRule] = [
        HolidayRule(
            "Kashmir Solidarity Day", local: "یوم یکجہتی کشمیر", on: .fixed(month: 2, day: 5), years: .from(1990)),
        HolidayRule("Pakistan Day", local: "یوم پاکستان", on: .fixed(month: 3, day: 23), years: .from(1956)),
        HolidayRule("Labour Day", local: "یوم مزدور", on: .fixed(month: 5, day: 1), years: .from(1972)),
        // Cabinet Division notification No. 10-01/2024-Min-II, 28 May 2024.
        HolidayRule("Youm-e-Takbeer", local: "یوم تکبیر", on: .fixed(month: 5, day: 28), years: .from(2024)),
        HolidayRule("Independence Day", local: "یوم آزادی", on: .fixed(month: 8, day: 14)),
        HolidayRule(
            "Iqbal Day", local: "یوم اقبال", on: .fixed(month: 11, day: 9),
            years: .always.except(2015, 2016, 2017, 2018, 2019, 2020, 2021)),
        HolidayRule("Quaid-e-Azam Day", local: "یوم قائداعظم", on: .fixed(month: 12, day: 25)),
        HolidayRule(names: [eidUlFitr], on: .hijri(.shawwal, 1)),
        HolidayRule(names: [eidUlFitr], on: .hijri(.shawwal, 2), years: .always.except(2026), key: "Eid-ul-Fitr (2)"),
        HolidayRule(
            names: [eidUlFitr], on: .hijri(.shawwal, 3), years: .always.except(2008, 2026), key: "Eid-ul-Fitr (3)"),
        HolidayRule(names: [eidUlAdha], on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [eidUlAdha], on: .hijri(.dhuAlHijjah, 11), key: "Eid-ul-Adha (2)"),
        HolidayRule(
            names: [eidUlAdha], on: .hijri(.dhuAlHijjah, 12), years: .always.except(2008, 2011, 2018, 2021, 2026),
            key: "Eid-ul-Adha (3)"),
        HolidayRule("Eid Milad-un-Nabi", local: "عید میلاد النبی", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule(names: [HolidayName("Ashura", local: "عاشورہ")], on: .hijri(.muharram, 9), key: "Ashura (eve)"),
        HolidayRule("Ashura", local: "عاشورہ", on: .hijri(.muharram, 10)),
    ]

    /// Days off decreed once (State Bank of Pakistan circular letters; Cabinet Division
    /// notifications): Eid days beyond the usual ones, general elections, mourning.
    private static let pakistaniDecreedDays: [HolidayRule] =
        [
            (2007, 10, 16), (2008, 10, 1), (2010, 9, 13), (2011, 9, 3), (2014, 8, 1), (2015, 7, 20), (2015, 7, 21),
            (2016, 7, 5), (2018, 6, 15), (2019, 6, 4), (2020, 5, 22), (2020, 5, 23), (2020, 5, 27), (2021, 5, 10),
            (2021, 5, 11), (2021, 5, 12), (2022, 5, 2), (2023, 4, 21), (2023, 4, 25), (2026, 3, 20),
        ].map { year, month, day in HolidayRule.oneOff(eidUlFitr, on: CivilDate(year, month, day)) }
        + [
            (2008, 12, 8), (2009, 11, 27), (2012, 10, 29), (2013, 10, 18), (2017, 9, 1), (2018, 8, 21), (2019, 8, 15),
            (2021, 7, 20), (2022, 7, 8), (2022, 7, 9), (2023, 6, 28), (2025, 6, 6), (2026, 5, 26),
        ].map { year, month, day in HolidayRule.oneOff(eidUlAdha, on: CivilDate(year, month, day)) }
        + [
            .oneOff("General Election Day", local: "عام انتخابات کا دن", on: CivilDate(2008, 2, 18)),
            .oneOff("Benazir Bhutto's Martyrdom Day", local: "بینظیر بھٹو کا یوم شہادت", on: CivilDate(2008, 12, 27)),
            // Love for the Prophet Day, 21 September 2012.
            .oneOff("Youm-e-Ishq-e-Rasool", local: "یوم عشق رسول", on: CivilDate(2012, 9, 21)),
            .oneOff("General Election Day", local: "عام انتخابات کا دن", on: CivilDate(2018, 7, 25)),
            .oneOff("General Election Day", local: "عام انتخابات کا دن", on: CivilDate(2024, 2, 8)),
        ]
}
