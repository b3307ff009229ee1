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

    /// Whether one of `names`, folded already (`SearchKey.fold`), contains the text.
    public func matches(foldedNames names: some Sequence<String>) -> Bool {
        guard let nameKey else { return true }
        return names.contains { Self.bytes(of: $0, contain: nameKey) }
    }

    /// Whether `text`'s UTF-8 holds `key`'s. Both are folded, so the same letters are the
    /// same bytes, and comparing bytes spares a search the cost of comparing characters
    /// (a search folds and compares every name of the region).
    private static func bytes(of text: String, contain key: String) -> Bool {
        var text = text
        var key = key
        return text.withUTF8 { haystack in
            key.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard needle.count <= haystack.count else { return false }
                var index = 0
                let end = haystack.count - needle.count
                while index <= end {
                    if haystack[index] == first,
                       memoryEqual(haystack, from: index, needle) { return true }
                    index += 1
                }
                return false
            }
        }
    }

    private static func memoryEqual(
        _ haystack: UnsafeBufferPointer<UInt8>, from start: Int, _ needle: UnsafeBufferPointer<UInt8>
    ) -> Bool {
        for offset in 1..<needle.count where haystack[start + offset] != needle[offset] { return false }
        return true
    }

    /// Whether `holiday` is of a kind kept and its English or local name contains the text.
    public func matches(_ holiday: Holiday) -> Bool {
        keeps(holiday.kind) && matches(foldedNames: [holiday.name.searchKey, holiday.localName.searchKey])
    }
}
