/// A value as SQLite stores it: one of its five storage classes.
enum DatabaseValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])
}

extension DatabaseValue: ExpressibleByNilLiteral, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral {
    init(nilLiteral: ()) { self = .null }
    init(integerLiteral value: Int64) { self = .integer(value) }
    init(stringLiteral value: String) { self = .text(value) }
}

extension DatabaseValue {
    /// An integer, or NULL for nil.
    init(_ value: (some BinaryInteger)?) {
        self = value.map { .integer(Int64($0)) } ?? .null
    }

    /// A text, or NULL for nil.
    init(_ value: String?) {
        self = value.map(DatabaseValue.text) ?? .null
    }
}
