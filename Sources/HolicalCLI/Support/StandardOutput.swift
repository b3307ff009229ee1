import Glibc

/// Writes whole buffers to standard output (or error) in as few system calls as the
/// kernel allows.
enum StandardOutput {
    /// Writes every byte of `bytes` to `descriptor`, retrying short writes and interrupted
    /// calls.
    static func write(_ bytes: [UInt8], to descriptor: Int32 = STDOUT_FILENO) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
    }

    /// Writes `text` to `descriptor`.
    static func write(_ text: String, to descriptor: Int32 = STDOUT_FILENO) {
        write(Array(text.utf8), to: descriptor)
    }
}
