/// Date rules written as text, the way a person writes them in `holidays.toml`
/// (docs/custom-holidays.md): `12-24`, `2026-12-24`, `easter+1`, `orthodox-easter-2`,
/// `2nd monday of june`, `last friday of november`, `friday on or after 06-19`.
extension DateRule {
    /// Why a text is not a date rule; `message` says what would be. The text itself is not
    /// in the message: whoever shows it quotes it, cleaned for where it goes.
    public struct TextError: Error, Hashable, Sendable {
        public let message: String
    }

    /// The rule `text` writes (any case, spaces around words ignored).
    public static func parse(_ text: String) throws(TextError) -> DateRule {
        let words = text.lowercased().split(separator: " ").map(String.init)
        guard !words.isEmpty else { throw TextError(message: "is empty") }
        let joined = words.joined(separator: " ")
        if let date = CivilDate.parse(joined) {
            guard CivilDate.supportedYears.contains(date.year) else {
                throw TextError(
                    message: "is not in the years \(CivilDate.supportedYears.lowerBound)-"
                        + "\(CivilDate.supportedYears.upperBound): \(CivilDate.supportedYearsText)")
            }
            return .oneOff(date)
        }
        if let (month, day) = monthDay(joined) { return .fixed(month: month, day: day) }
        if let rule = try easter(joined) { return rule }
        if words.count == 4, words[2] == "of", let weekday = Weekday(name: words[1]),
           let month = MonthName.month(named: words[3]) {
            if words[0] == "last" { return .last(weekday, of: month) }
            if let ordinal = ordinal(words[0]) { return .nth(ordinal, weekday, of: month) }
        }
        if words.count >= 3, let weekday = Weekday(name: words[0]),
           let (month, day) = monthDay(words[words.count - 1]) {
            switch words.dropFirst().dropLast().joined(separator: " ") {
            case "on or after": return .weekday(weekday, onOrAfter: month, day)
            case "after": return .weekday(weekday, after: month, day)
            case "on or before": return .weekday(weekday, onOrBefore: month, day)
            case "before": return .weekday(weekday, before: month, day)
            default: break
            }
        }
        throw TextError(
            message: "is not a date: write 12-24, "
                + "2026-12-24, easter+1, 2nd monday of june, last friday of november or "
                + "friday on or after 06-19")
    }

    /// `12-24` -> (12, 24) when that day exists in a leap year.
    private static func monthDay(_ text: String) -> (Int, Int)? {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ $0.count == 2 }),
              let month = digits(parts[0]), let day = digits(parts[1]),
              CivilDate(year: 2000, month: month, day: day) != nil
        else { return nil }
        return (month, day)
    }

    /// The value of a short run of ASCII digits (`Int` alone would take `+1` and `-1`), nil
    /// for anything else or for more digits than a number here can have.
    private static func digits(_ text: Substring, atMost: Int = 3) -> Int? {
        guard !text.isEmpty, text.utf8.count <= atMost else { return nil }
        return CivilDate.digits(ArraySlice(text.utf8))
    }

    /// `easter`, `easter+1`, `easter-47`, `orthodox-easter+50`.
    private static func easter(_ text: String) throws(TextError) -> DateRule? {
        let (computus, rest): (Computus, Substring)
        if text.hasPrefix("orthodox-easter") {
            (computus, rest) = (.julian, text.dropFirst("orthodox-easter".count))
        } else if text.hasPrefix("easter") {
            (computus, rest) = (.gregorian, text.dropFirst("easter".count))
        } else {
            return nil
        }
        if rest.isEmpty { return .easter(offset: 0, computus: computus) }
        // A sign, then at most 366 days in digits: no second sign, no number too large to
        // negate (`easter--9223372036854775808` once trapped).
        guard let sign = rest.first, sign == "+" || sign == "-",
              let days = digits(rest.dropFirst()), days <= maxEasterOffset
        else {
            throw TextError(
                message: "is not a day from Easter: write easter+1 or easter-2, days from Easter Sunday "
                    + "(0 to \(maxEasterOffset))")
        }
        return .easter(offset: sign == "+" ? days : -days, computus: computus)
    }

    /// The most days a date may be from Easter: a year.
    static let maxEasterOffset = 366

    /// `1st` ... `5th`, `first` ... `fifth`.
    private static func ordinal(_ word: String) -> Int? {
        switch word {
        case "1st", "first": 1
        case "2nd", "second": 2
        case "3rd", "third": 3
        case "4th", "fourth": 4
        case "5th", "fifth": 5
        default: nil
        }
    }
}
