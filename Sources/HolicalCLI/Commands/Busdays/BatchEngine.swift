import Glibc
import HolidayEngine

/// What `busdays --batch` runs: something that answers one line at a time (`BatchCounter`,
/// `BatchRoller`, `BatchAdder`). `run` reads the lines in large blocks with read(2), hands
/// each to `answer` in place and writes the answers in large blocks, so a million lines
/// cost a fraction of a second and no line allocates.
protocol BatchEngine {
    /// Answers the line `start..<end` (without its newline, the `line`-th) into `sink`, or
    /// throws, having written nothing for it, when it is bad.
    mutating func answer(
        _ start: UnsafeMutablePointer<UInt8>, _ end: UnsafeMutablePointer<UInt8>, line: Int,
        into sink: inout BatchSink
    ) throws(BatchFailure)
}

/// What every batch shares: its first years and its block size.
enum Batch {
    /// The years a batch's calendar holds at first; a line outside them grows it once.
    static let initialYears = 1950...2100
    /// Bytes read or written per system call, and the longest line accepted.
    static let blockSize = 1 << 20
}

extension BatchEngine {
    /// Answers every line of `input` onto `output`, one answer (or blank) per line, and
    /// returns the number of lines. At a bad line it stops, having written the answers of
    /// the lines before it and nothing for that one.
    @discardableResult
    mutating func run(input: Int32, output: Int32) throws(BatchFailure) -> Int {
        let source = UnsafeMutablePointer<UInt8>.allocate(capacity: Batch.blockSize)
        defer { source.deallocate() }
        var sink = BatchSink(descriptor: output, capacity: Batch.blockSize)
        defer { sink.deallocate() }
        var filled = 0
        var lines = 0
        var atEnd = false
        while !atEnd {
            let got = read(input, source + filled, Batch.blockSize - filled)
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
                try answerFlushingFirst(source + start, end, line: lines, into: &sink)
                start = end - source + 1
            }
            if atEnd, start < filled {
                // A last line without a newline still gets its answer and a newline.
                lines += 1
                try answerFlushingFirst(source + start, source + filled, line: lines, into: &sink)
                start = filled
            }
            filled -= start
            if filled > 0 { memmove(source, source + start, filled) }
            if filled == Batch.blockSize {
                try sink.flush()
                throw BatchFailure(line: lines + 1, reason: "longer than \(Batch.blockSize) bytes; not a line of dates.")
            }
            // Answers for what has arrived go out now, so a pipe fed line by line sees them.
            try sink.flush()
        }
        return lines
    }

    /// `answer`, and when it fails, the answers before the bad line written first.
    @inline(__always)
    private mutating func answerFlushingFirst(
        _ start: UnsafeMutablePointer<UInt8>, _ end: UnsafeMutablePointer<UInt8>, line: Int,
        into sink: inout BatchSink
    ) throws(BatchFailure) {
        do {
            try answer(start, end, line: line, into: &sink)
        } catch {
            try sink.flush()
            throw error
        }
    }
}

extension BusinessCalendar {
    /// Grows the calendar, once, to hold the years of the days `first...last` (day numbers)
    /// when it does not: a batch keeps answering on the fast path.
    @inline(__always)
    mutating func grow(toCover first: Int, _ last: Int) {
        guard !covers(dayNumbers: first, last) else { return }
        self = extended(toCover: CivilDate(dayNumber: first).year...CivilDate(dayNumber: last).year)
    }
}
