import HolidayEngine

/// Writes the built-in regions for `holical list --regions`.
enum RegionListWriter {
    /// The regions as a table, a JSON array or CSV.
    static func write(_ regions: [Region], format: OutputFormat, into out: inout OutputBuffer) {
        switch format {
        case .table, .ics:
            TableWriter.writeRows(
                ["Code", "Name", "Local name", "Languages", "Week starts", "Weekend", "Known from", "Kinds"],
                regions.map {
                    [
                        $0.code, $0.name, $0.localName, $0.languages.joined(separator: ","),
                        $0.firstWeekday.name, $0.weekend.current.description, knownFrom($0),
                        $0.kinds.map(\.rawValue).joined(separator: ","),
                    ]
                }, into: &out)
        case .json:
            out.append("[\n")
            for (index, region) in regions.enumerated() {
                out.append(#"  {"code": "#)
                JSONWriter.appendString(region.code, into: &out)
                out.append(#", "name": "#)
                JSONWriter.appendString(region.name, into: &out)
                out.append(#", "localName": "#)
                JSONWriter.appendString(region.localName, into: &out)
                out.append(#", "languages": "#)
                appendArray(region.languages, into: &out)
                out.append(#", "firstWeekday": "#)
                JSONWriter.appendString(region.firstWeekday.name.lowercased(), into: &out)
                out.append(#", "weekend": "#)
                appendArray(region.weekend.current.days.map { $0.name.lowercased() }, into: &out)
                out.append(#", "firstYear": "#)
                out.append(region.known.first > YearSet.always.first ? "\(region.known.first)" : "null")
                out.append(#", "kinds": "#)
                appendArray(region.kinds.map(\.rawValue), into: &out)
                out.append(index == regions.count - 1 ? "}\n" : "},\n")
            }
            out.append("]\n")
        case .csv:
            out.append("code,name,localName,languages,firstWeekday,weekend,firstYear,kinds\n")
            for region in regions {
                let fields = [
                    region.code, region.name, region.localName, region.languages.joined(separator: " "),
                    region.firstWeekday.name.lowercased(),
                    region.weekend.current.days.map { $0.name.lowercased() }.joined(separator: " "),
                    knownFrom(region), region.kinds.map(\.rawValue).joined(separator: " "),
                ]
                for (index, field) in fields.enumerated() {
                    if index > 0 { out.append(byte: UInt8(ascii: ",")) }
                    CSVWriter.appendField(field, into: &out)
                }
                out.append(byte: 0x0A)
            }
        }
    }

    /// The first year the region's rules are known for, or empty when they have none.
    private static func knownFrom(_ region: Region) -> String {
        region.known.first > YearSet.always.first ? "\(region.known.first)" : ""
    }

    private static func appendArray(_ values: [String], into out: inout OutputBuffer) {
        out.append(byte: UInt8(ascii: "["))
        for (index, value) in values.enumerated() {
            if index > 0 { out.append(", ") }
            JSONWriter.appendString(value, into: &out)
        }
        out.append(byte: UInt8(ascii: "]"))
    }
}
