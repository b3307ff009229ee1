import ArgumentParser

/// The options of the interactive calendar.
struct CalendarOptions: ParsableArguments {
    @Option(help: RegionOption.listHelp, completion: Completions.regions)
    var region: String?

    @Option(help: ArgumentHelp("First day of the week: monday ... sunday (default: the region's).", valueName: "DAY"), completion: Completions.weekdays)
    var firstWeekday: String?

    @Option(help: ArgumentHelp("Where holidays come from: offline (default), abstract, nager, range.", valueName: "NAME"), completion: Completions.providers)
    var provider: String?

    @Option(help: ArgumentHelp("The provider's endpoint (proxies, mirrors, tests).", valueName: "URL"))
    var baseURL: String?

    @Option(help: ArgumentHelp("Requests per second sent to the provider.", valueName: "N"))
    var rate: Double?

    @Option(
        name: NameLanguage.optionNames,
        help: ArgumentHelp(
            "Holiday names in this language where the region has it (de, fr, en, ...), else in "
                + "its main one; L in the calendar cycles them.",
            valueName: "CODE"),
        completion: Completions.languages,
        transform: OptionParsing.language)
    var language: String?

    @Option(name: .customLong("calendar"), help: CalendarOption.help, completion: .file(extensions: ["ics"]))
    var calendars: [String] = []

    @Flag(help: "Show ISO 8601 week numbers in the month and year views (W toggles them).")
    var weekNumbers = false

    /// The settings these flags, the environment and the configuration file give.
    func settings(environment: Environment) throws -> Settings {
        let file = try ConfigFile.load(from: environment)
        let flags = Settings.Flags(
            region: region, firstWeekday: firstWeekday, provider: provider, baseURL: baseURL, rate: rate,
            weekNumbers: weekNumbers)
        return try Settings.resolve(flags: flags, environment: environment, file: file)
    }
}
