import ArgumentParser
import CalendarModel
import HolidayKit

/// Turning a `--region` value (or its absence) into a region.
enum RegionOption {
    /// The region `code` names, or the region of the user's locale when it is nil.
    static func resolve(_ code: String?, environment: Environment) throws -> Region {
        guard let code else {
            return RegionRegistry.defaultRegion(localeIdentifiers: environment.localeIdentifiers)
        }
        guard let region = RegionRegistry.region(code: code) else {
            let known = RegionRegistry.all.map(\.code).joined(separator: ", ")
            throw ValidationError("unknown region '\(code)': choose one of \(known)")
        }
        return region
    }
}

extension Region {
    /// The region as the view model shows it.
    var choice: RegionChoice { RegionChoice(code: code, name: name, kinds: kinds) }
}
