import CSQLite

/// A prepared statement of one `Database`, run with arguments as many times as needed.
///
/// Arguments are bound by position (`?`, `?1`); rows are read while stepping and handed to
/// the caller one at a time as `Row`s, columns by name.
final class Statement {
    private let handle: OpaquePointer
    private let connection: OpaquePointer
    /// Each result column's index, by name.
    private let columns: [String: Int]

    init(sql: String, on connection: OpaquePointer) throws(SQLiteError) {
        var handle: OpaquePointer?
        let result = sqlite3_prepare_v3(connection, sql, -1, UInt32(SQLITE_PREPARE_PERSISTENT), &handle, nil)
        guard result == SQLITE_OK, let handle else {
            throw SQLiteError(result, on: connection)
        }
        self.handle = handle
        self.connection = connection
        var columns: [String: Int] = [:]
        for index in 0..<Int(sqlite3_column_count(handle)) {
            if let name = sqlite3_column_name(handle, Int32(index)) {
                columns[String(cString: name)] = index
            }
        }
        self.columns = columns
    }

    deinit { sqlite3_finalize(handle) }

    /// Runs the statement to its end with `arguments`, ignoring any rows.
    func execute(_ arguments: [DatabaseValue] = []) throws {
        try forEachRow(arguments) { _ in }
    }

    /// Runs the statement with `arguments`, calling `body` with each row in turn.
    func forEachRow(_ arguments: [DatabaseValue] = [], _ body: (Row) throws -> Void) throws {
        try bind(arguments)
        defer {
            sqlite3_reset(handle)
            sqlite3_clear_bindings(handle)
        }
        while true {
            let result = sqlite3_step(handle)
            switch result {
            case SQLITE_DONE: return
            case SQLITE_ROW: try body(row())
            default: throw SQLiteError(result, on: connection)
            }
        }
    }

    /// The rows of the statement run with `arguments`.
    func rows(_ arguments: [DatabaseValue] = []) throws -> [Row] {
        var rows: [Row] = []
        try forEachRow(arguments) { rows.append($0) }
        return rows
    }

    private func bind(_ arguments: [DatabaseValue]) throws(SQLiteError) {
        sqlite3_reset(handle)
        sqlite3_clear_bindings(handle)
        for (offset, value) in arguments.enumerated() {
            let index = Int32(offset + 1)
            let result: Int32 =
                switch value {
                case .null: sqlite3_bind_null(handle, index)
                case .integer(let number): sqlite3_bind_int64(handle, index, number)
                case .real(let number): sqlite3_bind_double(handle, index, number)
                case .text(let text): sqlite3_bind_text(handle, index, text, -1, holical_sqlite_transient())
                case .blob(let bytes):
                    bytes.withUnsafeBytes {
                        sqlite3_bind_blob64(
                            handle, index, $0.baseAddress, sqlite3_uint64($0.count), holical_sqlite_transient())
                    }
                }
            guard result == SQLITE_OK else { throw SQLiteError(result, on: connection) }
        }
    }

    /// The current row's values, copied out of SQLite.
    private func row() -> Row {
        var values: [DatabaseValue] = []
        values.reserveCapacity(columns.count)
        for index in 0..<sqlite3_column_count(handle) {
            switch sqlite3_column_type(handle, index) {
            case SQLITE_INTEGER: values.append(.integer(sqlite3_column_int64(handle, index)))
            case SQLITE_FLOAT: values.append(.real(sqlite3_column_double(handle, index)))
            case SQLITE_TEXT:
                let count = Int(sqlite3_column_bytes(handle, index))
                let text = sqlite3_column_text(handle, index).map {
                    // Not C-string decoding: a damaged file's text may hold NUL bytes, and
                    // invalid UTF-8 is repaired, never trusted.
                    String(decoding: UnsafeBufferPointer(start: $0, count: count), as: UTF8.self)
                }
                values.append(.text(text ?? ""))
            case SQLITE_BLOB:
                let count = Int(sqlite3_column_bytes(handle, index))
                let bytes = sqlite3_column_blob(handle, index).map {
                    Array(UnsafeRawBufferPointer(start: $0, count: count))
                }
                values.append(.blob(bytes ?? []))
            default: values.append(.null)
            }
        }
        return Row(columns: columns, values: values)
    }
}

/// One row of a statement's result, its columns read by name.
struct Row: Sendable {
    fileprivate let columns: [String: Int]
    fileprivate let values: [DatabaseValue]

    /// The value of `column`; a name the statement does not select is a mistake of the code.
    func value(_ column: String) throws(SQLiteError) -> DatabaseValue {
        guard let index = columns[column] else {
            throw SQLiteError(code: SQLITE_MISUSE, message: "no column \(column) in the statement's result")
        }
        return values[index]
    }

    /// The value of the first column (`SELECT count(*) ...`, `PRAGMA user_version`).
    var first: DatabaseValue { values.first ?? .null }
}
