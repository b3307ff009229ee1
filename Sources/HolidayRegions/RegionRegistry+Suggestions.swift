import HolidayEngine

/// Close matches for a region code that is not one: `DE-BAY` -> `DE-BY` (Bavaria).
extension RegionRegistry {
    /// Up to `limit` regions whose code or name is close to `text`, best first: codes one or
    /// two edits away, codes and names that start with or contain the text.
    public static func suggestions(for text: String, limit: Int = 3) -> [Region] {
        let key = text.uppercased().map { $0 == "_" ? "-" : $0 }
        let wanted = String(key)
        var scored: [(score: Int, index: Int)] = []
        for (index, region) in all.enumerated() {
            let code = region.code
            var score = Int.max
            // Two letters are all a country code has: one edit away is close, two is anything.
            let allowed = min(2, max(1, wanted.count - 2))
            let distance = EditDistance.between(Array(wanted), Array(code), limit: allowed)
            if distance <= allowed { score = distance * 10 }
            let name = region.name.uppercased()
            let local = region.localName.uppercased()
            if wanted.count >= 3, name.contains(wanted) || local.contains(wanted) {
                score = min(score, 15)
            }
            if let dash = wanted.firstIndex(of: "-"), code.hasPrefix(wanted[...dash]) {
                // Same country: a subdivision whose name starts like the code's tail.
                let tail = wanted[wanted.index(after: dash)...]
                if !tail.isEmpty, region.subdivision.map({ $0.name.uppercased().hasPrefix(tail) || $0.localName.uppercased().hasPrefix(tail) }) == true {
                    score = min(score, 5)
                }
            }
            if score != .max { scored.append((score, index)) }
        }
        return scored.sorted { ($0.score, $0.index) < ($1.score, $1.index) }
            .prefix(limit).map { all[$0.index] }
    }
}
