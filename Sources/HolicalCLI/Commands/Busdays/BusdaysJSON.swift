import HolidayEngine

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

    /// `{"date": ..., "days": 5, "convention": null, "result": ..., "region": ..., ...}`.
    static func add(
        date: CivilDate, days: Int, convention: BusinessDayConvention?, result: CivilDate,
        calendar: BusinessCalendar, into out: inout OutputBuffer
    ) {
        out.append(#"{"date": ""#)
        out.append(date: date)
        out.append(#"", "days": \#(days), "convention": "#)
        out.append(convention.map { "\"\($0.rawValue)\"" } ?? "null")
        appendResult(result, calendar: calendar, into: &out)
    }

    /// `{"date": ..., "convention": "following", "result": ..., "region": ..., ...}`.
    static func roll(
        date: CivilDate, convention: BusinessDayConvention, result: CivilDate, calendar: BusinessCalendar,
        into out: inout OutputBuffer
    ) {
        out.append(#"{"date": ""#)
        out.append(date: date)
        out.append(#"", "convention": "\#(convention.rawValue)""#)
        appendResult(result, calendar: calendar, into: &out)
    }

    /// `, "result": "2026-12-29"` and the calendar.
    private static func appendResult(_ result: CivilDate, calendar: BusinessCalendar, into out: inout OutputBuffer) {
        out.append(#", "result": ""#)
        out.append(date: result)
        out.append(byte: UInt8(ascii: "\""))
        appendCalendar(calendar, into: &out)
    }

    /// `, "region": "AU-NSW", "joint": null, "weekend": ["saturday", "sunday"], "kinds":
    /// ["public"]}` and a newline; a joint calendar's region is its regions' codes joined
    /// by commas, as `--region` takes them, and `joint` its rule.
    private static func appendCalendar(_ calendar: BusinessCalendar, into out: inout OutputBuffer) {
        out.append(#", "region": "#)
        let code = calendar.region?.code ?? calendar.members.compactMap(\.region?.code).joined(separator: ",")
        JSONWriter.appendString(code, into: &out)
        out.append(#", "joint": "#)
        out.append(calendar.rule.map { "\"\($0.rawValue)\"" } ?? "null")
        out.append(#", "weekend": ["#)
        out.append(calendar.weekend.current.days.map { "\"\($0.name.lowercased())\"" }.joined(separator: ", "))
        out.append(#"], "kinds": ["#)
        out.append(HolidayKind.allCases.filter(calendar.kinds.contains).map { "\"\($0.rawValue)\"" }.joined(separator: ", "))
        out.append("]}\n")
    }
}
