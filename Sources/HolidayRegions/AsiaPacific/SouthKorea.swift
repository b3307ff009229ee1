import HolidayEngine

// South Korea: the public holidays of the Regulations on Holidays of Government Offices
// (관공서의 공휴일에 관한 규정, Presidential Decree of 1949, as amended) and, from 2022, the Act
// on Public Holidays (공휴일에 관한 법률, Act No. 18291 of 2021); the national days of the
// National Holidays Act (국경일에 관한 법률, 1949); election days (공직선거법 art. 34); the
// temporary holidays the government designated; and Workers' Day, a paid day off that banks
// keep (근로자의 날 제정에 관한 법률, 1994), a public holiday from 2026.
//
// - The lunar days follow the Korean lunisolar calendar (Korea Astronomy and Space Science
//   Institute; `ChineseCalendar.korean`): Seollal from 1985 (Folk Day, one day, until 1988;
//   three days from 1989), Chuseok (two days 1986-1988, three from 1989), Buddha's Birthday
//   from 1975.
// - Substitute holidays (대체공휴일): from 2014 a Seollal or Chuseok day on a Sunday or on
//   another holiday, and from 2015 Children's Day on a Saturday, Sunday or another holiday,
//   give the next day that is no holiday and no Saturday (Presidential Decree No. 24828,
//   2013); the Act on Public Holidays extended the rule to the national days (Liberation
//   Day, National Foundation Day and Hangul Day from 2021, Independence Movement Day from
//   2022; Presidential Decree No. 31891), to Buddha's Birthday and Christmas from 2023 and
//   to Constitution Day and Labour Day from 2026. One day for all the holidays of a date
//   (Buddha's Birthday and Children's Day on Monday 5 May 2025 gave Tuesday 6 May).
//   Earlier substitutes were decreed once each (1959, 1960, 1989).
// - Temporary holidays and the election days before the 2006 amendment of art. 34 are the
//   Cabinet's one-off designations, as python-holidays 0.108 lists them. Election days since:
//   the National Assembly on the second Wednesday of April every fourth year from 2008
//   (April 15 in 2020), the presidency on the third Wednesday of December (2007, 2012), on
//   March 9, 2022 (moved a week from beside March 1), and from 2030 every fifth year on
//   the first Wednesday of April, local elections on the first Wednesday of June every
//   fourth year from 2010, a week later when Memorial Day (June 6) falls next to it. Future
//   election days follow the law's rule; an early election (as in 2017 and 2025) is
//   decreed when it comes.
//
// The weekend: Sunday, and Saturday too from 1 July 2005, when the central government's
// offices closed on every Saturday (국가공무원 복무규정 as amended in 2005); the Labour
// Standards Act's 40-hour week reached companies between 2004 and 2011.
//
// Known from 1950 (holical's first year; the Republic and its holiday regulations date from
// 1948-1949, which python-holidays 0.108 also lists).

extension Country {
    /// South Korea: public holidays, substitute holidays and Workers' Day, known from 1950.
    public static let southKorea = Country(
        "KR", "South Korea", local: "대한민국", languages: ["ko"], firstWeekday: .sunday,
        weekend: WeekendHistory(.sundayOnly, changes: [(CivilDate(year: 2005, month: 7, day: 1)!, .saturdaySunday)]),
        known: .from(1950), observedSuffix: ["en": " (substitute holiday)", "": " 대체공휴일"],
        lunisolar: .korean,
        kinds: [.public, .bank], sources: "관공서의 공휴일에 관한 규정 (1949, as amended); 공휴일에 관한 법률 (2021); 국경일에 관한 법률; "
            + "공직선거법 art. 34; 근로자의 날 제정에 관한 법률; the government's temporary holidays",
        rules: { SouthKoreaRules.holidays + SouthKoreaRules.oneOffs + SouthKoreaRules.bankHolidays })

    /// South Korea's lists, apart from the other countries' names in `Country`.
    enum SouthKoreaRules {
        /// A Seollal or Chuseok day on a Sunday or on another holiday: the next working day
        /// (from 2014).
        static let lunarSubstitute: [Observance] = [
            .substitute(.from(2014), on: [.sunday], orOnAnotherDayOff: true, oncePerDate: true)
        ]

        /// A day on a Saturday, a Sunday or another holiday: the next working day, from `year`.
        static func substitute(from year: Int) -> [Observance] {
            [.substitute(.from(year), on: [.saturday, .sunday], orOnAnotherDayOff: true, oncePerDate: true)]
        }

        /// The public holidays, in the order of the year.
        static let holidays: [HolidayRule] = [
            HolidayRule("New Year's Day", local: "신정", on: .fixed(month: 1, day: 1)),
            HolidayRule(
                "New Year holiday", local: "신정 연휴", on: .fixed(month: 1, day: 2), years: .through(1998),
                key: "New Year holiday (January 2)"),
            HolidayRule(
                "New Year holiday", local: "신정 연휴", on: .fixed(month: 1, day: 3), years: .through(1989),
                key: "New Year holiday (January 3)"),
            HolidayRule("Folk Day", local: "민속의 날", on: .chinese(1, 1), years: YearSet(1985, 1988)),
            HolidayRule(
                "Day before Korean New Year", local: "설날 전날", on: .chinese(1, 1, offset: -1), years: .from(1989),
                observed: lunarSubstitute),
            HolidayRule("Korean New Year", local: "설날", on: .chinese(1, 1), years: .from(1989), observed: lunarSubstitute),
            HolidayRule(
                "Day after Korean New Year", local: "설날 다음날", on: .chinese(1, 1, offset: 1), years: .from(1989),
                observed: lunarSubstitute),
            HolidayRule("Independence Movement Day", local: "삼일절", on: .fixed(month: 3, day: 1), observed: substitute(from: 2022)),
            // Not kept in 1960 (it gave way to Sabang Day); removed from 2006.
            HolidayRule(
                "Tree Planting Day", local: "식목일", on: .fixed(month: 4, day: 5), years: YearSet(1950, 2005).except(1960)),
            HolidayRule(
                names: [
                    HolidayName("Buddha's Birthday", local: "석가탄신일", years: .through(2016)),
                    HolidayName("Buddha's Birthday", local: "부처님오신날", years: .from(2017)),
                ],
                on: .chinese(4, 8), years: .from(1975), observed: substitute(from: 2023)),
            HolidayRule("Labour Day", local: "노동절", on: .fixed(month: 5, day: 1), years: .from(2026), observed: substitute(from: 2026)),
            HolidayRule("Children's Day", local: "어린이날", on: .fixed(month: 5, day: 5), years: .from(1975), observed: substitute(from: 2015)),
            HolidayRule("Memorial Day", local: "현충일", on: .fixed(month: 6, day: 6), years: .from(1956)),
            HolidayRule(
                "Constitution Day", local: "제헌절", on: .fixed(month: 7, day: 17),
                years: YearSet(1950, 2007).union(.from(2026)), observed: substitute(from: 2026)),
            HolidayRule("Liberation Day", local: "광복절", on: .fixed(month: 8, day: 15), observed: substitute(from: 2021)),
            HolidayRule("Armed Forces Day", local: "국군의 날", on: .fixed(month: 10, day: 1), years: YearSet(1976, 1990)),
            HolidayRule("National Foundation Day", local: "개천절", on: .fixed(month: 10, day: 3), observed: substitute(from: 2021)),
            HolidayRule(
                "Hangul Day", local: "한글날", on: .fixed(month: 10, day: 9), years: YearSet(1950, 1990).union(.from(2013)),
                observed: substitute(from: 2021)),
            HolidayRule("United Nations Day", local: "국제연합일", on: .fixed(month: 10, day: 24), years: YearSet(1950, 1975)),
            HolidayRule(
                "Day before Chuseok", local: "추석 전날", on: .chinese(8, 15, offset: -1), years: .from(1989),
                observed: lunarSubstitute),
            HolidayRule("Chuseok", local: "추석", on: .chinese(8, 15), observed: lunarSubstitute),
            HolidayRule(
                "Day after Chuseok", local: "추석 다음날", on: .chinese(8, 15, offset: 1), years: .from(1986),
                observed: lunarSubstitute),
            HolidayRule("Christmas Day", local: "기독탄신일", on: .fixed(month: 12, day: 25), observed: substitute(from: 2023)),
        ] + electionDays

        /// Election days under art. 34 of the Public Official Election Act as amended in 2006.
        static let electionDays: [HolidayRule] = [
            HolidayRule(
                "National Assembly Election Day", local: "국회의원 선거일", on: .nth(2, .wednesday, of: 4),
                years: YearSet(2008, 2016, every: 4), key: "National Assembly Election Day"),
            .oneOff("National Assembly Election Day", local: "국회의원 선거일", on: CivilDate(year: 2020, month: 4, day: 15)!),
            HolidayRule(
                "National Assembly Election Day", local: "국회의원 선거일", on: .nth(2, .wednesday, of: 4),
                years: YearSet(2024, YearSet.always.last, every: 4), key: "National Assembly Election Day (from 2024)"),
            HolidayRule(
                "Presidential Election Day", local: "대통령 선거일", on: .nth(3, .wednesday, of: 12),
                years: .years(2007, 2012)),
            .oneOff("Presidential Election Day", local: "대통령 선거일", on: CivilDate(year: 2022, month: 3, day: 9)!),
            HolidayRule(
                "Presidential Election Day", local: "대통령 선거일", on: .nth(1, .wednesday, of: 4),
                years: YearSet(2030, YearSet.always.last, every: 5), key: "Presidential Election Day (from 2030)"),
            // The first Wednesday of June, or the second when June 6 falls on Tuesday to
            // Thursday (the election would lie on or beside Memorial Day).
            HolidayRule(
                "Local Election Day", local: "지방선거일",
                on: .nth(1, .wednesday, of: 6).inYears(when: .fixed(month: 6, day: 6), fallsOn: [.friday, .saturday, .sunday, .monday]),
                years: YearSet(2010, YearSet.always.last, every: 4)),
            HolidayRule(
                "Local Election Day", local: "지방선거일",
                on: .nth(2, .wednesday, of: 6).inYears(when: .fixed(month: 6, day: 6), fallsOn: [.tuesday, .wednesday, .thursday]),
                years: YearSet(2010, YearSet.always.last, every: 4), key: "Local Election Day (after Memorial Day)"),
        ]

        /// Workers' Day: March 10 until 1993, May 1 from 1994 (a bank holiday; from 2026 the
        /// public Labour Day).
        static let bankHolidays: [HolidayRule] = [
            HolidayRule("Workers' Day", local: "근로자의 날", on: .fixed(month: 3, day: 10), kind: .bank, years: .through(1993)),
            HolidayRule(
                "Workers' Day", local: "근로자의 날", on: .fixed(month: 5, day: 1), kind: .bank, years: YearSet(1994, 2025),
                key: "Workers' Day (May 1)"),
        ]

        /// One day each: elections before 2006, anniversaries, funerals, celebrations and the
        /// government's temporary holidays, in date order; then the substitutes decreed
        /// before 2014.
        static let oneOffs: [HolidayRule] = days([
            (1950, 5, 30, "National Assembly Election Day", "국회의원 선거일"),
            (1950, 6, 21, "Joint Memorial Service for Fallen Soldiers", "전몰군인 합동위령제"),
            (1951, 5, 16, "Vice Presidential Election Day", "부통령 선거일"),
            (1952, 4, 25, "Local Election Day", "지방선거일"),
            (1952, 5, 10, "Local Election Day", "지방선거일"),
            (1952, 8, 5, "Presidential Election Day", "대통령 선거일"),
            (1954, 5, 20, "National Assembly Election Day", "국회의원 선거일"),
            (1956, 5, 15, "Presidential Election Day", "대통령 선거일"),
            (1956, 8, 8, "Local Election Day", "지방선거일"),
            (1956, 8, 13, "Local Election Day", "지방선거일"),
            (1957, 3, 26, "President Syngman Rhee's Birthday", "이승만 대통령 탄신일"),
            (1958, 3, 26, "President Syngman Rhee's Birthday", "이승만 대통령 탄신일"),
            (1958, 5, 2, "National Assembly Election Day", "국회의원 선거일"),
            (1959, 3, 26, "President Syngman Rhee's Birthday", "이승만 대통령 탄신일"),
            (1960, 3, 15, "Presidential Election Day", "대통령 선거일"),
            (1960, 3, 16, "Sabang Day", "사방의 날"),
            (1960, 3, 26, "President Syngman Rhee's Birthday", "이승만 대통령 탄신일"),
            (1960, 7, 29, "National Assembly Election Day", "국회의원 선거일"),
            (1960, 8, 12, "Presidential Election Day", "대통령 선거일"),
            (1960, 10, 1, "New Government Celebration Day", "신정부 경축의 날"),
            (1960, 12, 12, "Local Election Day", "지방선거일"),
            (1960, 12, 19, "Local Election Day", "지방선거일"),
            (1960, 12, 26, "Local Election Day", "지방선거일"),
            (1960, 12, 29, "Local Election Day", "지방선거일"),
            (1961, 4, 19, "April 19 Revolution Anniversary", "4.19 혁명 기념일"),
            (1962, 4, 19, "April 19 Revolution Anniversary", "4.19 혁명 기념일"),
            (1962, 5, 16, "May 16 Military Coup Anniversary", "5.16 군사혁명 기념일"),
            (1963, 4, 19, "April 19 Revolution Anniversary", "4.19 혁명 기념일"),
            (1963, 5, 16, "May 16 Military Coup Anniversary", "5.16 군사혁명 기념일"),
            (1963, 10, 15, "Presidential Election Day", "대통령 선거일"),
            (1963, 11, 26, "National Assembly Election Day", "국회의원 선거일"),
            (1963, 12, 17, "Presidential Inauguration Day", "대통령 취임식"),
            (1966, 10, 1, "Armed Forces Day", "국군의 날"),
            (1967, 1, 4, "Temporary Public Holiday", "임시공휴일"),
            (1967, 5, 3, "Presidential Election Day", "대통령 선거일"),
            (1967, 6, 8, "National Assembly Election Day", "국회의원 선거일"),
            (1967, 7, 1, "Presidential Inauguration Day", "대통령 취임식"),
            (1969, 7, 21, "Apollo 11 Moon Landing", "아폴로 11호 달 착륙 기념"),
            (1969, 10, 17, "Constitutional Referendum Day", "삼선 헌법 개정 국민투표일"),
            (1971, 4, 27, "Presidential Election Day", "대통령 선거일"),
            (1971, 5, 25, "National Assembly Election Day", "국회의원 선거일"),
            (1971, 7, 1, "Presidential Inauguration Day", "대통령 취임식"),
            (1972, 11, 21, "Yushin Constitution Referendum Day", "유신헌법 국민투표일"),
            (1972, 12, 15, "National Conference for Unification Election Day", "통일주체국민회의 선거일"),
            (1972, 12, 23, "Presidential Election Day", "대통령 선거일"),
            (1972, 12, 27, "Presidential Inauguration Day", "대통령 취임식"),
            (1973, 2, 27, "National Assembly Election Day", "국회의원 선거일"),
            (1974, 8, 19, "Funeral of First Lady Yuk Young-soo", "대통령 영부인 육영수 여사 국민장 영결식"),
            (1975, 2, 12, "Yushin Constitution Referendum Day", "유신헌법 국민투표일"),
            (1978, 5, 18, "National Conference for Unification Election Day", "통일주체국민회의 선거일"),
            (1978, 7, 6, "Presidential Election Day", "대통령 선거일"),
            (1978, 12, 12, "National Assembly Election Day", "국회의원 선거일"),
            (1978, 12, 27, "Presidential Inauguration Day", "대통령 취임식"),
            (1979, 11, 3, "Funeral of President Park Chung Hee", "박정희 대통령 국장 영결식"),
            (1979, 12, 6, "Presidential Election Day", "대통령 선거일"),
            (1979, 12, 21, "Presidential Inauguration Day", "대통령 취임식"),
            (1980, 8, 27, "Presidential Election Day", "대통령 선거일"),
            (1980, 9, 1, "Presidential Inauguration Day", "대통령 취임식"),
            (1980, 10, 22, "Constitutional Referendum Day", "제5공화국 헌법 개정 국민투표일"),
            (1981, 2, 11, "Electoral College Election Day", "대통령선거인단 선거일"),
            (1981, 2, 25, "Presidential Election Day", "대통령 선거일"),
            (1981, 3, 3, "Presidential Inauguration Day", "대통령 취임식"),
            (1981, 3, 25, "National Assembly Election Day", "국회의원 선거일"),
            (1982, 10, 2, "Temporary Public Holiday", "임시공휴일"),
            (1985, 2, 12, "National Assembly Election Day", "국회의원 선거일"),
            (1987, 10, 27, "Constitutional Referendum Day", "제6공화국 헌법 개정 국민투표일"),
            (1987, 12, 16, "Presidential Election Day", "대통령 선거일"),
            (1988, 2, 25, "Presidential Inauguration Day", "대통령 취임식"),
            (1988, 4, 26, "National Assembly Election Day", "국회의원 선거일"),
            (1988, 9, 17, "Opening of the Seoul Olympics", "1988 서울 올림픽 개막식"),
            (1991, 3, 26, "Local Election Day", "지방선거일"),
            (1991, 6, 20, "Local Election Day", "지방선거일"),
            (1992, 3, 24, "National Assembly Election Day", "국회의원 선거일"),
            (1992, 12, 18, "Presidential Election Day", "대통령 선거일"),
            (1995, 6, 27, "Local Election Day", "지방선거일"),
            (1996, 4, 11, "National Assembly Election Day", "국회의원 선거일"),
            (1997, 12, 18, "Presidential Election Day", "대통령 선거일"),
            (1998, 6, 4, "Local Election Day", "지방선거일"),
            (2000, 4, 13, "National Assembly Election Day", "국회의원 선거일"),
            (2002, 6, 13, "Local Election Day", "지방선거일"),
            (2002, 7, 1, "World Cup Semi-Final Celebration", "2002년 한일 월드컵 대표팀 4강 진출"),
            (2002, 12, 19, "Presidential Election Day", "대통령 선거일"),
            (2004, 4, 15, "National Assembly Election Day", "국회의원 선거일"),
            (2006, 5, 31, "Local Election Day", "지방선거일"),
            (2015, 8, 14, "Temporary Public Holiday", "임시공휴일"),
            (2016, 5, 6, "Temporary Public Holiday", "임시공휴일"),
            (2017, 5, 9, "Presidential Election Day", "대통령 선거일"),
            (2017, 10, 2, "Temporary Public Holiday", "임시공휴일"),
            (2020, 8, 17, "Temporary Public Holiday", "임시공휴일"),
            (2023, 10, 2, "Temporary Public Holiday", "임시공휴일"),
            (2024, 10, 1, "Armed Forces Day", "국군의 날"),
            (2025, 1, 27, "Temporary Public Holiday", "임시공휴일"),
            (2025, 6, 3, "Presidential Election Day", "대통령 선거일"),
        ]) + [
            substitute("Tree Planting Day", "식목일", for: (1959, 4, 5), on: (1959, 4, 6)),
            substitute("Constitution Day", "제헌절", for: (1960, 7, 17), on: (1960, 7, 18)),
            substitute("Hangul Day", "한글날", for: (1960, 10, 9), on: (1960, 10, 10)),
            substitute("Christmas Day", "기독탄신일", for: (1960, 12, 25), on: (1960, 12, 26)),
            substitute("Armed Forces Day", "국군의 날", for: (1989, 10, 1), on: (1989, 10, 2)),
        ]

        /// One-off days from (year, month, day, English, Korean).
        static func days(_ list: [(Int, Int, Int, String, String)]) -> [HolidayRule] {
            list.map { year, month, day, english, korean in
                .oneOff(english, local: korean, on: CivilDate(year: year, month: month, day: day)!)
            }
        }

        /// A substitute decreed once for a holiday on a Sunday.
        static func substitute(
            _ english: String, _ korean: String, for original: (Int, Int, Int), on date: (Int, Int, Int)
        ) -> HolidayRule {
            .decreedSubstitute(
                HolidayName("\(english) (substitute holiday)", local: "\(korean) 대체공휴일"),
                for: CivilDate(year: original.0, month: original.1, day: original.2)!,
                on: CivilDate(year: date.0, month: date.1, day: date.2)!)
        }
    }
}
