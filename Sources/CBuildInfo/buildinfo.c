#include "buildinfo.h"

#ifndef HOLICAL_COMMIT
#define HOLICAL_COMMIT "unknown"
#endif

const char *holical_build_commit(void) {
    return HOLICAL_COMMIT;
}
