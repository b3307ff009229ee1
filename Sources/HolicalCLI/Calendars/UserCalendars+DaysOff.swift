import HolidayEngine

/// Calendar files whose days are days off (`days_off = true`, or `--calendar` on `busdays`
/// and `bridges`): their days are taken out of the business days as holidays are
/// (docs/calendar-files.md, "Days off").
extension UserCalendars {
    /// The calendars whose days are days off, read as they are now.
    func daysOffCalendars() throws(CommandFailure) -> [UserCalendar.Loaded] {
        var loaded: [UserCalendar.Loaded] = []
        for calendar in calendars where calendar.spec.daysOff { loaded.append(try calendar.current()) }
        return loaded
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
}
