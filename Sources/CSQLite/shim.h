#include <sqlite3.h>

/* sqlite3_db_config is variadic, which Swift cannot call: one fixed-argument wrapper per use. */
static inline int csqlite_set_checkpoint_on_close(sqlite3 *db, int enabled) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, enabled ? 0 : 1, (int *)0);
}

/* sqlite3_config is variadic too. Without memory statistics SQLite allocates without taking its
   global mutex; soupchef never reads them. Only before SQLite is initialized; SQLITE_MISUSE after. */
static inline int csqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
