import Glibc

extension TextFile {
    /// A path as the system has it, bytes: a name in `holidays.d/` need not be UTF-8, and
    /// such a file is read like any other; `shown` names it in messages.
    struct Path: Sendable, Hashable {
        /// The path's bytes, without a terminating NUL.
        let bytes: [UInt8]

        /// A path written as text.
        init(_ text: String) {
            bytes = Array(text.utf8)
        }

        init(bytes: [UInt8]) {
            self.bytes = bytes
        }

        /// The path of `name` inside this directory.
        func appending(_ name: [UInt8]) -> Path {
            Path(bytes: bytes + [UInt8(ascii: "/")] + name)
        }

        /// The last component's bytes.
        var name: ArraySlice<UInt8> {
            bytes[(bytes.lastIndex(of: UInt8(ascii: "/")).map { $0 + 1 } ?? 0)...]
        }

        /// The path for messages: its UTF-8 as it is, each byte that is not UTF-8 as `\xE9`.
        var shown: String {
            if let text = String(validating: bytes, as: UTF8.self) { return text }
            var shown = ""
            var rest = bytes[...]
            while !rest.isEmpty {
                // The longest prefix that is UTF-8, then one byte escaped.
                var valid = rest.startIndex
                var iterator = rest.makeIterator()
                var decoder = UTF8()
                decoding: while true {
                    switch decoder.decode(&iterator) {
                    case .scalarValue(let scalar):
                        shown.unicodeScalars.append(scalar)
                        valid += UTF8.width(scalar)
                    case .emptyInput, .error: break decoding
                    }
                }
                rest = rest[valid...]
                guard let byte = rest.first else { break }
                shown += "\\x" + String(byte, radix: 16, uppercase: true)
                rest = rest.dropFirst()
            }
            return shown
        }

        /// The target of the symbolic link at this path; nil when it is not one.
        var linkTarget: Path? {
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX))
            let count = withCString { readlink($0, &buffer, buffer.count) }
            guard count >= 0 else { return nil }
            return Path(bytes: buffer.prefix(count).map { UInt8(bitPattern: $0) })
        }

        /// Calls `body` with the path as a C string.
        func withCString<Result>(_ body: (UnsafePointer<CChar>) throws -> Result) rethrows -> Result {
            try (bytes + [0]).withUnsafeBufferPointer { buffer in
                try buffer.withMemoryRebound(to: CChar.self) { try body($0.baseAddress!) }
            }
        }
    }

    /// The entries of the directory at `path` (not `.` and `..`), in byte order; nil when
    /// there is no directory there; a `Problem` when there is something else, or it
    /// cannot be listed.
    static func entries(of path: Path) throws(Problem) -> [Path]? {
        guard let status = try status(of: path) else { return nil }
        guard status.st_mode & S_IFMT == S_IFDIR else {
            throw Problem(description: "is \(kind(status)), not a directory")
        }
        guard let directory = path.withCString({ opendir($0) }) else {
            throw Problem(description: "cannot be read: \(reason(errno))")
        }
        defer { closedir(directory) }
        var names: [[UInt8]] = []
        while true {
            errno = 0
            guard let entry = readdir(directory) else {
                if errno != 0 { throw Problem(description: "cannot be read: \(reason(errno))") }
                break
            }
            let name = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
                Array(raw.prefix { $0 != 0 })
            }
            if name != [UInt8(ascii: ".")], name != [UInt8(ascii: "."), UInt8(ascii: ".")] { names.append(name) }
        }
        return names.sorted { $0.lexicographicallyPrecedes($1) }.map { path.appending($0) }
    }
}
