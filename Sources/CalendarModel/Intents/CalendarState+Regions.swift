import HolidayEngine

/// Several regions at once (docs/architecture.md): the primary `region` decides the title, the
/// weekend, the business days of `v` and the legend; the `alongside` regions add their
/// holidays, tagged, to every day. Their holidays are asked of the runtime with
/// `.lookUpHolidays` (holical's own rules, whatever the provider), not of the holiday
/// source, whose one demand would otherwise be replaced by each region's in turn; see
/// docs/architecture.md, "Several regions at once".
extension CalendarState {
    /// The regions shown, the primary one first.
    public var shownRegions: [RegionChoice] { [region] + alongside.map(\.choice) }

    /// Each shown region's tag (`RegionTag`), in the order of `shownRegions`.
    public var regionTags: [String] { RegionTag.tags(for: shownRegions.map(\.code)) }

    /// Each shown region's part of `date`, the primary one first, then each calendar file's
    /// (with its index, for its marks); `tags` are `regionTags`, which a view drawing many
    /// days computes once.
    public func regionDays(on date: CivilDate, tags: [String]? = nil) -> [RegionDay] {
        let tags = tags ?? regionTags
        var days: [RegionDay] = []
        days.reserveCapacity(1 + alongside.count + calendars.count)
        days.append(RegionDay(region: region, tag: tags[0], status: book[date]))
        for (index, other) in alongside.enumerated() {
            days.append(RegionDay(region: other.choice, tag: tags[index + 1], status: other.book[date]))
        }
        for (index, calendar) in calendars.enumerated() {
            days.append(RegionDay(region: calendar.choice, tag: calendar.tag, status: calendar.book[date], calendar: index))
        }
        return days
    }

    /// A holiday of a day as the views draw it: after its region's tag (nil while one region
    /// is shown), marked by its kind or its calendar.
    public typealias TaggedHoliday = (tag: String?, holiday: Holiday, mark: DayMark)

    /// The holidays of `date` in every shown region, the primary's first, each with its
    /// region's tag and mark. `tags` as for `regionDays`.
    public func taggedHolidays(on date: CivilDate, tags: [String]? = nil) -> [TaggedHoliday] {
        taggedHolidays(on: date, tags: tags, first: .max).first
    }

    /// The first `limit` of `taggedHolidays(on:tags:)`, how many there are in all, the marks
    /// of the day (every region's kinds in order, then each calendar with an event that day)
    /// and the tags of the regions and calendars with one: a month cell shows a few names of
    /// a day that may hold dozens of a calendar's events, and copying them all would cost the
    /// frame more than drawing it.
    public func taggedHolidays(
        on date: CivilDate, tags: [String]? = nil, first limit: Int
    ) -> (first: [TaggedHoliday], count: Int, marks: [DayMark], tags: [String]) {
        var first: [TaggedHoliday] = []
        var count = 0
        var kinds: [HolidayKind] = []
        var calendarMarks: [DayMark] = []
        var shownTags: [String] = []
        func add(_ holidays: [Holiday], tag: String?, calendar: Int?) {
            guard !holidays.isEmpty else { return }
            count += holidays.count
            if let tag { shownTags.append(tag) }
            for holiday in holidays.prefix(max(0, limit - first.count)) {
                first.append((tag, holiday, calendar.map(DayMark.calendar) ?? .kind(holiday.kind)))
            }
            if let calendar {
                calendarMarks.append(.calendar(calendar))
            } else {
                for index in holidays.indices where !kinds.contains(holidays[index].kind) {
                    kinds.append(holidays[index].kind)
                }
            }
        }
        if alongside.isEmpty && calendars.isEmpty {
            add(book.holidays(on: date), tag: nil, calendar: nil)
        } else {
            let tags = tags ?? regionTags
            add(book.holidays(on: date), tag: tags[0], calendar: nil)
            for (index, other) in alongside.enumerated() {
                add(other.book.holidays(on: date), tag: tags[index + 1], calendar: nil)
            }
            for (index, calendar) in calendars.enumerated() {
                add(calendar.book.holidays(on: date), tag: calendar.tag, calendar: index)
            }
        }
        return (first, count, kinds.map(DayMark.kind) + calendarMarks, shownTags)
    }

    /// Whether `code` is shown beside the primary region.
    public func isAlongside(_ code: String) -> Bool { alongside.contains { $0.choice.code == code } }

    /// `+` in the picker: the highlighted region is shown beside the primary one, or no
    /// longer if it was. The primary region itself stays as it is (Enter replaces it).
    mutating func toggleAlongside() {
        guard case .regionPicker(var picker) = overlay else { return }
        if picker.isFiltering {
            // Done when the matches of what was typed come.
            picker.waiting = .toggleAlongside
            overlay = .regionPicker(picker)
            return
        }
        guard let index = picker.chosen else { return }
        let choice = regions[index]
        if let shown = alongside.firstIndex(where: { $0.choice.code == choice.code }) {
            alongside.remove(at: shown)
            asked.lookedUp[choice.code] = nil
            notice = "\(choice.name) no longer shown"
        } else if choice.code == region.code {
            notice = "\(choice.name) is the region shown: + adds another"
        } else {
            alongside.append(AlongsideRegion(choice))
            notice = "\(choice.name) shown too, tagged \(regionTags[alongside.count])"
        }
    }

    /// Drops a region about to become the primary one from those beside it.
    mutating func removeFromAlongside(_ code: String) {
        alongside.removeAll { $0.choice.code == code }
        asked.lookedUp[code] = nil
    }

    /// Records a looked-up answer for a region shown beside the primary one (nil: it has no
    /// rules, so its dates are unknown); answers for a region no longer shown, or in another
    /// language than the one shown now, are dropped.
    mutating func recordLookedUp(region code: String, range: DateRange, language: String?, holidays: [Holiday]?) {
        guard language == self.language, let index = alongside.firstIndex(where: { $0.choice.code == code })
        else { return }
        if let holidays {
            alongside[index].book.record(holidays, covering: range)
        } else {
            alongside[index].book.recordFailure(covering: range)
        }
    }

    /// The look-ups the regions beside the primary one need: the dates on screen of each,
    /// unless they are known in the language asked for already (moving within the month,
    /// back to a month seen, to the week view asks nothing).
    mutating func lookUpsMissing() -> [CalendarEffect] {
        guard !alongside.isEmpty else { return [] }  // asked after every key: nothing to work out
        let range = visibleRange.clampedToSupportedYears
        var effects: [CalendarEffect] = []
        for other in alongside {
            let code = other.choice.code
            let last = asked.lookedUp[code]
            if last?.language == language, last?.range == range || other.book.knows(range) { continue }
            asked.lookedUp[code] = LookUp(range: range, language: language)
            effects.append(.lookUpHolidays(region: code, range: range, language: language))
        }
        return effects
    }

    /// What was last looked up for a region beside the primary one.
    struct LookUp: Sendable, Hashable {
        var range: DateRange
        var language: String?
    }
}
