/// How many single-character edits (insertions, deletions, substitutions) turn one short
/// text into another: Levenshtein's distance, for "did you mean" suggestions (a region's
/// code, a command's name).
public enum EditDistance {
    /// The distance between `a` and `b`, or `limit + 1` once it is known to exceed `limit`.
    public static func between(_ a: [Character], _ b: [Character], limit: Int) -> Int {
        if abs(a.count - b.count) > limit { return limit + 1 }
        var previous = Array(0...b.count)
        for (i, x) in a.enumerated() {
            var current = [i + 1] + Array(repeating: 0, count: b.count)
            for (j, y) in b.enumerated() {
                current[j + 1] = min(previous[j + 1] + 1, current[j] + 1, previous[j] + (x == y ? 0 : 1))
            }
            previous = current
        }
        return previous[b.count]
    }
}
