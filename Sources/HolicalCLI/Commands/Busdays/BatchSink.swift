import HolidayEngine

/// The output side of `busdays --batch`: counts or dates, a line each, in a buffer that goes to
/// the descriptor in one write when it fills or when asked.
struct BatchSink {
    let descriptor: Int32
    private let buffer: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var used = 0

    init(descriptor: Int32, capacity: Int) {
        self.descriptor = descriptor
        self.capacity = capacity
        self.buffer = .allocate(capacity: capacity)
    }

    func deallocate() { buffer.deallocate() }

    /// Appends `value` in decimal and a newline.
    @inline(__always)
    mutating func append(_ value: Int) throws(BatchFailure) {
        // 20 digits, a sign and a newline at most.
        if capacity - used < 22 { try flush() }
        if value < 0 {
            buffer[used] = UInt8(ascii: "-")
            used += 1
        }
        let first = used
        var rest = value.magnitude
        repeat {
            buffer[used] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
            used += 1
        } while rest > 0
        // The digits came out last first.
        var (low, high) = (first, used - 1)
        while low < high {
            (buffer[low], buffer[high]) = (buffer[high], buffer[low])
            low += 1
            high -= 1
        }
        buffer[used] = UInt8(ascii: "\n")
        used += 1
    }

    /// Appends the date with `dayNumber` as `YYYY-MM-DD` (a year of four digits, as every
    /// year holical answers for has) and a newline.
    @inline(__always)
    mutating func append(dayNumber: Int) throws(BatchFailure) {
        if capacity - used < 11 { try flush() }
        let date = CivilDate(dayNumber: dayNumber)
        let zero = UInt8(ascii: "0")
        let p = buffer + used
        p[0] = zero + UInt8(date.year / 1000)
        p[1] = zero + UInt8(date.year / 100 % 10)
        p[2] = zero + UInt8(date.year / 10 % 10)
        p[3] = zero + UInt8(date.year % 10)
        p[4] = UInt8(ascii: "-")
        p[5] = zero + UInt8(date.month / 10)
        p[6] = zero + UInt8(date.month % 10)
        p[7] = UInt8(ascii: "-")
        p[8] = zero + UInt8(date.day / 10)
        p[9] = zero + UInt8(date.day % 10)
        p[10] = UInt8(ascii: "\n")
        used += 11
    }

    /// Appends an empty line.
    mutating func appendNewline() throws(BatchFailure) {
        if used == capacity { try flush() }
        buffer[used] = UInt8(ascii: "\n")
        used += 1
    }

    /// Writes what the buffer holds.
    mutating func flush() throws(BatchFailure) {
        guard used > 0 else { return }
        defer { used = 0 }
        do {
            try StandardOutput.write(
                UnsafeRawBufferPointer(start: buffer, count: used),
                to: StandardOutput.Stream(descriptor: descriptor, name: "standard output"))
        } catch {
            throw BatchFailure(line: nil, reason: error.description)
        }
    }
}
