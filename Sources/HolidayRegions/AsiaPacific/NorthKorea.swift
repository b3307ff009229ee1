import HolidayEngine

// North Korea: the public holidays of the Democratic People's Republic of Korea as the
// Ministry of Unification's record of its holidays and anniversaries gives them (the state's
// own decrees are not published abroad): the lunar holidays by the Korean lunisolar calendar
// (docs/calendars.md): Korean New Year (not kept 1968-1988) and Chuseok (not kept
// 1967-1988), both restored from 1989; Daeboreum from 2003; the Hanshi and Dano festivals
// until 1967; Cheongmyeong (the solar term Qingming, at UTC+9) from 2012. The leaders' days:
// Kim Il-Sung's Birthday (15 April) in 1962 and from 1968, two days as the Day of the Sun from
// 1998; Kim Jong Il's Birthday (16 February) from 1975, two days from 1986, the Day of the
// Shining Star from 2012. The army's day on 8 February until 1977 and again from 2018,
// 25 April from 1978; Socialist Constitution Day from 1972; Victory Day from 1996; the Day of
// Songun and Mother's Day from 2013 and 2012. No substitute days.
//
// Known from 1950 (the state was founded on 9 September 1948).

extension Country {
    /// North Korea: public holidays, known from 1950.
    public static let northKorea = Country(
        "KP", "North Korea", local: "조선민주주의인민공화국", languages: ["ko"], firstWeekday: .monday, known: .from(1950),
        lunisolar: .korean,
        kinds: [.public], sources: "The Ministry of Unification's record of North Korea's holidays and anniversaries (unikorea.go.kr)",
        rules: { northKoreanHolidays })

    private static let kimIlSung = [
        HolidayName("Kim Il-Sung's Birthday", local: "김일성의 생일", years: .through(1997)),
        HolidayName("Day of the Sun", local: "태양절"),
    ]
    private static let kimJongIl = [
        HolidayName("Kim Jong Il's Birthday", local: "김정일의 생일", years: .through(2011)),
        HolidayName("Day of the Shining Star", local: "광명성절"),
    ]

    /// The holidays, in the order of the year.
    private static let northKoreanHolidays: [HolidayRule] = [
        HolidayRule("New Year's Day", local: "양력설", on: .fixed(month: 1, day: 1)),
        HolidayRule("Korean New Year", local: "설명절", on: .chinese(1, 1), years: .through(1967).union(.from(1989))),
        HolidayRule("Daeboreum", local: "대보름", on: .chinese(1, 15), years: .from(2003)),
        HolidayRule(
            "Founding Day of the Korean People's Army", local: "조선인민군창건일", on: .fixed(month: 2, day: 8),
            years: .through(1977).union(.from(2018))),
        HolidayRule(names: kimJongIl, on: .fixed(month: 2, day: 16), years: .from(1975)),
        HolidayRule(names: kimJongIl, on: .fixed(month: 2, day: 17), years: .from(1986), key: "Kim Jong Il's Birthday (second day)"),
        HolidayRule("International Women's Day", local: "국제부녀절", on: .fixed(month: 3, day: 8)),
        // The Cold Food Festival: 105 days after the winter solstice, so the rule's year is
        // the solstice's: the festival of 1967 follows the solstice of 1966.
        HolidayRule("Hanshi Festival", local: "한식", on: .solarTerm(.dongzhi).shifted(105), years: .through(1966)),
        HolidayRule("Cheongmyeong Festival", local: "청명", on: .solarTerm(.qingming), years: .from(2012)),
        HolidayRule(names: kimIlSung, on: .fixed(month: 4, day: 15), years: .only(1962).union(.from(1968))),
        HolidayRule(names: kimIlSung, on: .fixed(month: 4, day: 16), years: .from(1998), key: "Day of the Sun (second day)"),
        HolidayRule(
            names: [
                HolidayName("Armed Forces Day", local: "건군절", years: .through(2017)),
                HolidayName("Founding Day of the Korean People's Revolutionary Army", local: "조선인민혁명군 창건일"),
            ],
            on: .fixed(month: 4, day: 25), years: .from(1978)),
        HolidayRule("International Workers' Day", local: "전세계근로자들의 국제적명절", on: .fixed(month: 5, day: 1)),
        HolidayRule("Dano", local: "단오", on: .chinese(5, 5), years: .through(1967)),
        HolidayRule("Foundation Day of the Korean Children's Union", local: "조선소년단 창립절", on: .fixed(month: 6, day: 6)),
        HolidayRule(
            "Day of Victory in the Great Fatherland Liberation War", local: "조국해방전쟁승리기념일", on: .fixed(month: 7, day: 27),
            years: .from(1996)),
        HolidayRule("Liberation Day", local: "조국해방절", on: .fixed(month: 8, day: 15)),
        HolidayRule("Chuseok", local: "추석", on: .chinese(8, 15), years: .through(1966).union(.from(1989))),
        HolidayRule("Day of Songun", local: "선군절", on: .fixed(month: 8, day: 25), years: .from(2013)),
        HolidayRule("Youth Day", local: "청년절", on: .fixed(month: 8, day: 28)),
        HolidayRule("Founding Day of the DPRK", local: "조선민주주의인민공화국창건일", on: .fixed(month: 9, day: 9)),
        HolidayRule("Foundation Day of the Workers' Party of Korea", local: "조선로동당창건일", on: .fixed(month: 10, day: 10)),
        HolidayRule("Mother's Day", local: "어머니날", on: .fixed(month: 11, day: 16), years: .from(2012)),
        HolidayRule("Socialist Constitution Day", local: "사회주의헌법절", on: .fixed(month: 12, day: 27), years: .from(1972)),
    ]
}
