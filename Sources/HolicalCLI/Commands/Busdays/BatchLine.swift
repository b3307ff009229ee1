import HolidayKit

/// One line of `busdays --batch` input, parsed from bytes: optional blanks, a date, a
/// separator (blanks, or a comma with optional blanks around it), a date, optional blanks
/// and an optional carriage return. Dates are `YYYY-MM-DD` in the years holical answers for.
enum BatchLine {
    /// What a line holds.
    enum Parsed {
        /// Two dates as day numbers.
        case dates(Int, Int)
        /// Nothing but blanks.
        case blank
        /// Anything else; `diagnose` says what is wrong.
        case bad
    }

    /// Parses the bytes `start..<end` (the line without its newline).
    @inline(__always)
    static func parse(_ start: UnsafePointer<UInt8>, _ end: UnsafePointer<UInt8>) -> Parsed {
        var p = skipBlanks(start, end)
        if p == end || (p + 1 == end && p.pointee == carriageReturn) { return .blank }
        guard end - p >= 10, let first = date(p) else { return .bad }
        p += 10
        let afterFirst = p
        p = skipBlanks(p, end)
        if p < end, p.pointee == comma { p = skipBlanks(p + 1, end) }
        guard p != afterFirst, end - p >= 10, let second = date(p) else { return .bad }
        p = skipBlanks(p + 10, end)
        if p < end, p.pointee == carriageReturn { p += 1 }
        return p == end ? .dates(first, second) : .bad
    }

    /// What is wrong with a line `parse` found bad, in words, quoting the offending text.
    static func diagnose(_ bytes: some Collection<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self)
        let expected = "expected two dates, FROM TO, separated by spaces, a tab or a comma; got '\(quoted(text))'."
        let fields = text.split { $0 == " " || $0 == "\t" || $0 == "," || $0 == "\r" }
        guard fields.count == 2, text.filter({ $0 == "," }).count <= 1 else { return expected }
        for field in fields {
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
    private static let carriageReturn = UInt8(ascii: "\r")
}
