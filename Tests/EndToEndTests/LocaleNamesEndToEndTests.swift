import Foundation
import Testing

/// Month and weekday names from the locale (LC_TIME through the C library), in the
/// calendar, `cal` and `list`'s table; holical's own words stay English. Needs the
/// de_DE.UTF-8 locale, which `.ci/run` generates (`localedef -i de_DE -f UTF-8 de_DE.UTF-8`).
@Suite("Month and weekday names in the locale's language", .serialized)
struct LocaleNamesEndToEndTests {
    static let german = ["LC_ALL": "de_DE.UTF-8", "LANG": "de_DE.UTF-8"]

    @Test("the de_DE.UTF-8 locale is there to test with")
    func localeInstalled() throws {
        let locales = try Command.run("locale", ["-a"]).stdout.lowercased()
        #expect(locales.contains("de_de.utf8"), "generate it: localedef -i de_DE -f UTF-8 de_DE.UTF-8")
    }

    @Test("LC_ALL=de_DE.UTF-8: 'Dezember 2026', 'Montag', 'Fr 25 Dez 2026' in the calendar, aligned")
    func calendar() async throws {
        let tmux = try Tmux(
            [Command.holical, "2026-12-25", "--region", "DE"], columns: 100, rows: 30, environment: Self.german)
        var screen = try await tmux.waitFor("Dezember 2026")
        for day in ["Montag", "Dienstag", "Mittwoch", "Donnerstag", "Freitag", "Samstag", "Sonntag"] {
            #expect(screen.contains(day), "weekday header lacks \(day): \(screen)")
        }
        #expect(!screen.contains("December") && !screen.contains("Monday"))
        #expect(screen.contains("Fr 25 Dez 2026"), "\(screen)")
        // The header's names start where their columns do: Montag above the 1st's column.
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let header = try #require(lines.first { $0.contains("Montag") })
        let dayLine = try #require(lines.first { $0.contains(" 30 ") && $0.contains(" 1 ") })
        let mondayColumn = try #require(header.range(of: "Montag")).lowerBound.utf16Offset(in: header)
        #expect(mondayColumn <= 2, "Montag starts the week in Germany: \(header) / \(dayLine)")
        try tmux.send("y")
        screen = try await tmux.waitFor("Juli")
        #expect(screen.contains("Januar") && screen.contains("Mo"), "\(screen)")
        try tmux.send("q")
        #expect(await tmux.exitStatus() == 0)
    }

    @Test("cal and list's table name months and weekdays in German, in English without a locale")
    func commandLine() throws {
        let cal = try Command.run(Command.holical, ["cal", "2026-12", "--region", "DE"], environment: Self.environment)
        #expect(cal.stdout.contains("Dezember 2026"), "\(cal.stdout)")
        #expect(cal.stdout.contains("Mo Di Mi Do Fr Sa So"), "\(cal.stdout)")
        let table = try Command.run(
            Command.holical, ["list", "--region", "DE", "--year", "2026", "--kind", "public"], environment: Self.environment)
        #expect(table.stdout.contains("2026-12-25  Fr "), "\(table.stdout)")
        var plain = ProcessInfo.processInfo.environment
        plain["LC_ALL"] = "C.UTF-8"
        let english = try Command.run(
            Command.holical, ["list", "--region", "DE", "--year", "2026", "--kind", "public"], environment: plain)
        #expect(english.stdout.contains("2026-12-25  Fri "), "\(english.stdout)")
    }

    /// This process's environment with the German locale.
    static var environment: [String: String] {
        ProcessInfo.processInfo.environment.merging(german) { $1 }
    }
}
