import HolidayEngine
import TerminalText

extension BridgesReport {
    /// One JSON object: region, year, weekend, stretches, bridges and plan (null without
    /// `--leave`).
    func writeJSON(into out: inout OutputBuffer) {
        out.append(#"{"region": "#)
        JSONWriter.appendString(region.code, into: &out)
        out.append(#", "year": \#(days.year), "weekend": ["#)
        out.append(weekend.days.map { "\"\($0.name.lowercased())\"" }.joined(separator: ", "))
        out.append("],\n\"stretches\": [")
        for (index, stretch) in stretches.enumerated() {
            out.append(index == 0 ? "\n  " : ",\n  ")
            appendStretch(stretch, into: &out)
        }
        out.append("],\n\"bridges\": [")
        for (index, bridge) in bridges.enumerated() {
            out.append(index == 0 ? "\n  " : ",\n  ")
            out.append(#"{"leave": "#)
            Self.appendDates(bridge.leave, into: &out)
            appendRange(bridge.joined, into: &out)
            out.append(#", "daysOff": \#(bridge.daysOff), "daysOffPerLeaveDay": "#)
            out.append(Self.ratio(bridge))
            out.append("}")
        }
        out.append("],\n\"plan\": ")
        if let plan {
            out.append(#"{"budget": \#(plan.budget), "minimumLength": \#(plan.minimumLength), "leave": "#)
            Self.appendDates(plan.leave, into: &out)
            out.append(#", "daysOff": \#(plan.daysOff), "daysOffWithoutLeave": \#(plan.daysOffWithoutLeave), "stretches": ["#)
            for (index, stretch) in plan.stretches.enumerated() {
                out.append(index == 0 ? "\n  " : ",\n  ")
                appendStretch(stretch, into: &out)
            }
            out.append("]}")
        } else {
            out.append("null")
        }
        out.append("}\n")
    }

    /// `{"from": ..., "to": ..., "days": 4, "holidays": [{"date", "name", "localName"}], "leave": [...]}`.
    private func appendStretch(_ stretch: Stretch, into out: inout OutputBuffer) {
        out.append("{")
        appendRange(stretch.dates, into: &out, first: true)
        out.append(#", "days": \#(stretch.days), "holidays": ["#)
        for (index, holiday) in stretch.holidays.enumerated() {
            if index > 0 { out.append(", ") }
            out.append(#"{"date": ""#)
            out.append(date: holiday.date)
            out.append(#"", "name": "#)
            JSONWriter.appendString(TerminalSafeText.clean(holiday.name, limit: 200), into: &out)
            out.append(#", "localName": "#)
            JSONWriter.appendString(TerminalSafeText.clean(holiday.localName, limit: 200), into: &out)
            out.append("}")
        }
        out.append(#"], "leave": "#)
        Self.appendDates(stretch.leave, into: &out)
        out.append("}")
    }

    /// `"from": "2026-05-14", "to": "2026-05-17"`, after a comma unless `first`.
    private func appendRange(_ range: DateRange, into out: inout OutputBuffer, first: Bool = false) {
        out.append(first ? #""from": ""# : #", "from": ""#)
        out.append(date: range.lowerBound)
        out.append(#"", "to": ""#)
        out.append(date: range.upperBound)
        out.append("\"")
    }

    /// `["2026-05-15", ...]`.
    private static func appendDates(_ dates: [CivilDate], into out: inout OutputBuffer) {
        out.append("[")
        for (index, date) in dates.enumerated() {
            out.append(index == 0 ? "\"" : ", \"")
            out.append(date: date)
            out.append("\"")
        }
        out.append("]")
    }
}
