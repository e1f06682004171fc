#include "CContextStack.h"
#include <sqlite3.h>

int cs_sqlite_disable_memstatus(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

int cs_sqlite_no_checkpoint_on_close(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, 1, (int *)0);
}
