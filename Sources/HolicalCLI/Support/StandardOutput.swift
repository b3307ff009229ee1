import Glibc

/// Writes a whole buffer to standard output in as few system calls as the kernel allows.
enum StandardOutput {
    /// Writes every byte of `bytes`, retrying short writes and interrupted calls.
    static func write(_ bytes: [UInt8]) {
        bytes.withUnsafeBytes { _ = write($0) }
    }

    /// Writes every byte of `buffer` to `descriptor` (standard output by default), retrying
    /// short writes and interrupted calls; false if the descriptor stopped taking bytes.
    @discardableResult
    static func write(_ buffer: UnsafeRawBufferPointer, to descriptor: Int32 = 1) -> Bool {
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
