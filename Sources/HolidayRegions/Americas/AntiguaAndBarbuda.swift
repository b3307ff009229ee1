import HolidayEngine

// Antigua and Barbuda: the public holidays of the Public Holidays Act (Cap. 354) from
// independence (1 November 1981), as amended by the Public Holidays (Amendment) Act 2005:
// CARICOM Day (the first Monday of July) last kept in 2005, Carnival Tuesday from 2006,
// National Heroes Day (9 December) from 2005, named Sir Vere Cornwall Bird Snr. Day from 2014
// and kept on 11 December 2006 and 10 December 2012 by Proclamations No. 24 of 2006 and
// No. 40 of 2012. The days proclaimed once: 3 August 1993, the state funerals of 2008 and the
// days after the general elections of 2018 and 2023.
//
// The Act keeps a holiday on a Sunday also on the Monday after; Independence Day on a
// Saturday or Sunday on the Monday from 2005 (National Heroes Day from 2020); Christmas Day
// and Boxing Day on a weekend two days later. Known from 1981, the year of independence: the
// colony's and the associated state's days before it (python-holidays lists the same days
// back to 1955) are not sourced here.

extension Country {
    /// Antigua and Barbuda: public holidays, known from 1981.
    public static let antiguaAndBarbuda = Country(
        "AG", "Antigua and Barbuda", languages: ["en"], firstWeekday: .sunday, known: .from(1981),
        kinds: [.public], sources: "Public Holidays Act, Cap. 354, as amended 2005; Proclamations No. 24 of 2006 and No. 40 of 2012 "
            + "and the Governor-General's proclamations of 1993, 2008, 2018 and 2023",
        rules: { antiguanHolidays })

    /// The holidays, in the order of the year.
    private static let antiguanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: [.adding(.always, [.sunday: .next(.monday)])]),
        .oneOff("State Funeral of the late The Honourable Charlesworth T. Samuel", on: CivilDate(year: 2008, month: 2, day: 19)!),
        .oneOff("State Funeral of the late The Honourable Sir George Herbert Walter", on: CivilDate(year: 2008, month: 3, day: 18)!),
        .oneOff("Day after the General Election", on: CivilDate(year: 2018, month: 3, day: 22)!),
        .oneOff("Day after the General Election", on: CivilDate(year: 2023, month: 1, day: 19)!),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Monday", on: .easter(1)),
        HolidayRule("Labour Day", on: .nth(1, .monday, of: 5)),
        HolidayRule("Whit Monday", on: .easter(50)),
        HolidayRule("Caribbean Community (CARICOM) Day", on: .nth(1, .monday, of: 7), years: .through(2005)),
        HolidayRule("Carnival Monday", on: .nth(1, .monday, of: 8)),
        HolidayRule("Carnival Tuesday", on: .nth(1, .monday, of: 8).shifted(1), years: .from(2006)),
        .oneOff("Public Holiday", on: CivilDate(year: 1993, month: 8, day: 3)!),
        HolidayRule(
            "Independence Day", on: .fixed(month: 11, day: 1),
            observed: [.adding(.from(2005), [.saturday: .next(.monday), .sunday: .next(.monday)])]),
    ] + HolidayRule.moved(
        [
            HolidayName("National Heroes Day", years: .through(2013)),
            HolidayName("Sir Vere Cornwall Bird Snr. Day", years: .from(2014)),
        ],
        on: .fixed(month: 12, day: 9), years: .from(2005),
        to: [CivilDate(year: 2006, month: 12, day: 11)!, CivilDate(year: 2012, month: 12, day: 10)!],
        observed: [.adding(.from(2020), [.saturday: .next(.monday), .sunday: .next(.monday)])])
    + [
        HolidayRule(
            "Christmas Day", on: .fixed(month: 12, day: 25), observed: [.adding(.always, [.saturday: .days(2), .sunday: .days(2)])]),
        HolidayRule(
            "Boxing Day", on: .fixed(month: 12, day: 26), observed: [.adding(.always, [.saturday: .days(2), .sunday: .days(2)])]),
    ]
}
