import HolidayEngine

/// `busdays --batch`: a count for each `FROM TO` line.
struct BatchCounter: BatchEngine {
    var calendar: BusinessCalendar
    let includeStart: Bool
    let includeEnd: Bool

    @inline(__always)
    mutating func answer(
        _ start: UnsafeMutablePointer<UInt8>, _ end: UnsafeMutablePointer<UInt8>, line: Int,
        into sink: inout BatchSink
    ) throws(BatchFailure) {
        switch BatchLine.parse(start, end) {
        case let .value((from, to)):
            calendar.grow(toCover: Swift.min(from, to), Swift.max(from, to))
            try sink.append(calendar.count(
                fromDayNumber: from, toDayNumber: to, includeStart: includeStart, includeEnd: includeEnd))
        case .blank:
            try sink.appendNewline()
        case .bad:
            throw BatchFailure(
                line: line, reason: BatchLine.diagnose(UnsafeBufferPointer(start: start, count: end - start), shape: .twoDates))
        }
    }
}
