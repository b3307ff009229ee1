import Glibc
import HolidayEngine

/// Today's date where the user is, from the system clock and time zone.
enum LocalDate {
    /// Today's civil date in the process's local time zone (`TZ`, `/etc/localtime`).
    static func today() -> CivilDate {
        var now = time(nil)
        var parts = tm()
        localtime_r(&now, &parts)
        return CivilDate(
            year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday))
            ?? CivilDate(dayNumber: Int(now) / 86_400)
    }
}
