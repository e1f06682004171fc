import Foundation
import GRDB
import Synchronization

extension PrepStore {
    /// The store file this process opened last, for messages about it.
    static let opened = Mutex<String?>(nil)

    /// One line for an error that means the store's file is damaged (SQLite finds a page
    /// malformed, the file is not a database, a row cannot be decoded), or nil for any other
    /// error. It says what is damaged and how to keep what can still be read; prep itself
    /// never rewrites a damaged store.
    public static func damageMessage(for error: any Error) -> String? {
        let detail: String
        if let database = error as? DatabaseError,
           [ResultCode.SQLITE_CORRUPT, .SQLITE_NOTADB].contains(database.resultCode.primaryResultCode) {
            detail = database.message ?? "\(database.resultCode)"
        } else if error is RowDecodingError {
            detail = "a row cannot be read"
        } else {
            return nil
        }
        let path = opened.withLock { $0 } ?? "the store"
        return "the store \(path) is damaged (\(detail)); prep does not repair or overwrite it, and commands that do not read "
            + "the damaged part still work. To keep what can be read: sqlite3 \(path) .recover | sqlite3 \(path).recovered, "
            + "then put the .recovered file in its place"
    }
}
