import HolidayEngine
import HolidayRegions
import HolidayTestSupport
import Testing

@Suite("Austria: public and bank holidays, the Länder's patron saints")
struct AustriaTests {
    let austria = RegionRegistry.region(code: "AT")!

    func land(_ number: Int) -> Region { RegionRegistry.region(code: "AT-\(number)")! }

    @Test("2026 exactly: public and bank holidays")
    func year2026() {
        #expect(austria.lines(year: 2026) == [
            "2026-01-01 New Year's Day",
            "2026-01-06 Epiphany",
            "2026-04-03 Good Friday",
            "2026-04-06 Easter Monday",
            "2026-05-01 Labour Day",
            "2026-05-14 Ascension Day",
            "2026-05-25 Whit Monday",
            "2026-06-04 Corpus Christi",
            "2026-08-15 Assumption Day",
            "2026-10-26 National Day",
            "2026-11-01 All Saints' Day",
            "2026-12-08 Immaculate Conception",
            "2026-12-24 Christmas Eve",
            "2026-12-25 Christmas Day",
            "2026-12-26 St Stephen's Day",
            "2026-12-31 New Year's Eve",
        ])
        #expect(austria.lines(year: 2026, kinds: [.bank]) == [
            "2026-04-03 Good Friday", "2026-12-24 Christmas Eve", "2026-12-31 New Year's Eve",
        ])
        #expect(austria.holiday("Labour Day", on: "2026-05-01")?.localName == "Staatsfeiertag")
        #expect(austria.holiday("Christmas Day", on: "2026-12-25")?.localName == "Christtag")
    }

    @Test("Each Land adds its patron saint's day as a bank holiday")
    func patronSaints() {
        let expected: [(Int, String, String)] = [
            (1, "2026-11-11", "St Martin's Day"), (2, "2026-03-19", "St Joseph's Day"),
            (3, "2026-11-15", "St Leopold's Day"), (4, "2026-05-04", "St Florian's Day"),
            (5, "2026-09-24", "St Rupert's Day"), (6, "2026-03-19", "St Joseph's Day"),
            (7, "2026-03-19", "St Joseph's Day"), (8, "2026-03-19", "St Joseph's Day"),
            (9, "2026-11-15", "St Leopold's Day"),
        ]
        for (number, date, name) in expected {
            #expect(land(number).holiday(name, on: date)?.kind == .bank, "AT-\(number)")
            // Each Land keeps the 16 national days too, and no other Land's saint; Carinthia
            // has the plebiscite as well.
            #expect(land(number).lines(year: 2026).count == (number == 2 ? 18 : 17), "AT-\(number)")
        }
        #expect(land(2).holiday("Plebiscite Day", on: "2026-10-10")?.localName == "Tag der Volksabstimmung")
        #expect(land(9).localName == "Wien")
        #expect(austria.names(on: "2026-03-19").isEmpty)
    }

    @Test("The Immaculate Conception from 1955, the National Day from 1967")
    func history() {
        #expect(austria.names(on: "1954-12-08").isEmpty)
        #expect(austria.names(on: "1955-12-08") == ["Immaculate Conception"])
        #expect(austria.names(on: "1966-10-26").isEmpty)
        #expect(austria.names(on: "1967-10-26") == ["National Day"])
        #expect(austria.dates(of: "Epiphany", year: 1950) == ["1950-01-06"])
        #expect(austria.holidays(year: 1949).isEmpty)
    }

    @Test("Upper Austria's St Florian from 2004")
    func saintFlorian() {
        #expect(land(4).names(on: "2003-05-04").isEmpty)
        #expect(land(4).names(on: "2004-05-04") == ["St Florian's Day"])
    }

    @Test("Good Friday for Protestants, 1956 to 2018, beside the bank holiday")
    func protestantGoodFriday() {
        func kinds(_ date: String) -> [HolidayKind] { austria.holidays(on: day(date)).map(\.kind) }
        #expect(kinds("1955-04-08") == [.bank])
        #expect(kinds("1956-03-30") == [.bank, .religious])
        #expect(kinds("2018-03-30") == [.bank, .religious])
        #expect(kinds("2019-04-19") == [.bank])
    }
}
