/* ---------------------------------------------------------------------------------------------
   SQLite's memory: small blocks from pools, large ones from malloc.

   The system's SQLite (Debian's libsqlite3) is built without its lookaside allocator
   (SQLITE_OMIT_LOOKASIDE), so every one of the thousand or so small objects that reading a
   schema and preparing a statement create is a malloc and a free: in a short command that was
   the C library's slow path, 150 instructions a block, about 6% of the whole program.

   Here a block of at most CSQLITE_POOL_LARGEST bytes is rounded up to a multiple of 16 and
   taken from that size's free list, or cut from a 64 KB chunk; freed, it goes back on its list.
   Chunks are never returned: what the pools hold is at most the most SQLite ever held at once in
   blocks of that size (its page cache, 2 MB by default, is made of larger blocks, from malloc).
   Each block carries its usable size in the 8 bytes before it, which tells a pooled block (at
   most CSQLITE_POOL_LARGEST) from a malloc'd one. SQLite needs 8-byte alignment, which every
   block has. One spin lock guards the lists: connections may be used from several threads.

   Installed with SQLITE_CONFIG_MALLOC, before SQLite is initialized (`Database.configured`).
   --------------------------------------------------------------------------------------------- */
#include <stdatomic.h>
#include <stdlib.h>
#include <sched.h>
#include <string.h>

#define CSQLITE_POOL_STEP 16
#define CSQLITE_POOL_LARGEST 1024
#define CSQLITE_POOL_SIZES (CSQLITE_POOL_LARGEST / CSQLITE_POOL_STEP)
#define CSQLITE_POOL_CHUNK 65536

typedef struct csqlite_pool {
    atomic_flag busy;
    void *free[CSQLITE_POOL_SIZES];
    char *next;
    char *end;
} csqlite_pool;

static inline csqlite_pool *csqlite_pool_slot(void) {
    static csqlite_pool pool = { ATOMIC_FLAG_INIT, { 0 }, 0, 0 };
    return &pool;
}

static inline void csqlite_pool_lock(csqlite_pool *pool) {
    while (atomic_flag_test_and_set_explicit(&pool->busy, memory_order_acquire)) { sched_yield(); }
}

static inline void csqlite_pool_unlock(csqlite_pool *pool) {
    atomic_flag_clear_explicit(&pool->busy, memory_order_release);
}

/* The usable size of a request: a multiple of 16 for a pooled block, of 8 for a large one. */
static int csqlite_pool_roundup(int n) {
    if (n <= 0) n = 1;
    if (n > CSQLITE_POOL_LARGEST) return (n + 7) & ~7;
    return (n + CSQLITE_POOL_STEP - 1) & ~(CSQLITE_POOL_STEP - 1);
}

static void *csqlite_pool_malloc(int n) {
    if (n < 0) return 0;
    int size = csqlite_pool_roundup(n);
    if (size > CSQLITE_POOL_LARGEST) {
        sqlite3_int64 *header = (sqlite3_int64 *)malloc(sizeof(sqlite3_int64) + (size_t)size);
        if (!header) return 0;
        header[0] = size;
        return header + 1;
    }
    csqlite_pool *pool = csqlite_pool_slot();
    int index = size / CSQLITE_POOL_STEP - 1;
    void *block;
    csqlite_pool_lock(pool);
    block = pool->free[index];
    if (block) {
        pool->free[index] = *(void **)block;
    } else {
        size_t needed = sizeof(sqlite3_int64) + (size_t)size;
        if ((size_t)(pool->end - pool->next) < needed) {
            char *chunk = (char *)malloc(CSQLITE_POOL_CHUNK);
            if (!chunk) { csqlite_pool_unlock(pool); return 0; }
            pool->next = chunk;
            pool->end = chunk + CSQLITE_POOL_CHUNK;
        }
        sqlite3_int64 *header = (sqlite3_int64 *)pool->next;
        header[0] = size;
        pool->next += needed;
        block = header + 1;
    }
    csqlite_pool_unlock(pool);
    return block;
}

static int csqlite_pool_size(void *block) {
    return block ? (int)((sqlite3_int64 *)block)[-1] : 0;
}

static void csqlite_pool_free(void *block) {
    if (!block) return;
    int size = csqlite_pool_size(block);
    if (size > CSQLITE_POOL_LARGEST) {
        free((sqlite3_int64 *)block - 1);
        return;
    }
    csqlite_pool *pool = csqlite_pool_slot();
    int index = size / CSQLITE_POOL_STEP - 1;
    csqlite_pool_lock(pool);
    *(void **)block = pool->free[index];
    pool->free[index] = block;
    csqlite_pool_unlock(pool);
}

static void *csqlite_pool_realloc(void *block, int n) {
    if (!block) return csqlite_pool_malloc(n);
    if (n < 0) return 0;
    int old = csqlite_pool_size(block);
    int size = csqlite_pool_roundup(n);
    if (size == old) return block;
    if (old > CSQLITE_POOL_LARGEST && size > CSQLITE_POOL_LARGEST) {
        sqlite3_int64 *header = (sqlite3_int64 *)realloc((sqlite3_int64 *)block - 1, sizeof(sqlite3_int64) + (size_t)size);
        if (!header) return 0;
        header[0] = size;
        return header + 1;
    }
    void *moved = csqlite_pool_malloc(n);
    if (!moved) return 0;
    memcpy(moved, block, (size_t)(old < size ? old : size));
    csqlite_pool_free(block);
    return moved;
}

static int csqlite_pool_init(void *unused) { (void)unused; return SQLITE_OK; }
static void csqlite_pool_shutdown(void *unused) { (void)unused; }

/* Makes the pools SQLite's allocator; SQLITE_MISUSE once SQLite is initialized. */
static inline int csqlite_use_pool_allocator(void) {
    static const sqlite3_mem_methods methods = {
        csqlite_pool_malloc, csqlite_pool_free, csqlite_pool_realloc, csqlite_pool_size,
        csqlite_pool_roundup, csqlite_pool_init, csqlite_pool_shutdown, 0,
    };
    return sqlite3_config(SQLITE_CONFIG_MALLOC, &methods);
}
