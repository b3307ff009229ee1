import HolidayEngine

// Fiji: public holidays under the Public Holidays Act (Cap. 101) as amended by the Public
// Holidays (Amendment) Act 2015 (Act No. 13 of 2015), in force from 2016, and the Cabinet's
// decisions since; the Government's yearly lists (fiji.gov.fj, "Public Holidays", 2016-2025)
// give each year's dates. python-holidays 0.108 records them, citing those lists.
//
// - A holiday on a Saturday or Sunday gives the Monday after (New Year's Day, Constitution Day,
//   Diwali, Prophet Mohammed's Birthday); Christmas Day and Boxing Day give the Monday for a
//   Saturday and the Tuesday for a Sunday. Fiji Day, the Easter days and the days set on a
//   weekday have none.
// - National Sports Day (the last Friday of June) until 2018.
// - Constitution Day (7 September) a public holiday until 2022; from 2023 the Cabinet removed
//   it as a day off and kept it as a day marked (an observance), and made Girmit Day
//   (14 May, the landing of the first indentured labourers in 1879, kept on the nearest Monday)
//   and Ratu Sir Lala Sukuna Day (the last Monday of May in 2023, the last Friday from 2024)
//   public holidays (the Cabinet's decision of 2023, as fijivillage.com reported it).
// - Diwali: the Government's lists 2016-2025 (`FestivalTable.fijiDiwali`); in the other
//   years India's almanac date, marked estimated.
// - Prophet Mohammed's Birthday: the lists' dates 2016-2025 (`HijriCalendar.fiji`); later
//   years are Umm al-Qura's forecast, marked estimated.
//
// The weekend: Saturday and Sunday. Known from 2016, the first year of the 2015 amendment's
// list; python-holidays 0.108 starts there too. The earlier lists (with the Queen's Birthday,
// and until 2010 Ratu Sir Lala Sukuna Day and National Youth Day, which a 2010 gazette
// removed) are not encoded: no source at hand gives their days year by year. No source
// found gives the holidays' names in Fijian or Fiji Hindi, so they are English; the
// country's local name is its Fijian one, Viti.

extension Country {
    /// Fiji: public holidays, known from 2016.
    public static let fiji = Country(
        "FJ", "Fiji", local: "Viti", languages: ["en", "fj", "hif"], firstWeekday: .monday,
        weekend: .saturdaySunday, known: .from(2016), islamic: .fiji,
        kinds: [.public, .observance],
        sources: "Public Holidays Act (Cap. 101) as amended by Act No. 13 of 2015; the Government of Fiji's yearly "
            + "lists of public holidays (2016-2025); Cabinet decision on Girmit Day and Ratu Sir Lala Sukuna Day (2023)",
        rules: { fijianHolidays })

    /// A Saturday or Sunday holiday gives the Monday after.
    private static let fijiToMonday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.monday)]),
    ]
    /// Christmas Day and Boxing Day: a Saturday gives the Monday, a Sunday the Tuesday.
    private static let fijiToMondayOrTuesday: [Observance] = [
        .adding(.always, [.saturday: .next(.monday), .sunday: .next(.tuesday)]),
    ]

    /// The public holidays and the day marked, in the order of the year.
    private static let fijianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", on: .fixed(month: 1, day: 1), observed: fijiToMonday),
        HolidayRule("Good Friday", on: .easter(-2)),
        HolidayRule("Easter Saturday", on: .easter(-1)),
        HolidayRule("Easter Monday", on: .easter(1)),
        // Kept on the nearest Monday: Tuesday to Thursday back to the Monday before, Friday to
        // Sunday on to the Monday after.
        HolidayRule(
            "Girmit Day", on: .fixed(month: 5, day: 14), years: .from(2023),
            observed: [
                .moving(
                    .always,
                    [
                        .tuesday: .previous(.monday), .wednesday: .previous(.monday), .thursday: .previous(.monday),
                        .friday: .next(.monday), .saturday: .next(.monday), .sunday: .next(.monday),
                    ]),
            ]),
        HolidayRule("Ratu Sir Lala Sukuna Day", on: .last(.monday, of: 5), years: .only(2023)),
        HolidayRule("Ratu Sir Lala Sukuna Day", on: .last(.friday, of: 5), years: .from(2024)),
        HolidayRule("National Sports Day", on: .last(.friday, of: 6), years: .through(2018)),
        HolidayRule("Constitution Day", on: .fixed(month: 9, day: 7), years: .through(2022), observed: fijiToMonday),
        HolidayRule("Constitution Day", on: .fixed(month: 9, day: 7), kind: .observance, years: .from(2023)),
        HolidayRule("Fiji Day", on: .fixed(month: 10, day: 10)),
        HolidayRule("Diwali", on: .hindu(.diwali, list: .fijiDiwali), observed: fijiToMonday),
        HolidayRule("Christmas Day", on: .fixed(month: 12, day: 25), observed: fijiToMondayOrTuesday),
        HolidayRule("Boxing Day", on: .fixed(month: 12, day: 26), observed: fijiToMondayOrTuesday),
        HolidayRule("Prophet Mohammed's Birthday", on: .hijri(.rabiAlAwwal, 12), observed: fijiToMonday),
    ]
}
