/// Saying when a region's rules hold, instead of inventing history (docs/rule-model.md,
/// "Validity").
extension Region {
    /// A sentence for a range that reaches outside the years the rules are known for
    /// (`Estonia's holidays are known from 1991`), or nil when the range is inside them.
    public func validityNote(for range: DateRange) -> String? {
        guard knownPart(of: range) != range else { return nil }
        let years: String
        switch (known.first > YearSpan.always.first, known.last < YearSpan.always.last) {
        case (true, true): years = "for \(known.first)-\(known.last)"
        case (true, false): years = "from \(known.first)"
        case (false, true): years = "until \(known.last)"
        case (false, false): return nil
        }
        return "\(name)'s holidays are known \(years)"
    }
}
