import HolidayEngine

/// One line of `busdays --batch` input, parsed from bytes. A line holds fields separated by
/// blanks, or by a comma with optional blanks around it, with optional blanks before and
/// after and an optional carriage return at the end. Its fields depend on the command
/// (`Shape`): two dates (`count`), one date (`roll`), or a date and a whole number (`add`).
/// Dates are `YYYY-MM-DD` in the years holical answers for.
enum BatchLine {
    /// What a line holds.
    enum Parsed<Value> {
        /// The fields: two day numbers, one, or a day number and a number of days.
        case value(Value)
        /// Nothing but blanks.
        case blank
        /// Anything else; `diagnose` says what is wrong.
        case bad
    }

    /// The fields a command's lines hold.
    enum Shape {
        /// `FROM TO`: `busdays --batch`.
        case twoDates
        /// `DATE`: `busdays roll --batch`.
        case date
        /// `DATE N`: `busdays add --batch`.
        case dateAndDays

        /// What a line should hold, for the message about a line that does not.
        var expected: String {
            switch self {
            case .twoDates: "expected two dates, FROM TO, separated by spaces, a tab or a comma"
            case .date: "expected one date, YYYY-MM-DD"
            case .dateAndDays: "expected a date and a number of business days, DATE N, separated by spaces, a tab or a comma"
            }
        }

        var isDate: [Bool] {
            switch self {
            case .twoDates: [true, true]
            case .date: [true]
            case .dateAndDays: [true, false]
            }
        }
    }

    /// The two dates of a `FROM TO` line (`start..<end`, without its newline).
    @inline(__always)
    static func parse(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Parsed<(Int, Int)> {
        let p = skipBlanks(start, end)
        if isBlank(p, end) { return .blank }
        guard end - p >= 10, let first = date(p) else { return .bad }
        guard let q = separator(after: p + 10, end), end - q >= 10, let second = date(q) else { return .bad }
        return atEnd(q + 10, end) ? .value((first, second)) : .bad
    }

    /// The date of a `DATE` line.
    @inline(__always)
    static func parseDate(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Parsed<Int> {
        let p = skipBlanks(start, end)
        if isBlank(p, end) { return .blank }
        guard end - p >= 10, let day = date(p), atEnd(p + 10, end) else { return .bad }
        return .value(day)
    }

    /// The date and the whole number of a `DATE N` line (`+5`, `5`, `-5`; at most 18
    /// digits, so it cannot overflow: the caller judges its size).
    @inline(__always)
    static func parseDateAndDays(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Parsed<(Int, Int)> {
        let p = skipBlanks(start, end)
        if isBlank(p, end) { return .blank }
        guard end - p >= 10, let day = date(p), var q = separator(after: p + 10, end) else { return .bad }
        let negative = q < end && q.pointee == minus
        if q < end, negative || q.pointee == plus { q += 1 }
        let digits = q
        var n = 0
        while q < end {
            let digit = q.pointee &- UInt8(ascii: "0")
            guard digit < 10 else { break }
            n = n * 10 + Int(digit)
            q += 1
        }
        guard q > digits, q - digits <= 18, atEnd(q, end) else { return .bad }
        return .value((day, negative ? -n : n))
    }

    /// What is wrong with a line the parser for `shape` found bad, in words, quoting the
    /// offending text.
    static func diagnose(_ bytes: some Collection<UInt8>, shape: Shape) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let expected = "\(shape.expected); got '\(quoted(text))'."
        let fields = text.split { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" }
        guard fields.count == shape.isDate.count, text.filter({ $0 == "," }).count <= 1 else { return expected }
        for (field, isDate) in zip(fields, shape.isDate) {
            guard isDate else {
                guard Int(field) != nil, field.drop(while: { $0 == "+" || $0 == "-" }).count <= 18 else {
                    return "N must be a whole number of business days, e.g. 5 or -5; got '\(quoted(String(field)))'."
                }
                continue
            }
            guard let date = CivilDate.parse(field) else {
                return "invalid date '\(quoted(String(field)))': use YYYY-MM-DD, a real calendar date, e.g. 2026-02-24."
            }
            guard OptionParsing.years.contains(date.year) else {
                return "year of \(field) is out of range: use \(OptionParsing.years.lowerBound)-\(OptionParsing.years.upperBound)."
            }
        }
        return expected
    }

    /// At most 60 characters of `text`, safe to print: control and format characters
    /// (escape sequences, bidirectional overrides) are shown as `\u{1B}`, so the message
    /// says what was there and a terminal acts on none of it.
    private static func quoted(_ text: String) -> String {
        let short = text.count > 60 ? String(text.prefix(57)) + "..." : text
        var out = ""
        for scalar in short.unicodeScalars {
            switch scalar.properties.generalCategory {
            case .control, .format, .lineSeparator, .paragraphSeparator, .surrogate, .privateUse:
                out += scalar.escaped(asASCII: true)
            default:
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The day number of the `YYYY-MM-DD` at `p` (10 bytes), nil if it is not one or its
    /// year is out of range.
    @inline(__always)
    private static func date(_ p: UnsafePointer<UInt8>) -> Int? {
        let zero = UInt8(ascii: "0")
        // Wrapping subtraction: anything but a digit becomes 10 or more.
        let y0 = p[0] &- zero, y1 = p[1] &- zero, y2 = p[2] &- zero, y3 = p[3] &- zero
        let m0 = p[5] &- zero, m1 = p[6] &- zero, d0 = p[8] &- zero, d1 = p[9] &- zero
        guard p[4] == dash, p[7] == dash, y0 < 10, y1 < 10, y2 < 10, y3 < 10, m0 < 10, m1 < 10, d0 < 10, d1 < 10
        else { return nil }
        let year = Int(y0) * 1000 + Int(y1) * 100 + Int(y2) * 10 + Int(y3)
        let month = Int(m0) * 10 + Int(m1)
        let day = Int(d0) * 10 + Int(d1)
        guard OptionParsing.years.contains(year), let date = CivilDate(year: year, month: month, day: day)
        else { return nil }
        return date.dayNumber
    }

    /// The start of the next field after a field ending at `p`: past blanks, or past a
    /// comma and the blanks around it; nil when there is no separator.
    @inline(__always)
    private static func separator(after p: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> UnsafePointer<UInt8>? {
        var q = skipBlanks(p, end)
        if q < end, q.pointee == comma { q = skipBlanks(q + 1, end) }
        return q == p ? nil : q
    }

    /// Whether only blanks and a carriage return are left from `p`.
    @inline(__always)
    private static func atEnd(_ p: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Bool {
        var q = skipBlanks(p, end)
        if q < end, q.pointee == carriageReturn { q += 1 }
        return q == end
    }

    /// Whether the line from `p` (past its leading blanks) is empty, or a carriage return.
    @inline(__always)
    private static func isBlank(_ p: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Bool {
        p == end || (p + 1 == end && p.pointee == carriageReturn)
    }

    @inline(__always)
    private static func skipBlanks(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> UnsafePointer<UInt8> {
        var p = start
        while p < end, p.pointee == space || p.pointee == tab { p += 1 }
        return p
    }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let comma = UInt8(ascii: ",")
    private static let dash = UInt8(ascii: "-")
    private static let minus = UInt8(ascii: "-")
    private static let plus = UInt8(ascii: "+")
    private static let carriageReturn = UInt8(ascii: "\r")
}
