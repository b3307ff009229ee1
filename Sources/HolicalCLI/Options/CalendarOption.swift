import ArgumentParser

/// The help of `--calendar` (docs/calendar-files.md): on the commands that show days it adds
/// a calendar file's events; on `busdays` and `bridges` its days are days off.
enum CalendarOption {
    /// On the calendar, `list` and `next`.
    static let help = ArgumentHelp(
        "An iCalendar file or https address whose events are shown too (repeatable; default: the config file's "
            + "[[calendar]] tables).",
        valueName: "path|url")

    /// On `busdays` and `bridges`.
    static let daysOffHelp = ArgumentHelp(
        "An iCalendar file or https address whose days are days off (repeatable; default: the config file's "
            + "[[calendar]] tables with days_off = true).",
        valueName: "path|url")
}
