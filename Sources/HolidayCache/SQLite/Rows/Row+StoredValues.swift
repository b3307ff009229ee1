import GRDB
import HolidayEngine

/// Reading the cache's columns by name without traps.
///
/// GRDB's typed subscripts (`row["fetched_at"] as Int64`) stop the process on a value of
/// another type, and its fast path reads text as 0; these read the `DatabaseValue`, check its
/// storage class and range, and throw `CacheDamage` instead.
extension Row {
    /// The days a stored date may be: about a million years either side of 1970. The cache
    /// holds only dates of answers asked for; a number beyond these is damage, and near
    /// `Int.max` it would overflow the date arithmetic.
    static let storedDays: ClosedRange<Int64> = -366_000_000...366_000_000

    /// The times a fetch may have happened: 1970 to the end of 9999, in Unix seconds.
    static let storedTimes: ClosedRange<Int64> = 0...253_402_300_799

    /// The integer in `column`, within `bounds`.
    func integer(_ column: String, in bounds: ClosedRange<Int64>) throws -> Int64 {
        let value = try decode(DatabaseValue.self, forColumn: column)
        guard case .int64(let number) = value.storage else {
            throw CacheDamage.row(column: column, found: Self.kind(of: value))
        }
        guard bounds.contains(number) else {
            throw CacheDamage.row(column: column, found: "an integer out of range")
        }
        return number
    }

    /// The date in `column`, stored as a day number.
    func day(_ column: String) throws -> CivilDate {
        CivilDate(dayNumber: Int(try integer(column, in: Self.storedDays)))
    }

    /// The date in `column`, or nil when it holds NULL.
    func optionalDay(_ column: String) throws -> CivilDate? {
        try isNull(column) ? nil : day(column)
    }

    /// The fetch time in `column`, in Unix seconds.
    func time(_ column: String) throws -> Int64 {
        try integer(column, in: Self.storedTimes)
    }

    /// The text in `column`.
    func text(_ column: String) throws -> String {
        let value = try decode(DatabaseValue.self, forColumn: column)
        guard case .string(let text) = value.storage else {
            throw CacheDamage.row(column: column, found: Self.kind(of: value))
        }
        return text
    }

    /// The text in `column`, or nil when it holds NULL.
    func optionalText(_ column: String) throws -> String? {
        try isNull(column) ? nil : text(column)
    }

    private func isNull(_ column: String) throws -> Bool {
        try decode(DatabaseValue.self, forColumn: column).isNull
    }

    /// `text`, `NULL`, `a real number`, `a blob`, `an integer`.
    private static func kind(of value: DatabaseValue) -> String {
        switch value.storage {
        case .null: "NULL"
        case .int64: "an integer"
        case .double: "a real number"
        case .string: "text"
        case .blob: "a blob"
        }
    }
}
