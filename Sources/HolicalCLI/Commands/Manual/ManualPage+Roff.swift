extension ManualPage {
    /// A page being written in roff's man macros (man(7)), text escaped as it goes in.
    struct Roff {
        private(set) var text = ""

        /// `.TH "HOLICAL" "1" ...`: a request with quoted arguments.
        mutating func request(_ name: String, _ arguments: String...) {
            text += "." + name + arguments.map { " \"\(Self.escaped($0))\"" }.joined() + "\n"
        }

        mutating func section(_ title: String) { text += ".SH \(title)\n" }

        mutating func subsection(_ title: String) { text += ".SS \(Self.escaped(title))\n" }

        mutating func paragraphBreak() { text += ".PP\n" }

        /// A line of roff written as it is (already escaped).
        mutating func line(_ roff: String) { text += Self.guarded(roff) + "\n" }

        /// Plain text, its blank lines starting new paragraphs.
        mutating func paragraphs(_ plain: String) {
            let blocks = plain.split(separator: "\n\n", omittingEmptySubsequences: true)
            for (index, block) in blocks.enumerated() {
                if index > 0 { text += ".PP\n" }
                for line in block.split(separator: "\n") { text += Self.guarded(Self.escaped(String(line))) + "\n" }
            }
        }

        /// A synopsis line: the command in bold, the rest as given (already escaped).
        mutating func synopsis(_ words: [String]) {
            text += ".PP\n.B \(words[0])\n" + words.dropFirst().map(Self.guarded).joined(separator: "\n") + "\n"
        }

        /// `.TP`: a tag (already escaped) and its text (already escaped).
        mutating func taggedParagraph(_ tag: String, _ body: String) {
            text += ".TP\n\(Self.guarded(tag))\n\(Self.guarded(body))\n"
        }

        /// Each shown argument as a tagged paragraph: its names and value, what it does,
        /// the values it takes and its default.
        mutating func options(_ arguments: [ArgumentInfo]) {
            for argument in arguments where argument.shouldDisplay {
                var body = Self.escaped(argument.abstract ?? "")
                if let values = argument.allValues, values.count > 1, !(argument.abstract ?? "").contains(values[0]) {
                    body += " One of: " + values.map { "\\fB\(Self.escaped($0))\\fR" }.joined(separator: ", ") + "."
                }
                if let value = argument.defaultValue, !value.isEmpty, !(argument.abstract ?? "").contains("default") {
                    body += " Default: \(Self.escaped(value))."
                }
                if let discussion = argument.discussion, !discussion.isEmpty {
                    body += "\n" + Self.escaped(discussion)
                }
                taggedParagraph(Self.usage(of: argument, allNames: true), body)
            }
        }

        /// Examples: each a comment line and the command.
        mutating func examples(_ examples: [(String, String)]) {
            for (what, command) in examples {
                text += ".PP\n\(Self.guarded(Self.escaped(what)))\n.PP\n.RS 4\n.EX\n\(Self.guarded(Self.escaped(command)))\n.EE\n.RE\n"
            }
        }

        /// An argument as typed: `\fB--region\fR \fICODES\fR`, with all its names or the
        /// preferred one.
        static func usage(of argument: ArgumentInfo, allNames: Bool = false) -> String {
            let value = "\\fI\(escaped(argument.valueName ?? "value"))\\fR" + (argument.isRepeating ? "..." : "")
            guard argument.kind != "positional" else { return value }
            let names = allNames ? (argument.names ?? []) : [argument.preferredName ?? argument.names?.first].compactMap { $0 }
            let typed = names.map { "\\fB\(escaped($0.typed))\\fR" }.joined(separator: ", ")
            return argument.kind == "option" ? "\(typed) \(value)" : typed
        }

        /// Text made literal in roff: backslashes and hyphens escaped (a `-` in roff may
        /// become a hyphen, which a reader cannot paste as an option).
        static func escaped(_ plain: String) -> String {
            var out = ""
            for character in plain {
                switch character {
                case "\\": out += "\\e"
                case "-": out += "\\-"
                default: out.append(character)
                }
            }
            return out
        }

        /// A line that would start with `.` or `'` (a request) made text.
        private static func guarded(_ line: String) -> String {
            line.hasPrefix(".") || line.hasPrefix("'") ? "\\&" + line : line
        }
    }
}
