/// Which holidays a search keeps: some kinds, and a piece of a name, folded
/// (`SearchKey`), so that "paasch", "easter" and "jõul" find what a person means. The
/// calendar's `/`, `holical list --search` and `holical next` ask with it.
public struct HolidayQuery: Sendable, Hashable {
    /// The kinds kept; nil keeps every kind.
    public var kinds: Set<HolidayKind>?
    /// The folded text a name must contain; nil keeps every name.
    public var nameKey: String?

    /// A query for `kinds` (nil: all) and names containing `name`, case and accents
    /// ignored (nil: any name).
    public init(kinds: Set<HolidayKind>? = nil, name: String? = nil) {
        self.kinds = kinds
        self.nameKey = name.map(SearchKey.fold)
    }

    /// Whether `kind` is one of the kinds kept.
    public func keeps(_ kind: HolidayKind) -> Bool {
        kinds?.contains(kind) ?? true
    }

    /// Whether one of `names` (as written; they are folded here) contains the text.
    public func matches(names: some Sequence<String>) -> Bool {
        guard let nameKey else { return true }
        return names.contains { $0.searchKey.contains(nameKey) }
    }

    /// Whether `holiday` is of a kind kept and its English or local name contains the text.
    public func matches(_ holiday: Holiday) -> Bool {
        keeps(holiday.kind) && matches(names: [holiday.name, holiday.localName])
    }
}
