/// The day numbers of one Gregorian year, to pick which of a calendar's candidate dates fall
/// in it. A calendar's `dayNumbers(month:day:inGregorianYear:)` converts the date in each of
/// its years that overlaps the Gregorian year and keeps those inside: a few conversions,
/// never a loop over days.
@usableFromInline
struct GregorianYearSet {
    @usableFromInline let first: Int
    @usableFromInline let last: Int

    @inlinable
    init(_ year: Int) {
        first = CivilDate(uncheckedYear: year, month: 1, day: 1).dayNumber
        last = CivilDate(uncheckedYear: year, month: 12, day: 31).dayNumber
    }

    @inlinable
    func contains(_ dayNumber: Int) -> Bool { first <= dayNumber && dayNumber <= last }

    /// The candidates inside the year, in the order given (callers pass them ascending).
    @inlinable
    func select(_ a: Int?, _ b: Int?, _ c: Int? = nil) -> [Int] {
        var result: [Int] = []
        if let a, contains(a) { result.append(a) }
        if let b, contains(b) { result.append(b) }
        if let c, contains(c) { result.append(c) }
        return result
    }
}
