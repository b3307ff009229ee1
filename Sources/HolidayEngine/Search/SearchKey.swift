import Synchronization

/// Text folded for matching what a person types: lowercase, accents and other marks
/// removed, so "bayern", "BAYERN" and "Bayern" match, and "jõul", "jõulud" and "joul" all
/// find "Jõulupüha"; "paasch" finds "Paasmaandag" only through its own letters.
///
/// Letters with a diacritic are folded to their base letter by the Unicode name
/// ("LATIN SMALL LETTER O WITH TILDE" is "o"), for the Latin, Greek and Cyrillic letters;
/// combining marks are dropped; other scripts keep their letters.
public enum SearchKey {
    /// The folded form of `text`.
    public static func fold(_ text: some StringProtocol) -> String {
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                let value = scalar.value
                out.append(Unicode.Scalar(UInt8(value >= 0x41 && value <= 0x5A ? value + 32 : value)))
                continue
            }
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .spacingMark, .format: continue
            default: break
            }
            for lowered in scalar.properties.lowercaseMapping.unicodeScalars {
                out.append(base(of: lowered))
            }
        }
        return String(out)
    }

    /// The letter without its diacritic, or the letter itself.
    private static func base(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        if let letter = unnamedBases[scalar] { return letter }
        guard (0xC0...0x24F).contains(scalar.value) || (0x370...0x52F).contains(scalar.value)
                || (0x1E00...0x1FFF).contains(scalar.value),
              let name = scalar.properties.name, name.contains(" WITH "),
              let letter = name.split(separator: " WITH ", maxSplits: 1).first
        else { return scalar }
        return table.withLock { $0[String(letter)] } ?? scalar
    }

    /// Letters that decompose to a base and a mark although their names do not say "WITH":
    /// Cyrillic й (и and a breve) and ё (е and a diaeresis), as Unicode's decompositions
    /// give them.
    private static let unnamedBases: [Unicode.Scalar: Unicode.Scalar] = [
        "\u{439}": "\u{438}", "\u{451}": "\u{435}",
    ]

    /// Latin, Greek and Cyrillic letters by Unicode name, built on first use.
    private static let table = Mutex<[String: Unicode.Scalar]>({
        var byName: [String: Unicode.Scalar] = [:]
        for value in UInt32(0x41)...0x52F {
            guard let scalar = Unicode.Scalar(value), let name = scalar.properties.name,
                  !name.contains(" WITH ")
            else { continue }
            byName[name] = scalar
        }
        return byName
    }())
}

extension StringProtocol {
    /// This text folded for matching (`SearchKey.fold`).
    public var searchKey: String { SearchKey.fold(self) }
}
