/// The years a region's rules are known for, and what to say outside them
/// (docs/rule-model.md, "Validity").
extension YearSet {
    /// The part of `range` in the years from `first` through `last`, or nil.
    public func knownPart(of range: DateRange) -> DateRange? {
        let from = CivilDate(uncheckedYear: max(first, range.lowerBound.year), month: 1, day: 1)
        let through = CivilDate(uncheckedYear: min(last, range.upperBound.year), month: 12, day: 31)
        return from <= through ? range.intersection(DateRange(from, through)) : nil
    }

    /// A sentence for a range that reaches outside these years (`Estonia's holidays are
    /// known from 1991`, with `name` "Estonia"), or nil when the range is inside them.
    public func validityNote(for range: DateRange, name: String) -> String? {
        guard knownPart(of: range) != range else { return nil }
        let years: String
        switch (first > YearSet.always.first, last < YearSet.always.last) {
        case (true, true): years = "for \(first)-\(last)"
        case (true, false): years = "from \(first)"
        case (false, true): years = "until \(last)"
        case (false, false): return nil
        }
        return "\(name)'s holidays are known \(years)"
    }
}
