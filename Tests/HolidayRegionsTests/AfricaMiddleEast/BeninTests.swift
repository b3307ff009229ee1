import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Benin: Order 76-35, Law 90-019, the Vodoun festival's laws, the working days marked")
struct BeninTests {
    let bj = RegionRegistry.region(code: "BJ")!

    @Test("2025 exactly: the Vodoun festival on the second Friday of January and the day before")
    func year2025() {
        #expect(bj.lines(year: 2025) == [
            "2025-01-01 New Year's Day",
            "2025-01-09 Vodoun Festival",
            "2025-01-10 Vodoun Festival",
            "2025-03-30 Eid al-Fitr",
            "2025-04-21 Easter Monday",
            "2025-05-01 Labour Day",
            "2025-05-29 Ascension Day",
            "2025-06-06 Eid al-Adha",
            "2025-06-09 Whit Monday",
            "2025-08-01 National Day",
            "2025-08-15 Assumption Day",
            "2025-09-04 Prophet's Birthday",
            "2025-11-01 All Saints' Day",
            "2025-12-25 Christmas Day",
        ])
        #expect(bj.lines(year: 2025, kinds: [.observance]) == [
            "2025-01-16 Remembrance Day",
            "2025-02-28 People's Sovereignty Day",
            "2025-03-08 Women's Day",
        ])
    }

    @Test("The Vodoun festival on 10 January 1998-2024 (Law 97-031), none before")
    func vodoun() {
        #expect(bj.names(on: "1997-01-10").isEmpty)
        #expect(bj.names(on: "1998-01-10") == ["Vodoun Festival"])
        #expect(bj.names(on: "2024-01-10") == ["Vodoun Festival"])
        #expect(bj.dates(of: "Vodoun Festival", year: 2026) == ["2026-01-08", "2026-01-09"])
    }

    @Test("Law 90-019: the People's Republic's days end, the National Day moves to 1 August")
    func law1990() {
        #expect(bj.names(on: "1989-10-26") == ["Armed Forces Day"])
        #expect(bj.names(on: "1990-10-26").isEmpty)
        #expect(bj.names(on: "1989-12-31") == ["Production Day"])
        #expect(bj.names(on: "1990-12-31").isEmpty)
        #expect(bj.names(on: "1990-11-30") == ["National Day"])
        #expect(bj.names(on: "1991-11-30").isEmpty)
        #expect(bj.names(on: "1991-08-01") == ["National Day"])
        #expect(bj.names(on: "1990-04-15") == ["Easter Sunday"])
        #expect(bj.names(on: "1991-04-01") == ["Easter Monday"])
        #expect(bj.names(on: "1990-06-03") == ["Whit Sunday"])
        #expect(bj.names(on: "1991-05-20") == ["Whit Monday"])
        #expect(bj.names(on: "1989-08-15").isEmpty)
        #expect(bj.names(on: "1990-08-15") == ["Assumption Day"])
        // 1990: the Martyrs' day still a holiday, and the Day of Remembrance marked beside it.
        #expect(bj.names(on: "1990-01-16") == ["Martyrs' Day", "Remembrance Day"])
        #expect(bj.names(on: "1991-01-16") == ["Remembrance Day"])
        #expect(bj.names(on: "1979-04-01").isEmpty)
        #expect(bj.names(on: "1980-04-01") == ["Youth Day"])
    }

    @Test("The observances are working days: not days off, no business day lost")
    func observances() throws {
        let women = try #require(bj.holiday("Women's Day", on: "2024-03-08"))
        #expect(women.kind == .observance)
        #expect(!women.kind.isDayOff)
    }

    @Test("Islamic days on Umm al-Qura, estimated; Saturday-Sunday weekend; known from 1977")
    func weekendAndKnown() throws {
        #expect(try #require(bj.holiday("Eid al-Fitr", on: "2025-03-30")).isEstimated)
        #expect(bj.weekend.mask(on: day("2025-01-01")) == .saturdaySunday)
        #expect(bj.holidays(year: 1976).isEmpty)
        #expect(bj.names(on: "1977-11-30") == ["National Day"])
    }
}
