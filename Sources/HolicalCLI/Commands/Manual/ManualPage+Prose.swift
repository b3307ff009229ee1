extension ManualPage {
    /// What holical is, above the calendar's own help.
    static let description = """
        holical shows a month, a week or the whole year in the terminal with the holidays of \
        your region, or of several regions at once, marked by kind (public holidays, bank \
        holidays, observances, half days, ...), each with its own colour and glyph. It knows \
        the holidays of every country and subdivision it lists (holical list --regions) \
        offline, from its own rules with their history, and can fetch holidays from remote \
        providers through a rate-limited queue, keeping their answers in a local cache. It \
        counts business days, finds the bridge days that make long weekends, and shows the \
        events of your own calendar files beside the holidays.

        Without a terminal (in a pipe, a script, cron) holical prints this month as \
        holical cal does.
        """

    /// The files every command may read, and what each is.
    static let files: [(String, String)] = [
        ("$XDG_CONFIG_HOME/holical/config.toml",
         "Settings: region, first weekday, provider and its key, calendar files. Else ~/.config/holical/config.toml."),
        ("$XDG_CONFIG_HOME/holical/holidays.toml",
         "Your own holidays and days off, and regions of your own. A file with a mistake stops every command that prints answers, and the calendar shows the mistake."),
        ("$XDG_CONFIG_HOME/holical/holidays.d/*.toml",
         "More files of your own holidays, read after holidays.toml in the order of their names."),
        ("$XDG_CACHE_HOME/holical/cache.sqlite",
         "The remote providers' answers and the calendar feeds' last good copies (holical cache). Else ~/.cache/holical/cache.sqlite. Safe to delete."),
    ]

    /// The variables holical reads, and what each does.
    static let environment: [(String, String)] = [
        ("HOLICAL_REGION", "The region, or several separated by commas, when no --region is given."),
        ("HOLICAL_FIRST_WEEKDAY", "The first day of the week: monday ... sunday."),
        ("HOLICAL_PROVIDER", "Where holidays come from: offline, abstract, nager, range."),
        ("HOLICAL_BASE_URL", "The provider's endpoint."),
        ("HOLICAL_RATE", "Requests per second sent to the provider."),
        ("HOLICAL_API_KEY", "The provider's key. It has no option, so that it stays out of shell history; holical never prints it."),
        ("HOLICAL_CACHE_TTL_DAYS", "How many days a cached answer is kept (1 to 3650)."),
        ("XDG_CONFIG_HOME, XDG_CACHE_HOME", "Where the files above are."),
        ("LC_ALL, LC_TIME, LANG", "The locale: its country is the default region; its language the language of holiday names where the region has it; LC_TIME gives month and weekday names (the calendar, cal, the table of list), in English where the locale has none or is not installed."),
        ("TZ", "The time zone: today's date, and the default region when the locale names none."),
        ("NO_COLOR", "Any value: no colour. Kinds keep their glyphs."),
        ("TERM", "The terminal the calendar draws on; without one holical prints the month instead."),
    ]

    /// Exit statuses, the same for every command.
    static let exitStatuses: [(String, String)] = [
        ("0", "Done (also after --help and --version)."),
        ("1", "Something failed: a file could not be read or has a mistake, the cache could not be opened or changed, or the output could not be written."),
        ("64", "The command line is wrong: an unknown command or option, a date, region or value that cannot be used."),
    ]

    /// holical(1)'s examples.
    static let examples: [(String, String)] = [
        ("This month in the region of your locale:", "holical"),
        ("February 2026 in Estonia, with the United States beside it:", "holical 2026-02 --region EE,US"),
        ("This year's public holidays in Bavaria, as CSV:", "holical list --region DE-BY --kind public --format csv"),
        ("The business days of a quarter in New South Wales:", "holical busdays count 2026-01-01 2026-03-31 --region AU-NSW"),
    ]

    /// Each subcommand's examples.
    static let commandExamples: [String: [(String, String)]] = [
        "list": [
            ("Germany's holidays of 2027:", "holical list --region DE --year 2027"),
            ("Every built-in region:", "holical list --regions"),
            ("A year as a calendar file for another program:", "holical list --region FR --format ics > fr.ics"),
        ],
        "next": [("The next ten holidays in Japan:", "holical next 10 --region JP")],
        "busdays": [
            ("Business days in March 2026 in Estonia:", "holical busdays count 2026-03-01 2026-03-31 --region EE"),
            ("Ten business days after a date:", "holical busdays add 2026-12-18 10 --region US"),
        ],
        "bridges": [("The days of leave that make the longest breaks in 2027:", "holical bridges --region DE-BY --year 2027 --leave 10")],
        "cal": [
            ("This month, as cal(1) prints it, with holidays:", "holical cal"),
            ("A whole year:", "holical cal 2027"),
        ],
        "cache": [
            ("How much the cache holds, calendar feeds included:", "holical cache stats"),
            ("Fetch every calendar at an address afresh when next shown:", "holical cache clear --feeds"),
        ],
    ]
}
