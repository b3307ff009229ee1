import HolidayEngine

/// A region as the `c` picker lists it: a code to ask for, its names and the languages its
/// holidays are named in, nothing compiled, so that listing every region costs their names
/// only (what the calendar needs about the region shown is its `RegionProfile`).
public struct RegionChoice: Sendable, Hashable {
    /// `DE-BY`.
    public let code: String
    /// `Germany, Bavaria`.
    public let name: String
    /// The name in the region's own language: `Bayern`.
    public let localName: String
    /// BCP-47 codes of the languages its holidays are named in, main one first (`L` cycles
    /// them, and English).
    public let languages: [String]
    /// The code and names folded for the picker's filter, once: folding is most of what
    /// filtering would otherwise cost, at every key.
    let searchKeys: SearchKeys

    public init(code: String, name: String, localName: String? = nil, languages: [String] = ["en"]) {
        self.code = code
        self.name = name
        self.localName = localName ?? name
        self.languages = languages
        searchKeys = SearchKeys(code: code, names: [name, localName ?? name])
    }

    /// Whether it is a part of a country (`DE-BY`), listed beneath it.
    public var isSubdivision: Bool { code.contains("-") }

    /// A region's code and names folded (`SearchKey`), as UTF-8.
    struct SearchKeys: Sendable, Hashable {
        /// The code first, then the names.
        let texts: [[UInt8]]

        init(code: String, names: [String]) {
            texts = ([code] + names).map { Array($0.searchKey.utf8) }
        }

        /// How well the folded `wanted` matches: 0 for the code itself, 1 where it begins
        /// the code, a name or one of a name's words, 2 anywhere else; nil when nowhere.
        func rank(of wanted: [UInt8]) -> Int? {
            if texts[0] == wanted { return 0 }
            var best: Int?
            for text in texts where text.count >= wanted.count {
                var start = 0
                let last = text.count - wanted.count
                while start <= last {
                    if text[start] == wanted[0], text[start..<(start + wanted.count)].elementsEqual(wanted) {
                        if Self.beginsWord(text, at: start) { return 1 }
                        best = 2
                    }
                    start += 1
                }
            }
            return best
        }

        /// Whether the scalar at byte `start` begins the text or follows one that is not a
        /// letter.
        private static func beginsWord(_ text: [UInt8], at start: Int) -> Bool {
            var first = start - 1
            guard first >= 0 else { return true }
            while first > 0, text[first] & 0xC0 == 0x80 { first -= 1 }  // UTF-8 continuation bytes
            var decoder = UTF8()
            var bytes = text[first..<start].makeIterator()
            guard case .scalarValue(let previous) = decoder.decode(&bytes) else { return true }
            return !previous.properties.isAlphabetic
        }
    }
}
