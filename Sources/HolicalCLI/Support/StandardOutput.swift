import Glibc

/// Writes whole buffers to standard output (or error) in as few system calls as the
/// kernel allows.
enum StandardOutput {
    /// Writes every byte of `bytes` to `descriptor`, retrying short writes and interrupted
    /// calls.
    static func write(_ bytes: [UInt8], to descriptor: Int32 = STDOUT_FILENO) {
        bytes.withUnsafeBytes { _ = write($0, to: descriptor) }
    }

    /// Writes `text` to `descriptor`.
    static func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO) {
        write(Array(text.utf8), to: descriptor)
    }

    /// Writes every byte of `buffer` to `descriptor`, retrying short writes and interrupted
    /// calls; false if the descriptor stopped taking bytes.
    @discardableResult
    static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32 = STDOUT_FILENO) -> Bool {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return false
            }
        }
        return true
    }
}
