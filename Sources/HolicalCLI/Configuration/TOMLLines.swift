import HolidayEngine

/// Where tables and keys are in a TOML file's text, so that a mistake found after parsing
/// (a date that is not one) is reported with its line: TOMLKit gives lines only for syntax
/// errors. Indexed once, so that each question costs a binary search, not a pass over the
/// file: a file of thousands of tables is read in time linear in its length.
struct TOMLLines: Sendable {
    /// The lines (from 1) of every array-of-tables header, in order.
    private let headerLines: [Int]
    /// The lines of the `[[name]]` headers, by name, in order.
    private let headersByName: [String: [Int]]
    /// The lines that set a key, in order, and the key each sets.
    private let keys: [(line: Int, key: String)]
    private let lineCount: Int

    init(text: String) {
        var headerLines: [Int] = []
        var headersByName: [String: [Int]] = [:]
        var keys: [(Int, String)] = []
        var number = 0
        // Lines end at each LF byte, as the TOML parser counts them: split by characters, a
        // file with CRLF line ends ("\r\n" is one character) was one long line.
        for raw in text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            number += 1
            var line = Substring(raw).trimmingSpaces
            if line.hasSuffix("\r") { line = String(line.dropLast()).trimmingSpaces }
            if line.hasPrefix("[["), let end = line.firstRange(of: "]]") {
                let name = String(line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]).trimmingSpaces
                headerLines.append(number)
                headersByName[name, default: []].append(number)
            } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
                let key = line[..<equals].trimmingSpaces.trimmingCharacters(in: "\"'")
                keys.append((number, key))
            }
        }
        self.headerLines = headerLines
        self.headersByName = headersByName
        self.keys = keys
        self.lineCount = number
    }

    /// The line of `key` in the `index`-th `[[name]]` table (its header's line when the key
    /// is nil or not written there).
    func line(of key: String?, in name: String, index: Int) -> Int {
        guard let matching = headersByName[name], index < matching.count else { return 1 }
        let start = matching[index]
        let next = Self.firstIndex(in: headerLines) { $0 > start }
        let end = next < headerLines.count ? headerLines[next] : lineCount + 1
        guard let key else { return start }
        var position = Self.firstIndex(in: keys) { $0.line > start }
        while position < keys.count, keys[position].line < end {
            if keys[position].key == key { return keys[position].line }
            position += 1
        }
        return start
    }

    /// The position among all `[[name]]` tables of the `index`-th one inside the
    /// `parentIndex`-th `[[parent]]` table.
    func nested(_ index: Int, of name: String, under parent: String, at parentIndex: Int) -> Int {
        guard let parents = headersByName[parent], parentIndex < parents.count else { return index }
        let start = parents[parentIndex]
        return Self.firstIndex(in: headersByName[name] ?? []) { $0 >= start } + index
    }

    /// The index of the first element of `sorted` that is `after` (which holds from some
    /// point on), or its count.
    private static func firstIndex<Element>(in sorted: [Element], where after: (Element) -> Bool) -> Int {
        var low = 0
        var high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if after(sorted[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}

extension StringProtocol {
    /// The text without the given characters at either end.
    func trimmingCharacters(in set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text = text.dropFirst() }
        while let last = text.last, set.contains(last) { text = text.dropLast() }
        return String(text)
    }
}
