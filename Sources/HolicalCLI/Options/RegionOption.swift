import ArgumentParser
import CalendarModel
import HolidayEngine
import HolidayRegions

/// Which region a command is about: `--region`, else HOLICAL_REGION, else the
/// configuration file, else the user's locale, else US.
enum RegionOption {
    /// The region `code` names, or the region of the user's locale when it is nil.
    static func resolve(_ code: String?, environment: Environment) throws -> Region {
        try resolveSayingHow(code, environment: environment).region
    }

    /// The region `code` names, or the default one with how it was chosen when it came from
    /// the locale or the time zone ("region from your time zone: c to change"); either with
    /// your days off (`OwnHolidays`).
    static func resolveSayingHow(_ code: String?, environment: Environment) throws -> (region: Region, origin: String?) {
        guard let code else {
            let choice = defaultChoice(environment: environment)
            return (OwnHolidays.current.applied(to: choice.region), choice.source.sentence)
        }
        return (try OptionParsing.region(code), nil)
    }

    /// The region for a command about one region (`bridges`): the flag's, else the first of
    /// HOLICAL_REGION's or the configuration file's list (the calendar's primary region),
    /// else the user's locale's; a holidays file with a mistake stops it, as
    /// `configured(flags:environment:)` says.
    static func configured(flag: Region?, environment: Environment) throws -> Region {
        try configured(flags: flag.map { [$0] }, environment: environment)[0]
    }

    /// The regions for a command whose `--region` takes several (`list`, `next`, `busdays`):
    /// the flag's, else HOLICAL_REGION's or the configuration file's list (`US,EE`, as the
    /// calendar takes it), else the one region of the user's locale. The configuration file is
    /// read only when neither the flag nor the environment names one.
    ///
    /// Every command that prints answers gets its regions here, so here a holidays file with
    /// a mistake stops it, the same way for all of them: an answer without the user's days
    /// off would look complete to a script (docs/custom-holidays.md). The calendar instead
    /// shows the mistake and opens.
    static func configured(flags: [Region]?, environment: Environment) throws -> [Region] {
        try OwnHolidays.current.requireNoMistakes()
        if let flags { return flags }
        let code = try environment["HOLICAL_REGION"] ?? ConfigFile.load(from: environment).region
        if let code, code.contains(",") { return try OptionParsing.regions(code) }
        return [try resolve(code, environment: environment)]
    }
}

extension RegionOption {
    /// The region of the user's locale, else of their time zone, else US, and how it was
    /// chosen. Reads the time-zone database's zone table only when the locale names no
    /// region.
    static func defaultChoice(environment: Environment) -> RegionRegistry.DefaultChoice {
        let byLocale = RegionRegistry.defaultRegion(localeIdentifiers: environment.localeIdentifiers)
        guard byLocale.source == .fallback, let zone = environment.timeZoneName else { return byLocale }
        return RegionRegistry.defaultRegion(
            localeIdentifiers: [], timeZone: zone, zoneTable: environment.zoneTable)
    }

    /// The `--region` help of the commands that take several regions.
    static let listHelp = ArgumentHelp(
        "Region code, or several separated by commas: DE, DE-BY, US,EE,AU-NSW, ... (holical list "
            + "--regions shows them all; default: HOLICAL_REGION, the config file, the locale's "
            + "country, the time zone's, else US).",
        valueName: "CODES")

    /// The `--region` help: the codes there are, and where the default comes from.
    static let help = ArgumentHelp(
        "Region code: DE, DE-BY, EE, AU-NSW, ... (holical list --regions shows them all; "
            + "default: HOLICAL_REGION, the config file, the locale's country, the time zone's, "
            + "else US).",
        valueName: "CODE")
}

extension RegionRegistry.DefaultChoice.Source {
    /// What the calendar's status line says of a region chosen this way, if anything.
    var sentence: String? {
        switch self {
        case .locale: "region from your locale: c to change"
        case .timeZone: "region from your time zone: c to change"
        case .fallback: nil
        }
    }
}
