import Glibc

/// Reading a text file whole, or not at all, without Foundation: the files a user gives
/// (config.toml, holidays.toml, holidays.d/*.toml) and the system's small ones (the
/// time-zone table, /etc/timezone). Only a regular file is opened, and never in a way that
/// could block (a FIFO, /dev/tty); a file over the limit is refused, not read in part; a
/// NUL byte or bytes that are not UTF-8 are a problem with their line, not an early end
/// (docs/custom-holidays.md, "Mistakes").
enum TextFile {
    /// The most a file a user gives may hold: 1 MiB.
    static let userLimit = 1 << 20

    /// Why a file could not be used, as the rest of a sentence that starts with its path.
    struct Problem: Error, Equatable, CustomStringConvertible {
        let description: String
    }

    /// The text of the file at `path`, whole; nil when there is no file there (nor a
    /// symbolic link of that name); a `Problem` when there is one that cannot be used.
    static func read(_ path: Path, limit: Int) throws(Problem) -> String? {
        guard let bytes = try bytes(path, limit: limit) else { return nil }
        return try text(of: bytes)
    }

    /// The bytes of the file at `path`, whole, as `read` reads them but not checked as text
    /// (a calendar file, checked by its own parser; a time zone's binary data).
    static func bytes(_ path: Path, limit: Int) throws(Problem) -> [UInt8]? {
        guard let status = try status(of: path) else { return nil }
        try requireRegular(status)
        try requireWithin(limit, size: Int(status.st_size))
        let fd = path.withCString { open($0, O_RDONLY | O_CLOEXEC | O_NOCTTY | O_NONBLOCK) }
        guard fd >= 0 else { throw Problem(description: "cannot be read: \(reason(errno))") }
        defer { close(fd) }
        // Checked again on what was opened: the name may now name something else.
        var opened = stat()
        guard fstat(fd, &opened) == 0 else { throw Problem(description: "cannot be read: \(reason(errno))") }
        try requireRegular(opened)
        return try readAll(fd, limit: limit)
    }

    /// `read`, for the system's files: nil whatever the reason it cannot be used.
    static func contents(_ path: String, limit: Int) -> String? {
        (try? read(Path(path), limit: limit)) ?? nil
    }

    /// What `path` is, following symbolic links; nil when nothing is there, a `Problem`
    /// naming a link that leads nowhere.
    static func status(of path: Path) throws(Problem) -> stat? {
        var status = stat()
        if path.withCString({ stat($0, &status) }) == 0 { return status }
        let error = errno
        switch error {
        case ENOENT:
            guard let target = path.linkTarget else { return nil }
            throw Problem(description: "is a symbolic link to a file that does not exist (\(target.shown))")
        case ENOTDIR: return nil
        case ELOOP: throw Problem(description: "is a loop of symbolic links")
        default: throw Problem(description: "cannot be read: \(reason(error))")
        }
    }

    /// What kind of file `status` describes, for messages: `a FIFO`.
    static func kind(_ status: stat) -> String {
        switch status.st_mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFDIR: "a directory"
        case S_IFIFO: "a FIFO"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        default: "not a file"
        }
    }

    /// The system's sentence for an `errno` (`Permission denied`).
    static func reason(_ error: Int32) -> String {
        String(cString: strerror(error))
    }

    private static func requireRegular(_ status: stat) throws(Problem) {
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw Problem(description: "is \(kind(status)), not a regular file: holical reads only regular files")
        }
    }

    private static func requireWithin(_ limit: Int, size: Int) throws(Problem) {
        guard size <= limit else {
            let shown = limit % (1 << 20) == 0 ? "\(limit >> 20) MiB (\(limit) bytes)" : "\(limit) bytes"
            throw Problem(description: "is \(size) bytes: holical reads files of up to \(shown)")
        }
    }

    /// Every byte of `fd` up to `limit`; a file that turns out longer (it grew since its
    /// size was read) is refused like one that was.
    private static func readAll(_ fd: Int32, limit: Int) throws(Problem) -> [UInt8] {
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = Glibc.read(fd, &chunk, chunk.count)
            if count < 0, errno == EINTR { continue }
            guard count >= 0 else { throw Problem(description: "cannot be read: \(reason(errno))") }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk.prefix(count))
            try requireWithin(limit, size: bytes.count)
        }
    }

    /// `bytes` as text: a NUL byte or bytes that are not UTF-8 are a problem on their line.
    private static func text(of bytes: [UInt8]) throws(Problem) -> String {
        func line(at offset: Int) -> Int { 1 + bytes[..<offset].lazy.filter { $0 == 0x0A }.count }
        if let nul = bytes.firstIndex(of: 0) {
            throw Problem(description: "line \(line(at: nul)): holds a NUL byte, which text does not: is it a text file?")
        }
        if let text = String(validating: bytes, as: UTF8.self) { return text }
        var offset = 0
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        decoding: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): offset += UTF8.width(scalar)
            case .emptyInput, .error: break decoding
            }
        }
        throw Problem(description: "line \(line(at: min(offset, bytes.count))): is not UTF-8 text (save the file as UTF-8)")
    }
}
