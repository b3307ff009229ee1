import CSQLite

/// A failure SQLite reported: its result code and its message.
struct SQLiteError: Error, CustomStringConvertible {
    /// The extended result code (`SQLITE_IOERR_SHORT_READ`, ...).
    var extendedCode: Int32
    /// SQLite's message (`file is not a database`), never the statement or its arguments.
    var message: String

    /// The primary result code (`SQLITE_IOERR`, `SQLITE_CORRUPT`, `SQLITE_BUSY`, ...).
    var code: Int32 { extendedCode & 0xff }

    var description: String { message }

    /// The error of the last call on `connection` that returned `result`.
    init(_ result: Int32, on connection: OpaquePointer?) {
        extendedCode = connection.map { sqlite3_extended_errcode($0) } ?? result
        if extendedCode & 0xff != result & 0xff { extendedCode = result }
        if let connection, let text = sqlite3_errmsg(connection) {
            message = String(cString: text)
        } else {
            message = String(cString: sqlite3_errstr(result))
        }
    }

    /// An error holical reports in SQLite's terms: `SQLITE_MISUSE` for a mistake of the
    /// code itself, such as reading a column a statement does not have.
    init(code: Int32, message: String) {
        extendedCode = code
        self.message = message
    }
}
