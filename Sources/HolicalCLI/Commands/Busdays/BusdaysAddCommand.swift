import ArgumentParser
import HolidayKit

/// `holical busdays add DATE N`: the N-th business day after DATE (before it for negative N).
struct BusdaysAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Print the date N business days after DATE (before it when N is negative).",
        discussion: """
            DATE itself is never one of the N days, and the answer is always a business day; \
            N = 0 prints DATE unchanged, as spreadsheets' WORKDAY(DATE, 0) does. \
            count DATE RESULT --include-end gives N back.
            """)

    @Argument(help: ArgumentHelp("Date to start from, YYYY-MM-DD.", valueName: "DATE"), transform: OptionParsing.date)
    var date: CivilDate

    /// N as typed. Collected from whatever the parser does not recognise, because it would
    /// otherwise take `-5` for an option; `validate` insists on exactly one integer.
    @Argument(
        parsing: .allUnrecognized,
        help: ArgumentHelp("Business days to move: negative moves back (-5).", valueName: "N"))
    var typedDays: [String] = []

    /// What was typed for N, without a `--` the user may have put before a negative N.
    private var typed: [String] { typedDays.filter { $0 != "--" } }

    /// N.
    var days: Int { Int(typed.first ?? "") ?? 0 }

    @OptionGroup var options: BusdaysOptions

    func validate() throws {
        guard let n = typed.first else {
            throw ValidationError("Give N, the business days to move (e.g. 5 or -5), after DATE.")
        }
        guard typed.count == 1 else {
            throw ValidationError("Unexpected argument '\(TerminalSafeText.quoted(typed[1]))'.")
        }
        guard Int(n) != nil else {
            throw ValidationError("N must be a whole number of business days, e.g. 5 or -5; got '\(TerminalSafeText.quoted(n))'.")
        }
    }

    func run() throws {
        try StandardOutput.write(try render(environment: .current).bytes)
    }

    /// The whole output; `environment` gives the default region.
    func render(environment: Environment) throws -> OutputBuffer {
        let calendar = try options.calendar(environment: environment, years: date.year...date.year)
        // Without holidays the answer is as near as it can be: if even that is out of range
        // the real one is too, and asking the rules for thousands of years is avoided.
        let nearest = BusinessCalendar(holidays: [], weekend: calendar.weekend)
        guard days.magnitude <= Self.maximum,
              OptionParsing.years.contains(nearest.add(days, to: date).year)
        else { throw outOfRange() }
        let result = calendar.add(days, to: date)
        guard OptionParsing.years.contains(result.year) else { throw outOfRange() }
        var out = OutputBuffer(capacity: 256)
        switch options.format {
        case .text:
            out.append(date: result)
            out.append(byte: UInt8(ascii: "\n"))
        case .json: BusdaysJSON.add(date: date, days: days, result: result, calendar: calendar, into: &out)
        }
        return out
    }

    /// More business days than there are days in the years holical answers for.
    static let maximum = 4_000_000

    private func outOfRange() -> CommandFailure {
        CommandFailure(
            "\(days) business days from \(date) is outside the years "
                + "\(OptionParsing.years.lowerBound)-\(OptionParsing.years.upperBound).")
    }
}
