import ArgumentParser
import HolidayEngine
import HolidayFetch
import HolidayRegions

/// The values the shells' completion scripts offer for options (`holical
/// --generate-completion-script bash`; `make install` puts the scripts where bash, zsh and
/// fish look: docs/install.md). The lists that depend on the user's files (their own
/// regions) are asked of holical itself when the user presses Tab.
enum Completions {
    /// One region code, built in or from the holidays file.
    static let region = CompletionKind.custom { _, _, _ in regionCodes() }

    /// Region codes, one or a comma-separated list: after `US,E` the next code is offered
    /// as `US,EE`, ....
    static let regions = CompletionKind.custom { _, _, typed in listed(regionCodes(), after: typed) }

    /// Holiday kinds, one or a comma-separated list.
    static let kinds = CompletionKind.custom { _, _, typed in listed(HolidayKind.allCases.map(\.rawValue), after: typed) }

    /// The days of the week, as `--first-weekday` takes them.
    static let weekdays = CompletionKind.list(Weekday.allCases.map { $0.name.lowercased() })

    /// The providers `--provider` takes.
    static let providers = CompletionKind.list(ProviderCatalog.ids)

    /// The languages of holiday names: every built-in region's, and English.
    static let languages = CompletionKind.custom { _, _, _ in languageCodes() }

    /// What `list --language` takes: en, local, and the languages of the built-in regions.
    static let nameLanguages = CompletionKind.custom { _, _, _ in ["local"] + languageCodes() }

    /// The business-day conventions of `--convention`.
    static let conventions = CompletionKind.list(BusinessDayConvention.allCases.map(\.rawValue))

    /// English and every built-in region's languages, sorted.
    private static func languageCodes() -> [String] {
        Array(Set(["en"] + RegionRegistry.all.flatMap(\.languages))).sorted()
    }

    /// Every region code a `--region` takes: the built-in ones and the holidays file's own
    /// (a file with a mistake still offers what it could read).
    private static func regionCodes() -> [String] {
        RegionRegistry.codes + OwnHolidays.current.ownRegions.map(\.code)
    }

    /// `values`, each after what `typed` holds up to its last comma, so a list goes on.
    private static func listed(_ values: [String], after typed: String) -> [String] {
        guard let comma = typed.lastIndex(of: ",") else { return values }
        let head = typed[...comma]
        return values.map { head + $0 }
    }
}
