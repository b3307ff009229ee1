/// How a holiday finds its date in a given year.
///
/// A rule gives at most one date in most years; a rule of a lunar calendar can give two in
/// one Gregorian year (an Islamic date comes about eleven days earlier each year), so the
/// engine asks for every date a rule gives in a year (`forEachDate`). See
/// docs/rule-model.md.
public indirect enum DateRule: Hashable, Sendable {
    /// The same day every year (a business-day calculator's `sameDate`). February 29 only in leap years.
    case fixed(month: Int, day: Int)
    /// The `ordinal`-th `weekday` of `month` (1...5), or the last one when `ordinal` is -1
    /// (a business-day calculator's `dayInAMonth`).
    case weekdayOfMonth(ordinal: Int, weekday: Weekday, month: Int)
    /// The nearest `weekday` to a day of the year, searching in one direction
    /// (Sweden's Midsummer Eve: the Friday from June 19 to 25).
    case weekdayNear(weekday: Weekday, month: Int, day: Int, search: WeekdaySearch)
    /// `offset` days after Easter Sunday (negative: before it).
    case easter(offset: Int, computus: Computus)
    /// A single date decreed once (a day of mourning, a jubilee).
    case oneOff(CivilDate)
    /// A fixed date of the Julian calendar (Orthodox Christmas: December 25, January 7 on
    /// the Gregorian calendar in 1900-2099).
    case julian(month: Int, day: Int)
    /// A date of the Hebrew calendar (Passover: 15 Nisan). `.adar` is Adar II in a leap year.
    case hebrew(month: HebrewCalendar.Month, day: Int)
    /// A date of the Persian solar Hijri calendar (Nowruz: 1 Farvardin).
    case persian(month: PersianCalendar.Month, day: Int)
    /// A date of the Ethiopian calendar (Enkutatash: 1 Meskerem).
    case ethiopian(month: EthiopianCalendar.Month, day: Int)
    /// A date of the Coptic calendar.
    case coptic(month: CopticCalendar.Month, day: Int)
    /// A date of Nepal's Bikram Sambat calendar (Constitution Day: 3 Asoj), from its published
    /// month lengths; a forecast in the years after the last published one.
    case bikramSambat(month: BikramSambatCalendar.Month, day: Int)
    /// `offset` days from a date of the Islamic (Hijri) calendar, as the region observes it
    /// (`Country.islamic`): Eid al-Fitr is 1 Shawwal, its eve `offset: -1`. Dates whose month
    /// start is a forecast are marked estimated.
    case hijri(month: HijriCalendar.Month, day: Int, offset: Int)
    /// `offset` days from a date of the Chinese lunisolar calendar, in the region's variant
    /// (`Country.lunisolar`): Spring Festival is 1/1, its eve `offset: -1`.
    case chinese(month: ChineseCalendar.Month, day: Int, offset: Int)
    /// The day of a solar term in the region's time zone (Qingming, the winter solstice).
    case solarTerm(ChineseCalendar.SolarTerm)
    /// The day the Sun reaches `degrees` of apparent longitude (0: the March equinox, 90: the
    /// June solstice, 180: the September equinox, 270: the December solstice) at a fixed offset
    /// from UTC, in minutes: a day a law sets by the sky where it is kept (Chile's National Day
    /// of Indigenous Peoples, the June solstice at UTC-4). docs/calendars.md, "Solar terms".
    case sunLongitude(degrees: Int, utcOffsetMinutes: Int)
    /// A Hindu festival from the almanac's table, or from `list`, the country's own published
    /// dates (`.hindu(.holi, list: .guyanaHoli)`), in the years it dates; in the others the
    /// almanac's date, estimated (docs/calendars.md, "Hindu festivals").
    case hindu(HinduFestival, list: FestivalTable?)
    /// A Buddhist festival (Vesak), from the table or the country's own list, as `hindu`.
    case buddhist(BuddhistFestival, list: FestivalTable?)
    /// A festival of the Thai lunar calendar, placed as Thailand or Cambodia and Laos do.
    case thai(ThaiLunarCalendar.Festival, tradition: ThaiLunarCalendar.Tradition)
    /// A date of the Burmese (Myanmar) calendar.
    case burmese(month: BurmeseCalendar.Month, day: Int)
    /// The days of Thingyan, Myanmar's water festival, each a date: from `from` days after
    /// its Akya day (-1: the Akyo eve) through `through` days after it, or through its Atat
    /// day when `through` is nil (the festival's own length, four or five days with the eve).
    /// Myanmar's government gives the festival's days off this way, some years longer.
    case thingyan(from: Int, through: Int?)
    /// A day of Mongolia's lunar calendar (Tsagaan Sar).
    case mongolian(MongolianFestival)
    /// A Tibetan festival, from the table or the country's own list, as `hindu`.
    case tibetan(TibetanFestival, list: FestivalTable?)
    /// A poya day of Sri Lanka's Sinhala calendar.
    case sinhala(SinhalaPoya)
    /// A day of the Balinese Saka calendar (Nyepi).
    case balinese(BalineseFestival)
    /// Another rule's dates moved by `days` (the day before Chinese New Year, the Tuesday
    /// after the first Monday of November).
    case shifted(DateRule, days: Int)
    /// A rule's date, moved by `days` when it falls on a date of `other` (Glarus's Näfelser
    /// Fahrt: the first Thursday of April, a week later when that is Maundy Thursday).
    case avoiding(DateRule, other: DateRule, days: Int)
    /// A rule's date moved by `days`, only in the years it falls on a date of `other`; no
    /// date in the others (Greece's Labour Day on Easter Monday, which gives the Tuesday).
    case coinciding(DateRule, other: DateRule, days: Int)
    /// A rule's dates only in the years `other`'s first date falls on one of `weekdays`
    /// (Zürich's bridge day after Ascension, in the years Christmas is on a Tuesday,
    /// Wednesday or Thursday).
    case inYears(DateRule, other: DateRule, weekdays: [Weekday])
    /// The given weekday looked for from each of another rule's dates, as `weekdayNear` looks
    /// from a Gregorian date: a weekday tied to a day of another calendar (Jumu'atul-Wida,
    /// the last Friday of Ramadan: the Friday on or before its last day).
    case weekdayFrom(DateRule, weekday: Weekday, search: WeekdaySearch)
    /// A rule's dates, forecasts (`Holiday.isEstimated`) in `years`: a day a yearly notice
    /// confirms, computed in the years no notice has come yet (Thailand's lunar holidays
    /// after the last Cabinet resolution, the Royal Ploughing Ceremony after the last
    /// announced date).
    case forecast(DateRule, years: YearSet)

    /// Which way `weekdayNear` looks from its day.
    public enum WeekdaySearch: Hashable, Sendable {
        /// The day itself if it is the weekday, else the next one.
        case onOrAfter
        /// The first one strictly after the day.
        case after
        /// The day itself if it is the weekday, else the previous one.
        case onOrBefore
        /// The last one strictly before the day.
        case before
    }

    /// The `ordinal`-th `weekday` of `month`: `.nth(3, .monday, of: 1)` for MLK Day.
    public static func nth(_ ordinal: Int, _ weekday: Weekday, of month: Int) -> DateRule {
        .weekdayOfMonth(ordinal: ordinal, weekday: weekday, month: month)
    }

    /// The last `weekday` of `month`: `.last(.monday, of: 5)` for Memorial Day.
    public static func last(_ weekday: Weekday, of month: Int) -> DateRule {
        .weekdayOfMonth(ordinal: -1, weekday: weekday, month: month)
    }

    /// The `weekday` on or after a day: `.weekday(.friday, onOrAfter: 6, 19)`.
    public static func weekday(_ weekday: Weekday, onOrAfter month: Int, _ day: Int) -> DateRule {
        .weekdayNear(weekday: weekday, month: month, day: day, search: .onOrAfter)
    }

    /// The first `weekday` strictly after a day.
    public static func weekday(_ weekday: Weekday, after month: Int, _ day: Int) -> DateRule {
        .weekdayNear(weekday: weekday, month: month, day: day, search: .after)
    }

    /// The `weekday` on or before a day.
    public static func weekday(_ weekday: Weekday, onOrBefore month: Int, _ day: Int) -> DateRule {
        .weekdayNear(weekday: weekday, month: month, day: day, search: .onOrBefore)
    }

    /// The last `weekday` strictly before a day: `.weekday(.monday, before: 5, 25)` for
    /// Canada's Victoria Day.
    public static func weekday(_ weekday: Weekday, before month: Int, _ day: Int) -> DateRule {
        .weekdayNear(weekday: weekday, month: month, day: day, search: .before)
    }

    /// `offset` days from Western (Gregorian) Easter Sunday.
    public static func easter(_ offset: Int) -> DateRule {
        .easter(offset: offset, computus: .gregorian)
    }

    /// `offset` days from Orthodox (Julian) Easter Sunday.
    public static func orthodoxEaster(_ offset: Int) -> DateRule {
        .easter(offset: offset, computus: .julian)
    }

    /// 1 Shawwal, or any Hijri date, `offset` days on: `.hijri(.shawwal, 1)`.
    public static func hijri(_ month: HijriCalendar.Month, _ day: Int, offset: Int = 0) -> DateRule {
        .hijri(month: month, day: day, offset: offset)
    }

    /// A Chinese lunisolar date, `offset` days on: `.chinese(8, 15)` for Mid-Autumn.
    public static func chinese(_ month: ChineseCalendar.Month, _ day: Int, offset: Int = 0) -> DateRule {
        .chinese(month: month, day: day, offset: offset)
    }

    /// The day the Sun reaches `degrees` of longitude at `utcOffsetHours` from UTC:
    /// `.sun(reaching: 90, utcOffsetHours: -4)`, the June solstice in Chile.
    public static func sun(reaching degrees: Int, utcOffsetHours: Int) -> DateRule {
        .sunLongitude(degrees: degrees, utcOffsetMinutes: utcOffsetHours * 60)
    }

    /// The day of an equinox in a time zone `utcOffsetHours` east of Greenwich: Japan's
    /// Vernal Equinox Day is `.equinox(.march, utcOffsetHours: 9)`.
    public static func equinox(_ equinox: Equinox, utcOffsetHours: Int) -> DateRule {
        .sun(reaching: equinox.longitude, utcOffsetHours: utcOffsetHours)
    }

    /// This rule's dates moved by `days`.
    public func shifted(_ days: Int) -> DateRule { .shifted(self, days: days) }

    /// This rule's date, moved by `days` when it falls on a date of `other`:
    /// `.nth(1, .thursday, of: 4).moved(by: 7, whenOn: .easter(-3))`.
    public func moved(by days: Int, whenOn other: DateRule) -> DateRule {
        .avoiding(self, other: other, days: days)
    }

    /// The day `days` after this rule's date, only in the years it falls on a date of
    /// `other`: `.fixed(month: 5, day: 1).following(by: 1, whenOn: .orthodoxEaster(1))`.
    public func following(by days: Int, whenOn other: DateRule) -> DateRule {
        .coinciding(self, other: other, days: days)
    }

    /// This rule's dates only in the years `other` falls on one of `weekdays`:
    /// `.easter(40).inYears(when: .fixed(month: 12, day: 25), fallsOn: [.tuesday, .wednesday])`.
    public func inYears(when other: DateRule, fallsOn weekdays: [Weekday]) -> DateRule {
        .inYears(self, other: other, weekdays: weekdays)
    }

    /// The `weekday` looked for from each of this rule's dates in `search`'s direction:
    /// `.hijri(.shawwal, 1, offset: -1).onWeekday(.friday, .onOrBefore)` is the last Friday
    /// of Ramadan.
    public func onWeekday(_ weekday: Weekday, _ search: WeekdaySearch) -> DateRule {
        .weekdayFrom(self, weekday: weekday, search: search)
    }

    /// This rule's dates, marked estimated in `years`: `.thai(.makhaBucha, tradition:
    /// .thai).forecast(.from(2027))` for a day the yearly notice has not yet confirmed.
    public func forecast(_ years: YearSet) -> DateRule { .forecast(self, years: years) }

    /// The first date this rule gives in `year`, or nil if it gives none (a one-off of
    /// another year, February 29 in a common year).
    public func date(in year: Int) -> CivilDate? {
        var context = RuleContext()
        var first: CivilDate?
        forEachDate(in: year, context: &context) { date, _ in
            if first == nil { first = date }
        }
        return first
    }

    /// Every date this rule gives in `year`, in order.
    public func dates(in year: Int) -> [CivilDate] {
        var context = RuleContext()
        return dates(in: year, context: &context)
    }

    /// Calls `body` with each date the rule gives in `year` and whether that date is a
    /// forecast (`Holiday.isEstimated`). `context` keeps what several rules of one year
    /// share (Easter), so it is computed once.
    func forEachDate(
        in year: Int, context: inout RuleContext, _ body: (CivilDate, Bool) -> Void
    ) {
        switch self {
        case let .fixed(month, day):
            guard day <= CivilDate.daysInMonth(year: year, month: month) else { return }
            body(CivilDate(uncheckedYear: year, month: month, day: day), false)
        case let .weekdayOfMonth(ordinal, weekday, month):
            let days = CivilDate.daysInMonth(year: year, month: month)
            if ordinal < 0 {
                let last = CivilDate(uncheckedYear: year, month: month, day: days)
                body(
                    CivilDate(
                        uncheckedYear: year, month: month,
                        day: days - weekday.days(until: last.weekday)), false)
                return
            }
            let first = CivilDate(uncheckedYear: year, month: month, day: 1)
            let day = 1 + first.weekday.days(until: weekday) + 7 * (ordinal - 1)
            if day <= days { body(CivilDate(uncheckedYear: year, month: month, day: day), false) }
        case let .weekdayNear(weekday, month, day, search):
            guard day <= CivilDate.daysInMonth(year: year, month: month) else { return }
            let anchor = CivilDate(uncheckedYear: year, month: month, day: day)
            body(anchor.adding(days: search.days(from: anchor.weekday, to: weekday)), false)
        case let .easter(offset, computus):
            body(CivilDate(dayNumber: context.easter.dayNumber(computus, year) + offset), false)
        case let .oneOff(date):
            if date.year == year { body(date, false) }
        case let .julian(month, day):
            each(JulianCalendar.dayNumbers(month: month, day: day, inGregorianYear: year), body)
        case let .hebrew(month, day):
            each(HebrewCalendar.dayNumbers(month: month, day: day, inGregorianYear: year), body)
        case let .persian(month, day):
            each(PersianCalendar.dayNumbers(month: month, day: day, inGregorianYear: year), body)
        case let .ethiopian(month, day):
            each(EthiopianCalendar.dayNumbers(month: month, day: day, inGregorianYear: year), body)
        case let .coptic(month, day):
            each(CopticCalendar.dayNumbers(month: month, day: day, inGregorianYear: year), body)
        case let .bikramSambat(month, day):
            // Bikram Sambat year Y begins in April of Gregorian year Y - 57.
            let span = GregorianYearSet(year)
            for samvat in [year + 56, year + 57] {
                let date = BikramSambatCalendar.Date(year: samvat, month: month, day: day)
                if let found = BikramSambatCalendar.dayNumber(of: date), span.contains(found) {
                    body(CivilDate(dayNumber: found), BikramSambatCalendar.isForecast(year: samvat))
                }
            }
        case let .hijri(month, day, offset):
            for found in context.islamic.dayNumbers(month: month, day: day, offset: offset, inGregorianYear: year) {
                body(CivilDate(dayNumber: found.dayNumber), found.isEstimated)
            }
        case let .chinese(month, day, offset):
            each(context.lunisolar.dayNumbers(month: month, day: day, offset: offset, inGregorianYear: year), body)
        case let .solarTerm(term):
            if let day = context.lunisolar.solarTerm(term, inGregorianYear: year) {
                body(CivilDate(dayNumber: day), false)
            }
        case let .sunLongitude(degrees, offset):
            if let day = Sun.dayNumber(reachingLongitude: Double(degrees), inYear: year, utcOffsetMinutes: offset) {
                body(CivilDate(dayNumber: day), false)
            }
        case let .hindu(festival, list):
            each(festival.dayNumbers(inGregorianYear: year, preferring: list), body)
        case let .buddhist(festival, list):
            each(festival.dayNumbers(inGregorianYear: year, preferring: list), body)
        case let .thai(festival, tradition):
            if let day = ThaiLunarCalendar.dayNumber(of: festival, inGregorianYear: year, tradition: tradition) {
                body(CivilDate(dayNumber: day), false)
            }
        case let .burmese(month, day):
            each(BurmeseCalendar.dayNumbers(month: month, day: day, inGregorianYear: year), body)
        case let .thingyan(from, through):
            guard let thingyan = BurmeseCalendar.thingyan(inGregorianYear: year) else { return }
            let last = through.map { thingyan.akya + $0 } ?? thingyan.atat
            if thingyan.akya + from <= last { each(Array(thingyan.akya + from...last), body) }
        case let .mongolian(festival):
            each(festival.dayNumbers(inGregorianYear: year), body)
        case let .tibetan(festival, list):
            each(festival.dayNumbers(inGregorianYear: year, preferring: list), body)
        case let .sinhala(poya):
            each(poya.dayNumbers(inGregorianYear: year), body)
        case let .balinese(festival):
            each(festival.dayNumbers(inGregorianYear: year), body)
        case let .shifted(base, days):
            base.forEachDate(in: year, context: &context) { date, estimated in
                body(date.adding(days: days), estimated)
            }
        case let .avoiding(base, other, days):
            let taken = other.dates(in: year, context: &context)
            base.forEachDate(in: year, context: &context) { date, estimated in
                body(taken.contains(date) ? date.adding(days: days) : date, estimated)
            }
        case let .inYears(base, other, weekdays):
            guard let first = other.dates(in: year, context: &context).first, weekdays.contains(first.weekday)
            else { return }
            base.forEachDate(in: year, context: &context, body)
        case let .coinciding(base, other, days):
            let taken = other.dates(in: year, context: &context)
            base.forEachDate(in: year, context: &context) { date, estimated in
                if taken.contains(date) { body(date.adding(days: days), estimated) }
            }
        case let .weekdayFrom(base, weekday, search):
            base.forEachDate(in: year, context: &context) { date, estimated in
                body(date.adding(days: search.days(from: date.weekday, to: weekday)), estimated)
            }
        case let .forecast(base, years):
            let forecast = years.contains(year)
            base.forEachDate(in: year, context: &context) { date, estimated in body(date, estimated || forecast) }
        }
    }

    /// Every date the rule gives in `year`, sharing `context` (for a rule that depends on
    /// another's dates).
    private func dates(in year: Int, context: inout RuleContext) -> [CivilDate] {
        var dates: [CivilDate] = []
        forEachDate(in: year, context: &context) { date, _ in dates.append(date) }
        return dates
    }

    /// Calls `body` with each day number's date, none a forecast.
    private func each(_ dayNumbers: [Int], _ body: (CivilDate, Bool) -> Void) {
        for dayNumber in dayNumbers { body(CivilDate(dayNumber: dayNumber), false) }
    }

    /// Calls `body` with each day number's date, each a forecast when `found` says so (a
    /// festival's almanac standing in for a country's own list).
    private func each(_ found: (dayNumbers: [Int], isEstimated: Bool), _ body: (CivilDate, Bool) -> Void) {
        for dayNumber in found.dayNumbers { body(CivilDate(dayNumber: dayNumber), found.isEstimated) }
    }

    /// Whether a date the rule gives for a year can lie in another Gregorian year (a date
    /// moved by days, a weekday looked for past the year's end). Rules that cannot are not
    /// evaluated for the years around a range, only for its own (`RuleTable.entries`).
    var mayLeaveItsYear: Bool {
        switch self {
        case let .weekdayNear(_, month, _, _): month == 1 || month == 12
        case let .easter(offset, _): offset < -80 || offset > 249
        case let .shifted(_, days), let .avoiding(_, _, days), let .coinciding(_, _, days): days != 0
        case let .inYears(base, _, _), let .forecast(base, _): base.mayLeaveItsYear
        // Up to six days either way from any date of the base: past the year's end at times.
        case .weekdayFrom: true
        default: false
        }
    }

    /// Roughly where in the year the rule falls (a day of year), so the engine can visit
    /// rules in calendar order and keep its output almost sorted.
    var typicalDayOfYear: Int {
        switch self {
        case .julian, .hebrew, .persian, .ethiopian, .coptic, .bikramSambat, .hijri, .chinese, .solarTerm,
             .sunLongitude, .hindu, .buddhist, .thai, .burmese, .thingyan, .mongolian, .tibetan, .sinhala, .balinese:
            // Where it falls in a year of no note: these move against the Gregorian year.
            guard let date = dates(in: 2001).first else { return 366 }
            return (date.month - 1) * 31 + date.day
        case let .fixed(month, day): return (month - 1) * 31 + day
        case let .weekdayOfMonth(ordinal, _, month):
            return (month - 1) * 31 + (ordinal < 0 ? 28 : 7 * ordinal - 3)
        case let .weekdayNear(_, month, day, _): return (month - 1) * 31 + day
        case let .easter(offset, _):
            // Easter falls on April 8 on average.
            return 3 * 31 + 8 + offset
        case let .oneOff(date): return (date.month - 1) * 31 + date.day
        case let .shifted(base, days): return base.typicalDayOfYear + days
        case let .avoiding(base, _, _): return base.typicalDayOfYear
        case let .coinciding(base, _, days): return base.typicalDayOfYear + days
        case let .inYears(base, _, _): return base.typicalDayOfYear
        case let .weekdayFrom(base, _, _): return base.typicalDayOfYear
        case let .forecast(base, _): return base.typicalDayOfYear
        }
    }
}

extension DateRule.WeekdaySearch {
    /// Days from a day that is `from` to the wanted `to`, in this direction.
    func days(from: Weekday, to: Weekday) -> Int {
        switch self {
        case .onOrAfter: from.days(until: to)
        case .after: from.days(until: to) == 0 ? 7 : from.days(until: to)
        case .onOrBefore: -to.days(until: from)
        case .before: to.days(until: from) == 0 ? -7 : -to.days(until: from)
        }
    }
}
