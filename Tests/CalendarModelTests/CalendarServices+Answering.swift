import CalendarModel
import HolidayEngine

extension CalendarServices {
    /// Services for a test that gives only the answers it uses: every other one answers as
    /// holical's rules do for a region they do not know (nil, nothing found, no rules).
    static func answering(
        countBusinessDays: @escaping BusinessDayCounter = { _, _, _ in nil },
        listRegions: @escaping RegionLister = { [] },
        describeRegion: @escaping RegionDescriber = { _ in nil },
        findBridges: @escaping BridgeFinder = { _, _ in nil },
        lookUpHolidays: @escaping HolidayLookup = { _, _, _ in nil },
        searchHolidays: @escaping HolidaySearcher = { _ in .noRules },
        lookUpEvents: @escaping EventLookup = { _, _, _ in .failed("no calendar") }
    ) -> CalendarServices {
        CalendarServices(
            countBusinessDays: countBusinessDays, listRegions: listRegions, describeRegion: describeRegion,
            findBridges: findBridges, lookUpHolidays: lookUpHolidays, searchHolidays: searchHolidays,
            lookUpEvents: lookUpEvents)
    }
}
