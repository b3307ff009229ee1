import CalendarModel
import HolidayEngine
import Synchronization

/// The business-day counter of the calendar's range selection: each region's public
/// holidays and your own days off from the rule engine and the region's weekend, whatever
/// provider fills the grid, so that the count is the same as `holical busdays`.
final class BusinessDayCounting: Sendable {
    private let own: OwnHolidays
    private let calendars = Mutex<[String: BusinessCalendar]>([:])
    /// Calendar files whose days of days off are taken out too (read as they are at each
    /// count, since a file may change).
    private let files: UserCalendars

    /// A counter for the regions `own` knows: the built-in ones and your own; the days of
    /// the days-off calendars among `files` are days off too.
    init(own: OwnHolidays = .current, files: UserCalendars = UserCalendars([])) {
        self.own = own
        self.files = files
    }

    /// Business days strictly between `from` and `to` in the region with `code`.
    func count(region code: String, from: CivilDate, to: CivilDate) -> Int? {
        guard let region = own.region(code: code) else { return nil }
        let calendar = calendars.withLock { cache in
            let years = min(from.year, to.year)...max(from.year, to.year)
            let calendar = cache[code].map { $0.extended(toCover: years) }
                ?? BusinessCalendar(region: region, years: (years.lowerBound - 1)...(years.upperBound + 1))
            cache[code] = calendar
            return calendar
        }
        let off = files.readableDaysOffCalendars
        guard !off.isEmpty else { return calendar.count(from: from, to: to) }
        let range = DateRange(min(from, to), max(from, to))
        return UserCalendars.businessDays(calendar, without: UserCalendars.daysOff(of: off, in: range))
            .count(from: from, to: to)
    }

    /// The counter as the controller takes it.
    var counter: CalendarServices.BusinessDayCounter {
        { [self] code, from, to in count(region: code, from: from, to: to) }
    }
}
