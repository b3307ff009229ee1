import ArgumentParser
import HolidayKit

/// Turning option values into domain values, as the options' `transform`s: each value is
/// parsed once, while the command line is, with an error that says what to write.
enum OptionParsing {
    /// Years the engine answers for: the Gregorian calendar's, written with four digits.
    static let years = CivilDate.supportedYears

    /// The region with `code` (any case), or an error naming the close matches.
    static func region(_ code: String) throws(ValidationError) -> Region {
        guard let region = RegionRegistry.region(code: code) else {
            let shown = TerminalSafeText.quoted(code)
            let close = RegionRegistry.suggestions(for: code)
            let hint = close.isEmpty
                ? "" : " Did you mean " + close.map { "\($0.code) (\($0.name))" }.joined(separator: ", ") + "?"
            throw ValidationError(
                "Unknown region '\(shown)'.\(hint) holical list --regions lists every region.")
        }
        return region
    }

    /// A `YYYY-MM-DD` date in `years`, or an error showing the form.
    static func date(_ text: String) throws(ValidationError) -> CivilDate {
        guard let date = CivilDate.parse(text) else {
            throw ValidationError("use YYYY-MM-DD, a real calendar date, e.g. 2026-02-24.")
        }
        guard years.contains(date.year) else {
            throw ValidationError("year \(date.year) is out of range: use \(years.lowerBound)-\(years.upperBound).")
        }
        return date
    }

    /// Checks that `year` is one the engine answers for.
    static func year(_ year: Int, option: String) throws(ValidationError) {
        guard years.contains(year) else {
            throw ValidationError(
                "Year \(year) for \(option) is out of range: use \(years.lowerBound)-\(years.upperBound).")
        }
    }

    /// Kinds from a `public,bank` style list, or an error listing the kinds.
    static func kinds(_ list: String) throws(ValidationError) -> Set<HolidayKind> {
        var kinds: Set<HolidayKind> = []
        for name in list.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = name.trimmingSpaces
            guard let kind = HolidayKind(name: trimmed) else {
                throw ValidationError(
                    "Unknown kind '\(TerminalSafeText.quoted(trimmed))'. Valid kinds: "
                        + HolidayKind.allCases.map(\.rawValue).joined(separator: ", ") + ".")
            }
            kinds.insert(kind)
        }
        return kinds
    }

    /// A `--weekend` value (`sat,sun`, `fri,sat`, `none`, `1111100`), or an error saying
    /// what is wrong with it.
    static func weekend(_ text: String) throws(ValidationError) -> WeekendMask {
        do {
            return try WeekendMask.parse(text)
        } catch {
            throw ValidationError("\(error).")
        }
    }
}

extension Array where Element == Set<HolidayKind> {
    /// The kinds of several `--kind` options together.
    var union: Set<HolidayKind> { reduce(into: []) { $0.formUnion($1) } }
}
