#ifndef CCONTEXTSTACK_H
#define CCONTEXTSTACK_H

/// C helpers for ContextStack: SQLite calls Swift cannot make (sqlite3_config is variadic).

/// Turns off SQLite's memory statistics for this process, if SQLite is not initialized yet.
/// Returns 0 (SQLITE_OK) on success, else SQLite's error code (SQLITE_MISUSE when too late).
int cs_sqlite_disable_memstatus(void);

/// Stops `db`'s close from checkpointing the write-ahead log: a process that only read leaves
/// the store's files as they were. Returns 0 (SQLITE_OK) on success, else SQLite's error code.
struct sqlite3;
int cs_sqlite_no_checkpoint_on_close(struct sqlite3 *db);

#endif
