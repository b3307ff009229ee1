import HolidayEngine

/// Reading the cache's columns by name without traps.
///
/// Each reads the stored value, checks its storage class and range, and throws
/// `CacheDamage` for anything else: SQLite does not enforce column types, and a damaged
/// page can leave text where a date belongs.
extension Row {
    /// The days a stored date may be: about a million years either side of 1970. The cache
    /// holds only dates of answers asked for; a number beyond these is damage, and near
    /// `Int.max` it would overflow the date arithmetic.
    static let storedDays: ClosedRange<Int64> = -366_000_000...366_000_000

    /// The times a fetch may have happened: 1970 to the end of 9999, in Unix seconds.
    static let storedTimes: ClosedRange<Int64> = 0...253_402_300_799

    /// The integer in `column`, within `bounds`.
    func integer(_ column: String, in bounds: ClosedRange<Int64>) throws -> Int64 {
        let value = try value(column)
        guard case .integer(let number) = value else {
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
        try value(column) == .null ? nil : day(column)
    }

    /// The fetch time in `column`, in Unix seconds.
    func time(_ column: String) throws -> Int64 {
        try integer(column, in: Self.storedTimes)
    }

    /// The text in `column`.
    func text(_ column: String) throws -> String {
        let value = try value(column)
        guard case .text(let text) = value else {
            throw CacheDamage.row(column: column, found: Self.kind(of: value))
        }
        return text
    }

    /// The text in `column`, or nil when it holds NULL.
    func optionalText(_ column: String) throws -> String? {
        try value(column) == .null ? nil : text(column)
    }

    /// `text`, `NULL`, `a real number`, `a blob`, `an integer`: never the value itself,
    /// which may be anything.
    private static func kind(of value: DatabaseValue) -> String {
        switch value {
        case .null: "NULL"
        case .integer: "an integer"
        case .real: "a real number"
        case .text: "text"
        case .blob: "a blob"
        }
    }
}
