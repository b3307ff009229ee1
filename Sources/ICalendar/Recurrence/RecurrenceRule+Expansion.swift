import HolidayEngine

/// Expanding a rule into its instances (RFC 5545 §3.3.10 and §3.8.5.3): each period of the
/// frequency yields the days its BY parts allow (a part narrows the period's days, or, where
/// the RFC's table says it expands them, the defaults from DTSTART do not apply), each at the
/// times BYHOUR, BYMINUTE and BYSECOND give, then BYSETPOS picks among them.
extension RecurrenceRule {
    /// The most times of day one instance day may have.
    static let maxTimesPerDay = 1_440

    /// The rule's BY parts with DTSTART's defaults filled in: what actually decides days.
    struct Plan: Sendable {
        let rule: RecurrenceRule
        let start: LocalDateTime
        let months: Set<Int>
        let monthDays: [Int]
        let weekdays: Set<Weekday>
        let ordinalWeekdays: [WeekdayNumber]
        let times: [Int]
        /// `months` and the weekdays of `weekdays` as bits (1 << month, 1 << raw value): a
        /// day is asked about for every day of every period, and hashing into a set for each
        /// cost the expansion more than the rest of the test.
        private let monthBits: UInt16
        private let weekdayBits: UInt8

        init(rule: RecurrenceRule, start: LocalDateTime) throws(ParseError) {
            self.rule = rule
            self.start = start
            var months = rule.byMonth
            var monthDays = rule.byMonthDay
            var byDay = rule.byDay
            if rule.byWeekNumber.isEmpty, rule.byYearDay.isEmpty, rule.byMonthDay.isEmpty, rule.byDay.isEmpty {
                switch rule.frequency {
                case .yearly:
                    if months.isEmpty { months = [start.date.month] }
                    monthDays = [start.date.day]
                case .monthly:
                    monthDays = [start.date.day]
                case .weekly:
                    byDay = [WeekdayNumber(ordinal: nil, weekday: start.date.weekday)]
                default:
                    break
                }
            }
            self.months = Set(months)
            self.monthDays = monthDays
            // Ordinals mean something only in monthly and yearly periods.
            let ordinalsApply = rule.frequency == .monthly || rule.frequency == .yearly
            weekdays = Set(byDay.filter { $0.ordinal == nil || !ordinalsApply }.map(\.weekday))
            ordinalWeekdays = ordinalsApply ? byDay.filter { $0.ordinal != nil } : []
            monthBits = months.reduce(0) { (1...12).contains($1) ? $0 | (1 << UInt16($1)) : $0 }
            weekdayBits = weekdays.reduce(0) { $0 | (1 << UInt8($1.rawValue)) }
            // Times of day: each BY part or DTSTART's, for periods of a day or more.
            let hours = rule.byHour.isEmpty ? [start.seconds / 3600] : rule.byHour
            let minutes = rule.byMinute.isEmpty ? [start.seconds / 60 % 60] : rule.byMinute
            let seconds = rule.bySecond.isEmpty ? [start.seconds % 60] : rule.bySecond.map { min($0, 59) }
            guard hours.count * minutes.count * seconds.count <= RecurrenceRule.maxTimesPerDay else {
                throw ParseError(message: "BYHOUR, BYMINUTE and BYSECOND give more than \(RecurrenceRule.maxTimesPerDay) times a day")
            }
            times = Set(hours.flatMap { h in minutes.flatMap { m in seconds.map { h * 3600 + m * 60 + $0 } } }).sorted()
        }

        /// Whether `date` is one of the period's days. `periodMonth`: whether ordinal
        /// weekdays count within the month (monthly periods, or yearly ones with BYMONTH).
        func allows(_ date: CivilDate) -> Bool {
            if !months.isEmpty, monthBits & (1 << UInt16(date.month)) == 0 { return false }
            if !rule.byYearDay.isEmpty {
                let length = CivilDate.isLeapYear(date.year) ? 366 : 365
                let day = date.dayOfYear
                guard rule.byYearDay.contains(where: { $0 > 0 ? $0 == day : length + $0 + 1 == day }) else { return false }
            }
            if !monthDays.isEmpty {
                let length = CivilDate.daysInMonth(year: date.year, month: date.month)
                guard monthDays.contains(where: { $0 > 0 ? $0 == date.day : length + $0 + 1 == date.day }) else { return false }
            }
            if !rule.byWeekNumber.isEmpty {
                let (week, weeks) = Self.weekNumber(of: date, weekStart: rule.weekStart)
                guard rule.byWeekNumber.contains(where: { $0 > 0 ? $0 == week : weeks + $0 + 1 == week }) else { return false }
            }
            if !weekdays.isEmpty || !ordinalWeekdays.isEmpty {
                if weekdayBits & (1 << UInt8(date.weekday.rawValue)) != 0 { return true }
                let inMonth = rule.frequency == .monthly || !rule.byMonth.isEmpty
                for entry in ordinalWeekdays where entry.weekday == date.weekday {
                    let (index, total) = inMonth ? Self.monthIndex(of: date) : Self.yearIndex(of: date)
                    let ordinal = entry.ordinal!
                    if ordinal > 0 ? ordinal == index : total + ordinal + 1 == index { return true }
                }
                return false
            }
            return true
        }

        /// Which of its weekday `date` is in its month (1 first) and how many the month has.
        static func monthIndex(of date: CivilDate) -> (Int, Int) {
            let length = CivilDate.daysInMonth(year: date.year, month: date.month)
            return ((date.day - 1) / 7 + 1, (date.day - 1) / 7 + 1 + (length - date.day) / 7)
        }

        /// The same within its year.
        static func yearIndex(of date: CivilDate) -> (Int, Int) {
            let length = CivilDate.isLeapYear(date.year) ? 366 : 365
            let day = date.dayOfYear
            return ((day - 1) / 7 + 1, (day - 1) / 7 + 1 + (length - day) / 7)
        }

        /// The week of the year `date` is in, weeks starting on `weekStart`, week 1 the first
        /// with four or more days of the year (RFC 5545 BYWEEKNO), and the weeks of that year.
        static func weekNumber(of date: CivilDate, weekStart: Weekday) -> (Int, Int) {
            func firstWeekStart(_ year: Int) -> Int {
                let january4 = CivilDate(year: year, month: 1, day: 4)!
                return january4.dayNumber - weekStart.days(until: january4.weekday)
            }
            var year = date.year
            if date.dayNumber < firstWeekStart(year) { year -= 1 } else if date.dayNumber >= firstWeekStart(year + 1) { year += 1 }
            let first = firstWeekStart(year)
            return ((date.dayNumber - first) / 7 + 1, (firstWeekStart(year + 1) - first) / 7)
        }

        /// The days of period `k` (counted from DTSTART's, `interval` apart), in order.
        func days(ofPeriod k: Int) -> [CivilDate] {
            let step = k * rule.interval
            var candidates: [CivilDate] = []
            func scan(_ first: Int, _ last: Int) {
                for day in first...last {
                    let date = CivilDate(dayNumber: day)
                    if allows(date) { candidates.append(date) }
                }
            }
            switch rule.frequency {
            case .yearly:
                let year = start.date.year + step
                guard (1...9999).contains(year) else { return [] }
                if !rule.byWeekNumber.isEmpty {
                    // Weeks may begin in the year before and end in the one after.
                    scan(CivilDate(year: year, month: 1, day: 1)!.dayNumber - 7, CivilDate(year: year, month: 12, day: 31)!.dayNumber + 7)
                    return candidates.filter { Self.weekNumber(of: $0, weekStart: rule.weekStart).0 >= 1 && Self.weekYear($0, rule.weekStart) == year }
                }
                if !months.isEmpty, rule.byYearDay.isEmpty {
                    for month in months.sorted() {
                        let first = CivilDate(year: year, month: month, day: 1)!.dayNumber
                        scan(first, first + CivilDate.daysInMonth(year: year, month: month) - 1)
                    }
                } else {
                    scan(CivilDate(year: year, month: 1, day: 1)!.dayNumber, CivilDate(year: year, month: 12, day: 31)!.dayNumber)
                }
            case .monthly:
                let index = start.date.year * 12 + start.date.month - 1 + step
                let year = index / 12
                let month = index % 12 + 1
                guard (1...9999).contains(year) else { return [] }
                if !months.isEmpty, !months.contains(month) { return [] }
                let first = CivilDate(year: year, month: month, day: 1)!.dayNumber
                scan(first, first + CivilDate.daysInMonth(year: year, month: month) - 1)
            case .weekly:
                let weekFirst = start.date.dayNumber - rule.weekStart.days(until: start.date.weekday) + 7 * step
                scan(weekFirst, weekFirst + 6)
            case .daily:
                let day = start.date.dayNumber + step
                let date = CivilDate(dayNumber: day)
                if allows(date) { candidates.append(date) }
            case .hourly, .minutely, .secondly:
                preconditionFailure("sub-daily rules are expanded by the day")
            }
            return candidates
        }

        /// The year a date's BYWEEKNO week belongs to.
        static func weekYear(_ date: CivilDate, _ weekStart: Weekday) -> Int {
            func firstWeekStart(_ year: Int) -> Int {
                let january4 = CivilDate(year: year, month: 1, day: 4)!
                return january4.dayNumber - weekStart.days(until: january4.weekday)
            }
            if date.dayNumber < firstWeekStart(date.year) { return date.year - 1 }
            if date.dayNumber >= firstWeekStart(date.year + 1) { return date.year + 1 }
            return date.year
        }

        /// Calls `body` with each instance of period `k`, in order, BYSETPOS applied; without
        /// BYSETPOS, without making the period's list.
        func forEachInstance(ofPeriod k: Int, _ body: (LocalDateTime) -> Void) {
            guard rule.bySetPosition.isEmpty else {
                for instance in instances(ofPeriod: k) { body(instance) }
                return
            }
            for date in days(ofPeriod: k) {
                for time in times { body(LocalDateTime(date: date, seconds: time)) }
            }
        }

        /// The instances of period `k`, in order, BYSETPOS applied.
        func instances(ofPeriod k: Int) -> [LocalDateTime] {
            let all = days(ofPeriod: k).flatMap { date in times.map { LocalDateTime(date: date, seconds: $0) } }
            guard !rule.bySetPosition.isEmpty else { return all }
            let picked = rule.bySetPosition.compactMap { position -> LocalDateTime? in
                let index = position > 0 ? position - 1 : all.count + position
                return all.indices.contains(index) ? all[index] : nil
            }
            return Array(Set(picked)).sorted()
        }

        /// The first period whose instances can reach `time` or later (0 when it is before
        /// DTSTART), counting whole periods back one for safety.
        func period(reaching time: LocalDateTime) -> Int {
            guard time > start else { return 0 }
            let periods: Int
            switch rule.frequency {
            case .yearly: periods = (time.date.year - start.date.year) / rule.interval
            case .monthly:
                periods = ((time.date.year - start.date.year) * 12 + time.date.month - start.date.month) / rule.interval
            case .weekly: periods = (time.date.dayNumber - start.date.dayNumber) / (7 * rule.interval)
            default: periods = (time.date.dayNumber - start.date.dayNumber) / rule.interval
            }
            return max(0, periods - 1)
        }
    }
}

extension RecurrenceRule.Plan {
    /// The first day of period `k`.
    func periodStart(_ k: Int) -> CivilDate {
        let step = k * rule.interval
        switch rule.frequency {
        case .yearly:
            return CivilDate(year: min(10_000, start.date.year + step), month: 1, day: 1)!
        case .monthly:
            let index = min(10_000 * 12, start.date.year * 12 + start.date.month - 1 + step)
            return CivilDate(year: index / 12, month: index % 12 + 1, day: 1)!
        case .weekly:
            return CivilDate(dayNumber: start.date.dayNumber - rule.weekStart.days(until: start.date.weekday) + 7 * step)
        default:
            return CivilDate(dayNumber: start.date.dayNumber + step)
        }
    }

    /// Whether a day passes the rule's day parts, for a rule more frequent than daily
    /// (where BY parts only narrow, and ordinals mean nothing).
    func allowsDay(_ date: CivilDate) -> Bool {
        if !rule.byMonth.isEmpty, !rule.byMonth.contains(date.month) { return false }
        if !rule.byDay.isEmpty, !rule.byDay.contains(where: { $0.weekday == date.weekday }) { return false }
        if !rule.byMonthDay.isEmpty {
            let length = CivilDate.daysInMonth(year: date.year, month: date.month)
            guard rule.byMonthDay.contains(where: { $0 > 0 ? $0 == date.day : length + $0 + 1 == date.day }) else { return false }
        }
        if !rule.byYearDay.isEmpty {
            let length = CivilDate.isLeapYear(date.year) ? 366 : 365
            guard rule.byYearDay.contains(where: { $0 > 0 ? $0 == date.dayOfYear : length + $0 + 1 == date.dayOfYear }) else { return false }
        }
        return true
    }
}
