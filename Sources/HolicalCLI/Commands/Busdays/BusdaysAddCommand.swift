import ArgumentParser
import HolidayEngine
import TerminalText

/// `holical busdays add DATE N`: the N-th business day after DATE (before it for negative
/// N), from DATE rolled by `--convention` when one is given; `--batch` for many lines.
struct BusdaysAddCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Print the date N business days after DATE (before it when N is negative).",
        discussion: """
            DATE itself is never one of the N days, and the answer is always a business day; \
            N = 0 prints DATE unchanged, as spreadsheets' WORKDAY(DATE, 0) does. \
            count DATE RESULT --include-end gives N back.

            With --convention, DATE is first rolled to a business day by that convention \
            and the N days are counted from there (N = 0 prints the rolled date), as \
            numpy's busday_offset(DATE, N, roll=...) does.

            --batch reads lines of DATE N (separated by spaces, tabs or a comma) from \
            standard input and prints one date per line; a blank line gives a blank line. \
            It stops at the first bad line, after printing the answers before it.
            """)

    @Argument(help: ArgumentHelp("Date to start from, YYYY-MM-DD.", valueName: "DATE"), transform: OptionParsing.date)
    var date: CivilDate?

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

    @Option(
        help: ArgumentHelp(
            "Roll DATE to a business day by this convention first, then move N days from there.",
            valueName: BusdaysOptions.conventions),
        completion: Completions.conventions,
        transform: OptionParsing.convention)
    var convention: BusinessDayConvention?

    @Flag(help: "Read DATE N lines from standard input; print one date per line.")
    var batch = false

    @OptionGroup var options: BusdaysOptions

    func validate() throws {
        if batch {
            guard date == nil else {
                throw ValidationError("--batch reads DATE N lines from standard input; give no DATE or N.")
            }
            if let extra = typed.first { throw ValidationError("Unexpected argument '\(extra)'.") }
            return try options.requireTextForBatch(answer: "date")
        }
        guard date != nil else {
            throw ValidationError("Give DATE and N, the business days to move (e.g. 2026-03-02 5), or --batch.")
        }
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
        if batch {
            return try options.runBatch { BatchAdder(calendar: $0, convention: convention) }
        }
        try StandardOutput.write(try render(environment: .current).bytes)
    }

    /// The whole output; `environment` gives the default region.
    func render(environment: Environment) throws -> OutputBuffer {
        guard let date else { throw ValidationError("Give DATE and N.") }
        let calendar = try options.calendar(environment: environment, years: date.year...date.year)
        guard let day = calendar.addWithinYears(days, toDayNumber: date.dayNumber, rolling: convention) else {
            throw CommandFailure(Self.outOfRange(days, from: date))
        }
        let result = CivilDate(dayNumber: day)
        return options.output(result) {
            BusdaysJSON.add(
                date: date, days: days, convention: convention, result: result, calendar: calendar, into: &$0)
        }
    }

    /// More business days than there are days in the years holical answers for.
    static let maximum = 4_000_000

    /// Why `n` business days from `date` has no answer.
    static func outOfRange(_ n: Int, from date: CivilDate) -> String {
        "\(n) business days from \(date) is outside the years "
            + "\(OptionParsing.years.lowerBound)-\(OptionParsing.years.upperBound)."
    }
}
