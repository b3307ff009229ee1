import CalendarModel
import HolidayEngine

/// A region as the calendar's view model takes it.
extension Region {
    /// Its entry in the `c` picker: code and names, nothing compiled.
    var choice: RegionChoice { RegionChoice(code: code, name: name, localName: localName, languages: languages) }

    /// What the calendar shows about it while it is the region shown; compiles its rules.
    var profile: RegionProfile {
        RegionProfile(
            code: code, name: name, kinds: kinds, weekend: weekend, known: known, firstWeekday: firstWeekday)
    }

    /// Every region, built-in then your own, with your days off, as the `c` picker lists
    /// them, for `CalendarController`: made the first time the picker opens.
    static let lister: CalendarServices.RegionLister = { OwnHolidays.current.allRegions.map(\.choice) }

    /// The profile of a region, built-in or your own (`OwnHolidays`), by code, for
    /// `CalendarController`.
    static let describer: CalendarServices.RegionDescriber = { code in OwnHolidays.current.region(code: code)?.profile }
}

extension OwnHolidays {
    /// The calendar's look-up of the regions shown beside the primary one: their holidays
    /// from the rule engine with your days off, whatever provider fills the grid
    /// (docs/architecture.md, "Several regions at once").
    var holidayLookup: CalendarServices.HolidayLookup {
        { [self] code, range, language in region(code: code)?.holidays(in: range, language: language) }
    }
}
