import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Thailand: the holiday regulations, the Cabinet's in-lieu and special days, the lunar and royal days")
struct ThailandTests {
    let th = RegionRegistry.region(code: "TH")!

    @Test("2025 exactly: public holidays and bank days (python-holidays 0.108: TH)")
    func year2025() {
        #expect(th.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-11 National Children's Day",
            "2025-02-12 Makha Bucha",
            "2025-04-06 Chakri Memorial Day",
            "2025-04-07 Chakri Memorial Day (in lieu)",
            "2025-04-13 Songkran Festival",
            "2025-04-14 Songkran Festival",
            "2025-04-15 Songkran Festival",
            "2025-04-16 Songkran Festival (in lieu)",
            "2025-05-01 National Labour Day",
            "2025-05-04 Coronation Day",
            "2025-05-05 Coronation Day (in lieu)",
            "2025-05-11 Visakha Bucha",
            "2025-05-12 Visakha Bucha (in lieu)",
            "2025-06-02 Special Public Holiday",
            "2025-06-03 HM Queen Suthida's Birthday",
            "2025-07-10 Asarnha Bucha",
            "2025-07-11 Buddhist Lent Day",
            "2025-07-28 HM King Maha Vajiralongkorn's Birthday",
            "2025-08-11 Special Public Holiday",
            "2025-08-12 HM Queen Sirikit the Queen Mother's Birthday",
            "2025-08-12 National Mother's Day",
            "2025-10-13 HM King Bhumibol Adulyadej the Great Memorial Day",
            "2025-10-23 HM King Chulalongkorn Memorial Day",
            "2025-12-05 HM King Bhumibol Adulyadej the Great's Birthday Anniversary",
            "2025-12-05 National Day",
            "2025-12-05 National Father's Day",
            "2025-12-10 Constitution Day",
            "2025-12-31 New Year's Eve",
        ])
        #expect(th.holiday("Songkran Festival", on: "2025-04-13")?.localName == "วันสงกรานต์")
        #expect(th.holiday("Chakri Memorial Day (in lieu)", on: "2025-04-07")?.localName
            == "วันพระบาทสมเด็จพระพุทธยอดฟ้าจุฬาโลกมหาราช และวันที่ระลึกมหาจักรีบรมราชวงศ์ (ชดเชย)")
        #expect(th.holiday("Chakri Memorial Day (in lieu)", on: "2025-04-07")?.observedOf == day("2025-04-06"))
    }

    @Test("The other kinds of 2025: days of observance, the Royal Ploughing Ceremony, Teacher's Day")
    func otherKinds2025() {
        #expect(th.lines(year: 2025, kinds: [.observance, .other, .school]) == [
            "2025-01-13 National Aviation Day",
            "2025-01-14 National Forest Conservation Day",
            "2025-01-16 Teacher's Day",
            "2025-01-17 HM King Ramkhamhaeng Memorial Day",
            "2025-02-03 Thai Veterans Day",
            "2025-02-26 National Artist Day",
            "2025-03-08 International Women's Day",
            "2025-05-09 Royal Ploughing Ceremony",
            "2025-08-18 National Science Day",
            "2025-09-28 Thai National Flag Day",
            "2025-11-05 Loy Krathong",
        ])
    }

    @Test("King Bhumibol's reign to King Vajiralongkorn's: birthdays, coronations, memorial days")
    func reigns() {
        // King Vajiralongkorn's birthday and King Bhumibol's memorial day from 2017.
        #expect(th.dates(of: "HM King Maha Vajiralongkorn's Birthday", year: 2016).isEmpty)
        #expect(th.dates(of: "HM King Maha Vajiralongkorn's Birthday", year: 2017) == ["2017-07-28"])
        #expect(th.dates(of: "HM King Bhumibol Adulyadej Memorial Day", year: 2016).isEmpty)
        #expect(th.dates(of: "HM King Bhumibol Adulyadej Memorial Day", year: 2017) == ["2017-10-13"])
        #expect(th.dates(of: "HM King Bhumibol Adulyadej the Great Memorial Day", year: 2019) == ["2019-10-13"])
        #expect(th.holiday("HM King Bhumibol Adulyadej the Great Memorial Day", on: "2023-10-13")?.localName == "วันนวมินทรมหาราช")
        // Coronation Day: 5 May until 2016, none in 2017-2019, 4 May from 2020.
        #expect(th.dates(of: "Coronation Day", year: 2016) == ["2016-05-05"])
        for year in 2017...2019 { #expect(th.dates(of: "Coronation Day", year: year).isEmpty, "\(year)") }
        #expect(th.dates(of: "Coronation Day", year: 2020) == ["2020-05-04"])
        #expect(th.dates(of: "Coronation Day", year: 1957).isEmpty)
        #expect(th.dates(of: "Coronation Day", year: 1958) == ["1958-05-05"])
        // Queen Suthida's birthday from 2019.
        #expect(th.dates(of: "HM Queen Suthida's Birthday", year: 2018).isEmpty)
        #expect(th.dates(of: "HM Queen Suthida's Birthday", year: 2019) == ["2019-06-03"])
        // 12 August: Queen Sirikit's birthday from 1976, the Queen Mother's from 2017.
        #expect(th.dates(of: "HM Queen Sirikit's Birthday", year: 1975).isEmpty)
        #expect(th.dates(of: "HM Queen Sirikit's Birthday", year: 2016) == ["2016-08-12"])
        #expect(th.dates(of: "HM Queen Sirikit the Queen Mother's Birthday", year: 2017) == ["2017-08-12"])
        // 5 December: King Bhumibol's birthday, its anniversary after his death in 2016.
        #expect(th.dates(of: "HM King Bhumibol Adulyadej's Birthday", year: 2015) == ["2015-12-05"])
        #expect(th.dates(of: "HM King Bhumibol Adulyadej's Birthday Anniversary", year: 2016) == ["2016-12-05"])
        // National Day: 24 June until 1959, on the King's birthday from 1960.
        #expect(th.dates(of: "National Day", year: 1959) == ["1959-06-24"])
        #expect(th.dates(of: "National Day", year: 1960) == ["1960-12-05"])
        #expect(th.dates(of: "National Father's Day", year: 1979).isEmpty)
        #expect(th.dates(of: "National Father's Day", year: 1980) == ["1980-12-05"])
    }

    @Test("The 1950s: two- and three-day holidays, United Nations Day, Mother's Day in April")
    func fifties() {
        #expect(th.dates(of: "The King's Birthday", year: 1951) == ["1951-12-05", "1951-12-06", "1951-12-07"])
        #expect(th.dates(of: "The King's Birthday", year: 1953) == ["1953-12-04", "1953-12-05", "1953-12-06"])
        #expect(th.dates(of: "The King's Birthday", year: 1954) == ["1954-12-05"])
        #expect(th.dates(of: "Constitution Day", year: 1953) == ["1953-12-09", "1953-12-10", "1953-12-11"])
        #expect(th.dates(of: "Songkran Festival", year: 1953) == ["1953-04-13", "1953-04-14", "1953-04-15"])
        #expect(th.dates(of: "Songkran Festival", year: 1954).isEmpty)
        #expect(th.dates(of: "Songkran Festival", year: 1957) == ["1957-04-13"])
        #expect(th.dates(of: "National Mother's Day", year: 1957) == ["1957-04-15"])
        #expect(th.dates(of: "National Mother's Day", year: 1958).isEmpty)
        #expect(th.dates(of: "United Nations Day", year: 1956) == ["1956-10-24"])
        #expect(th.dates(of: "United Nations Day", year: 1957).isEmpty)
        // Visakha Bucha and the day after, Asarnha Bucha as Lent's eve, until 1953.
        #expect(th.dates(of: "Visakha Bucha", year: 1953).count == 2)
        #expect(th.dates(of: "Visakha Bucha", year: 1954).count == 1)
        #expect(th.dates(of: "Buddhist Lent Day", year: 1953).count == 2)
        #expect(th.dates(of: "Asarnha Bucha", year: 1961).isEmpty)
        #expect(th.dates(of: "Asarnha Bucha", year: 1962).count == 1)
    }

    @Test("In-lieu days: the Monday in 1961-1973, none in 1974-1988, the Cabinet's own in 1992-1994 and 1998-2000, the Monday from 2001")
    func inLieuEras() {
        // Constitution Day, Sunday 10 December 1961: the Monday. 1960 had no in-lieu days.
        #expect(th.names(on: "1961-12-11") == ["Constitution Day (in lieu)"])
        #expect(th.names(on: "1960-12-12").isEmpty)
        // Coronation Day, Saturday 5 May 1973 and Sunday 5 May 1974.
        #expect(th.dates(of: "Coronation Day (in lieu)", year: 1973) == ["1973-05-07"])
        #expect(th.dates(of: "Coronation Day (in lieu)", year: 1974).isEmpty)
        // Labour Day, Sunday 1 May 1994: the Cabinet's in-lieu Monday.
        let decreed = th.holiday("Special In-Lieu Holiday", on: "1994-05-02")
        #expect(decreed?.observedOf == day("1994-05-01"))
        // Visakha Bucha, Saturday 13 May 1995: the Monday by rule.
        #expect(th.names(on: "1995-05-15") == ["Visakha Bucha (in lieu)"])
        // Makha Bucha, Saturday 19 February 2000: the Cabinet's Monday; then the rule again.
        #expect(th.names(on: "2000-02-21") == ["Special In-Lieu Holiday"])
        #expect(th.names(on: "2001-05-07").sorted() == ["Coronation Day (in lieu)", "Visakha Bucha"])
        // Asarnha Bucha on a Sunday: the Tuesday (Lent's first day is the Monday).
        #expect(th.names(on: "1973-07-17") == ["Asarnha Bucha (in lieu)"])
        // Lent's first day on a Saturday (28 July 2018): the Monday; on a Sunday (9 July 2017)
        // none, Asarnha Bucha's Monday standing for both.
        #expect(th.dates(of: "Buddhist Lent Day (in lieu)", year: 2018) == ["2018-07-30"])
        #expect(th.dates(of: "Buddhist Lent Day (in lieu)", year: 2017).isEmpty)
        #expect(th.dates(of: "Asarnha Bucha (in lieu)", year: 2017) == ["2017-07-10"])
    }

    @Test("Songkran's one in-lieu day, the first working day after it, when it starts Thursday to Sunday")
    func songkranInLieu() {
        // Saturday 13 to Monday 15 April 2024: Tuesday 16.
        #expect(th.dates(of: "Songkran Festival (in lieu)", year: 2024) == ["2024-04-16"])
        // Thursday 13 April 2023 to Saturday 15: Monday 17.
        #expect(th.dates(of: "Songkran Festival (in lieu)", year: 2023) == ["2023-04-17"])
        // Wednesday 13 April 2022: none.
        #expect(th.dates(of: "Songkran Festival (in lieu)", year: 2022).isEmpty)
        // 12-14 April in 1989-1997: Saturday 12 April 1997 gives Tuesday 15.
        #expect(th.dates(of: "Songkran Festival", year: 1997) == ["1997-04-12", "1997-04-13", "1997-04-14"])
        #expect(th.dates(of: "Songkran Festival (in lieu)", year: 1997) == ["1997-04-15"])
        // 2020: postponed by COVID-19; three in-lieu days in July and September.
        #expect(th.dates(of: "Songkran Festival", year: 2020).isEmpty)
        #expect(th.dates(of: "Songkran Festival (in lieu)", year: 2020) == ["2020-07-27", "2020-09-04", "2020-09-07"])
        #expect(th.holiday("Songkran Festival (in lieu)", on: "2020-09-07")?.observedOf == day("2020-04-15"))
    }

    @Test("New Year's Eve on a weekend gives the Tuesday after, but not for 2024")
    func newYearsEve() {
        // Saturday 31 December 2022: New Year's Day (a Sunday) takes Monday 2, the Eve Tuesday 3.
        #expect(th.holiday("New Year's Eve (in lieu)", on: "2023-01-03")?.observedOf == day("2022-12-31"))
        #expect(th.names(on: "2023-01-02") == ["New Year's Day (in lieu)"])
        // Sunday 31 December 2023: the Cabinet gave Friday 29 December instead.
        #expect(th.names(on: "2024-01-02").isEmpty)
        #expect(th.names(on: "2023-12-29") == ["Special Public Holiday"])
        // Sunday 31 December 2017: Tuesday 2 January 2018.
        #expect(th.names(on: "2018-01-02") == ["New Year's Eve (in lieu)"])
    }

    @Test("A year with a second eighth month (athikamat, 2026): Makha and Visakha Bucha a month later")
    func athikamat() {
        #expect(ThaiLunarCalendar.yearType(2026) == .athikamat)
        #expect(th.dates(of: "Makha Bucha", year: 2026) == ["2026-03-03"])
        #expect(th.dates(of: "Visakha Bucha", year: 2026) == ["2026-05-31"])
        #expect(th.dates(of: "Visakha Bucha (in lieu)", year: 2026) == ["2026-06-01"])
        #expect(th.dates(of: "Asarnha Bucha", year: 2026) == ["2026-07-29"])
        #expect(th.dates(of: "Buddhist Lent Day", year: 2026) == ["2026-07-30"])
        // 2025, a common year, for contrast: Makha Bucha in the third month.
        #expect(ThaiLunarCalendar.yearType(2025) != .athikamat)
        #expect(th.dates(of: "Makha Bucha", year: 2025) == ["2025-02-12"])
    }

    @Test("Decreed one-off days: the Cabinet's special holidays, emergencies, royal ceremonies")
    func decreed() {
        #expect(th.names(on: "2024-04-12") == ["Special Public Holiday"])
        #expect(th.dates(of: "Special Public Holiday (2011 floods)", year: 2011)
            == ["2011-10-27", "2011-10-28", "2011-10-29", "2011-10-30", "2011-10-31"])
        #expect(th.names(on: "2017-10-26") == ["HM King Bhumibol Adulyadej's Royal Cremation Ceremony"])
        #expect(th.holiday("Election Day (in lieu)", on: "2007-12-24")?.observedOf == day("2007-12-23"))
        #expect(th.dates(of: "Special Public Holiday", year: 2027).isEmpty)
    }

    @Test("Bank closing days: 1 April until 2021, 1 July until 2018")
    func bankDays() {
        let april = "Additional Closing Day for the Bank for Agriculture and Agricultural Cooperatives"
        #expect(th.holiday(april, on: "2021-04-01")?.kind == .bank)
        #expect(th.dates(of: april, year: 2022).isEmpty)
        #expect(th.holiday("Mid-Year Closing Day", on: "2018-07-01")?.kind == .bank)
        #expect(th.dates(of: "Mid-Year Closing Day", year: 2019).isEmpty)
    }

    @Test("After the last Cabinet list (2026) the lunar days and the Royal Ploughing Ceremony are estimated; fixed days are not")
    func estimated() {
        #expect(th.holiday("Makha Bucha", on: "2026-03-03")?.isEstimated == false)
        #expect(th.holiday("Makha Bucha", on: "2027-02-21")?.isEstimated == true)
        #expect(th.holiday("Makha Bucha (in lieu)", on: "2027-02-22")?.isEstimated == true)
        #expect(th.holiday("Royal Ploughing Ceremony", on: "2026-05-13")?.isEstimated == false)
        #expect(th.holiday("Royal Ploughing Ceremony", on: "2027-05-14")?.isEstimated == true)
        #expect(th.holiday("Royal Ploughing Ceremony", on: "2027-05-14")?.kind == .other)
        #expect(th.holiday("Chakri Memorial Day", on: "2027-04-06")?.isEstimated == false)
        // 1999: the ceremony held on a working day.
        #expect(th.holiday("Royal Ploughing Ceremony", on: "1999-05-14")?.kind == .observance)
    }

    @Test("Sunday the weekend until February 1959, Saturday and Sunday from 1 March 1959; weeks from Sunday")
    func weekend() {
        let weekend = Country.thailand.weekend
        #expect(weekend.mask(on: day("1959-02-28")).days == [.sunday])
        #expect(weekend.mask(on: day("1959-03-01")).days == [.saturday, .sunday])
        #expect(Country.thailand.firstWeekday == .sunday)
        #expect(th.known.first == 1950)
    }
}
