import Foundation
import Glibc
import HolidayEngine
import HolidayRegions
import Testing

@testable import HolicalCLI

/// `holical busdays roll --batch` and `busdays add --batch`: lines in, dates out, through
/// real file descriptors, and each line the same as the one-date command.
@Suite("holical busdays roll and add --batch")
struct BatchRollAddTests {
    static let nsw = BusinessCalendar(region: .newSouthWales, years: Batch.initialYears)

    /// Runs `engine` over `input`; the output and the failure.
    func batch(_ engine: some BatchEngine, _ input: String) throws -> (output: String, failure: BatchFailure?) {
        try runBatch(engine, bytes: Array(input.utf8))
    }

    @Test("roll: one date per line by the convention; blanks kept; CRLF and no last newline")
    func roll() throws {
        let input = "2026-12-25\n 2026-01-31 \r\n\n2026-12-24\n2026-12-28"
        let following = try batch(BatchRoller(calendar: Self.nsw, convention: .following), input)
        #expect(following.failure == nil)
        #expect(following.output == "2026-12-29\n2026-02-02\n\n2026-12-24\n2026-12-29\n")
        let modified = try batch(BatchRoller(calendar: Self.nsw, convention: .modifiedFollowing), input)
        #expect(modified.output == "2026-12-29\n2026-01-30\n\n2026-12-24\n2026-12-29\n")
        let nearest = try batch(BatchRoller(calendar: Self.nsw, convention: .nearest), input)
        #expect(nearest.output == "2026-12-24\n2026-01-30\n\n2026-12-24\n2026-12-29\n")
    }

    @Test("add: DATE N per line, N signed; with a convention DATE is rolled first")
    func add() throws {
        let input = "2026-12-25 1\n2026-12-25,-1\n2026-12-25\t+0\n2026-03-02 5\n"
        let plain = try batch(BatchAdder(calendar: Self.nsw, convention: nil), input)
        #expect(plain.failure == nil)
        #expect(plain.output == "2026-12-29\n2026-12-24\n2026-12-25\n2026-03-09\n")
        let following = try batch(BatchAdder(calendar: Self.nsw, convention: .following), input)
        #expect(following.output == "2026-12-30\n2026-12-24\n2026-12-29\n2026-03-09\n")
        let preceding = try batch(BatchAdder(calendar: Self.nsw, convention: .preceding), input)
        #expect(preceding.output == "2026-12-29\n2026-12-23\n2026-12-24\n2026-03-09\n")
    }

    @Test("A bad line stops the batch, named, after the answers before it", arguments: [
        ("roll", "2026-12-25 2026-12-26", "expected one date, YYYY-MM-DD; got '2026-12-25 2026-12-26'."),
        ("roll", "2026-02-30", "invalid date '2026-02-30'"),
        ("add", "2026-12-25", "expected a date and a number of business days, DATE N"),
        ("add", "2026-12-25 five", "N must be a whole number of business days, e.g. 5 or -5; got 'five'."),
        ("add", "2026-12-25 1 2", "expected a date and a number of business days"),
        ("add", "2026-12-25 1234567890123456789", "N must be a whole number of business days"),
    ])
    func badLine(command: String, line: String, message: String) throws {
        // A good line (its answer 2026-12-29 either way), the bad one, another good one.
        let good = command == "roll" ? "2026-12-25" : "2026-12-25 1"
        let input = "\(good)\n\(line)\n\(good)\n"
        let result = command == "roll"
            ? try batch(BatchRoller(calendar: Self.nsw, convention: .following), input)
            : try batch(BatchAdder(calendar: Self.nsw, convention: nil), input)
        #expect(result.output == "2026-12-29\n")
        #expect(result.failure?.line == 2)
        #expect(result.failure?.description.contains(message) == true, "\(String(describing: result.failure))")
    }

    @Test("An answer outside 1583-9999 stops the batch with status 1's message")
    func outOfRange() throws {
        let adder = try batch(BatchAdder(calendar: Self.nsw, convention: nil), "2026-12-25 1\n9999-12-30 5\n")
        #expect(adder.output == "2026-12-29\n")
        #expect(adder.failure?.description.contains("5 business days from 9999-12-30 is outside the years 1583-9999.") == true)
        let roller = try batch(BatchRoller(calendar: Self.nsw, convention: .preceding), "1583-01-01\n")
        #expect(roller.failure?.line == 1)
        #expect(roller.failure?.description.contains("1583-01-01 rolled preceding is outside the years") == true)
    }

    @Test("Random lines over 1900-2200 equal the engine's answers, a joint calendar's too")
    func againstEngine() throws {
        let joint = try BusinessCalendar(
            joining: ["US", "EE"].map { BusinessCalendar(region: RegionRegistry.region(code: $0)!, years: Batch.initialYears) },
            rule: .all)
        let reference = joint.extended(toCover: 1890...2210)
        // A fixed linear congruential sequence: the same lines on every run.
        var state: UInt64 = 0xBA7C4
        func random(in range: ClosedRange<Int>) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return range.lowerBound + Int((state >> 33) % UInt64(range.count))
        }
        let first = CivilDate(year: 1900, month: 1, day: 1)!.dayNumber
        let last = CivilDate(year: 2200, month: 12, day: 31)!.dayNumber
        var dates: [CivilDate] = []
        var offsets: [Int] = []
        for _ in 0..<3_000 {
            dates.append(CivilDate(dayNumber: random(in: first...last)))
            offsets.append(random(in: -500...500))
        }
        for convention in BusinessDayConvention.allCases {
            let rolled = try batch(BatchRoller(calendar: joint, convention: convention), dates.map { "\($0)\n" }.joined())
            #expect(rolled.output == dates.map { "\(reference.roll($0, convention))\n" }.joined(), "\(convention)")
            let added = try batch(
                BatchAdder(calendar: joint, convention: convention),
                zip(dates, offsets).map { "\($0) \($1)\n" }.joined())
            #expect(
                added.output == zip(dates, offsets).map { "\(reference.add($1, to: $0, rolling: convention))\n" }.joined(),
                "\(convention)")
        }
    }

    @Test("`busdays roll --batch` and `add --batch` reach their commands with their options")
    func parsing() throws {
        let roll = try #require(
            try HolicalCommand.parseAsRoot(["busdays", "roll", "--batch", "--convention", "nearest", "--region", "US,EE", "--joint", "any"])
                as? BusdaysRollCommand)
        #expect(roll.batch)
        #expect(roll.convention == .nearest)
        #expect(roll.options.region?.map(\.code) == ["US", "EE"])
        #expect(roll.options.joint == .any)
        let add = try #require(
            try HolicalCommand.parseAsRoot(["busdays", "add", "--batch", "--convention", "modified-following"]) as? BusdaysAddCommand)
        #expect(add.batch)
        #expect(add.convention == .modifiedFollowing)
    }
}
