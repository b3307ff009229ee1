/// Reading and writing a weekend as text: `sat,sun`, `fri,sat`, `sun`, `none`, or numpy's
/// seven-digit `weekmask` (`1111100`: Monday first, 1 for a working day).
extension WeekendMask: CustomStringConvertible {
    /// `sat,sun` (three-letter lowercase names, Monday first), or `none`; `parse` reads it back.
    public var description: String {
        let names = days.map { $0.shortName.lowercased() }
        return names.isEmpty ? "none" : names.joined(separator: ",")
    }

    /// Parses comma-separated weekday names or prefixes of at least two letters (any case,
    /// spaces around names ignored, repeats allowed), `none`, or seven 0/1 digits Monday
    /// first as numpy's `busday_count(weekmask=)` takes them (1 = working day).
    public static func parse(_ text: some StringProtocol) throws(WeekendMaskError) -> WeekendMask {
        let trimmed = text.trimmingSpaces
        if trimmed.isEmpty { throw .noDays }
        if trimmed.lowercased() == "none" { return .empty }
        var days: [Weekday] = []
        if trimmed.utf8.count == 7, trimmed.utf8.allSatisfy({ $0 == UInt8(ascii: "0") || $0 == UInt8(ascii: "1") }) {
            for (offset, digit) in trimmed.utf8.enumerated() where digit == UInt8(ascii: "0") {
                days.append(Weekday.monday.advanced(by: offset))
            }
        } else {
            for part in trimmed.split(separator: ",", omittingEmptySubsequences: false) {
                let name = part.trimmingSpaces
                guard let day = Weekday(name: name) else { throw .unknownDay(name) }
                days.append(day)
            }
        }
        guard let mask = WeekendMask(days) else { throw .everyDay }
        return mask
    }
}
