/// Where tables and keys are in a TOML file's text, so that a mistake found after parsing
/// (a date that is not one) is reported with its line: TOMLKit gives lines only for syntax
/// errors.
struct TOMLLines: Sendable {
    /// Per line (from 1): the array-of-tables header it opens, if any, and the key it sets.
    private let headers: [(line: Int, name: String)]
    private let keys: [(line: Int, key: String)]
    private let lineCount: Int

    init(text: String) {
        var headers: [(Int, String)] = []
        var keys: [(Int, String)] = []
        var number = 0
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let line = raw.trimmingSpaces
            if line.hasPrefix("[[") , let end = line.range(of: "]]") {
                headers.append((number, String(line[line.index(line.startIndex, offsetBy: 2)..<end.lowerBound]).trimmingSpaces))
            } else if let equals = line.firstIndex(of: "="), !line.hasPrefix("#") {
                let key = line[..<equals].trimmingSpaces.trimmingCharacters(in: "\"'")
                keys.append((number, key))
            }
        }
        self.headers = headers
        self.keys = keys
        self.lineCount = number
    }

    /// The line of `key` in the `index`-th `[[name]]` table (its header's line when the key
    /// is nil or not written there).
    func line(of key: String?, in name: String, index: Int) -> Int {
        let matching = headers.filter { $0.name == name }
        guard index < matching.count else { return 1 }
        let start = matching[index].line
        let end = headers.first { $0.line > start }?.line ?? lineCount + 1
        if let key, let found = keys.first(where: { $0.line > start && $0.line < end && $0.key == key }) {
            return found.line
        }
        return start
    }

    /// The position among all `[[name]]` tables of the `index`-th one inside the
    /// `parentIndex`-th `[[parent]]` table.
    func nested(_ index: Int, of name: String, under parent: String, at parentIndex: Int) -> Int {
        let parents = headers.filter { $0.name == parent }
        guard parentIndex < parents.count else { return index }
        let start = parents[parentIndex].line
        return headers.filter { $0.name == name && $0.line < start }.count + index
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
