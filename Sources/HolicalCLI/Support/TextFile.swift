import Glibc

/// Reading a small text file of the system's (the time-zone table, /etc/timezone) without
/// Foundation: at most `limit` bytes, nil when it cannot be read or is not UTF-8.
enum TextFile {
    static func read(_ path: String, limit: Int) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 16_384)
        while bytes.count < limit {
            let count = Glibc.read(fd, &chunk, min(chunk.count, limit - bytes.count))
            if count < 0, errno == EINTR { continue }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk.prefix(count))
        }
        return String(validating: bytes, as: UTF8.self)
    }
}
