/// Which dates a calendar answers on its fast path, and growing it to answer more.
extension BusinessCalendar {
    /// Whether the holidays of every day from `first` to `last` (day numbers) are held.
    public func covers(dayNumbers first: Int, _ last: Int) -> Bool {
        first >= firstKnownDay && last <= lastKnownDay
    }

    /// Whether the holidays of `date` are held, so questions about it need no extra work.
    public func covers(_ date: CivilDate) -> Bool {
        let day = date.dayNumber
        return covers(dayNumbers: day, day)
    }

    /// This calendar grown to hold the holidays of `more` years as well (and every year
    /// between); itself when it already does or was made from a list.
    public func extended(toCover more: ClosedRange<Int>) -> BusinessCalendar {
        guard let years else { return self }
        let wanted = Swift.min(years.lowerBound, more.lowerBound)...Swift.max(years.upperBound, more.upperBound)
        guard wanted != years else { return self }
        if let rule {
            return BusinessCalendar(
                joining: members.map { $0.extended(toCover: wanted) }, rule: rule, weekend: weekend)
        }
        guard let region else { return self }
        return BusinessCalendar(region: region, kinds: kinds, weekend: weekend, years: wanted)
    }

    /// A calendar like this one that holds the days `first...last` (day numbers): this one
    /// if it does, else one made for just the years of those days, so a question far from
    /// the held years costs those years only.
    func covering(days first: Int, _ last: Int) -> BusinessCalendar {
        guard !covers(dayNumbers: first, last) else { return self }
        if let rule {
            return BusinessCalendar(
                joining: members.map { $0.covering(days: first, last) }, rule: rule, weekend: weekend)
        }
        guard let region else { return self }
        return BusinessCalendar(
            region: region, kinds: kinds, weekend: weekend,
            years: CivilDate(dayNumber: first).year...CivilDate(dayNumber: last).year)
    }
}
