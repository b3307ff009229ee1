import HolidayEngine

/// `busdays roll` and `busdays add` answers, kept within the years holical answers for
/// (`OptionParsing.years`), for one date and for a batch alike.
extension BusinessCalendar {
    /// `roll(dayNumber:_:)`, nil when the answer is outside the years.
    @inline(__always)
    func rollWithinYears(dayNumber day: Int, _ convention: BusinessDayConvention) -> Int? {
        let result = roll(dayNumber: day, convention)
        return OptionParsing.dayNumbers.contains(result) ? result : nil
    }

    /// `n` business days from `day` (rolled by `convention` first when there is one), nil
    /// when the answer is outside the years.
    @inline(__always)
    func addWithinYears(_ n: Int, toDayNumber day: Int, rolling convention: BusinessDayConvention?) -> Int? {
        guard n.magnitude <= BusdaysAddCommand.maximum, OptionParsing.dayNumbers.contains(nearestAnswer(n, from: day))
        else { return nil }
        let result = convention.map { add(n, toDayNumber: day, rolling: $0) } ?? add(n, toDayNumber: day)
        return OptionParsing.dayNumbers.contains(result) ? result : nil
    }

    /// Where `n` business days from `day` would be without holidays (give or take the few
    /// days a roll moves): at least as near as the answer, so when even this is out of the
    /// years the answer is too, and the rules of thousands of years are never asked.
    @inline(__always)
    private func nearestAnswer(_ n: Int, from day: Int) -> Int {
        guard n != 0 else { return day }
        return weekend.dayNumber(
            ofWorkday: n > 0 ? weekend.workdays(before: day + 1) + n - 1 : weekend.workdays(before: day) + n)
    }
}
