import ArgumentParser
import Foundation
import HolidayEngine
import Testing

@testable import HolicalCLI

/// `holical next` and `holical list --search` (docs/planning.md).
@Suite("holical next, and list --search")
struct NextCommandTests {
    let today = CivilDate(year: 2026, month: 11, day: 23)!

    func next(_ arguments: [String], today: CivilDate? = nil) throws -> String {
        let command = try #require(try HolicalCommand.parseAsRoot(["next"] + arguments) as? NextCommand)
        let regions = try RegionOption.configured(flags: command.region, environment: Environment(["LANG": "en_US.UTF-8"]))
        return command.render(today: today ?? self.today, regions: regions).text
    }

    @Test("The next five holidays from today, with the days to each, across the year's end")
    func fromToday() throws {
        let lines = try next(["--region", "US"]).split(separator: "\n").map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        #expect(lines == [
            "Date Day Name Kind In",
            "2026-11-26 Thu Thanksgiving Day public in 3 days",
            "2026-12-25 Fri Christmas Day public in 32 days",
            "2027-01-01 Fri New Year's Day public in 39 days",
            "2027-01-18 Mon Martin Luther King Jr. Day public in 56 days",
            "2027-02-15 Mon Washington's Birthday public in 84 days",
        ])
    }

    @Test("Today counts; kinds and counts as asked; JSON has the days away")
    func options() throws {
        let ee = try next(["2", "--region", "EE", "--kind", "folk", "--format", "json"])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(ee.utf8)) as? [[String: Any]])
        #expect(items.count == 2)
        #expect(items.allSatisfy { $0["kind"] as? String == "folk" })
        #expect((items[0]["daysAway"] as? Int).map { $0 >= 0 } == true)
        // By default the days off only: Estonia's folk days are not among them.
        #expect(try !next(["20", "--region", "EE"]).contains("folk"))
        let christmas = CivilDate(year: 2026, month: 12, day: 25)!
        #expect(try next(["1", "--region", "US"], today: christmas).contains("Christmas Day  public  today"))
    }

    @Test("A count out of range or an unknown kind is refused", arguments: [["0"], ["1001"], ["--kind", "pubic"], ["--format", "csv"]])
    func refused(arguments: [String]) {
        #expect(throws: (any Error).self) { _ = try HolicalCommand.parseAsRoot(["next"] + arguments) }
    }

    @Test("list --search: English or local names, case and accents ignored")
    func search() throws {
        func list(_ arguments: [String]) throws -> String {
            let command = try #require(try HolicalCommand.parseAsRoot(["list"] + arguments) as? ListCommand)
            let region = try RegionOption.configured(flags: command.region, environment: Environment(["LANG": "en_US.UTF-8"]))
            return try command.render(today: today, regions: region, stamp: "20260224T090000Z").text
        }
        let joul = try list(["--region", "EE", "--year", "2026", "--search", "JOUL", "--lang", "local"])
        #expect(joul.contains("jõululaupäev") || joul.contains("Jõululaupäev"))
        #expect(!joul.contains("iseseisvuspäev"))
        let easter = try list(["--region", "NL", "--year", "2026", "--search", "easter"])
        #expect(easter.contains("2026-04-05") && easter.contains("2026-04-06"))
        #expect(!easter.contains("2026-12-25"))
        #expect(try list(["--region", "NL", "--year", "2026", "--search", "paas", "--format", "csv"]).split(separator: "\n").count == 3)
        #expect(try list(["--region", "US", "--year", "2026", "--search", "zzz"]).hasPrefix("No holidays"))
    }
}
