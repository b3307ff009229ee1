import HolidayEngine
import HolidayRegions
import Synchronization

/// Every region as the user's holidays files make it: the built-in ones with the user's
/// days off added, and the regions of their own (docs/custom-holidays.md). Each command
/// resolves regions here, so the calendar, its range count, `list` and `busdays` agree.
final class OwnHolidays: Sendable {
    /// What the files say, the files with a mistake left out.
    let file: HolidaysFile
    /// One per file with a mistake: the file, the line and what is wrong.
    let errors: [CommandFailure]
    /// Regions made so far, by code: a region's rules are compiled once, on first use, and
    /// each `including` makes a region with rules of its own.
    private let made = Mutex<[String: Region]>([:])

    init(file: HolidaysFile, errors: [CommandFailure] = []) {
        self.file = file
        self.errors = errors
    }

    /// The files of `environment`'s configuration directory.
    convenience init(environment: Environment) {
        let (file, errors) = HolidaysFile.load(from: environment)
        self.init(file: file, errors: errors)
    }

    /// This process's: read once, on first use, because the `--region` option is parsed
    /// before a command runs.
    static let current = OwnHolidays(environment: .current)

    /// The region `code` names (any case, `_` for `-`), built-in or your own, with your
    /// days off; nil when there is none.
    func region(code: String) -> Region? {
        let key = String(code.uppercased().map { $0 == "_" ? "-" : $0 })
        if let region = made.withLock({ $0[key] }) { return region }
        guard let base = RegionRegistry.region(code: key) ?? file.region(code: key) else { return nil }
        let region = file.applied(to: base)
        return made.withLock { made in
            if let earlier = made[key] { return earlier }
            made[key] = region
            return region
        }
    }

    /// `region` with your days off (the default region, found by locale or time zone).
    func applied(to region: Region) -> Region {
        self.region(code: region.code) ?? region
    }

    /// The regions of your own, in the order the files define them.
    var ownRegions: [Region] { file.regions.compactMap { region(code: $0.code) } }

    /// Every region, with your days off: the built-in ones, then your own.
    var allRegions: [Region] {
        RegionRegistry.all.compactMap { region(code: $0.code) } + ownRegions
    }

    /// For every command that prints answers (`RegionOption.configured`): fails with the
    /// first mistake, and says how many more there are, rather than answer without a file
    /// (docs/custom-holidays.md says why).
    func requireNoMistakes() throws(CommandFailure) {
        guard let first = errors.first else { return }
        guard errors.count > 1 else { throw first }
        throw CommandFailure(first.description + " (and \(errors.count - 1) more in other files)")
    }

    /// The calendar's one-line notice: the first mistake, the file named as in the
    /// configuration directory (the status line is short).
    var notice: String? {
        guard let first = errors.first else { return nil }
        let more = errors.count > 1 ? " (+\(errors.count - 1) more)" : ""
        return "\(HolidaysFile.shortName(of: first.path ?? "")): \(first.problem)\(more)"
    }
}
