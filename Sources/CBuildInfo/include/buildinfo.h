// What a build of holical was made from, for `holical --version`.
//
// The commit is known to the package manifest (SwiftPM's git information about the
// checkout), which hands it to this file's C source as a preprocessor definition: Swift
// has no way to take a string from the build command, and a generated Swift file would
// change a tracked file on every build.
#ifndef HOLICAL_BUILDINFO_H
#define HOLICAL_BUILDINFO_H

/// The commit the sources were at (12 hex digits, "-modified" if they had changes not yet
/// committed), or "unknown" when they did not come from a git clone.
const char *holical_build_commit(void);

#endif
