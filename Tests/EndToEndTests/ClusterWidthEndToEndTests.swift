import Foundation
import Glibc
import Testing

/// Holiday names with emoji ZWJ sequences, skin tones, emoji presentation selectors and the
/// interlinear annotation marks (U+FFF9-U+FFFB), in tmux: the pop-up's border stays in one
/// column and the week view's names start under their day (DisplayWidth+Drawing.swift).
@Suite("Emoji sequences and format characters on screen", .serialized)
struct ClusterWidthEndToEndTests {
    static let holidays = """
        [[holiday]]
        name = "Family \u{1F469}\u{200D}\u{1F469}\u{200D}\u{1F467} day"
        date = "02-16"

        [[holiday]]
        name = "Pride \u{1F3F3}\u{FE0F}\u{200D}\u{1F308} parade"
        date = "02-16"

        [[holiday]]
        name = "Anchor \u{FFF9}ruby\u{FFFA}note\u{FFFB} day"
        date = "02-17"

        [[holiday]]
        name = "Thumbs \u{1F44D}\u{1F3FD} and \u{2764}\u{FE0F} day"
        date = "02-18"

        [[holiday]]
        name = "Flags \u{1F1EA}\u{1F1EA} and \u{1F3F3}\u{FE0F}\u{200D}\u{26A7}\u{FE0F} day"
        date = "02-19"
        """

    /// `wcwidth(3)` in C.UTF-8.
    static let systemWidth: @convention(c) (Int32) -> Int32 = {
        setlocale(LC_CTYPE, "C.UTF-8")
        return unsafeBitCast(
            dlsym(dlopen(nil, RTLD_NOW), "wcwidth")!, to: (@convention(c) (Int32) -> Int32).self)
    }()

    /// The columns tmux gives captured text: each scalar's `wcwidth`, except that an emoji
    /// after a zero width joiner after an emoji joins that emoji's cell (tmux 3.3a, measured
    /// by the cursor's advance after printing each sequence).
    static func columns(_ text: some StringProtocol) -> Int {
        var total = 0
        var beforeJoiner: Unicode.Scalar?
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            let joined = previous?.value == 0x200D && beforeJoiner.map { $0.properties.isEmoji && !$0.isASCII } == true
                && scalar.properties.isEmoji
            if !joined { total += max(0, Int(systemWidth(Int32(scalar.value)))) }
            if scalar.value == 0x200D { beforeJoiner = previous }
            previous = scalar
        }
        return total
    }

    static func start() async throws -> (Tmux, URL) {
        let home = try OwnHolidaysEndToEndTests.configHome(holidays)
        let tmux = try Tmux([Command.holical, "2026-02-16", "--region", "EE"], columns: 100, rows: 30,
                            environment: ["XDG_CONFIG_HOME": home.path])
        try await tmux.waitFor("Mon 16 Feb 2026")
        return (tmux, home)
    }

    @Test("the pop-up of a day named with them: its right border in one column on every row")
    func popUp() async throws {
        let (tmux, home) = try await Self.start()
        defer { try? FileManager.default.removeItem(at: home) }
        try tmux.send("Enter")
        try await tmux.waitFor("Your own")
        let lines = try tmux.capture(keepingTrailingSpaces: true).split(separator: "\n", omittingEmptySubsequences: false)
        let top = try #require(lines.firstIndex { $0.contains("┌") })
        let bottom = try #require(lines.firstIndex { $0.contains("└") })
        var borders: [Int] = []
        for line in lines[top...bottom] {
            let last = try #require(line.lastIndex { "┐│┘".contains($0) }, "\(line)")
            borders.append(Self.columns(line[..<last]))
        }
        #expect(Set(borders).count == 1, "right border at columns \(borders):\n\(lines[top...bottom].joined(separator: "\n"))")
        try tmux.send("Escape", "q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("the week view: each day's names start under its weekday, nothing spilled")
    func weekView() async throws {
        let (tmux, home) = try await Self.start()
        defer { try? FileManager.default.removeItem(at: home) }
        try tmux.send("w")
        try await tmux.waitFor("Week 8")
        let lines = try tmux.capture(keepingTrailingSpaces: true).split(separator: "\n", omittingEmptySubsequences: false)
        let header = try #require(lines.first { $0.contains("Monday") && $0.contains("Thursday") })
        func column(of text: String, in line: Substring) -> Int? {
            line.range(of: text).map { Self.columns(line[..<$0.lowerBound]) }
        }
        for (name, weekday) in [("★ Family", "Monday"), ("★ Anchor", "Tuesday"), ("★ Thumbs", "Wednesday"), ("★ Flags", "Thursday")] {
            let line = try #require(lines.first { $0.contains(name) }, "\(name) not on screen")
            let expected = try #require(column(of: weekday, in: header))
            #expect(column(of: name, in: line) == expected, "\(name) is not under \(weekday):\n\(lines.joined(separator: "\n"))")
        }
        for (index, line) in lines.enumerated() where !line.isEmpty {
            #expect(Self.columns(line) <= 100, "row \(index) is wider than the terminal: \(line)")
        }
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }
}
