import CalendarModel
import HolidayEngine

/// Calendar files whose days are days off (`days_off = true`, or `--calendar` on `busdays`
/// and `bridges`): their days are taken out of the business days as holidays are
/// (docs/calendar-files.md, "Days off").
extension UserCalendars {
    /// The calendars whose days are days off, read as they are now.
    func daysOffCalendars() throws(CommandFailure) -> [UserCalendar.Loaded] {
        var loaded: [UserCalendar.Loaded] = []
        for calendar in calendars where calendar.spec.daysOff { loaded.append(try calendar.current()) }
        try Self.printNotes(of: loaded)
        return loaded
    }

    /// The days-off calendars that can be read now; one that cannot is left out (its problem
    /// is said on the status line when its events are looked up). For the calendar's counts.
    var readableDaysOffCalendars: [UserCalendar.Loaded] {
        calendars.filter(\.spec.daysOff).compactMap { try? $0.current() }
    }

    /// Every day in `range` an event of a days-off calendar touches.
    static func daysOff(of calendars: [UserCalendar.Loaded], in range: DateRange) -> [CivilDate] {
        calendars.flatMap { $0.holidays(in: range).map(\.date) }
    }

    /// `base` with `days` off too: a day is a business day when it is one of `base` and not
    /// in `days`.
    static func businessDays(_ base: BusinessCalendar, without days: [CivilDate]) -> BusinessCalendar {
        guard !days.isEmpty else { return base }
        let off = BusinessCalendar(holidays: days, weekend: base.weekend)
        return (try? BusinessCalendar(joining: [base, off], rule: .all)) ?? base
    }

    /// The days-off calendars' events that a year's bridges look at (the year and the days
    /// around it that a stretch across New Year reaches).
    static func bridgeDaysOff(of calendars: [UserCalendar.Loaded], year: Int) -> [Holiday] {
        calendars.flatMap { $0.holidays(in: DaysOff.outer(year: year)) }
    }

    /// The bridge days of a region's year, built-in or your own, by code, with the days of
    /// the days-off calendars off too, for the calendar's `b`: the bridges `holical bridges`
    /// lists with the same calendars (those that can be read now).
    var bridgeFinder: CalendarServices.BridgeFinder {
        { [self] code, year in
            OwnHolidays.current.region(code: code).map { region in
                let off = readableDaysOffCalendars
                return DaysOff(region: region, year: year, alsoOff: Self.bridgeDaysOff(of: off, year: year))
                    .bridges(maxLeave: BridgesCommand.bridgeLeave)
            }
        }
    }
}
