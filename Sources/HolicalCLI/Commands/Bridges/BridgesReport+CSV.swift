import HolidayEngine

extension BridgesReport {
    /// `section,from,to,days,leave,holidays`: a row per stretch (`stretch`), bridge
    /// (`bridge`, days being the days off it buys) and planned stretch (`plan`); leave
    /// dates and holiday names `; `-separated.
    func writeCSV(into out: inout OutputBuffer) {
        out.append("section,from,to,days,leave,holidays\n")
        for stretch in stretches { appendRow("stretch", stretch.dates, stretch.days, [], names(in: stretch), into: &out) }
        for bridge in bridges { appendRow("bridge", bridge.joined, bridge.daysOff, bridge.leave, "", into: &out) }
        for stretch in plan?.stretches ?? [] {
            appendRow("plan", stretch.dates, stretch.days, stretch.leave, names(in: stretch), into: &out)
        }
    }

    private func appendRow(
        _ section: String, _ range: DateRange, _ days: Int, _ leave: [CivilDate], _ names: String,
        into out: inout OutputBuffer
    ) {
        out.append(section)
        out.append(byte: UInt8(ascii: ","))
        out.append(date: range.lowerBound)
        out.append(byte: UInt8(ascii: ","))
        out.append(date: range.upperBound)
        out.append(",\(days),")
        out.append(leave.map { "\($0)" }.joined(separator: "; "))
        out.append(byte: UInt8(ascii: ","))
        CSVWriter.appendField(names, into: &out)
        out.append(byte: 0x0A)
    }
}
