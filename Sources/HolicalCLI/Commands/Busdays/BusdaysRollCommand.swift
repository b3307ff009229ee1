import ArgumentParser
import HolidayEngine

/// `holical busdays roll DATE`: DATE if it is a business day, else the business day a
/// convention moves it to; `--batch` for many dates.
struct BusdaysRollCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "roll",
        abstract: "Print DATE if it is a business day, else the business day --convention moves it to.",
        discussion: """
            following: the next business day. preceding: the previous one. \
            modified-following: the next, unless it is in the next month: then the previous. \
            modified-preceding: the previous, unless it is in the previous month: then the \
            next. nearest: the nearer of the two, the next when they are as near. \
            As ISDA 2006 (4.12) and QuantLib define them; see docs/business-days.md.

            --batch reads one DATE a line from standard input and prints one date per line; \
            a blank line gives a blank line. It stops at the first bad line, after printing \
            the answers before it.
            """)

    @Argument(help: ArgumentHelp("Date to roll, YYYY-MM-DD.", valueName: "DATE"), transform: OptionParsing.date)
    var date: CivilDate?

    @Option(
        help: ArgumentHelp("Where a day off goes (default: following).", valueName: BusdaysOptions.conventions),
        completion: Completions.conventions,
        transform: OptionParsing.convention)
    var convention: BusinessDayConvention = .following

    @Flag(help: "Read one DATE a line from standard input; print one date per line.")
    var batch = false

    @OptionGroup var options: BusdaysOptions

    func validate() throws {
        if batch {
            guard date == nil else {
                throw ValidationError("--batch reads the dates from standard input; give no DATE.")
            }
            return try options.requireTextForBatch(answer: "date")
        }
        guard date != nil else {
            throw ValidationError("Give DATE, the date to roll (e.g. 2026-04-04), or --batch.")
        }
    }

    func run() throws {
        if batch {
            return try options.runBatch { BatchRoller(calendar: $0, convention: convention) }
        }
        try StandardOutput.write(try render(environment: .current).bytes)
    }

    /// The whole output; `environment` gives the default region.
    func render(environment: Environment) throws -> OutputBuffer {
        guard let date else { throw ValidationError("Give DATE.") }
        let calendar = try options.calendar(environment: environment, years: date.year...date.year)
        guard let day = calendar.rollWithinYears(dayNumber: date.dayNumber, convention) else {
            throw CommandFailure(Self.outOfRange(date, convention))
        }
        let result = CivilDate(dayNumber: day)
        return options.output(result) {
            BusdaysJSON.roll(date: date, convention: convention, result: result, calendar: calendar, into: &$0)
        }
    }

    /// Why rolling `date` has no answer.
    static func outOfRange(_ date: CivilDate, _ convention: BusinessDayConvention) -> String {
        "\(date) rolled \(convention.rawValue) is outside the years "
            + "\(OptionParsing.years.lowerBound)-\(OptionParsing.years.upperBound)."
    }
}
