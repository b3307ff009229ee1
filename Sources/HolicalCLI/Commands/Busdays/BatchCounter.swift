import Glibc
import HolidayKit

/// The engine of `busdays --batch`: reads `FROM TO` lines in large blocks with read(2),
/// parses the bytes in place and writes the counts in large blocks, so a million lines
/// cost a fraction of a second and no line allocates.
struct BatchCounter {
    /// The years the calendar holds at first; a line outside them grows it once.
    static let initialYears = 1950...2100
    /// Bytes read or written per system call, and the longest line accepted.
    static let blockSize = 1 << 20

    var calendar: BusinessCalendar
    let includeStart: Bool
    let includeEnd: Bool

    /// Counts every line of `input` onto `output`, one count (or blank) per line, and
    /// returns the number of lines. At a bad line it stops, having written the counts of
    /// the lines before it and nothing for that one.
    @discardableResult
    mutating func run(input: Int32, output: Int32) throws(BatchFailure) -> Int {
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: Self.blockSize)
        defer { source.deallocate() }
        var sink = BatchSink(descriptor: output, capacity: Self.blockSize)
        defer { sink.deallocate() }
        var filled = 0
        var lines = 0
        var atEnd = false
        while !atEnd {
            let got = read(input, source + filled, Self.blockSize - filled)
            if got < 0 {
                if errno == EINTR { continue }
                throw BatchFailure(line: nil, reason: "cannot read standard input: \(String(cString: strerror(errno))).")
            }
            atEnd = got == 0
            filled += got
            var start = 0
            while start < filled {
                guard let newline = memchr(source + start, Int32(UInt8(ascii: "\n")), filled - start) else { break }
                let end = newline.assumingMemoryBound(to: UInt8.self)
                lines += 1
                try count(source + start, end, line: lines, into: &sink)
                start = end - source + 1
            }
            if atEnd, start < filled {
                // A last line without a newline still gets its count and a newline.
                lines += 1
                try count(source + start, source + filled, line: lines, into: &sink)
                start = filled
            }
            filled -= start
            if filled > 0 { memmove(source, source + start, filled) }
            if filled == Self.blockSize {
                try sink.flush()
                throw BatchFailure(line: lines + 1, reason: "longer than \(Self.blockSize) bytes; expected two dates.")
            }
            // Counts for what has arrived go out now, so a pipe fed line by line sees them.
            try sink.flush()
        }
        return lines
    }

    /// Counts one line (`start..<end`, without its newline) into `sink`.
    @inline(__always)
    private mutating func count(
        _ start: UnsafeMutablePointer<UInt8>, _ end: UnsafeMutablePointer<UInt8>, line: Int,
        into sink: inout BatchSink
    ) throws(BatchFailure) {
        switch BatchLine.parse(start, end) {
        case let .dates(from, to):
            if !calendar.covers(dayNumbers: Swift.min(from, to), Swift.max(from, to)) {
                let years = CivilDate(dayNumber: Swift.min(from, to)).year...CivilDate(dayNumber: Swift.max(from, to)).year
                calendar = calendar.extended(toCover: years)
            }
            let count = calendar.count(
                fromDayNumber: from, toDayNumber: to, includeStart: includeStart, includeEnd: includeEnd)
            try sink.append(count)
        case .blank:
            try sink.appendNewline()
        case .bad:
            try sink.flush()
            throw BatchFailure(line: line, reason: BatchLine.diagnose(UnsafeBufferPointer(start: start, count: end - start)))
        }
    }
}
