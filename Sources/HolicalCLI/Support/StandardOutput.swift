import Glibc

/// Every byte holical prints goes out here: whole buffers, in as few system calls as the
/// kernel allows. A write that fails (a full disk, a file closed under it) throws, so the
/// command ends with that error on stderr and exit status 1 (`HolicalCommand.runAndExit`)
/// instead of a silent 0.
enum StandardOutput {
    /// A descriptor and its name for messages.
    struct Stream {
        let descriptor: Int32
        let name: String

        /// Standard output.
        static let output = Stream(descriptor: STDOUT_FILENO, name: "standard output")
        /// Standard error.
        static let error = Stream(descriptor: STDERR_FILENO, name: "standard error")
    }

    /// Writes every byte of `bytes` to `stream`.
    static func write(_ bytes: [UInt8], to stream: Stream = .output) throws(CommandFailure) {
        // withUnsafeBytes does not carry a typed error through.
        let failure = bytes.withUnsafeBytes { buffer -> CommandFailure? in
            do throws(CommandFailure) {
                try write(buffer, to: stream)
                return nil
            } catch {
                return error
            }
        }
        if let failure { throw failure }
    }

    /// Writes `text` to `stream`.
    static func write(_ text: String, to stream: Stream = .output) throws(CommandFailure) {
        try write(Array(text.utf8), to: stream)
    }

    /// Writes every byte of `buffer` to `stream`, retrying short writes and interrupted
    /// calls; throws `cannot write to standard output: No space left on device` when the
    /// descriptor stops taking bytes.
    static func write(_ buffer: UnsafeRawBufferPointer, to stream: Stream = .output) throws(CommandFailure) {
        var offset = 0
        while offset < buffer.count {
            let written = Glibc.write(stream.descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                // write(2) returning 0 for a non-empty buffer says nothing in errno.
                let reason = written < 0 ? String(cString: strerror(errno)) : "nothing was written"
                throw CommandFailure("cannot write to \(stream.name): \(reason)")
            }
        }
    }
}
