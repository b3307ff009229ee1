import ArgumentParser
import Foundation
import HolidayEngine
import Testing

@testable import HolicalCLI

@Suite("holical bridges")
struct BridgesCommandTests {
    let today = CivilDate(year: 2026, month: 2, day: 24)!

    /// The output of `holical bridges <arguments>` as text.
    func run(_ arguments: [String], locale: String = "en_US.UTF-8") throws -> String {
        let command = try #require(try HolicalCommand.parseAsRoot(["bridges"] + arguments) as? BridgesCommand)
        let region = try RegionOption.configured(flag: command.region, environment: Environment(["LANG": locale]))
        return command.render(today: today, region: region).text
    }

    /// The message and exit code `holical bridges <arguments>` fails with.
    func failure(_ arguments: [String]) -> (message: String, code: Int32) {
        ParseFailure.of(["bridges"] + arguments)
    }

    @Test("Table: stretches, bridges and the plan, numbers flush right")
    func table() throws {
        let text = try run(["--region", "DE", "--year", "2026", "--leave", "2"])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(lines[0] == "Days off in DE 2026 (weekend sat,sun): stretches with a holiday or of 3 days or more")
        #expect(lines.contains("Fri 2026-04-03  Mon 2026-04-06     4  Good Friday; Easter Monday"))
        #expect(lines.contains("Take            Days off  Per leave day  From            To"))
        #expect(lines.contains("Fri 2026-05-15         4           4.00  Thu 2026-05-14  Sun 2026-05-17"))
        #expect(lines.contains("Plan for 2 leave days: 2 taken, 24 days off in stretches of 3 days or more (16 without leave)"))
        #expect(lines.contains("Fri 2026-01-02  Thu 2026-01-01  Sun 2026-01-04     4  New Year's Day"))
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test("Table in the region's language; no plan without --leave")
    func localNames() throws {
        let text = try run(["--region", "EE", "--year", "2026", "--lang", "local"])
        // Cells, whatever the columns' widths (a two-day bridge widens the first).
        let cells = text.split(separator: "\n").map { $0.replacing(#/ {2,}/#, with: "|") }
        #expect(cells.contains("Tue 2026-06-23|Wed 2026-06-24|2|Võidupüha; Jaanipäev"))
        #expect(cells[cells.firstIndex(of: "Take|Days off|Per leave day|From|To")! + 1]
            == "Mon 2026-06-22|5|5.00|Sat 2026-06-20|Wed 2026-06-24")
        #expect(cells.contains("Thu 2026-06-25, Fri 2026-06-26|6|3.00|Tue 2026-06-23|Sun 2026-06-28"))
        #expect(!text.contains("Plan for"))
    }

    @Test("JSON: one object with stretches, bridges and the plan, parseable")
    func json() throws {
        let text = try run(["--region", "EE", "--year", "2026", "--leave", "10", "--format", "json"])
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["region"] as? String == "EE")
        #expect(object["year"] as? Int == 2026)
        #expect(object["weekend"] as? [String] == ["saturday", "sunday"])
        let stretches = try #require(object["stretches"] as? [[String: Any]])
        let christmas = try #require(stretches.first { $0["from"] as? String == "2026-12-24" })
        #expect(christmas["to"] as? String == "2026-12-27")
        #expect(christmas["days"] as? Int == 4)
        let holidays = try #require(christmas["holidays"] as? [[String: Any]])
        #expect(holidays.map { $0["localName"] as? String } == ["Jõululaupäev", "Esimene jõulupüha", "Teine jõulupüha"])
        let bridges = try #require(object["bridges"] as? [[String: Any]])
        #expect(bridges[0]["leave"] as? [String] == ["2026-06-22"])
        #expect(bridges[0]["daysOff"] as? Int == 5)
        #expect(bridges[0]["daysOffPerLeaveDay"] as? Double == 5)
        let plan = try #require(object["plan"] as? [String: Any])
        #expect(plan["budget"] as? Int == 10)
        #expect((plan["leave"] as? [String])?.count ?? 99 <= 10)
        let planned = try #require(plan["stretches"] as? [[String: Any]])
        let leaveInStretches = planned.flatMap { $0["leave"] as? [String] ?? [] }
        #expect(leaveInStretches == plan["leave"] as? [String])
        let without = try #require(plan["daysOffWithoutLeave"] as? Int)
        #expect(try #require(plan["daysOff"] as? Int) > without)
        let none = try run(["--region", "EE", "--year", "2026", "--format", "json"])
        let bare = try #require(try JSONSerialization.jsonObject(with: Data(none.utf8)) as? [String: Any])
        #expect(bare["plan"] is NSNull)
    }

    @Test("CSV: a row per stretch, bridge and planned stretch")
    func csv() throws {
        let text = try run(["--region", "US", "--year", "2026", "--leave", "1", "--format", "csv"])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0] == "section,from,to,days,leave,holidays")
        #expect(lines.contains("stretch,2026-07-03,2026-07-05,3,,Independence Day (observed); Independence Day"))
        #expect(lines.contains("bridge,2026-11-07,2026-11-11,5,2026-11-09; 2026-11-10,"))
        #expect(lines.filter { $0.hasPrefix("plan,") }.count == 1)
        #expect(Set(lines.dropFirst().map { String($0.prefix { $0 != "," }) }) == ["stretch", "bridge", "plan"])
    }

    @Test("A year outside the region's rules says so")
    func unknownYears() throws {
        let text = try run(["--region", "EE", "--year", "1985"])
        #expect(text.hasSuffix("(Estonia's holidays are known from 1991.)\n"))
    }

    @Test("Bad input: clear errors, non-zero exit", arguments: [
        (["--region", "ZZZ"], "Unknown region 'ZZZ'."),
        (["--region", "US,EE"], "--region takes one region here, not several ('US,EE')"),
        (["--year", "1200"], "Year 1200 for --year is out of range: use 1583-9999."),
        (["--year", "twenty"], "The value 'twenty' is invalid for '--year <year>'"),
        (["--leave=-1"], "--leave -1 is out of range: give 0-366 days of leave."),
        (["--leave", "400"], "--leave 400 is out of range"),
        (["--format", "ics"], "'table', 'json' or 'csv'"),
        (["--format", "xml"], "'table', 'json' or 'csv'"),
        (["--lang", "fr"], "Please provide one of 'en' and 'local'"),
    ])
    func errors(arguments: [String], expected: String) {
        let (message, code) = failure(arguments)
        #expect(message.contains(expected), "\(message)")
        #expect(code != 0)
    }
}
