import ArgumentParser
import Foundation
import HolidayEngine
import Testing

@testable import HolicalCLI

/// `holical busdays [count] FROM TO`, `holical busdays add DATE N` and `holical busdays
/// roll DATE`, parsed as typed.
@Suite("holical busdays count, add and roll")
struct BusdaysCommandTests {
    /// The output of `holical busdays <arguments>` as text.
    /// Without a locale the region is New South Wales (HOLICAL_REGION); with one, the
    /// locale's.
    func run(_ arguments: [String], locale: String? = nil) throws -> String {
        let command = try HolicalCommand.parseAsRoot(["busdays"] + arguments)
        let environment = Environment(locale.map { ["LANG": $0] } ?? ["HOLICAL_REGION": "AU-NSW"])
        if let count = command as? BusdaysCountCommand {
            return try count.render(environment: environment).text
        }
        if let roll = command as? BusdaysRollCommand {
            return try roll.render(environment: environment).text
        }
        let add = try #require(command as? BusdaysAddCommand)
        return try add.render(environment: environment).text
    }

    /// The message and exit code `holical busdays <arguments>` fails with, parsing or running.
    func failure(_ arguments: [String]) -> (message: String, code: Int32) {
        do {
            _ = try run(arguments)
            return ("no error", 0)
        } catch {
            return (HolicalCommand.message(for: error), HolicalCommand.exitCode(for: error).rawValue)
        }
    }

    func json(_ text: String) throws -> [String: Any] {
        try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test("count is the default subcommand and prints the number alone")
    func plainCount() throws {
        #expect(try run(["2026-03-02", "2026-03-09"]) == "4\n")
        #expect(try run(["count", "2026-03-02", "2026-03-09"]) == "4\n")
        #expect(try run(["2026-03-02", "2026-03-09", "--include-start"]) == "5\n")
        #expect(try run(["2026-03-02", "2026-03-09", "--include-start", "--include-end"]) == "6\n")
        #expect(try run(["2026-03-09", "2026-03-02"]) == "-4\n")
        // NSW (from the locale): Christmas 2026 and Boxing Day's additional Monday.
        #expect(try run(["2026-12-24", "2026-12-31"]) == "2\n")
        #expect(try run(["2026-12-24", "2026-12-31", "--region", "US"]) == "3\n")
    }

    @Test("--region default follows the locale, else US")
    func defaultRegion() throws {
        // 2026-01-19 is Martin Luther King Jr. Day in the US, a working Monday elsewhere.
        #expect(try run(["2026-01-16", "2026-01-20"], locale: "C") == "0\n")
        #expect(try run(["2026-01-16", "2026-01-20"], locale: "et_EE.UTF-8") == "1\n")
    }

    @Test("--weekend and --kind change which days count")
    func weekendAndKinds() throws {
        // Mon 2 to Mon 9 March 2026 with Friday and Saturday off: Tue, Wed, Thu, Sun.
        #expect(try run(["2026-03-02", "2026-03-09", "--weekend", "fri,sat"]) == "4\n")
        #expect(try run(["2026-03-02", "2026-03-09", "--weekend", "sun"]) == "5\n")
        #expect(try run(["2026-03-02", "2026-03-09", "--weekend", "none"]) == "6\n")
        // NSW bank holiday, Monday 3 August 2026.
        #expect(try run(["2026-07-31", "2026-08-04"]) == "1\n")
        #expect(try run(["2026-07-31", "2026-08-04", "--kind", "public,bank"]) == "0\n")
        #expect(try run(["2026-07-31", "2026-08-04", "--kind", "public", "--kind", "bank"]) == "0\n")
    }

    @Test("JSON: dates, count, ends, region, weekend and kinds")
    func countJSON() throws {
        let object = try json(try run([
            "2026-03-02", "2026-03-09", "--format", "json", "--include-end", "--kind", "bank,public",
        ]))
        #expect(object["from"] as? String == "2026-03-02")
        #expect(object["to"] as? String == "2026-03-09")
        #expect(object["count"] as? Int == 5)
        #expect(object["includeStart"] as? Bool == false)
        #expect(object["includeEnd"] as? Bool == true)
        #expect(object["region"] as? String == "AU-NSW")
        #expect(object["weekend"] as? [String] == ["saturday", "sunday"])
        #expect(object["kinds"] as? [String] == ["public", "bank"])
    }

    @Test("add: forwards, backwards (a bare -5 works), zero, JSON")
    func add() throws {
        #expect(try run(["add", "2026-03-02", "5"]) == "2026-03-09\n")
        #expect(try run(["add", "2026-03-09", "-5"]) == "2026-03-02\n")
        #expect(try run(["add", "2026-03-09", "-5", "--region", "US"]) == "2026-03-02\n")
        #expect(try run(["add", "--region", "US", "2026-03-09", "--", "-5"]) == "2026-03-02\n")
        #expect(try run(["add", "2026-12-24", "1"]) == "2026-12-29\n")
        #expect(try run(["add", "2026-12-26", "0"]) == "2026-12-26\n")
        let object = try json(try run(["add", "2026-12-24", "1", "--format", "json"]))
        #expect(object["date"] as? String == "2026-12-24")
        #expect(object["days"] as? Int == 1)
        #expect(object["result"] as? String == "2026-12-29")
        #expect(object["region"] as? String == "AU-NSW")
        #expect(object["weekend"] as? [String] == ["saturday", "sunday"])
        #expect(object["kinds"] as? [String] == ["public", "custom"])
    }

    @Test("Bad input: a clear message naming what is wrong, non-zero exit", arguments: [
        (["2026-02-30", "2026-03-01"], "The value '2026-02-30' is invalid for '<FROM>': use YYYY-MM-DD"),
        (["2026-03-01", "26-3-9"], "The value '26-3-9' is invalid for '<TO>'"),
        (["2026-03-01"], "Give two dates, FROM and TO"),
        ([], "Give two dates, FROM and TO"),
        (["1500-01-01", "2026-01-01"], "The value '1500-01-01' is invalid for '<FROM>': year 1500 is out of range: use 1583-9999."),
        (["2026-03-01", "2026-03-09", "--region", "ZZZ"], "Unknown region 'ZZZ'. holical list --regions lists every region."),
        (["2026-03-01", "2026-03-09", "--weekend", "funday"], "The value 'funday' is invalid for '--weekend <days>': 'funday' is not a day of the week"),
        (["2026-03-01", "2026-03-09", "--weekend", "1111111,0"], "The value '1111111,0' is invalid for '--weekend <days>'"),
        (["2026-03-01", "2026-03-09", "--weekend", "0000000"], "a weekend cannot be all seven days"),
        (["2026-03-01", "2026-03-09", "--kind", "pubic"], "Unknown kind 'pubic'. Valid kinds: public, custom, bank"),
        (["--batch", "2026-03-01", "2026-03-09"], "--batch reads the dates from standard input; give no FROM or TO."),
        (["--batch", "--format", "json"], "--format json is not available with it"),
        (["add", "2026-03-01"], "Give N, the business days to move"),
        (["add", "2026-03-01", "five"], "N must be a whole number of business days, e.g. 5 or -5; got 'five'."),
        (["add", "2026-03-01", "5", "--regoin", "US"], "Unexpected argument '--regoin'."),
        (["add", "2026-13-01", "5"], "The value '2026-13-01' is invalid for '<DATE>'"),
    ] as [([String], String)])
    func badInput(arguments: [String], message: String) {
        let result = failure(arguments)
        #expect(result.message.contains(message), "\(result.message)")
        #expect(result.code == 64)
    }

    @Test("add that would leave the years holical answers for fails with status 1", arguments: [
        ["add", "9999-12-30", "5"], ["add", "1583-01-03", "-5"], ["add", "2026-01-01", "3999999"],
        ["add", "2026-01-01", "99999999999"], ["add", "2026-01-01", "3000000", "--weekend", "1000000"],
    ])
    func addOutOfRange(arguments: [String]) {
        let result = failure(arguments)
        #expect(result.message.contains("business days from"), "\(result.message)")
        #expect(result.message.contains("is outside the years 1583-9999."))
        #expect(result.code == 1)
    }

    @Test("roll: each convention around Christmas and at a month end; following by default")
    func roll() throws {
        // NSW: Fri 25 to Mon 28 December 2026 off.
        #expect(try run(["roll", "2026-12-25"]) == "2026-12-29\n")
        #expect(try run(["roll", "2026-12-25", "--convention", "following"]) == "2026-12-29\n")
        #expect(try run(["roll", "2026-12-25", "--convention", "preceding"]) == "2026-12-24\n")
        #expect(try run(["roll", "2026-12-25", "--convention", "nearest"]) == "2026-12-24\n")
        #expect(try run(["roll", "2026-12-28", "--convention", "nearest"]) == "2026-12-29\n")
        // Sat 31 January 2026: following leaves the month, modified-following does not.
        #expect(try run(["roll", "2026-01-31", "--convention", "following"]) == "2026-02-02\n")
        #expect(try run(["roll", "2026-01-31", "--convention", "modified-following"]) == "2026-01-30\n")
        // Sat 1 August 2026: Mon 3 is a bank holiday, so with it modified-preceding gives Tue 4.
        #expect(try run(["roll", "2026-08-01", "--convention", "modified-preceding"]) == "2026-08-03\n")
        #expect(try run(["roll", "2026-08-01", "--convention", "modified-preceding", "--kind", "public,bank"]) == "2026-08-04\n")
        #expect(try run(["roll", "2026-12-24", "--convention", "preceding"]) == "2026-12-24\n")
        let object = try json(try run(["roll", "2026-12-25", "--convention", "modified-following", "--format", "json"]))
        #expect(object["date"] as? String == "2026-12-25")
        #expect(object["convention"] as? String == "modified-following")
        #expect(object["result"] as? String == "2026-12-29")
        #expect(object["region"] as? String == "AU-NSW")
    }

    @Test("add --convention rolls DATE first, then moves N from there")
    func addConvention() throws {
        #expect(try run(["add", "2026-12-25", "1", "--convention", "following"]) == "2026-12-30\n")
        #expect(try run(["add", "2026-12-25", "1", "--convention", "preceding"]) == "2026-12-29\n")
        #expect(try run(["add", "2026-12-25", "-1", "--convention", "preceding"]) == "2026-12-23\n")
        #expect(try run(["add", "2026-12-25", "0", "--convention", "nearest"]) == "2026-12-24\n")
        // Without --convention, zero leaves DATE as it is.
        #expect(try run(["add", "2026-12-25", "0"]) == "2026-12-25\n")
        let object = try json(try run(["add", "2026-12-25", "1", "--convention", "preceding", "--format", "json"]))
        #expect(object["convention"] as? String == "preceding")
        #expect(object["result"] as? String == "2026-12-29")
        #expect(try json(try run(["add", "2026-12-25", "1", "--format", "json"]))["convention"] is NSNull)
    }

    @Test("--region A,B --joint all|any for count, add and roll")
    func joint() throws {
        // Mon 19 Jan 2026 is Martin Luther King Jr. Day; Tue 24 Feb Estonia's Independence Day.
        #expect(try run(["2026-01-16", "2026-01-20", "--region", "US,EE"]) == "0\n")
        #expect(try run(["2026-01-16", "2026-01-20", "--region", "US,EE", "--joint", "all"]) == "0\n")
        #expect(try run(["2026-01-16", "2026-01-20", "--region", "US,EE", "--joint", "any"]) == "1\n")
        #expect(try run(["roll", "2026-02-24", "--region", "us, ee"]) == "2026-02-25\n")
        #expect(try run(["roll", "2026-02-24", "--region", "US,EE", "--joint", "any"]) == "2026-02-24\n")
        #expect(try run(["add", "2026-02-23", "1", "--region", "US,EE"]) == "2026-02-25\n")
        #expect(try run(["add", "2026-01-16", "1", "--region", "US,EE", "--joint", "any"]) == "2026-01-19\n")
        let object = try json(try run(["2026-01-16", "2026-01-20", "--region", "US,EE", "--joint", "any", "--format", "json"]))
        #expect(object["region"] as? String == "US,EE")
        #expect(object["joint"] as? String == "any")
        #expect(try json(try run(["2026-01-16", "2026-01-20", "--format", "json"]))["joint"] is NSNull)
    }

    @Test("roll, --convention and --joint refuse what they cannot use", arguments: [
        (["roll"], "Give DATE, the date to roll"),
        (["roll", "2026-12-25", "--convention", "modified"], "Unknown convention 'modified'. Valid conventions: following, preceding, modified-following, modified-preceding, nearest."),
        (["add", "2026-12-25", "1", "--convention", "next"], "Unknown convention 'next'."),
        (["roll", "--batch", "2026-12-25"], "--batch reads the dates from standard input; give no DATE."),
        (["roll", "--batch", "--format", "json"], "--format json is not available with it"),
        (["add", "--batch", "2026-12-25", "1"], "--batch reads DATE N lines from standard input; give no DATE or N."),
        (["2026-01-16", "2026-01-20", "--region", "US,XX"], "Unknown region 'XX'."),
        (["2026-01-16", "2026-01-20", "--region", "US,,EE"], "A region is missing in 'US,,EE'"),
        (["2026-01-16", "2026-01-20", "--region", "US,EE", "--joint", "both"], "Unknown rule 'both': use all"),
    ] as [([String], String)])
    func badRollInput(arguments: [String], message: String) {
        let result = failure(arguments)
        #expect(result.message.contains(message), "\(result.message)")
        #expect(result.code == 64)
    }

    @Test("roll past the last year holical answers for fails with status 1")
    func rollOutOfRange() {
        // Fri 31 Dec 9999 with a Friday-Saturday weekend: the next business day is in 10000.
        let result = failure(["roll", "9999-12-31", "--convention", "following", "--weekend", "fri,sat"])
        #expect(result.message.contains("is outside the years 1583-9999."), "\(result.message)")
        #expect(result.code == 1)
    }
}
