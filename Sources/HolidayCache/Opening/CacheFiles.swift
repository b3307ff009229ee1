#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// The few file-system operations the cache needs, with errors in words.
enum CacheFiles {
    /// Whether anything (file, directory, link) exists at `path`.
    static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// The size in bytes of the file at `path`, or nil if there is none.
    static func size(_ path: String) -> Int64? {
        var info = stat()
        return stat(path, &info) == 0 ? Int64(info.st_size) : nil
    }

    /// Whether `path` is a regular, non-empty file that does not start like an SQLite
    /// database (an empty file is a database SQLite has yet to write).
    static func isForeign(_ path: String) -> Bool {
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size > 0 else {
            return false
        }
        let magic = Array("SQLite format 3\0".utf8)
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        // Unreadable: SQLite's own open will tell why.
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        var header = [UInt8](repeating: 0, count: magic.count)
        let count = read(descriptor, &header, header.count)
        return count != magic.count || header != magic
    }

    /// Whether this process may write the file at `path` and create files beside it in
    /// `directory` (SQLite's -wal and -shm). Root may write anything but a read-only mount.
    static func isWritable(_ path: String, in directory: String) -> Bool {
        access(path, W_OK) == 0 && access(directory, W_OK | X_OK) == 0
    }

    /// Creates `path` and any missing parents, readable by the user only (XDG base
    /// directory specification: 0700).
    static func makeDirectory(_ path: String) throws(StoreError) {
        var built = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            built += "/" + component
            if mkdir(built, 0o700) != 0, errno != EEXIST {
                throw StoreError("cannot create cache directory \(built): \(lastError())")
            }
        }
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
            throw StoreError("cache directory \(path) is not a directory")
        }
        // SQLite would only say "unable to open database file".
        guard access(path, W_OK | X_OK) == 0 else {
            throw StoreError("cache directory \(path) is not writable: \(lastError())")
        }
    }

    /// Renames the file at `path`, with its `-wal` and `-shm`, to
    /// `<path>.corrupt-<UTC time>` (plus `-2`, `-3`... if that name is taken), and returns
    /// the new path of the file.
    static func moveAside(_ path: String, at time: UTCTime = .now()) throws(StoreError) -> String {
        let base = path + ".corrupt-" + time.compact
        var target = base
        var attempt = 1
        while exists(target) {
            attempt += 1
            target = base + "-\(attempt)"
        }
        try rename(path, to: target)
        // A -wal left next to the new file would be replayed into it as if it were its own.
        for suffix in ["-wal", "-shm"] where exists(path + suffix) {
            try rename(path + suffix, to: target + suffix)
        }
        return target
    }

    private static func rename(_ from: String, to: String) throws(StoreError) {
        guard Glibc.rename(from, to) == 0 else {
            throw StoreError("cannot move \(from) aside: \(lastError())")
        }
    }

    /// `strerror` of the current `errno`.
    static func lastError() -> String { String(cString: strerror(errno)) }
}
