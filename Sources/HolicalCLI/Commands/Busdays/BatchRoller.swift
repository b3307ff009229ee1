import HolidayEngine

/// `busdays roll --batch`: each `DATE` line rolled to a business day by one convention.
struct BatchRoller: BatchEngine {
    var calendar: BusinessCalendar
    let convention: BusinessDayConvention

    @inline(__always)
    mutating func answer(
        _ start: UnsafeMutablePointer<UInt8>, _ end: UnsafeMutablePointer<UInt8>, line: Int,
        into sink: inout BatchSink
    ) throws(BatchFailure) {
        switch BatchLine.parseDate(start, end) {
        case let .value(day):
            calendar.grow(toCover: day, day)
            guard let result = calendar.rollWithinYears(dayNumber: day, convention) else {
                throw BatchFailure(line: line, reason: BusdaysRollCommand.outOfRange(CivilDate(dayNumber: day), convention))
            }
            // An answer in a year not held (the last days of the last year) grows the
            // calendar for the lines after it.
            calendar.grow(toCover: result, result)
            try sink.append(dayNumber: result)
        case .blank:
            try sink.appendNewline()
        case .bad:
            throw BatchFailure(
                line: line, reason: BatchLine.diagnose(UnsafeBufferPointer(start: start, count: end - start), shape: .date))
        }
    }
}
