// SQLite for Swift: the one macro holical needs that does not import, wrapped as a
// static inline function. The library is the system's (libsqlite3).
#ifndef HOLICAL_CSQLITE_SHIM_H
#define HOLICAL_CSQLITE_SHIM_H

#include <sqlite3.h>

/// SQLITE_TRANSIENT: SQLite copies the bound text or blob before the call returns. The
/// macro is a cast of -1 to a function pointer, which Swift cannot import.
static inline sqlite3_destructor_type holical_sqlite_transient(void) {
    return SQLITE_TRANSIENT;
}

#endif
