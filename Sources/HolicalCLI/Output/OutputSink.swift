/// Where a command's output goes as it is made: bytes gather in an `OutputBuffer` and are
/// handed on whenever it holds a block, so that a long list is written as it is made
/// instead of being held whole (docs/architecture.md, "Long lists").
struct OutputSink {
    /// The bytes not yet handed on.
    var buffer: OutputBuffer
    /// How many bytes gather before they are handed on.
    let blockSize: Int
    private let deliver: ([UInt8]) throws -> Void

    /// A sink handing each block of at least `blockSize` bytes to `deliver`.
    init(blockSize: Int = 1 << 16, deliver: @escaping ([UInt8]) throws -> Void) {
        self.blockSize = blockSize
        self.deliver = deliver
        buffer = OutputBuffer(capacity: blockSize + 4_096)
    }

    /// Standard output, a block at a time.
    static func standardOutput() -> OutputSink {
        OutputSink { try StandardOutput.write($0) }
    }

    /// Hands the gathered bytes on when they fill a block.
    @inline(__always)
    mutating func flushIfFull() throws {
        if buffer.count >= blockSize { try flush() }
    }

    /// Hands on whatever has gathered.
    mutating func flush() throws {
        guard buffer.count > 0 else { return }
        try deliver(buffer.bytes)
        buffer.removeAll()
    }
}
