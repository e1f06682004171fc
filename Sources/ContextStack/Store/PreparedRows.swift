import GRDB
import GRDBSQLite

/// A prepared statement executed row after row with values bound through SQLite's C API.
///
/// GRDB's `StatementArguments` boxes every value as an existential; on the bulk paths (the
/// root's inserts, batch inserts) that costs more than SQLite's own work, so these paths bind
/// `PropertyValue`s directly. Errors are `DatabaseError`s like GRDB's.
struct PreparedRows {
    private let statement: Statement
    private let db: Database

    init(_ sql: String, _ db: Database) throws {
        self.statement = try db.cachedStatement(sql: sql)
        self.db = db
    }

    /// SQLite copies text and blobs before `bind` returns.
    private static let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

    /// Binds `values` (1-based parameters in order) and runs the statement once.
    func execute(_ values: some Collection<DatabaseValue>) throws {
        let handle = statement.sqliteStatement
        sqlite3_reset(handle)
        var index: Int32 = 1
        for value in values {
            let code: Int32
            switch value.storage {
            case .null: code = sqlite3_bind_null(handle, index)
            case .int64(let v): code = sqlite3_bind_int64(handle, index, v)
            case .double(let v): code = sqlite3_bind_double(handle, index, v)
            case .string(let v): code = sqlite3_bind_text(handle, index, v, -1, Self.transient)
            case .blob(let v):
                code = v.withUnsafeBytes { bytes in
                    sqlite3_bind_blob(handle, index, bytes.baseAddress, Int32(bytes.count), Self.transient)
                }
            }
            if code != SQLITE_OK { throw error(code) }
            index += 1
        }
        let code = sqlite3_step(handle)
        sqlite3_reset(handle)
        if code != SQLITE_DONE { throw error(code) }
    }

    private func error(_ code: Int32) -> DatabaseError {
        let message = db.sqliteConnection.flatMap { sqlite3_errmsg($0) }.map { String(cString: $0) }
        return DatabaseError(resultCode: ResultCode(rawValue: code), message: message, sql: statement.sql)
    }
}
