import HolidayEngine

/// Bytes of command output, built in memory: written once, or a block at a time through an
/// `OutputSink`.
struct OutputBuffer {
    /// The output so far.
    private(set) var bytes: [UInt8] = []

    /// An empty buffer with room for `capacity` bytes.
    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    /// Appends text as UTF-8.
    mutating func append(_ text: String) {
        bytes.append(contentsOf: text.utf8)
    }

    /// Appends one byte.
    mutating func append(byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends raw bytes.
    mutating func append(bytes more: some Sequence<UInt8>) {
        bytes.append(contentsOf: more)
    }

    /// Appends `2026-02-24`, or `20260224` when `separator` is nil (iCalendar).
    mutating func append(date: CivilDate, separator: UInt8? = UInt8(ascii: "-")) {
        appendDigits(date.year, count: 4)
        if let separator { bytes.append(separator) }
        appendDigits(date.month, count: 2)
        if let separator { bytes.append(separator) }
        appendDigits(date.day, count: 2)
    }

    /// The number of bytes held.
    var count: Int { bytes.count }

    /// Empties the buffer, keeping its room for the next block.
    mutating func removeAll() {
        bytes.removeAll(keepingCapacity: true)
    }

    /// Drops the spaces at the end (a table's line, whose last cells may be blank).
    mutating func trimTrailingSpaces() {
        while bytes.last == UInt8(ascii: " ") { bytes.removeLast() }
    }

    /// The text the buffer holds (for tests and messages).
    var text: String { String(decoding: bytes, as: UTF8.self) }

    /// Appends `value` in decimal, zero-padded to at least `count` digits, without
    /// allocating (this runs three times per holiday).
    private mutating func appendDigits(_ value: Int, count: Int) {
        guard value >= 0 else {
            append(String(value))
            return
        }
        var width = 1
        var power = 1
        while power <= value / 10 {
            power *= 10
            width += 1
        }
        for _ in width..<Swift.max(count, width) { bytes.append(UInt8(ascii: "0")) }
        var rest = value
        while power > 0 {
            bytes.append(UInt8(ascii: "0") + UInt8(rest / power))
            rest %= power
            power /= 10
        }
    }
}
