import HolidayEngine

/// `busdays add --batch`: each `DATE N` line moved N business days, rolled first by a
/// convention when there is one.
struct BatchAdder: BatchEngine {
    var calendar: BusinessCalendar
    let convention: BusinessDayConvention?

    @inline(__always)
    mutating func answer(
        _ start: UnsafeMutablePointer<UInt8>, _ end: UnsafeMutablePointer<UInt8>, line: Int,
        into sink: inout BatchSink
    ) throws(BatchFailure) {
        switch BatchLine.parseDateAndDays(start, end) {
        case let .value((day, n)):
            calendar.grow(toCover: day, day)
            guard let result = calendar.addWithinYears(n, toDayNumber: day, rolling: convention) else {
                throw BatchFailure(line: line, reason: BusdaysAddCommand.outOfRange(n, from: CivilDate(dayNumber: day)))
            }
            // Answers in years not held grow the calendar for the lines after them.
            calendar.grow(toCover: Swift.min(day, result), Swift.max(day, result))
            try sink.append(dayNumber: result)
        case .blank:
            try sink.appendNewline()
        case .bad:
            throw BatchFailure(
                line: line,
                reason: BatchLine.diagnose(UnsafeBufferPointer(start: start, count: end - start), shape: .dateAndDays))
        }
    }
}
