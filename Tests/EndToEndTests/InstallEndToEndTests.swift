import Foundation
import Testing

@Suite("make install")
struct InstallEndToEndTests {
    @Test("make install puts the stripped binary, the manual pages and the completions under PREFIX; make uninstall takes them away")
    func installAndUninstall() throws {
        let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("holical-install-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let prefix = scratch + "/prefix"
        // The install's first step is the release build (docs/install.md), minutes long; the
        // binary this test run built stands in for it (`SWIFT=true` makes that step nothing).
        let variables = ["PREFIX=\(prefix)", "SWIFT=true", "BUILT=\(Command.holical)", "STAGE=\(scratch)/stage"]
        try Command.run("make", ["-s", "-C", repository, "install"] + variables, timeout: 120)

        let installed = prefix + "/bin/holical"
        #expect(try Command.run(installed, ["--version"]).stdout.hasPrefix("0.2.0 (commit "))
        let size = { (path: String) in ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? Int) ?? 0 }
        #expect(size(installed) > 0 && size(installed) < size(Command.holical), "stripped")
        let man = prefix + "/share/man/man1/"
        for page in ["holical", "holical-list", "holical-cache", "holical-busdays", "holical-next", "holical-bridges", "holical-cal"] {
            #expect(FileManager.default.fileExists(atPath: man + page + ".1"), "\(page).1")
        }
        let rendered = try Command.run("groff", ["-t", "-man", "-Tutf8", "-ww", "-P-bcou", man + "holical.1"])
        #expect(rendered.stderr.isEmpty, "\(rendered.stderr)")
        for section in ["KEYS", "FILES", "ENVIRONMENT", "EXIT STATUS"] { #expect(rendered.stdout.contains(section)) }
        #expect(FileManager.default.fileExists(atPath: prefix + "/share/zsh/site-functions/_holical"))
        #expect(FileManager.default.fileExists(atPath: prefix + "/share/fish/vendor_completions.d/holical.fish"))

        // bash, as a user's Tab would call it, completes `holical list --region DE-` to the Länder.
        let script = """
            source '\(prefix)/share/bash-completion/completions/holical'
            COMP_WORDS=('\(installed)' list --region DE-)
            COMP_CWORD=3
            COMP_LINE="${COMP_WORDS[*]}"
            COMP_POINT=${#COMP_LINE}
            _holical '\(installed)' DE- --region
            printf '%s\\n' "${COMPREPLY[@]}"
            """
        let completed = try Command.run("bash", ["-c", script]).stdout.split(separator: "\n").map(String.init)
        #expect(completed.contains("DE-BY") && completed.contains("DE-NW") && completed.contains("DE-TH"), "\(completed)")
        #expect(completed.allSatisfy { $0.hasPrefix("DE-") }, "\(completed)")

        try Command.run("make", ["-s", "-C", repository, "uninstall"] + variables)
        let left = FileManager.default.enumerator(atPath: prefix)?.compactMap { $0 as? String }
            .filter { !$0.hasSuffix("/") && (try? FileManager.default.attributesOfItem(atPath: prefix + "/" + $0)[.type] as? FileAttributeType) != .typeDirectory }
        #expect(left == [], "left after uninstall: \(left ?? [])")
    }
}
