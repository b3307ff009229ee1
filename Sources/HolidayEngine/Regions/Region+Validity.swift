/// Saying when a region's rules hold, instead of inventing history (docs/rule-model.md,
/// "Validity").
extension Region {
    /// A sentence for a range that reaches outside the years the rules are known for
    /// (`Estonia's holidays are known from 1991`), or nil when the range is inside them.
    public func validityNote(for range: DateRange) -> String? {
        known.validityNote(for: range, name: name)
    }
}
