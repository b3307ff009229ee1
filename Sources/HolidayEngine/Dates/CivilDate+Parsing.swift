/// Reading and writing dates as ISO 8601 calendar dates (`YYYY-MM-DD`).
extension CivilDate: CustomStringConvertible, LosslessStringConvertible {
    /// `2026-02-24`.
    public var description: String {
        Self.pad(year, 4) + "-" + Self.pad(month, 2) + "-" + Self.pad(day, 2)
    }

    /// Parses exactly `YYYY-MM-DD`; nil for anything else, including dates that do not exist.
    public init?(_ text: String) {
        guard let date = CivilDate.parse(text) else { return nil }
        self = date
    }

    /// Parses exactly `YYYY-MM-DD`; nil for anything else, including dates that do not exist.
    public static func parse(_ text: some StringProtocol) -> CivilDate? {
        let utf8 = Array(text.utf8)
        guard utf8.count == 10, utf8[4] == UInt8(ascii: "-"), utf8[7] == UInt8(ascii: "-"),
              let year = digits(utf8[0..<4]), let month = digits(utf8[5..<7]),
              let day = digits(utf8[8..<10])
        else { return nil }
        return CivilDate(year: year, month: month, day: day)
    }

    /// The value of a run of ASCII digits, nil if any byte is not a digit.
    static func digits(_ bytes: ArraySlice<UInt8>) -> Int? {
        var value = 0
        for byte in bytes {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }

    static func pad(_ value: Int, _ width: Int) -> String {
        let digits = String(abs(value))
        let sign = value < 0 ? "-" : ""
        return sign + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
