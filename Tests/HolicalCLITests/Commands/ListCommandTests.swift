import ArgumentParser
import Foundation
import HolidayEngine
import Testing

@testable import HolicalCLI

@Suite("holical list")
struct ListCommandTests {
    let today = CivilDate(year: 2026, month: 2, day: 24)!

    /// The output of `holical list <arguments>` as text.
    func run(_ arguments: [String], locale: String = "en_US.UTF-8", environment extra: [String: String] = [:]) throws -> String {
        let command = try #require(try HolicalCommand.parseAsRoot(["list"] + arguments) as? ListCommand)
        let environment = Environment(["LANG": locale].merging(extra) { $1 })
        let region = try RegionOption.configured(flags: command.region, environment: environment)
        return try command.render(today: today, regions: region, stamp: "20260224T090000Z").text
    }

    /// The message and exit code `holical list <arguments>` fails with.
    func failure(_ arguments: [String]) -> (message: String, code: Int32) {
        ParseFailure.of(["list"] + arguments)
    }

    @Test("JSON: every field, observedOf null or the date, parseable")
    func json() throws {
        let text = try run(["--region", "US", "--year", "2027", "--format", "json"])
        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(items.count == 15)
        let first = items[0]
        #expect(first["date"] as? String == "2027-01-01")
        #expect(first["name"] as? String == "New Year's Day")
        #expect(first["localName"] as? String == "New Year's Day")
        #expect(first["kind"] as? String == "public")
        #expect(first["region"] as? String == "US")
        #expect(first["observedOf"] is NSNull)
        let last = items[items.count - 1]
        #expect(last["date"] as? String == "2027-12-31")
        #expect(last["observedOf"] as? String == "2028-01-01")
    }

    @Test("A forecast date is marked estimated in the table, JSON and CSV; a seen one is not")
    func estimated() throws {
        // Azerbaijan's Bayrams after the Cabinet's last confirmed year are forecasts.
        let arguments = ["--region", "AZ", "--from", "2030-02-01", "--to", "2030-02-28"]
        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(try run(arguments + ["--format", "json"]).utf8)) as? [[String: Any]])
        let bayram = try #require(items.first { ($0["name"] as? String)?.hasPrefix("Ramazan") == true })
        #expect(bayram["estimated"] as? Bool == true)
        #expect(try run(arguments).contains("Ramazan Bayram  public  estimated"))
        #expect(try run(arguments + ["--format", "csv"]).contains("public,AZ,,true\n"))
        let seen = try run(["--region", "AZ", "--from", "2025-03-30", "--to", "2025-03-31", "--format", "csv"])
        #expect(seen.contains("Ramazan Bayram,Ramazan bayramı,public,AZ,,false\n"))
    }

    @Test("JSON keeps Estonian letters as UTF-8")
    func jsonEstonian() throws {
        let text = try run(["--region", "ee", "--from", "2019-02-01", "--to", "2019-02-28", "--format", "json"])
        let items = try #require(
            try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [[String: Any]])
        #expect(items.map { $0["localName"] as? String } == [
            "Küünlapäev ehk pudrupäev", "Luuvalupäev", "Talvine peetripäev", "Lühendatud tööpäev",
            "Iseseisvuspäev", "Talvine madisepäev",
        ])
        #expect(items.map { $0["kind"] as? String } == ["folk", "folk", "folk", "half-day", "public", "folk"])
        #expect(text.contains("Küünlapäev"))
    }

    @Test("--kind filters, several lists add up")
    func kinds() throws {
        let folk = try run(["--region", "EE", "--year", "2026", "--kind", "folk", "--format", "csv"])
        #expect(folk.split(separator: "\n").dropFirst().allSatisfy { $0.contains(",folk,") })
        let both = try run(["--region", "EE", "--year", "2026", "--kind", "public", "--kind", "half-day", "--format", "csv"])
        let kinds = Set(both.split(separator: "\n").dropFirst().map { $0.split(separator: ",")[3] })
        #expect(kinds == ["public", "half-day"])
    }

    @Test("Defaults: the locale's region and the current year")
    func defaults() throws {
        let estonian = try run(["--format", "csv"], locale: "et_EE.UTF-8", environment: ["LC_TIME": "C"])
        #expect(estonian.contains("2026-02-24,Independence Day,Iseseisvuspäev,public,EE,"))
        let fallback = try run(["--format", "csv"], locale: "C")
        #expect(fallback.contains("2026-07-04,Independence Day,Independence Day,public,US,"))
        #expect(!fallback.contains("2025-"))
        #expect(!fallback.contains("2027-"))
    }

    @Test("Region: --region, then HOLICAL_REGION, then the configuration file, then the locale")
    func regionPrecedence() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("holical-list-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory.appendingPathComponent("holical"), withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "region = \"AU-NSW\"\n".write(to: directory.appendingPathComponent("holical/config.toml"), atomically: true, encoding: .utf8)
        let config = ["XDG_CONFIG_HOME": directory.path]
        #expect(try run(["--format", "csv"], environment: config).contains(",AU-NSW,"))
        #expect(try run(["--format", "csv"], environment: config.merging(["HOLICAL_REGION": "EE"]) { $1 }).contains(",EE,"))
        #expect(try run(["--format", "csv", "--region", "US"], environment: config.merging(["HOLICAL_REGION": "EE"]) { $1 }).contains(",US,"))
    }

    @Test("Table: columns line up by display width with Estonian names")
    func table() throws {
        let text = try run(["--region", "EE", "--year", "2026", "--lang", "local"])
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[0].hasPrefix("Date        Day  Name"))
        #expect(lines.contains { $0.contains("Küünlapäev ehk pudrupäev") })
        #expect(lines.contains { $0.contains("Ülestõusmispühade 1. püha") })
        // The kind is the last column here (no observed days in Estonia): it starts at the
        // same display column on every line.
        let kindColumns = Set(lines.map { line -> Int in
            let kindStart = line.range(of: "  ", options: .backwards)!.upperBound
            return String(line[..<kindStart]).displayWidth
        })
        #expect(kindColumns.count == 1)
        #expect(lines.allSatisfy { !$0.hasSuffix(" ") })
    }

    @Test("One --language (also spelled --lang): en, local, or the local names' language")
    func oneLanguageOption() throws {
        let english = try run(["--region", "CH", "--year", "2026"])
        #expect(english.contains("New Year's Day"))
        #expect(try run(["--region", "CH", "--year", "2026", "--language", "en"]) == english)
        let local = try run(["--region", "CH", "--year", "2026", "--language", "local"])
        #expect(local.contains("Neujahrstag"))
        #expect(try run(["--region", "CH", "--year", "2026", "--lang", "local"]) == local)
        // Switzerland's holidays in French, one of its languages, instead of its main German.
        let french = try run(["--region", "CH", "--year", "2026", "--language", "fr"])
        #expect(french.contains("Nouvel An") && !french.contains("Neujahrstag"))
        let help = HolicalCommand.helpMessage(for: ListCommand.self)
        #expect(help.contains("--language, --lang <en|local|CODE>"), "one option, two spellings: \(help)")
        // The usage line names it once, the option list with both spellings.
        #expect(help.components(separatedBy: "--lang").count == 4, "no other language option: \(help)")
    }

    @Test("Table with an observed day shows a note; an empty result says so")
    func tableNotes() throws {
        let text = try run(["--region", "AU-NSW", "--year", "2026"])
        #expect(text.contains("Anzac Day (observed)   public  observed for 2026-04-25"))
        let empty = try run(["--region", "EE", "--year", "1990", "--kind", "public"])
        #expect(empty == "No holidays in EE from 1990-01-01 to 1990-12-31.\n(Estonia's holidays are known from 1991.)\n")
    }

    @Test("--regions lists the regions as a table or JSON")
    func regions() throws {
        let table = try run(["--regions"])
        // Columns are as wide as the longest name of any region: compare the cells.
        let nsw = try #require(table.split(separator: "\n").first { $0.hasPrefix("AU-NSW ") })
        #expect(nsw.replacing(#/ {2,}/#, with: "|")
            == "AU-NSW|Australia, New South Wales|New South Wales|en|Monday|sat,sun|1950|public,bank")
        let json = try run(["--regions", "--format", "json"])
        let items = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [[String: Any]])
        let codes = items.compactMap { $0["code"] as? String }
        #expect(codes.filter { ["AU", "AU-NSW", "EE", "US"].contains($0) } == ["AU", "AU-NSW", "EE", "US"])
        let estonia = try #require(items.first { $0["code"] as? String == "EE" })
        #expect(estonia["firstWeekday"] as? String == "monday")
        #expect(estonia["kinds"] as? [String] == ["public", "folk", "half-day"])
        // A subdivision known from a later year than its country says so.
        let geneva = try #require(items.first { $0["code"] as? String == "CH-GE" })
        #expect(geneva["firstYear"] as? Int == 1994)
    }

    @Test("Bad input: clear errors naming the valid choices, non-zero exit", arguments: [
        (["--region", "ZZZ"], "Unknown region 'ZZZ'. holical list --regions lists every region."),
        (["--from", "2026-02-30", "--to", "2026-03-01"], "The value '2026-02-30' is invalid for '--from <date>': use YYYY-MM-DD"),
        (["--from", "2026-01-01", "--to", "26-3-1"], "The value '26-3-1' is invalid for '--to <date>'"),
        (["--from", "2026-01-01"], "--from and --to go together"),
        (["--year", "2026", "--from", "2026-01-01", "--to", "2026-02-01"], "Give either --year or --from and --to"),
        (["--from", "2026-03-01", "--to", "2026-01-01"], "--from 2026-03-01 is after --to 2026-01-01."),
        (["--year", "1200"], "Year 1200 for --year is out of range: use 1583-9999."),
        (["--kind", "public,holy"], "Unknown kind 'holy'. Valid kinds: public, custom, bank, folk, observance, half-day"),
        (["--format", "xml"], "'table', 'json', 'csv' or 'ics'"),
        (["--language", "x1"], "'x1' is not a language: write en, local, or a code (de, fr, it, ...)."),
        (["--regions", "--region", "EE"], "--regions lists regions"),
        (["--regions", "--format", "ics"], "not ics"),
    ])
    func errors(arguments: [String], expected: String) {
        let (message, code) = failure(arguments)
        #expect(message.contains(expected), "\(message)")
        #expect(code != 0)
    }
}
