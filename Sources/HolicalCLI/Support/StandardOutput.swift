import Glibc

/// Writes a whole buffer to standard output in as few system calls as the kernel allows.
enum StandardOutput {
    /// Writes every byte of `bytes`, retrying short writes and interrupted calls.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Glibc.write(1, buffer.baseAddress! + offset, buffer.count - offset)
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
}
