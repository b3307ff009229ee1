import HolidayEngine

/// The holidays of one answer as its entries are read: each once, and on a date at most
/// `HolidayFetcher.AnswerLimits.perDay`, those first in display order.
///
/// Those are exactly the ones the fetcher's limits would keep of the date, so what is
/// dropped here was never going to be shown; but an answer of tens of thousands of entries
/// no longer costs them all, a set of them and two sorted copies (over 80 MB for 60,000
/// holidays), only what a range's dates can keep.
struct AnswerCollector {
    /// Each date's holidays, in display order.
    private var byDate: [CivilDate: [Holiday]] = [:]
    /// How many were added, less those added twice while the first was kept: a repeat of
    /// one already dropped counts again, which only a crowded date can meet.
    private var added = 0

    /// Adds `holiday`, unless it is here already or its date is full of holidays that come
    /// before it.
    mutating func add(_ holiday: Holiday) {
        if Self.insert(holiday, into: &byDate[holiday.date, default: []]) { added += 1 }
    }

    /// The holidays kept, in display order, and how many were added.
    var answer: ProviderAnswer {
        var holidays: [Holiday] = []
        holidays.reserveCapacity(byDate.values.reduce(0) { $0 + $1.count })
        for date in byDate.keys.sorted() { holidays += byDate[date] ?? [] }
        return ProviderAnswer(holidays: holidays, sent: added)
    }

    /// Inserts after every holiday of `onDate` that does not come after it, so that of equals
    /// the first read stays first, as a stable sort of the whole answer would leave them.
    /// Returns false for a repeat of one kept.
    private static func insert(_ holiday: Holiday, into onDate: inout [Holiday]) -> Bool {
        guard !onDate.contains(holiday) else { return false }
        var low = 0
        var high = onDate.count
        while low < high {
            let middle = (low + high) / 2
            if Holiday.displayOrder(holiday, onDate[middle]) { high = middle } else { low = middle + 1 }
        }
        guard low < HolidayFetcher.AnswerLimits.perDay else { return true }
        onDate.insert(holiday, at: low)
        if onDate.count > HolidayFetcher.AnswerLimits.perDay { onDate.removeLast() }
        return true
    }
}
