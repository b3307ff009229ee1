import Foundation
import Glibc
import HolidayEngine
import Testing

@testable import HolicalCLI

/// `holical busdays --batch`: lines in, counts out, through real file descriptors.
@Suite("holical busdays --batch")
struct BatchCounterTests {
    static let nsw = BusinessCalendar(region: .newSouthWales, years: Batch.initialYears)

    /// Runs the batch over `input` with NSW public holidays; the output and the failure.
    func batch(_ input: String, includeStart: Bool = false, includeEnd: Bool = false)
        throws -> (output: String, failure: BatchFailure?)
    {
        try batch(bytes: Array(input.utf8), includeStart: includeStart, includeEnd: includeEnd)
    }

    func batch(bytes: [UInt8], includeStart: Bool = false, includeEnd: Bool = false)
        throws -> (output: String, failure: BatchFailure?)
    {
        try runBatch(BatchCounter(calendar: Self.nsw, includeStart: includeStart, includeEnd: includeEnd), bytes: bytes)
    }

    @Test("One count per line; spaces, tabs, a comma, CRLF and a missing last newline")
    func lines() throws {
        let result = try batch("""
            2026-03-02 2026-03-09
            2026-03-09,2026-03-02
              2026-12-24\t2026-12-31  \r
            2026-03-02 , 2026-03-09
            2026-03-02    2026-03-02
            2026-03-02 2026-03-09
            """)
        #expect(result.failure == nil)
        #expect(result.output == "4\n-4\n2\n4\n0\n4\n")
    }

    @Test("The end flags apply to every line")
    func ends() throws {
        let result = try batch("2026-03-02 2026-03-09\n2026-03-09 2026-03-02\n", includeStart: true)
        #expect(result.output == "5\n-5\n")
        let both = try batch("2026-03-02 2026-03-09\n2026-03-07 2026-03-07\n", includeStart: true, includeEnd: true)
        #expect(both.output == "6\n0\n")
    }

    @Test("Empty input gives empty output; a blank line gives a blank line")
    func empty() throws {
        #expect(try batch("") == ("", nil))
        #expect(try batch("\n\n") == ("\n\n", nil))
        #expect(try batch("2026-03-02 2026-03-09\n \t\n2026-03-02 2026-03-09\n") == ("4\n\n4\n", nil))
    }

    @Test("A bad line stops the batch: its number and text on stderr, the lines before it kept",
          arguments: [
              ("2026-02-30 2026-03-01", "invalid date '2026-02-30': use YYYY-MM-DD, a real calendar date"),
              ("2026-03-01 2026-3-9", "invalid date '2026-3-9'"),
              ("2026-03-01", "expected two dates, FROM TO, separated by spaces, a tab or a comma; got '2026-03-01'."),
              ("2026-03-01 2026-03-09 2026-03-10", "expected two dates"),
              ("2026-03-012026-03-09", "expected two dates"),
              ("2026-03-01,,2026-03-09", "expected two dates"),
              ("from,to", "invalid date 'from'"),
              ("2026-03-01 2026-03-09 \u{202E}x", "got '2026-03-01 2026-03-09 \\u{202E}x'."),
              ("1500-03-01 2026-03-09", "year of 1500-03-01 is out of range: use 1583-9999."),
              ("2026-03-01 \u{1B}[31m", "invalid date '\\u{1B}[31m'"),
          ])
    func badLine(line: String, message: String) throws {
        let result = try batch("2026-03-02 2026-03-09\n\n\(line)\n2026-03-02 2026-03-09\n")
        #expect(result.output == "4\n\n")
        let failure = try #require(result.failure)
        #expect(failure.line == 3)
        #expect(failure.description.hasPrefix("line 3: "))
        #expect(failure.description.contains(message), "\(failure.description)")
    }

    @Test("A batch failure reaches the user as its message alone, exit status 1")
    func failureReport() {
        let failure = BatchFailure(line: 3, reason: "invalid date '2026-02-30': use YYYY-MM-DD.")
        #expect(HolicalCommand.message(for: failure) == "line 3: invalid date '2026-02-30': use YYYY-MM-DD.")
        #expect(HolicalCommand.exitCode(for: failure).rawValue == 1)
    }

    @Test("A bad last line without a newline is still named")
    func badLastLine() throws {
        let result = try batch("2026-03-02 2026-03-09\n2026-03-02 2026-03-99")
        #expect(result.output == "4\n")
        #expect(result.failure?.description == "line 2: invalid date '2026-03-99': use YYYY-MM-DD, a real calendar date, e.g. 2026-02-24.")
    }

    @Test("Dates outside the first years grow the calendar and stay right")
    func farDates() throws {
        let result = try batch("1600-01-03 1600-01-10\n9000-12-22 9001-01-05\n2026-03-02 2026-03-09\n")
        let far = BusinessCalendar(region: .newSouthWales, years: 1600...9001)
        let want = [
            far.count(from: CivilDate(year: 1600, month: 1, day: 3)!, to: CivilDate(year: 1600, month: 1, day: 10)!),
            far.count(from: CivilDate(year: 9000, month: 12, day: 22)!, to: CivilDate(year: 9001, month: 1, day: 5)!),
            4,
        ]
        #expect(result.failure == nil)
        #expect(result.output == want.map { "\($0)\n" }.joined())
    }

    @Test("Many lines across read blocks match the engine line by line")
    func manyLines() throws {
        var random = SystemRandomNumberGenerator()
        let first = CivilDate(year: 1950, month: 1, day: 1)!.dayNumber
        let last = CivilDate(year: 2100, month: 12, day: 31)!.dayNumber
        var input = ""
        var want = ""
        // About 2.3 MB: lines straddle the 1 MiB block boundaries.
        for index in 0..<100_000 {
            let a = Int.random(in: first...last, using: &random)
            let b = index % 2 == 0 ? Int.random(in: first...last, using: &random) : a + Int.random(in: -60...60, using: &random)
            input += "\(CivilDate(dayNumber: a)) \(CivilDate(dayNumber: b))\n"
            want += "\(Self.nsw.count(fromDayNumber: a, toDayNumber: b))\n"
        }
        let result = try batch(input)
        #expect(result.failure == nil)
        #expect(result.output == want)
    }

    @Test("A line longer than a read block is refused, not split")
    func longLine() throws {
        let result = try batch(bytes: Array("2026-03-02 2026-03-09\n".utf8) + [UInt8](repeating: 0x20, count: Batch.blockSize + 10))
        #expect(result.output == "4\n")
        #expect(result.failure?.line == 2)
        #expect(result.failure?.description.contains("longer than") == true)
    }

    @Test("`holical busdays --batch` reaches the count command with its options")
    func parsing() throws {
        let command = try #require(
            try HolicalCommand.parseAsRoot(["busdays", "--batch", "--include-end", "--region", "EE"]) as? BusdaysCountCommand)
        #expect(command.batch)
        #expect(command.includeEnd)
        #expect(command.options.region?.map(\.code) == ["EE"])
    }
}
