import ArgumentParser
import HolidayEngine

/// `holical busdays [count] FROM TO`: business days between two dates, both excluded unless
/// asked; `--batch` counts `FROM TO` lines from standard input.
struct BusdaysCountCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "count",
        abstract: "Count business days between two dates (the default subcommand).",
        discussion: """
            Prints the number alone (or a JSON object with --format json). The days strictly \
            between FROM and TO are counted; --include-start and --include-end add the ends. \
            When TO is before FROM the count is negative: the same days, counted backwards \
            (FROM stays the end --include-start governs).

            --batch reads lines of two dates (FROM TO, separated by spaces, tabs or a comma) \
            from standard input and prints one count per line; a blank line gives a blank \
            line. It stops at the first bad line, after printing the counts of the lines \
            before it, and names the line on stderr.
            """)

    @Argument(help: ArgumentHelp("First date, YYYY-MM-DD.", valueName: "FROM"), transform: OptionParsing.date)
    var from: CivilDate?

    @Argument(help: ArgumentHelp("Last date, YYYY-MM-DD.", valueName: "TO"), transform: OptionParsing.date)
    var to: CivilDate?

    @Flag(help: "Count FROM too, if it is a business day.")
    var includeStart = false

    @Flag(help: "Count TO too, if it is a business day.")
    var includeEnd = false

    @Flag(help: "Read FROM TO lines from standard input; print one count per line.")
    var batch = false

    @OptionGroup var options: BusdaysOptions

    func validate() throws {
        if batch {
            guard from == nil, to == nil else {
                throw ValidationError("--batch reads the dates from standard input; give no FROM or TO.")
            }
            return try options.requireTextForBatch(answer: "number")
        }
        guard from != nil, to != nil else {
            throw ValidationError("Give two dates, FROM and TO (e.g. 2026-03-02 2026-03-09), or --batch.")
        }
    }

    func run() throws {
        if batch {
            return try options.runBatch { BatchCounter(calendar: $0, includeStart: includeStart, includeEnd: includeEnd) }
        }
        try StandardOutput.write(try render(environment: .current).bytes)
    }

    /// The whole output of a single count; `environment` gives the default region.
    func render(environment: Environment) throws -> OutputBuffer {
        guard let first = from, let last = to else { throw ValidationError("Give two dates, FROM and TO.") }
        // Made for the first date's year: the calendar counts the years it does not hold a
        // few decades at a time (docs/business-days.md, "Performance"), so a count across
        // thousands of years never holds all their holidays, of every region, at once.
        let calendar = try options.calendar(environment: environment, years: first.year...first.year)
        let count = calendar.count(from: first, to: last, includeStart: includeStart, includeEnd: includeEnd)
        var out = OutputBuffer(capacity: 256)
        switch options.format {
        case .text: out.append("\(count)\n")
        case .json:
            BusdaysJSON.count(
                from: first, to: last, count: count, includeStart: includeStart, includeEnd: includeEnd,
                calendar: calendar, into: &out)
        }
        return out
    }
}
