import ArgumentParser
import HolidayEngine
import HolidayRegions
import TerminalText

/// Turning option values into domain values, as the options' `transform`s: each value is
/// parsed once, while the command line is, with an error that says what to write.
enum OptionParsing {
    /// Years the engine answers for: the Gregorian calendar's, written with four digits.
    static let years = CivilDate.supportedYears
    /// The day numbers (`CivilDate.dayNumber`) of those years.
    static let dayNumbers = CivilDate.supportedDays.lowerBound.dayNumber
        ... CivilDate.supportedDays.upperBound.dayNumber

    /// The region with `code` (any case), built-in or your own (`OwnHolidays`), with your
    /// days off; or an error naming the close matches, and the mistake in your holidays
    /// file if there is one (the region may be the file's).
    static func region(_ code: String) throws(ValidationError) -> Region {
        try region(code, in: OwnHolidays.current)
    }

    /// One region, for a command that takes one (`bridges` plans a region's year): a list
    /// of codes gets that said, not "unknown region 'US,EE'".
    static func oneRegion(_ code: String) throws(ValidationError) -> Region {
        guard !code.contains(",") else {
            throw ValidationError(
                "--region takes one region here, not several ('\(ShownText.of(code))'): give one code, e.g. --region US.")
        }
        return try region(code)
    }

    /// `region(_:)` with the holidays files given. What cannot be a code (too long, or not
    /// letters, digits and dashes) is refused at once, without looking for close matches:
    /// that search reads every region's names, and a 900 KB value once took 26 s.
    static func region(_ code: String, in own: OwnHolidays) throws(ValidationError) -> Region {
        let shown = ShownText.of(code)
        let mistake = own.errors.first.map { " (\($0))" } ?? ""
        guard HolidaysFile.isCode(String(code.map { $0 == "_" ? "-" : $0 })) else {
            throw ValidationError(
                "Unknown region '\(shown)': a region code is at most \(HolidaysFile.longestCode) letters, digits and dashes "
                    + "(US, DE-BY). holical list --regions lists every region.\(mistake)")
        }
        guard let region = own.region(code: code) else {
            let close = RegionRegistry.suggestions(for: code)
            let hint = close.isEmpty
                ? "" : " Did you mean " + close.map { "\($0.code) (\($0.name))" }.joined(separator: ", ") + "?"
            throw ValidationError(
                "Unknown region '\(shown)'.\(hint) holical list --regions lists every region.\(mistake)")
        }
        return region
    }

    /// A language code (`de`, `fr`, `en`; BCP-47's primary subtag), lowercased.
    static func language(_ text: String) throws(ValidationError) -> String {
        let code = text.lowercased()
        guard (2...3).contains(code.count), code.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            throw ValidationError(
                "'\(TerminalSafeText.clean(text, limit: 20))' is not a language code: write de, fr, it, en, ...")
        }
        return code
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

    /// Regions from a comma-separated list of codes (`US,EE,AU-NSW`; any case, blanks
    /// around codes ignored), each once, in the order given; an error naming the first
    /// code that is no region. The one reader of a list of regions, for every option that
    /// takes several.
    static func regions(_ list: String) throws(ValidationError) -> [Region] {
        var regions: [Region] = []
        for part in list.split(separator: ",", omittingEmptySubsequences: false) {
            let code = part.trimmingSpaces
            guard !code.isEmpty else {
                throw ValidationError("A region is missing in '\(TerminalSafeText.clean(list, limit: 60))': write codes separated by commas, e.g. US,EE,AU-NSW.")
            }
            let region = try region(code)
            if !regions.contains(where: { $0.code == region.code }) { regions.append(region) }
        }
        return regions
    }

    /// A business-day convention by name (`modified-following`, ...), or an error listing them.
    static func convention(_ text: String) throws(ValidationError) -> BusinessDayConvention {
        guard let convention = BusinessDayConvention(name: text) else {
            throw ValidationError(
                "Unknown convention '\(TerminalSafeText.clean(text, limit: 40))'. Valid conventions: "
                    + BusinessDayConvention.allCases.map(\.rawValue).joined(separator: ", ") + ".")
        }
        return convention
    }

    /// How several regions' business days make one: `all` or `any`.
    static func jointRule(_ text: String) throws(ValidationError) -> JointCalendarRule {
        guard let rule = JointCalendarRule(rawValue: text.trimmingSpaces.lowercased()) else {
            throw ValidationError(
                "Unknown rule '\(TerminalSafeText.clean(text, limit: 40))': use all (a business day in every region) "
                    + "or any (in at least one).")
        }
        return rule
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
