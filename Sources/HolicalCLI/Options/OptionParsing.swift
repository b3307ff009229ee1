import ArgumentParser
import HolidayKit

/// Turning option values into domain values, with errors that name the valid choices.
enum OptionParsing {
    /// Years the engine answers for: the Gregorian calendar's, written with four digits.
    static let years = 1583...9999

    /// The region with `code` (any case), or an error naming the close matches.
    static func region(_ code: String) throws(ValidationError) -> Region {
        guard let region = RegionRegistry.region(code: code) else {
            let shown = TerminalSafeText.clean(code, limit: 40)
            let close = RegionRegistry.suggestions(for: code)
            let hint = close.isEmpty
                ? "" : " Did you mean " + close.map { "\($0.code) (\($0.name))" }.joined(separator: ", ") + "?"
            throw ValidationError(
                "Unknown region '\(shown)'.\(hint) holical list --regions lists every region.")
        }
        return region
    }

    /// A `YYYY-MM-DD` date given to `option`, or an error showing the form.
    static func date(_ text: String, option: String) throws(ValidationError) -> CivilDate {
        guard let date = CivilDate.parse(text) else {
            throw ValidationError(
                "Invalid date '\(text)' for \(option): use YYYY-MM-DD, a real calendar date, "
                    + "e.g. 2026-02-24.")
        }
        try year(date.year, option: option)
        return date
    }

    /// Checks that `year` is one the engine answers for.
    static func year(_ year: Int, option: String) throws(ValidationError) {
        guard years.contains(year) else {
            throw ValidationError(
                "Year \(year) for \(option) is out of range: use \(years.lowerBound)-\(years.upperBound).")
        }
    }

    /// Kinds from `public,bank` style lists (several `--kind` options add up), or an error
    /// listing the kinds.
    static func kinds(_ lists: [String]) throws(ValidationError) -> Set<HolidayKind> {
        var kinds: Set<HolidayKind> = []
        for list in lists {
            for name in list.split(separator: ",", omittingEmptySubsequences: false) {
                let trimmed = name.trimmingSpaces
                guard let kind = HolidayKind(name: trimmed) else {
                    throw ValidationError(
                        "Unknown kind '\(trimmed)'. Valid kinds: "
                            + HolidayKind.allCases.map(\.rawValue).joined(separator: ", ") + ".")
                }
                kinds.insert(kind)
            }
        }
        return kinds
    }
}
