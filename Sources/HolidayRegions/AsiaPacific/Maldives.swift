import HolidayEngine

// Maldives: the public holidays the government lists (the President's Office's yearly
// announcements, presidency.gov.mv; the Maldives Monetary Authority's bank holidays):
//
// - New Year's Day, International Worker's Day, Independence Day (26 July, independence of
//   1965), Victory Day (3 November, the defeat of the attack of 3 November 1988: from 1989),
//   Republic Day (11 November, the Republic proclaimed on 11 November 1968: from 1969).
// - On the Islamic calendar: the first day of Ramadan, Eid al-Fitr and the two days after it,
//   the Day of Arafah (Hajj Day), Eid al-Adha and the three days after it, the Islamic New
//   Year, National Day (Qaumee Dhuvas, 1 Rabi' al-Awwal: Sultan Muhammad Thakurufaanu's
//   victory of 1573), the Prophet's Birthday, and the Day Maldives Embraced Islam (1 Rabi'
//   al-Akhir). No table of the months as the Maldives sighted them is kept: the days are Umm
//   al-Qura's, all estimated (as python-holidays 0.108 has them).
//
// Weekend: Friday and Saturday (python-holidays 0.108 too; no source on an earlier weekend was
// found). No substitute days. Known from 1966, the first full year of independence;
// python-holidays 0.108 also gives 1950-1965, and Victory Day and Republic Day before the
// events they mark (scripts/divergences.toml).

extension Country {
    /// Maldives: public holidays, known from 1966.
    public static let maldives = Country(
        "MV", "Maldives", local: "ދިވެހިރާއްޖެ", languages: ["dv"], firstWeekday: .sunday,
        weekend: WeekendHistory(.fridaySaturday), known: .from(1966),
        kinds: [.public], sources: "The President's Office's announcements of public holidays (presidency.gov.mv); "
            + "Maldives Monetary Authority",
        rules: { maldivianHolidays + maldivianIslamicHolidays })

    /// The holidays of the Gregorian calendar, in the order of the year.
    private static let maldivianHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "މީލާދީ އާ އަހަރު ފެށޭ ދުވަސް", on: .fixed(month: 1, day: 1)),
        HolidayRule("International Worker's Day", local: "ބައިނަލްއަޤްވާމީ މަސައްކަތްތެރިންގެ ދުވަސް", on: .fixed(month: 5, day: 1)),
        HolidayRule("Independence Day", local: "މިނިވަން ދުވަސް", on: .fixed(month: 7, day: 26)),
        HolidayRule("Victory Day", local: "ނަޞްރުގެ ދުވަސް", on: .fixed(month: 11, day: 3), years: .from(1989)),
        HolidayRule("Republic Day", local: "ޖުމްހޫރީ ދުވަސް", on: .fixed(month: 11, day: 11), years: .from(1969)),
    ]

    private static let eidAlFitrHoliday = HolidayName("Eid al-Fitr Holiday", local: "ފިޠުރުޢީދުގެ މުނާސަބަތުގައި")
    private static let eidAlAdhaHoliday = HolidayName("Eid al-Adha Holiday", local: "އަޟްޙާޢީދުގެ މުނާސަބަތުގައި")

    /// The holidays of the Islamic calendar, in the order of its year.
    private static let maldivianIslamicHolidays: [HolidayRule] = [
        HolidayRule("Islamic New Year", local: "ހިޖުރީ އާ އަހަރު ފެށޭ ދުވަސް", on: .hijri(.muharram, 1)),
        HolidayRule("National Day", local: "ޤައުމީ ދުވަސް", on: .hijri(.rabiAlAwwal, 1)),
        HolidayRule("Prophet's Birthday", local: "ކީރިތި ރަސޫލާގެ ޢީދުމީލާދު", on: .hijri(.rabiAlAwwal, 12)),
        HolidayRule("The Day Maldives Embraced Islam", local: "ރާއްޖެ އިސްލާމްވީ ދުވަސް", on: .hijri(.rabiAlThani, 1)),
        HolidayRule("First Day of Ramadan", local: "ރަމަޟާން މަސް ފެށޭ ދުވަސް", on: .hijri(.ramadan, 1)),
        HolidayRule("Eid al-Fitr", local: "ފިޠުރުޢީދު ދުވަސް", on: .hijri(.shawwal, 1)),
        HolidayRule(names: [eidAlFitrHoliday], on: .hijri(.shawwal, 2)),
        HolidayRule(names: [eidAlFitrHoliday], on: .hijri(.shawwal, 3), key: "Eid al-Fitr Holiday (2)"),
        HolidayRule("Day of Arafah", local: "ޙައްޖުދުވަސް", on: .hijri(.dhuAlHijjah, 9)),
        HolidayRule("Eid al-Adha", local: "އަޟްޙާޢީދު ދުވަސް", on: .hijri(.dhuAlHijjah, 10)),
        HolidayRule(names: [eidAlAdhaHoliday], on: .hijri(.dhuAlHijjah, 11)),
        HolidayRule(names: [eidAlAdhaHoliday], on: .hijri(.dhuAlHijjah, 12), key: "Eid al-Adha Holiday (2)"),
        HolidayRule(names: [eidAlAdhaHoliday], on: .hijri(.dhuAlHijjah, 13), key: "Eid al-Adha Holiday (3)"),
    ]
}
