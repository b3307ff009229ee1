import Foundation

/// A tmux server of the test's own, running one command in a window of a given size.
///
/// The real `holical` binary runs inside it exactly as in a terminal; the test types with
/// `send-keys` and reads the screen with `capture-pane`.
final class Tmux {
    let socket = "holical-e2e-\(UUID().uuidString.prefix(8))"
    let directory: URL
    private var statusFile: URL { directory.appendingPathComponent("exit-status") }

    /// Starts `arguments` (the holical binary and its arguments) in a `columns` x `rows`
    /// window with `environment` added.
    init(_ arguments: [String], columns: Int, rows: Int, environment: [String: String] = [:]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent(String(socket))
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        var variables = [
            "LANG": "C.UTF-8", "TERM": "tmux-256color",
            "XDG_CONFIG_HOME": directory.appendingPathComponent("config").path,
            "XDG_CACHE_HOME": directory.appendingPathComponent("cache").path,
        ]
        variables.merge(environment) { $1 }
        let assignments = variables.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.quote($0.value))" }
        // `swift test` runs tests with NO_COLOR=1; the program gets it only when a test asks.
        let command = "env -u NO_COLOR \(assignments.joined(separator: " ")) "
            + arguments.map(Self.quote).joined(separator: " ")
            + "; echo $? > \(Self.quote(statusFile.path)); sleep 600"
        try run(["new-session", "-d", "-s", "main", "-x", String(columns), "-y", String(rows), command])
        try run(["set-option", "-t", "main", "window-size", "manual"])
    }

    deinit {
        _ = try? run(["kill-server"])
        try? FileManager.default.removeItem(at: directory)
    }

    /// The visible screen as text, one line per row; with `keepingTrailingSpaces`, the blanks
    /// the program wrote at the end of a line stay (`capture-pane -N`), so that a line drawn
    /// to the right edge is as wide as the window.
    func capture(keepingTrailingSpaces: Bool = false) throws -> String {
        try run(["capture-pane", "-p"] + (keepingTrailingSpaces ? ["-N"] : []) + ["-t", "main"])
    }

    /// The visible screen with its attributes as escape sequences (`capture-pane -e`).
    func captureWithEscapes() throws -> String {
        try run(["capture-pane", "-p", "-e", "-t", "main"])
    }

    /// Types keys, in tmux's names (`PageDown`, `Escape`, `q`, `C-c`).
    func send(_ keys: String...) throws {
        try run(["send-keys", "-t", "main"] + keys)
    }

    /// Types text literally.
    func type(_ text: String) throws {
        try run(["send-keys", "-t", "main", "-l", text])
    }

    /// Pastes text, as a terminal does with the clipboard: all of it at once, however long
    /// (`send-keys` refuses a command of more than a few thousand characters).
    func paste(_ text: String) throws {
        let file = directory.appendingPathComponent("paste-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        try run(["load-buffer", file.path])
        try run(["paste-buffer", "-t", "main"])
    }

    /// Clicks at a cell (0-based), as a terminal reports it in the X10 mouse encoding that
    /// tmux's terminfo entry declares: press, then release.
    func click(row: Int, column: Int) throws {
        try type(Self.mouseReport(button: 0, row: row, column: column))
        try type(Self.mouseReport(button: 3, row: row, column: column))
    }

    /// Turns the mouse wheel one notch down (`down`) or up at a cell.
    func wheel(down: Bool, row: Int, column: Int) throws {
        try type(Self.mouseReport(button: down ? 65 : 64, row: row, column: column))
    }

    private static func mouseReport(button: Int, row: Int, column: Int) -> String {
        let bytes = [32 + button, 33 + column, 33 + row].map { Character(Unicode.Scalar(UInt8($0))) }
        return "\u{1B}[M" + String(bytes)
    }

    /// Resizes the window, as a user dragging the terminal would.
    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-t", "main", "-x", String(columns), "-y", String(rows)])
    }

    /// A wait that ran out of time: what was awaited, and the last screen captured.
    struct Timeout: Error, CustomStringConvertible {
        var awaited: String
        var seconds: Double
        var screen: String

        var description: String {
            "waited \(seconds) s for \(awaited) in vain; the last screen was:\n\(screen)"
        }
    }

    /// Waits until the screen satisfies `predicate` and has stopped changing (a frame can
    /// be captured while it is still being written), and returns it; throws `Timeout`, with
    /// the last capture, when that does not happen within `timeout` seconds.
    ///
    /// Waits are async, never `Thread.sleep`: a test that blocked its thread would hold one
    /// of the few threads every async test of the run shares (two on a two-core machine).
    /// In a loaded run one sleep can outlast the whole timeout, so a wait gives up only
    /// once it has also looked `Self.looks` times: one that could not look has not waited.
    @discardableResult
    func waitForScreen(
        _ awaited: String = "screen that matches", timeout: Double = 10, _ predicate: (String) -> Bool
    ) async throws -> String {
        let deadline = Date().addingTimeInterval(timeout)
        var previous = try capture()
        var looks = 0
        while true {
            try await Task.sleep(for: .milliseconds(50))
            let screen = try capture()
            looks += 1
            if predicate(screen), screen == previous { return screen }
            if Date() >= deadline, looks >= Self.looks {
                throw Timeout(awaited: awaited, seconds: timeout, screen: screen)
            }
            previous = screen
        }
    }

    /// Waits until `text` is on screen.
    @discardableResult
    func waitFor(_ text: String, timeout: Double = 10) async throws -> String {
        try await waitForScreen("\"\(text)\" on screen", timeout: timeout) { $0.contains(text) }
    }

    /// The process id of the program running in the window: the child of tmux's shell, or
    /// (when `named`) the process of that name anywhere in the window's session.
    func programPID(named name: String? = nil) throws -> String {
        let shell = try run(["display-message", "-p", "-t", "main", "#{pane_pid}"])
            .trimmingCharacters(in: .whitespacesAndNewlines)
        let arguments = name.map { ["-s", shell, "-x", $0] } ?? ["-P", shell]
        return try Command.run("pgrep", arguments).stdout
            .split(separator: "\n").first.map(String.init) ?? ""
    }

    /// The fewest looks a wait takes before it gives up (see `waitForScreen`).
    static let looks = 20

    /// The exit status of the command once it has ended, waiting up to `timeout` seconds
    /// (and `Self.looks` looks).
    func exitStatus(timeout: Double = 10) async -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        var looks = 0
        while true {
            if let text = try? String(contentsOf: statusFile, encoding: .utf8),
               let status = Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)) {
                return status
            }
            looks += 1
            if Date() >= deadline, looks >= Self.looks { return nil }
            try? await Task.sleep(for: .milliseconds(50))
        }
    }

    @discardableResult
    private func run(_ arguments: [String]) throws -> String {
        try Command.run("tmux", ["-L", socket, "-f", "/dev/null"] + arguments).stdout
    }

    private static func quote(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }
}
