import HolidayEngine
import TerminalText
import TOMLKit

/// Reads typed values from a TOML table and remembers which keys were used, so that a
/// misspelt key is reported instead of silently ignored.
struct TableReader {
    let table: TOMLTable
    let path: String
    let context: String
    var used: Set<String> = []

    mutating func string(_ key: String) throws(CommandFailure) -> String? {
        try value(key, as: "text") { $0.string }
    }

    mutating func integer(_ key: String) throws(CommandFailure) -> Int? {
        try value(key, as: "a whole number") { $0.int }
    }

    mutating func number(_ key: String) throws(CommandFailure) -> Double? {
        try value(key, as: "a number") { $0.double ?? $0.int.map(Double.init) }
    }

    mutating func bool(_ key: String) throws(CommandFailure) -> Bool? {
        try value(key, as: "true or false") { $0.bool }
    }

    mutating func array(_ key: String) throws(CommandFailure) -> TOMLArray? {
        try value(key, as: "a list") { $0.array }
    }

    mutating func table(_ key: String) throws(CommandFailure) -> TOMLTable? {
        try value(key, as: "a table") { $0.table }
    }

    private mutating func value<T>(
        _ key: String, as description: String, _ convert: (TOMLValueConvertible) -> T?
    ) throws(CommandFailure) -> T? {
        used.insert(key)
        guard let raw = table[key] else { return nil }
        guard let value = convert(raw) else {
            throw CommandFailure(path: path, "\(context)\(key) must be \(description)")
        }
        return value
    }

    func rejectUnknownKeys() throws(CommandFailure) {
        if let unknown = table.keys.sorted().first(where: { !used.contains($0) }) {
            let known = used.sorted().map { context + $0 }.joined(separator: ", ")
            throw CommandFailure(path: path, "unknown key \(context)\(ShownText.key(unknown)) (known: \(known))")
        }
    }
}
