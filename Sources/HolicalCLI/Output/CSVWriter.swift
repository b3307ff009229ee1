import HolidayEngine

/// Writes holidays as CSV (RFC 4180 quoting, `\n` line ends for Unix tools), with a header.
enum CSVWriter {
    /// `date,name,localName,kind,region,observedOf,estimated` and one line per holiday
    /// (`estimated`: true for a forecast date).
    static func write(_ holidays: [Holiday], into out: inout OutputBuffer) {
        writeHeader(into: &out)
        for holiday in holidays { write(holiday, into: &out) }
    }

    /// The header line.
    static func writeHeader(into out: inout OutputBuffer) {
        out.append("date,name,localName,kind,region,observedOf,estimated\n")
    }

    /// One holiday's line.
    static func write(_ holiday: Holiday, into out: inout OutputBuffer) {
        out.append(date: holiday.date)
        out.append(byte: UInt8(ascii: ","))
        appendField(holiday.name, into: &out)
        out.append(byte: UInt8(ascii: ","))
        appendField(holiday.localName, into: &out)
        out.append(byte: UInt8(ascii: ","))
        out.append(holiday.kind.rawValue)
        out.append(byte: UInt8(ascii: ","))
        appendField(holiday.region, into: &out)
        out.append(byte: UInt8(ascii: ","))
        if let original = holiday.observedOf { out.append(date: original) }
        out.append(holiday.isEstimated ? ",true\n" : ",false\n")
    }

    /// Appends `text`, quoted (with quotes doubled) when it holds a comma, quote or line break.
    static func appendField(_ text: String, into out: inout OutputBuffer) {
        let needsQuotes = text.utf8.contains {
            $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: "\"") || $0 == 0x0A || $0 == 0x0D
        }
        guard needsQuotes else {
            out.append(text)
            return
        }
        out.append(byte: UInt8(ascii: "\""))
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\"") { out.append(byte: byte) }
            out.append(byte: byte)
        }
        out.append(byte: UInt8(ascii: "\""))
    }
}
