import Foundation
import Testing

/// What the binary writes on stderr about a bad argument quotes it cleaned and shortened,
/// ArgumentParser's own messages included.
@Suite("Bad arguments in messages")
struct OutsideTextEndToEndTests {
    static let hostile = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m"

    @Test("no escape sequence and no long value reaches stderr", arguments: [
        ["--rate", hostile], ["list", "--format", hostile], ["list", "--year", hostile],
        ["list", "--lang", String(repeating: "x", count: 100_000)], ["list", "--\(hostile)"],
        ["cache", "stats", "--format", hostile],
    ])
    func argumentParserMessages(arguments: [String]) throws {
        let output = try Command.run(Command.holical, arguments, check: false)
        #expect(output.status != 0)
        #expect(!output.stderr.isEmpty)
        #expect(!output.stderr.contains("\u{1B}") && !output.stderr.contains("\u{07}"), "\(output.stderr.debugDescription)")
        #expect(!output.stderr.unicodeScalars.contains { $0.value == 0x9B }, "\(output.stderr.debugDescription)")
        #expect(!output.stderr.contains("pwned"))
        #expect(output.stderr.count < 5_000, "\(output.stderr.count) characters")
    }
}
