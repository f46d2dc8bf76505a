#include <sqlite3.h>
#include "allocator.h"

/* sqlite3_db_config is variadic, which Swift cannot call: one fixed-argument wrapper per use. */
static inline int csqlite_set_checkpoint_on_close(sqlite3 *db, int enabled) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_NO_CKPT_ON_CLOSE, enabled ? 0 : 1, (int *)0);
}

static inline int csqlite_enable_foreign_keys(sqlite3 *db) {
    return sqlite3_db_config(db, SQLITE_DBCONFIG_ENABLE_FKEY, 1, (int *)0);
}

/* sqlite3_config is variadic too. Without memory statistics SQLite allocates without taking its
   global mutex; soupchef never reads them. Only before SQLite is initialized; SQLITE_MISUSE after. */
static inline int csqlite_disable_memory_statistics(void) {
    return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}

/* ---------------------------------------------------------------------------------------------
   soupchef's file system layer (VFS), wrapped around the default one and made the default:

   - A write-ahead log that already exists is opened without SQLITE_OPEN_CREATE. SQLite's unix
     layer syncs the directory on the first sync of every file opened with that flag, so a log
     kept from run to run would cost one directory sync per store and process; a new log still
     gets it, which is what makes its name durable.
   - Every sync is counted, so that a command can keep to a budget of syncs (`SyncBudget`).

   Static on purpose: only SQLiteStore calls these, so there is one copy in the program. */
#include <stdatomic.h>
#include <unistd.h>
#include <string.h>

typedef struct csqlite_file {
    sqlite3_file base;
    sqlite3_file *real;
} csqlite_file;

/* Swift does not emit a header's static variables, only the static ones of the functions it
   calls: the state lives in these. */
static inline sqlite3_vfs **csqlite_real_vfs_slot(void) { static sqlite3_vfs *real; return &real; }
static inline sqlite3_vfs *csqlite_vfs_slot(void) { static sqlite3_vfs vfs; return &vfs; }
static inline atomic_long *csqlite_syncs_slot(void) { static atomic_long syncs; return &syncs; }
static inline atomic_long *csqlite_sync_mark_slot(void) { static atomic_long mark; return &mark; }
#define csqlite_real_vfs (*csqlite_real_vfs_slot())
#define csqlite_vfs (*csqlite_vfs_slot())
#define csqlite_syncs (*csqlite_syncs_slot())
#define csqlite_sync_mark (*csqlite_sync_mark_slot())

#define CSQLITE_REAL(f) (((csqlite_file *)(f))->real)

static int csqlite_xClose(sqlite3_file *f) {
    sqlite3_file *r = CSQLITE_REAL(f);
    return r->pMethods ? r->pMethods->xClose(r) : SQLITE_OK;
}
static int csqlite_xRead(sqlite3_file *f, void *b, int n, sqlite3_int64 o) { sqlite3_file *r = CSQLITE_REAL(f); return r->pMethods->xRead(r, b, n, o); }
static int csqlite_xWrite(sqlite3_file *f, const void *b, int n, sqlite3_int64 o) { sqlite3_file *r = CSQLITE_REAL(f); return r->pMethods->xWrite(r, b, n, o); }
static int csqlite_xTruncate(sqlite3_file *f, sqlite3_int64 s) { sqlite3_file *r = CSQLITE_REAL(f); return r->pMethods->xTruncate(r, s); }
static int csqlite_xSync(sqlite3_file *f, int flags) {
    sqlite3_file *r = CSQLITE_REAL(f);
    atomic_fetch_add(&csqlite_syncs, 1);
    return r->pMethods->xSync(r, flags);
}
static int csqlite_xFileSize(sqlite3_file *f, sqlite3_int64 *s) { sqlite3_file *r = CSQLITE_REAL(f); return r->pMethods->xFileSize(r, s); }
static int csqlite_xLock(sqlite3_file *f, int l) { sqlite3_file *r = CSQLITE_REAL(f); return r->pMethods->xLock(r, l); }
static int csqlite_xUnlock(sqlite3_file *f, int l) { sqlite3_file *r = CSQLITE_REAL(f); return r->pMethods->xUnlock(r, l); }
static int csqlite_xCheckReservedLock(sqlite3_file *f, int *o) { sqlite3_file *r = CSQLITE_REAL(f); return r->pMethods->xCheckReservedLock(r, o); }
static int csqlite_xFileControl(sqlite3_file *f, int op, void *a) { sqlite3_file *r = CSQLITE_REAL(f); return r->pMethods->xFileControl(r, op, a); }
static int csqlite_xSectorSize(sqlite3_file *f) { sqlite3_file *r = CSQLITE_REAL(f); return r->pMethods->xSectorSize(r); }
static int csqlite_xDeviceCharacteristics(sqlite3_file *f) { sqlite3_file *r = CSQLITE_REAL(f); return r->pMethods->xDeviceCharacteristics(r); }
static int csqlite_xShmMap(sqlite3_file *f, int i, int s, int e, void volatile **p) {
    sqlite3_file *r = CSQLITE_REAL(f);
    return r->pMethods->iVersion >= 2 && r->pMethods->xShmMap ? r->pMethods->xShmMap(r, i, s, e, p) : SQLITE_IOERR;
}
static int csqlite_xShmLock(sqlite3_file *f, int o, int n, int fl) {
    sqlite3_file *r = CSQLITE_REAL(f);
    return r->pMethods->iVersion >= 2 && r->pMethods->xShmLock ? r->pMethods->xShmLock(r, o, n, fl) : SQLITE_IOERR;
}
static void csqlite_xShmBarrier(sqlite3_file *f) {
    sqlite3_file *r = CSQLITE_REAL(f);
    if (r->pMethods->iVersion >= 2 && r->pMethods->xShmBarrier) r->pMethods->xShmBarrier(r);
}
static int csqlite_xShmUnmap(sqlite3_file *f, int d) {
    sqlite3_file *r = CSQLITE_REAL(f);
    return r->pMethods->iVersion >= 2 && r->pMethods->xShmUnmap ? r->pMethods->xShmUnmap(r, d) : SQLITE_OK;
}
static int csqlite_xFetch(sqlite3_file *f, sqlite3_int64 o, int n, void **p) {
    sqlite3_file *r = CSQLITE_REAL(f);
    if (r->pMethods->iVersion >= 3 && r->pMethods->xFetch) return r->pMethods->xFetch(r, o, n, p);
    *p = 0;
    return SQLITE_OK;
}
static int csqlite_xUnfetch(sqlite3_file *f, sqlite3_int64 o, void *p) {
    sqlite3_file *r = CSQLITE_REAL(f);
    return r->pMethods->iVersion >= 3 && r->pMethods->xUnfetch ? r->pMethods->xUnfetch(r, o, p) : SQLITE_OK;
}

static inline const sqlite3_io_methods *csqlite_methods_slot(void) {
    static const sqlite3_io_methods methods = {
    3, csqlite_xClose, csqlite_xRead, csqlite_xWrite, csqlite_xTruncate, csqlite_xSync, csqlite_xFileSize,
    csqlite_xLock, csqlite_xUnlock, csqlite_xCheckReservedLock, csqlite_xFileControl, csqlite_xSectorSize,
    csqlite_xDeviceCharacteristics, csqlite_xShmMap, csqlite_xShmLock, csqlite_xShmBarrier, csqlite_xShmUnmap,
    csqlite_xFetch, csqlite_xUnfetch,
    };
    return &methods;
}

static int csqlite_xOpen(sqlite3_vfs *vfs, const char *name, sqlite3_file *file, int flags, int *outFlags) {
    (void)vfs;
    sqlite3_file *real = (sqlite3_file *)(((csqlite_file *)file) + 1);
    ((csqlite_file *)file)->real = real;
    file->pMethods = 0;
    real->pMethods = 0;
    int rc = SQLITE_CANTOPEN;
    if ((flags & SQLITE_OPEN_WAL) && (flags & SQLITE_OPEN_CREATE) && name && access(name, F_OK) == 0) {
        rc = csqlite_real_vfs->xOpen(csqlite_real_vfs, name, real, flags & ~SQLITE_OPEN_CREATE, outFlags);
        if (rc != SQLITE_OK && real->pMethods) { real->pMethods->xClose(real); }
        if (rc != SQLITE_OK) { real->pMethods = 0; }
    }
    if (rc != SQLITE_OK) {
        rc = csqlite_real_vfs->xOpen(csqlite_real_vfs, name, real, flags, outFlags);
    }
    if (rc == SQLITE_OK) {
        file->pMethods = csqlite_methods_slot();
    } else if (real->pMethods) {
        real->pMethods->xClose(real);
        real->pMethods = 0;
    }
    return rc;
}

/* ---------------------------------------------------------------------------------------------
   The shared-memory file (-shm) reset without giving its blocks back.

   The first connection to open a store in write-ahead-log mode finds no other process using the
   log's index, so it cannot trust the -shm file: SQLite truncates it to 3 bytes, then writes a
   byte into each of its pages to grow it back, and rebuilds the index from the log. On ext4 that
   truncation frees the file's blocks and the growth allocates them again: 0.2-0.25 ms a store,
   in every command (every soupchef process is a first opener). Here, through the unix layer's
   replaceable system calls, truncating a -shm file to 3 bytes writes zeros over it instead: the
   index is as untrusted as after the truncation (a zero header makes SQLite rebuild it; the
   rebuild clears each hash block it fills), and the file keeps its size, so nothing is
   allocated. Any other truncation, and any -shm file of 3 bytes or less, is a real ftruncate.
   Linux only (it names the file through /proc/self/fd); elsewhere SQLite's own behaviour.
   --------------------------------------------------------------------------------------------- */
#include <sys/stat.h>
#include <stdio.h>

static int csqlite_is_shm(int fd) {
#ifdef __linux__
    char link[64];
    char path[4096];
    snprintf(link, sizeof link, "/proc/self/fd/%d", fd);
    ssize_t n = readlink(link, path, sizeof path);
    return n > 4 && n < (ssize_t)sizeof path && memcmp(path + n - 4, "-shm", 4) == 0;
#else
    (void)fd;
    return 0;
#endif
}

/* How many -shm files were reset by zeros since the program started. */
static inline atomic_long *csqlite_shm_resets_slot(void) { static atomic_long resets; return &resets; }
static inline long csqlite_shm_reset_count(void) { return atomic_load(csqlite_shm_resets_slot()); }

static int csqlite_ftruncate(int fd, off_t size) {
    static const char zeros[32768];
    struct stat st;
    if (size != 3 || !csqlite_is_shm(fd) || fstat(fd, &st) != 0 || st.st_size <= 3) return ftruncate(fd, size);
    for (off_t at = 0; at < st.st_size;) {
        size_t count = (size_t)(st.st_size - at < (off_t)sizeof zeros ? st.st_size - at : (off_t)sizeof zeros);
        ssize_t written = pwrite(fd, zeros, count, at);
        if (written <= 0) return ftruncate(fd, size);
        at += written;
    }
    atomic_fetch_add(csqlite_shm_resets_slot(), 1);
    return 0;
}

/* Wraps the default file system layer once; later calls do nothing. */
static inline int csqlite_install_vfs(void) {
    if (csqlite_real_vfs) return SQLITE_OK;
    sqlite3_vfs *real = sqlite3_vfs_find(0);
    if (!real) return SQLITE_ERROR;
    if (real->iVersion >= 3 && real->xSetSystemCall) {
        real->xSetSystemCall(real, "ftruncate", (sqlite3_syscall_ptr)csqlite_ftruncate);
    }
    csqlite_real_vfs = real;
    csqlite_vfs = *real;
    csqlite_vfs.szOsFile = (int)sizeof(csqlite_file) + real->szOsFile;
    csqlite_vfs.zName = "soupchef";
    csqlite_vfs.pNext = 0;
    csqlite_vfs.xOpen = csqlite_xOpen;
    return sqlite3_vfs_register(csqlite_vfs_slot(), 1);
}

/* The syncs made through soupchef's file system layer since the program started. */
static inline long csqlite_sync_count(void) { return atomic_load(&csqlite_syncs); }


/* Starts counting a new budget of syncs (a command, a step of a replay). */
static inline void csqlite_sync_mark_now(void) { atomic_store(&csqlite_sync_mark, atomic_load(&csqlite_syncs)); }

/* The syncs made since the last mark. */
static inline long csqlite_syncs_since_mark(void) { return atomic_load(&csqlite_syncs) - atomic_load(&csqlite_sync_mark); }

/* Whether the file system layer is soupchef's (SQLite could not be set up otherwise). */
static inline int csqlite_vfs_installed(void) { return csqlite_real_vfs != 0; }

/* The write-ahead log's file grows and shrinks by whole pages of this size, and a checkpoint
   makes the database file as large as it will be before it writes its first page. */
static inline int csqlite_set_chunk_size(sqlite3 *db, int size) {
    return sqlite3_file_control(db, "main", SQLITE_FCNTL_CHUNK_SIZE, &size);
}
