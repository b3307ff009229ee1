import ArgumentParser
import FoundationEssentials
import TUI

/// A manual page, holical(1) or holical-COMMAND(1), in roff's man macros.
///
/// The options come from the commands' own definitions (ArgumentParser's description of
/// them, the one `--help` prints) and the KEYS from the calendar's key table (the one the
/// `?` pane draws), so the page cannot say other than the program does; what is written
/// here is the prose: what holical is, its files, its environment, its exit statuses.
struct ManualPage {
    /// The subcommand whose page this is; nil for holical(1).
    let command: String?

    /// The subcommands that have a page of their own.
    static var commandNames: [String] {
        (tool.subcommands ?? []).filter { $0.shouldDisplay && $0.commandName != "help" && $0.commandName != "open" }
            .map(\.commandName)
    }

    /// The page as roff.
    func roff() -> String {
        var page = Roff()
        let tool = Self.tool
        let title = command.map { "HOLICAL-" + $0.uppercased() } ?? "HOLICAL"
        page.request("TH", title, "1", BuildInfo.releaseDate, "holical \(BuildInfo.version)", "User Commands")
        if let command, let info = tool.subcommands?.first(where: { $0.commandName == command }) {
            commandPage(info, on: &page)
        } else {
            mainPage(tool, on: &page)
        }
        return page.text
    }

    /// holical(1): the calendar, its options and keys, the subcommands by name, and what
    /// every command shares (files, environment, exit statuses).
    private func mainPage(_ tool: CommandInfo, on page: inout Roff) {
        let calendar = tool.subcommands?.first { $0.commandName == "open" }
        page.section("NAME")
        page.line("holical \\- \(Roff.escaped(Self.lowercasedFirst(tool.abstract ?? "")))")
        page.section("SYNOPSIS")
        page.synopsis(["holical", "[\\fIYYYY-MM\\fR | \\fIYYYY-MM-DD\\fR]", "[\\fIoptions\\fR]"])
        page.synopsis(["holical", "\\fIcommand\\fR", "[\\fIoptions\\fR]"])
        page.section("DESCRIPTION")
        page.paragraphs(Self.description)
        if let calendar {
            page.paragraphBreak()
            page.paragraphs(calendar.discussion ?? "")
        }
        page.section("OPTIONS")
        page.options(calendar?.arguments ?? [])
        page.section("COMMANDS")
        for name in Self.commandNames {
            guard let info = tool.subcommands?.first(where: { $0.commandName == name }) else { continue }
            page.taggedParagraph("\\fB\(name)\\fR", "\(Roff.escaped(info.abstract ?? "")) See \\fBholical\\-\(name)\\fR(1).")
        }
        page.section("KEYS")
        page.paragraphs("In the calendar (the ? key shows the same table):")
        for line in KeyHelp.lines(.ascii) {
            page.taggedParagraph("\\fB\(Roff.escaped(line.keys))\\fR", Roff.escaped(line.action))
        }
        shared(on: &page)
        page.section("EXAMPLES")
        page.examples(Self.examples)
        page.section("SEE ALSO")
        page.line(Self.commandNames.map { "\\fBholical\\-\($0)\\fR(1)" }.joined(separator: ", ") + ", \\fBcal\\fR(1)")
    }

    /// holical-COMMAND(1): its synopsis, what it does, its options (and its subcommands'),
    /// and the shared sections.
    private func commandPage(_ info: CommandInfo, on page: inout Roff) {
        let name = info.commandName
        page.section("NAME")
        page.line("holical\\-\(name) \\- \(Roff.escaped(Self.lowercasedFirst(info.abstract ?? "")))")
        page.section("SYNOPSIS")
        let children = (info.subcommands ?? []).filter { $0.shouldDisplay && $0.commandName != "help" }
        if children.isEmpty {
            page.synopsis(["holical", name] + Self.synopsis(of: info))
        } else {
            for child in children { page.synopsis(["holical", name, child.commandName] + Self.synopsis(of: child)) }
        }
        page.section("DESCRIPTION")
        page.paragraphs(info.discussion ?? info.abstract ?? "")
        if children.isEmpty {
            page.section("OPTIONS")
            page.options(info.arguments ?? [])
        } else {
            page.section("COMMANDS")
            for child in children {
                page.subsection("holical \(name) \(child.commandName)")
                page.paragraphs(child.discussion ?? child.abstract ?? "")
                page.options(child.arguments ?? [])
            }
        }
        shared(on: &page)
        if let examples = Self.commandExamples[name] {
            page.section("EXAMPLES")
            page.examples(examples)
        }
        page.section("SEE ALSO")
        page.line("\\fBholical\\fR(1)")
    }

    /// FILES, ENVIRONMENT and EXIT STATUS, the same on every page.
    private func shared(on page: inout Roff) {
        page.section("FILES")
        for (path, text) in Self.files { page.taggedParagraph("\\fI\(Roff.escaped(path))\\fR", Roff.escaped(text)) }
        page.section("ENVIRONMENT")
        for (name, text) in Self.environment { page.taggedParagraph("\\fB\(name)\\fR", Roff.escaped(text)) }
        page.section("EXIT STATUS")
        for (status, text) in Self.exitStatuses { page.taggedParagraph("\\fB\(status)\\fR", Roff.escaped(text)) }
    }

    /// A command's arguments as a synopsis: `[--region CODES] [YYYY-MM]`.
    private static func synopsis(of info: CommandInfo) -> [String] {
        (info.arguments ?? []).filter { $0.shouldDisplay && !["help", "version"].contains($0.preferredName?.name) }.map { argument in
            let text = Roff.usage(of: argument)
            return argument.isOptional ? "[\(text)]" : text
        }
    }

    /// An abstract as NAME's text: `a full-screen ...`, without its full stop (an acronym
    /// keeps its capitals).
    private static func lowercasedFirst(_ text: String) -> String {
        let sentence = text.hasSuffix(".") ? String(text.dropLast()) : text
        guard let first = sentence.first, !(sentence.dropFirst().first?.isUppercase ?? false) else { return sentence }
        return first.lowercased() + sentence.dropFirst()
    }

    /// The commands as ArgumentParser describes them.
    static let tool: CommandInfo = {
        let json = HolicalCommand._dumpHelp()
        // Our own commands' description: it decodes, or the program itself is broken.
        return try! JSONDecoder().decode(Dump.self, from: Data(json.utf8)).command
    }()
}

extension ManualPage {
    /// The part of ArgumentParser's `--experimental-dump-help` description a page needs.
    struct Dump: Decodable {
        let command: CommandInfo
    }

    /// A command: its name, help and arguments, and its subcommands.
    struct CommandInfo: Decodable {
        let commandName: String
        let abstract: String?
        let discussion: String?
        let shouldDisplay: Bool
        let arguments: [ArgumentInfo]?
        let subcommands: [CommandInfo]?
    }

    /// An option, flag or positional argument.
    struct ArgumentInfo: Decodable {
        /// One of the argument's names: `--region`, `-3`.
        struct Name: Decodable {
            let kind: String
            let name: String

            /// As typed: `--region`, `-3`.
            var typed: String { (kind == "long" ? "--" : "-") + name }
        }

        let kind: String
        let names: [Name]?
        let preferredName: Name?
        let valueName: String?
        let abstract: String?
        let discussion: String?
        let defaultValue: String?
        let allValues: [String]?
        let isOptional: Bool
        let isRepeating: Bool
        let shouldDisplay: Bool
    }
}
