import Foundation

/// Runs `body` with a new empty directory that is removed afterwards.
func withTemporaryDirectory<T>(_ body: (String) throws -> T) throws -> T {
    let path = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try body(path)
}

/// Runs `body`, which waits for other processes, with a new empty directory that is
/// removed afterwards.
func withTemporaryDirectory<T>(_ body: (String) async throws -> T) async throws -> T {
    let path = try makeTemporaryDirectory()
    defer { try? FileManager.default.removeItem(atPath: path) }
    return try await body(path)
}

/// A new empty directory; the caller removes it.
func makeTemporaryDirectory() throws -> String {
    let template = FileManager.default.temporaryDirectory
        .appendingPathComponent("holical-cache-test-XXXXXX").path
    var bytes = Array(template.utf8CString)
    guard let made = mkdtemp(&bytes) else {
        throw CocoaError(.fileWriteUnknown)
    }
    return String(cString: made)
}

/// Writes `bytes` to the file at `path`, replacing it.
func writeFile(_ path: String, _ bytes: [UInt8]) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
}

/// The bytes of the file at `path`.
func readFile(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
}

/// Whether anything exists at `path`.
func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

/// The names in `directory`, sorted.
func listing(_ directory: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
}

/// Creates an empty file at `path` (a signal between processes).
func touch(_ path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: nil)
}
