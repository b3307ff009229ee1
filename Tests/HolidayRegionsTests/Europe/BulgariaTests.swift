import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Bulgaria: official holidays, substitute days, decreed days off and working Saturdays")
struct BulgariaTests {
    let bg = RegionRegistry.region(code: "BG")!

    @Test("2026 exactly: three Sunday or Saturday holidays and their Mondays")
    func year2026() throws {
        #expect(bg.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-02 Non-working day",
            "2026-03-03 Liberation Day",
            "2026-04-10 Good Friday",
            "2026-04-11 Holy Saturday",
            "2026-04-12 Easter Sunday",
            "2026-04-13 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-06 Saint George's Day",
            "2026-05-24 Day of Saints Cyril and Methodius, the Bulgarian Alphabet, Enlightenment and Culture",
            "2026-05-25 Day of Saints Cyril and Methodius, the Bulgarian Alphabet, Enlightenment and Culture (observed)",
            "2026-09-06 Unification Day",
            "2026-09-07 Unification Day (observed)",
            "2026-09-22 Independence Day",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 Second day of Christmas",
            "2026-12-28 Second day of Christmas (observed)",
        ])
        let monday = try #require(bg.holiday("Unification Day (observed)", on: "2026-09-07"))
        #expect(monday.localName == "Ден на Съединението (почивен ден)")
        #expect(monday.observedOf == day("2026-09-06"))
    }

    @Test("Christmas on a weekend: the substitutes chain past the holidays after it")
    func christmasChain() {
        // 2022: Christmas Eve on Saturday, Christmas Day on Sunday, the second day Monday.
        #expect(bg.names(on: "2022-12-27") == ["Christmas Eve (observed)"])
        #expect(bg.names(on: "2022-12-28") == ["Christmas Day (observed)"])
    }

    @Test("Substitute days from 2017 (ДВ бр. 105/2016), never for Easter or Holy Saturday")
    func substituteEra() {
        // 2016-12-24 and -25 are a Saturday and a Sunday: nothing after Monday the 26th.
        #expect(bg.names(on: "2016-12-27").isEmpty)
        #expect(bg.names(on: "2017-01-02") == ["New Year's Day (observed)"])
        // 2022: Labour Day on a Sunday gives Monday; Easter gives nothing after its Monday.
        #expect(bg.names(on: "2022-05-02") == ["Labour Day (observed)"])
        #expect(bg.names(on: "2022-04-26").isEmpty)
    }

    @Test("The Council of Ministers' bridge days and the Saturdays worked for them")
    func bridges() throws {
        let off = try #require(bg.holiday("Day off", on: "2012-05-25"))
        #expect(off.kind == .public)
        let worked = try #require(bg.holiday("Working day", on: "2012-05-19"))
        #expect(worked.kind == .workday)
        #expect(worked.localName == "Работен ден")
        // Every worked day is a Saturday, and the week of 14-20 May 2012 has six business days.
        let all = bg.holidays(in: DateRange(day("2004-01-01"), day("2016-12-31"))).filter { $0.kind == .workday }
        #expect(all.count == 44)
        #expect(all.allSatisfy { $0.date.weekday == .saturday })
        let calendar = BusinessCalendar(region: bg, years: 2012...2012)
        #expect(calendar.count(from: day("2012-05-13"), to: day("2012-05-21")) == 6)
    }

    @Test("Each holiday from the year the Labour Code gave it", arguments: [
        ("Unification Day", 1998, "1998-09-06"),
        ("Independence Day", 1998, "1998-09-22"),
        ("Saint George's Day", 1999, "1999-05-06"),
        ("Good Friday", 2010, "2010-04-02"),
        ("Holy Saturday", 2010, "2010-04-03"),
        ("Christmas Eve", 1996, "1996-12-24"),
    ])
    func history(name: String, first: Int, date: String) {
        #expect(bg.dates(of: name, year: first - 1).isEmpty)
        #expect(bg.dates(of: name, year: first) == [date])
    }

    @Test("Freedom Day last in 1991; Christmas Eve from 2 pm until 1995")
    func early() throws {
        #expect(bg.holidays(year: 1990).isEmpty)
        #expect(bg.names(on: "1991-09-09") == ["Freedom Day"])
        #expect(bg.names(on: "1992-09-09").isEmpty)
        let halfDay = try #require(bg.holiday("Christmas Eve (from 2 pm)", on: "1995-12-24"))
        #expect(halfDay.kind == .halfDay)
        #expect(bg.names(on: "1996-12-24") == ["Christmas Eve"])
    }

    @Test("24 May renamed from 2021 (ДВ бр. 107/2020)")
    func may24() {
        #expect(bg.holiday("Day of Bulgarian Enlightenment and Culture and Slavonic Script", on: "2020-05-24") != nil)
        #expect(bg.names(on: "2021-05-24") == [
            "Day of Saints Cyril and Methodius, the Bulgarian Alphabet, Enlightenment and Culture",
        ])
    }

    @Test("The Day of the People's Awakeners is a schools' day off from 1992")
    func awakeners() {
        #expect(bg.names(on: "1991-11-01").isEmpty)
        #expect(bg.holiday("Day of the People's Awakeners", on: "1992-11-01")?.kind == .school)
    }
}
