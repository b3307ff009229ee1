import HolidayKit

/// The JSON objects `holical busdays --format json` prints, one line each.
enum BusdaysJSON {
    /// `{"from": ..., "to": ..., "count": 4, "includeStart": false, "includeEnd": false, ...}`.
    static func count(
        from: CivilDate, to: CivilDate, count: Int, includeStart: Bool, includeEnd: Bool,
        calendar: BusinessCalendar, into out: inout OutputBuffer
    ) {
        out.append(#"{"from": ""#)
        out.append(date: from)
        out.append(#"", "to": ""#)
        out.append(date: to)
        out.append(#"", "count": \#(count), "includeStart": \#(includeStart), "includeEnd": \#(includeEnd)"#)
        appendCalendar(calendar, into: &out)
    }

    /// `{"date": ..., "days": 5, "result": ..., "region": ..., "weekend": [...], "kinds": [...]}`.
    static func add(date: CivilDate, days: Int, result: CivilDate, calendar: BusinessCalendar, into out: inout OutputBuffer) {
        out.append(#"{"date": ""#)
        out.append(date: date)
        out.append(#"", "days": \#(days), "result": ""#)
        out.append(date: result)
        out.append(byte: UInt8(ascii: "\""))
        appendCalendar(calendar, into: &out)
    }

    /// `, "region": "AU-NSW", "weekend": ["saturday", "sunday"], "kinds": ["public"]}` and
    /// a newline.
    private static func appendCalendar(_ calendar: BusinessCalendar, into out: inout OutputBuffer) {
        out.append(#", "region": "#)
        JSONWriter.appendString(calendar.region?.code ?? "", into: &out)
        out.append(#", "weekend": ["#)
        out.append(calendar.weekend.current.days.map { "\"\($0.name.lowercased())\"" }.joined(separator: ", "))
        out.append(#"], "kinds": ["#)
        out.append(HolidayKind.allCases.filter(calendar.kinds.contains).map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
        out.append("]}\n")
    }
}
