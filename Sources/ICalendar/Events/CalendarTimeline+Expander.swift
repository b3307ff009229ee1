import HolidayEngine

extension CalendarTimeline {
    /// One event, ready to expand: its rule's plan, where it ends, what is taken out, and its
    /// length, all on the event's own clock.
    struct Expander: Sendable {
        let event: CalendarEvent
        /// The event's zone; nil for a whole-day, UTC or floating event (or an unknown zone,
        /// read as floating).
        let zone: (any ZoneRules)?
        let user: any ZoneRules
        /// The instances overrides replace (their RECURRENCE-IDs).
        let replaced: Set<EventTime>
        private(set) var plan: RecurrenceRule.Plan?
        /// The last instant an instance may start at, on the event's clock.
        private(set) var until: LocalDateTime?
        private(set) var excludedTimes: Set<LocalDateTime> = []
        private(set) var excludedDays: Set<CivilDate> = []
        private(set) var extra: [LocalDateTime] = []
        /// The length of each instance: nominal days, then exact seconds.
        private(set) var lengthDays = 0
        private(set) var lengthSeconds = 0

        init(event: CalendarEvent, zone: (any ZoneRules)?, user: any ZoneRules, replaced: Set<EventTime>) {
            self.event = event
            self.zone = zone
            self.user = user
            self.replaced = replaced
        }

        /// The event's clock reading for a time the file writes (a UTC EXDATE of a zoned
        /// event is read on the event's zone).
        private func onEventClock(_ time: EventTime) -> LocalDateTime {
            switch (time, event.start) {
            case let (.utc(t), .zoned):
                if let zone { return LocalDateTime(secondsSinceEpoch: zone.local(fromUTC: t.secondsSinceEpoch)) }
                return LocalDateTime(secondsSinceEpoch: user.local(fromUTC: t.secondsSinceEpoch))
            case let (.utc(t), .floating):
                return LocalDateTime(secondsSinceEpoch: user.local(fromUTC: t.secondsSinceEpoch))
            default:
                return time.writtenTime
            }
        }

        /// Works out the plan, the end, the exclusions and the length; a message when the
        /// rule cannot be expanded as written (the event is then shown on DTSTART and its
        /// RDATEs, or expanded as far as the limits allow).
        mutating func prepare(counted: inout Int) -> String? {
            let start = event.start.writtenTime
            var problem: String?
            // Length.
            if event.isAllDay {
                if let end = event.end {
                    lengthDays = max(1, end.writtenDate.dayNumber - start.date.dayNumber)
                } else if let duration = event.duration {
                    lengthDays = max(1, duration.days + (duration.seconds > 0 ? (duration.seconds + 86_399) / 86_400 : 0))
                } else {
                    lengthDays = 1
                }
            } else if let end = event.end {
                let endClock = onEventClock(end)
                let span = max(0, endClock.secondsSinceEpoch - start.secondsSinceEpoch)
                lengthDays = span / 86_400
                lengthSeconds = span % 86_400
            } else if let duration = event.duration {
                lengthDays = max(0, duration.days)
                lengthSeconds = max(0, duration.seconds)
            }
            for time in event.excludedDates {
                if time.isDate, !event.isAllDay { excludedDays.insert(time.writtenDate) } else { excludedTimes.insert(onEventClock(time)) }
            }
            for time in replaced { excludedTimes.insert(onEventClock(time)) }
            extra = event.extraDates.map { event.isAllDay ? LocalDateTime(date: $0.writtenDate, seconds: 0) : onEventClock($0) }
            guard let rule = event.recurrence else { return nil }
            do {
                plan = try RecurrenceRule.Plan(rule: rule, start: start)
            } catch {
                return "RRULE: \(error.message); the event is shown once"
            }
            if let end = rule.until {
                if event.isAllDay {
                    until = LocalDateTime(date: end.writtenDate, seconds: 0)
                } else if end.isDate {
                    until = LocalDateTime(date: end.writtenDate, seconds: 86_399)
                } else {
                    until = onEventClock(end)
                }
            }
            if let count = rule.count {
                if rule.frequency.isSubDaily {
                    let filtered = !rule.byMonth.isEmpty || !rule.byMonthDay.isEmpty || !rule.byDay.isEmpty
                        || !rule.byYearDay.isEmpty || !rule.byHour.isEmpty || !rule.byMinute.isEmpty || !rule.bySecond.isEmpty
                        || !rule.bySetPosition.isEmpty || !rule.byWeekNumber.isEmpty
                    guard !filtered else {
                        plan = nil
                        return "RRULE: FREQ=\(rule.frequency.rawValue) with COUNT and BY parts is not expanded; the event is shown once"
                    }
                    let step = rule.interval * rule.frequency.seconds
                    let (last, overflow) = (count - 1).multipliedReportingOverflow(by: step)
                    until = overflow || last > 400_000_000_000 ? nil : LocalDateTime(secondsSinceEpoch: start.secondsSinceEpoch + last)
                } else {
                    let (last, problemText) = lastInstance(of: count, counted: &counted)
                    until = last
                    problem = problemText
                }
            }
            return problem
        }

        /// The `count`-th instance (DTSTART the first), counted from the start; at most
        /// `countLimit` counted (and the calendar's budget), past which the rule is cut there.
        private func lastInstance(of count: Int, counted: inout Int) -> (LocalDateTime?, String?) {
            guard let plan else { return (nil, nil) }
            let start = event.start.writtenTime
            let budget = min(CalendarTimeline.countLimit, max(0, CalendarTimeline.totalCountLimit - counted))
            let wanted = min(count, budget)
            var seen = 1
            var last = start
            var period = 0
            var empty = 0
            // Periods that yield nothing (the 30th of February) end the count after a while.
            while seen < wanted, empty < 1_000, plan.periodStart(period).year <= 9999 {
                let instances = plan.instances(ofPeriod: period).filter { $0 > start }
                empty = instances.isEmpty ? empty + 1 : 0
                for instance in instances where seen < wanted {
                    seen += 1
                    last = instance
                }
                period += 1
            }
            counted += seen
            if wanted < count, seen == wanted {
                return (last, "RRULE: COUNT=\(count) is expanded to its first \(wanted) instances")
            }
            return (last, nil)
        }

        /// Adds the occurrences of the days in `range` to `found`.
        func occurrences(in range: DateRange, event index: Int, into found: inout [Occurrence]) {
            // The event's clock may be a day either side of the user's; an instance may
            // start days before the range and last into it.
            let margin = lengthDays + (lengthSeconds > 0 ? 1 : 0) + 2
            let windowStart = LocalDateTime(date: range.lowerBound.adding(days: -margin), seconds: 0)
            let windowEnd = LocalDateTime(date: range.upperBound.adding(days: 2), seconds: 86_399)
            for instance in instances(from: windowStart, through: windowEnd) {
                add(instance, in: range, event: index, into: &found)
            }
        }

        /// The instances starting in the window, on the event's clock, in order.
        private func instances(from low: LocalDateTime, through high: LocalDateTime) -> [LocalDateTime] {
            let start = event.start.writtenTime
            var result: [LocalDateTime] = []
            // Most events exclude nothing: hashing every instance to look in an empty set
            // cost a month of 1,000 recurring events a fifth of its time.
            let excludesTimes = !excludedTimes.isEmpty, excludesDays = !excludedDays.isEmpty
            func keep(_ instance: LocalDateTime) {
                guard instance >= low, instance <= high,
                      !excludesTimes || !excludedTimes.contains(instance),
                      !excludesDays || !excludedDays.contains(instance.date) else { return }
                result.append(instance)
            }
            if replaced.isEmpty || !replaced.contains(event.start) || event.recurrenceID != nil { keep(start) }
            for instance in extra { keep(instance) }
            guard let plan else { return extra.isEmpty ? result : Array(Set(result)).sorted() }
            let end = until.map { min($0, high) } ?? high
            if plan.rule.frequency.isSubDaily {
                subDailyInstances(plan, from: max(low, start), through: end, keep: keep)
            } else {
                var period = plan.period(reaching: low)
                while plan.periodStart(period) <= end.date {
                    plan.forEachInstance(ofPeriod: period) { instance in
                        if instance > start && instance <= end { keep(instance) }
                    }
                    period += 1
                }
                // The periods come in order, each instance once and after DTSTART (kept
                // first): only RDATEs can be out of order or twice.
                if extra.isEmpty { return result }
            }
            return Array(Set(result)).sorted()
        }

        /// A rule more frequent than daily, by the day: the first instance of each day its
        /// BY parts allow (a calendar of days shows each day once).
        private func subDailyInstances(
            _ plan: RecurrenceRule.Plan, from low: LocalDateTime, through high: LocalDateTime,
            keep: (LocalDateTime) -> Void
        ) {
            guard low <= high else { return }
            let rule = plan.rule
            let step = rule.interval * rule.frequency.seconds
            let origin = event.start.writtenTime.secondsSinceEpoch
            // The parts of a day instances may fall in, as second ranges.
            let hours = rule.byHour.isEmpty ? [nil] : rule.byHour.map(Optional.some)
            let minutes = rule.byMinute.isEmpty ? [nil] : rule.byMinute.map(Optional.some)
            let seconds = rule.bySecond.isEmpty ? [nil] : rule.bySecond.map(Optional.some)
            var windows: [Range<Int>] = []
            for hour in hours {
                for minute in minutes {
                    for second in seconds {
                        let from = (hour ?? 0) * 3600 + (minute ?? 0) * 60 + (second ?? 0)
                        let length = second != nil ? 1 : minute != nil ? 60 : hour != nil ? 3600 : 86_400
                        if minute == nil, second != nil {
                            // A second of every minute of the hour(s).
                            for m in 0..<60 { windows.append((from + m * 60)..<(from + m * 60 + 1)) }
                        } else {
                            windows.append(from..<(from + length))
                        }
                    }
                }
            }
            windows.sort { $0.lowerBound < $1.lowerBound }
            var day = low.date
            while day <= high.date {
                defer { day = day.adding(days: 1) }
                guard plan.allowsDay(day) else { continue }
                let dayStart = day.dayNumber * 86_400
                for window in windows {
                    let from = max(dayStart + window.lowerBound, low.secondsSinceEpoch, origin)
                    let to = min(dayStart + window.upperBound, high.secondsSinceEpoch + 1)
                    guard from < to else { continue }
                    let steps = (from - origin + step - 1) / step
                    let instant = origin + steps * step
                    if instant < to {
                        keep(LocalDateTime(secondsSinceEpoch: instant))
                        break
                    }
                }
            }
        }

        /// Adds one instance's days in `range`.
        private func add(_ instance: LocalDateTime, in range: DateRange, event index: Int, into found: inout [Occurrence]) {
            let first: CivilDate
            let last: CivilDate
            var start: LocalDateTime?
            var end: LocalDateTime?
            if event.isAllDay {
                first = instance.date
                last = instance.date.adding(days: lengthDays - 1)
            } else {
                let endClock = LocalDateTime(
                    secondsSinceEpoch: LocalDateTime(date: instance.date.adding(days: lengthDays), seconds: instance.seconds)
                        .secondsSinceEpoch + lengthSeconds)
                let userStart = userClock(instance)
                let userEnd = userClock(endClock)
                start = userStart
                end = userEnd
                first = userStart.date
                // An end at midnight (or a zero-length event) does not touch the day it ends on.
                let lastInstant = userEnd > userStart ? userEnd.secondsSinceEpoch - 1 : userStart.secondsSinceEpoch
                last = LocalDateTime(secondsSinceEpoch: lastInstant).date
            }
            guard first <= range.upperBound, last >= range.lowerBound else { return }
            var day = max(first, range.lowerBound)
            let through = min(last, range.upperBound)
            while day <= through {
                found.append(Occurrence(date: day, event: index, firstDay: first, lastDay: last, start: start, end: end))
                day = day.adding(days: 1)
            }
        }

        /// An instant on the event's clock read on the user's.
        private func userClock(_ time: LocalDateTime) -> LocalDateTime {
            switch event.start {
            case .utc:
                return LocalDateTime(secondsSinceEpoch: user.local(fromUTC: time.secondsSinceEpoch))
            case .zoned:
                guard let zone else { return time }
                return LocalDateTime(secondsSinceEpoch: user.local(fromUTC: zone.utc(fromLocal: time.secondsSinceEpoch)))
            case .floating, .date:
                return time
            }
        }
    }
}
