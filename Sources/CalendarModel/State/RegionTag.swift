/// The short tags that tell shown regions' holidays apart in the grid. A country is tagged
/// with its code (`US`, `EE`); a subdivision with the part after the dash (`NSW` for
/// `AU-NSW`) when that is at most three characters and no other shown region's tag, else
/// with its whole code, so tags are always unique and the title bar's key to them short.
public enum RegionTag {
    /// The longest short tag of a subdivision.
    static let shortLimit = 3

    /// A tag for each code, in order.
    public static func tags(for codes: [String]) -> [String] {
        let countries = Set(codes.filter { !$0.contains("-") })
        var shortUses: [String: Int] = [:]
        for code in codes { if let short = short(code) { shortUses[short, default: 0] += 1 } }
        return codes.map { code in
            guard let short = short(code), !countries.contains(short), shortUses[short] == 1 else { return code }
            return short
        }
    }

    /// The part of a subdivision's code after the dash, when it is short enough.
    private static func short(_ code: String) -> String? {
        guard let dash = code.lastIndex(of: "-") else { return nil }
        let part = String(code[code.index(after: dash)...])
        return (1...shortLimit).contains(part.count) ? part : nil
    }
}
