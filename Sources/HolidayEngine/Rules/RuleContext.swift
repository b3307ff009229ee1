/// What the rules of one region share while the engine evaluates a year: Easter, computed
/// once per computus and year, and the region's variants of the lunar calendars.
struct RuleContext {
    var easter = EasterCache()
    /// The Islamic calendar as the region observes it (`Country.islamic`).
    var islamic: HijriCalendar = .ummAlQura
    /// The Chinese calendar's variant the region keeps (`Country.lunisolar`).
    var lunisolar: ChineseCalendar = .chinese
}
