import ArgumentParser
import Foundation
import HolidayEngine
import Testing

@testable import HolicalCLI

/// `holical list --region US,EE`: several regions in one list, by date then in
/// the order given, the region in every format. Dates checked against python-holidays 0.108
/// (`holidays.country_holidays('EE', years=2026)`: 24, 25 and 26 December).
@Suite("holical list with several regions")
struct ListRegionsTests {
    let today = CivilDate(year: 2026, month: 2, day: 24)!

    func run(_ arguments: [String]) throws -> String {
        let command = try #require(try HolicalCommand.parseAsRoot(["list"] + arguments) as? ListCommand)
        let regions = try RegionOption.configured(flags: command.region, environment: Environment(["LANG": "en_US.UTF-8"]))
        return try command.render(today: today, regions: regions, stamp: "20260224T090000Z").text
    }

    let december = ["--from", "2026-12-24", "--to", "2026-12-26"]

    @Test("the table has a Region column, rows by date then in the order the regions were given")
    func table() throws {
        let lines = try run(["--region", "US,EE"] + december).split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("Date        Day  Region  Name"))
        let rows = lines.dropFirst().map { $0.split(separator: " ", omittingEmptySubsequences: true).prefix(3).joined(separator: " ") }
        #expect(rows == ["2026-12-24 Thu EE", "2026-12-25 Fri US", "2026-12-25 Fri EE", "2026-12-26 Sat EE"])
        // The other order puts EE first on the 25th.
        let swapped = try run(["--region", "EE,US"] + december)
        let ee = try #require(swapped.range(of: "Fri  EE"))
        let us = try #require(swapped.range(of: "Fri  US"))
        #expect(ee.lowerBound < us.lowerBound)
        // One region: no Region column, as before.
        #expect(!(try run(["--region", "EE"] + december)).contains("Region"))
    }

    @Test("CSV and JSON carry each holiday's region, in the same order")
    func csvAndJSON() throws {
        let csv = try run(["--region", "US,EE", "--format", "csv"] + december).split(separator: "\n")
        #expect(csv.dropFirst().map { $0.split(separator: ",")[0] + "," + $0.split(separator: ",")[4] }
                == ["2026-12-24,EE", "2026-12-25,US", "2026-12-25,EE", "2026-12-26,EE"])
        let json = try run(["--region", "US,EE", "--format", "json"] + december)
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        #expect(items.map { "\($0["date"]!) \($0["region"]!)" }
                == ["2026-12-24 EE", "2026-12-25 US", "2026-12-25 EE", "2026-12-26 EE"])
    }

    @Test("ICS: the calendar is named after both regions, each event's categories hold its region")
    func ics() throws {
        let text = try run(["--region", "US,EE", "--format", "ics"] + december)
        #expect(text.contains("X-WR-CALNAME:Holidays: United States\\, Estonia\r\n"))
        #expect(text.components(separatedBy: "CATEGORIES:public,EE\r\n").count - 1 == 3)
        #expect(text.components(separatedBy: "CATEGORIES:public,US\r\n").count - 1 == 1)
        #expect(!(try run(["--region", "US", "--format", "ics"] + december)).contains("CATEGORIES:public,US"))
    }

    @Test("HOLICAL_REGION may hold a list too, as for the calendar")
    func environmentList() throws {
        let regions = try RegionOption.configured(flags: nil, environment: Environment(["HOLICAL_REGION": "us, ee"]))
        #expect(regions.map(\.code) == ["US", "EE"])
        let one = try RegionOption.configured(flags: nil, environment: Environment(["HOLICAL_REGION": "AU-NSW"]))
        #expect(one.map(\.code) == ["AU-NSW"])
        // A command about one region plans the first, the calendar's primary one.
        let first = try RegionOption.configured(flag: nil, environment: Environment(["HOLICAL_REGION": "EE,US"]))
        #expect(first.code == "EE")
    }

    @Test("next --region US,EE: the next holidays of either, by date then region, with a Region column")
    func next() throws {
        let command = try #require(try HolicalCommand.parseAsRoot(["next", "4", "--region", "US,EE"]) as? NextCommand)
        let both = try #require(command.region)
        let text = command.render(today: CivilDate(year: 2026, month: 12, day: 20)!, regions: both).text
        let rows = text.split(separator: "\n").map { $0.split(separator: " ").prefix(3).joined(separator: " ") }
        #expect(rows == ["Date Day Region", "2026-12-24 Thu EE", "2026-12-25 Fri US", "2026-12-25 Fri EE", "2026-12-26 Sat EE"])
        let json = try #require(try HolicalCommand.parseAsRoot(["next", "1", "--region", "EE", "--format", "json"]) as? NextCommand)
        let estonia = try #require(json.region)
        let output = json.render(today: CivilDate(year: 2026, month: 12, day: 20)!, regions: estonia).text
        let items = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [[String: Any]])
        #expect(items.first?["region"] as? String == "EE")
    }

    @Test("a region given twice is listed once; an unknown one is refused")
    func validation() throws {
        let rows = try run(["--region", "EE,ee", "--format", "csv"] + december).split(separator: "\n")
        #expect(rows.count == 4)
        #expect(throws: (any Error).self) { _ = try HolicalCommand.parseAsRoot(["list", "--region", "US,ZZ"]) }
    }
}
