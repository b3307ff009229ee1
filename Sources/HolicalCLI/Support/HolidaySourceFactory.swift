import CalendarModel
import HolidayKit

/// Builds the holiday source the settings ask for.
enum HolidaySourceFactory {
    static func make(settings: Settings) throws -> HolidaySource {
        guard settings.provider == Settings.defaultProvider else {
            throw CommandFailure("provider '\(settings.provider)' is not available yet")
        }
        return .rules { code, range in
            RegionRegistry.region(code: code)?.holidays(in: range) ?? []
        }
    }
}
