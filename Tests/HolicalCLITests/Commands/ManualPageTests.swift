import ArgumentParser
import Foundation
@testable import HolicalCLI
import Testing
import TUI

@Suite("Manual pages")
struct ManualPageTests {
    /// holical(1) and every subcommand's page.
    static let pages: [String?] = [nil] + ManualPage.commandNames

    @Test("holical(1) and a page per subcommand, each with every section a reader looks for")
    func sections() {
        #expect(ManualPage.commandNames == ["list", "cache", "busdays", "next", "bridges", "cal"])
        for page in Self.pages {
            let roff = ManualPage(command: page).roff()
            for section in ["NAME", "SYNOPSIS", "DESCRIPTION", "FILES", "ENVIRONMENT", "EXIT STATUS", "SEE ALSO"] {
                #expect(roff.contains("\n.SH \(section)\n"), "\(page ?? "holical") has no \(section)")
            }
            #expect(roff.contains("\n.SH OPTIONS\n") || roff.contains("\n.SH COMMANDS\n"))
            let title = "HOLICAL" + (page.map { "\\-" + $0.uppercased() } ?? "")
            #expect(roff.hasPrefix(".TH \"\(title)\" \"1\" \"\(ManualPage.Roff.escaped(BuildInfo.releaseDate))\""))
        }
    }

    @Test("groff renders every page without a warning")
    func rendersCleanly() throws {
        for page in Self.pages {
            let rendered = try Self.groff(ManualPage(command: page).roff())
            #expect(rendered.status == 0)
            #expect(rendered.warnings.isEmpty, "\(page ?? "holical"): \(rendered.warnings)")
            #expect(rendered.text.contains("EXIT STATUS"))
        }
    }

    @Test("KEYS is the calendar's key table, line for line")
    func keys() throws {
        let roff = ManualPage(command: nil).roff()
        let keys = try #require(roff.range(of: ".SH KEYS\n")).upperBound
        let end = try #require(roff.range(of: ".SH FILES\n", range: keys..<roff.endIndex)).lowerBound
        let tags = roff[keys..<end].split(separator: "\n").enumerated().compactMap { index, line -> String? in
            line.hasPrefix("\\fB") ? String(line) : nil
        }
        let table = KeyHelp.lines(.ascii)
        #expect(tags.count == table.count)
        for (tag, line) in zip(tags, table) {
            #expect(tag == "\\fB\(ManualPage.Roff.escaped(line.keys))\\fR")
        }
        #expect(roff.contains(ManualPage.Roff.escaped(table[0].action)))
    }

    @Test("each page names every option its command shows in --help")
    func options() {
        let tool = ManualPage.tool
        for name in ManualPage.commandNames {
            let roff = ManualPage(command: name).roff()
            let command = tool.subcommands!.first { $0.commandName == name }!
            for info in [command] + (command.subcommands ?? []) {
                for argument in info.arguments ?? [] where argument.shouldDisplay && argument.kind != "positional" {
                    for typed in argument.names ?? [] {
                        #expect(roff.contains("\\fB\(ManualPage.Roff.escaped(typed.typed))\\fR"), "\(name): \(typed.typed)")
                    }
                }
            }
        }
        let main = ManualPage(command: nil).roff()
        #expect(main.contains("\\fB\\-\\-region\\fR \\fICODES\\fR"))
        #expect(main.contains("\\fB\\-\\-week\\-numbers\\fR"))
    }

    @Test("help offers only values the command takes")
    func offeredValuesAreTaken() throws {
        func visit(_ info: ManualPage.CommandInfo, path: [String]) {
            for argument in info.arguments ?? [] where argument.kind == "option" && argument.shouldDisplay {
                guard let name = argument.preferredName?.typed else { continue }
                // A busdays command wants its dates.
                let dates = ["count": ["2026-01-01", "2026-01-31"], "add": ["2026-01-01", "5"], "roll": ["2026-01-01"]]
                let arguments = path.first == "busdays" ? dates[path.last!] ?? [] : []
                for value in argument.allValues ?? [] {
                    #expect(throws: Never.self, "\(path.joined(separator: " ")) \(name) \(value)") {
                        _ = try HolicalCommand.parseAsRoot(path + arguments + [name, value])
                    }
                }
            }
            for child in info.subcommands ?? [] where child.commandName != "help" {
                visit(child, path: path + [child.commandName])
            }
        }
        visit(ManualPage.tool, path: [])
        // What used to be offered and refused.
        #expect(!HolicalCommand.helpMessage(for: NextCommand.self).contains("csv"))
        #expect(!HolicalCommand.helpMessage(for: BridgesCommand.self).contains("ics"))
    }

    @Test("CHANGELOG.md's newest release is the version holical gives, on the pages' date")
    func changelog() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let changelog = try String(contentsOf: root.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let newest = try #require(changelog.split(separator: "\n").first { $0.hasPrefix("## ") })
        #expect(newest == "## \(BuildInfo.version) — \(BuildInfo.releaseDate)")
    }

    /// `roff` rendered by groff as man(1) does, with every warning on.
    static func groff(_ roff: String) throws -> (status: Int32, text: String, warnings: String) {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("holical-man-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let source = scratch.appendingPathComponent("page.1")
        let text = scratch.appendingPathComponent("text"), warnings = scratch.appendingPathComponent("warnings")
        try Data(roff.utf8).write(to: source)
        _ = FileManager.default.createFile(atPath: text.path, contents: nil)
        _ = FileManager.default.createFile(atPath: warnings.path, contents: nil)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // Plain text: no overstriking or escape sequences for bold and underline.
        process.arguments = ["groff", "-t", "-man", "-Tutf8", "-ww", "-P-bcou", source.path]
        process.standardOutput = try FileHandle(forWritingTo: text)
        process.standardError = try FileHandle(forWritingTo: warnings)
        try process.run()
        process.waitUntilExit()
        return (process.terminationStatus, try String(contentsOf: text, encoding: .utf8),
                try String(contentsOf: warnings, encoding: .utf8))
    }
}
