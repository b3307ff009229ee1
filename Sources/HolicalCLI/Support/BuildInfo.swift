import CBuildInfo

/// What `holical --version` says: the release, and the commit the binary was built from.
enum BuildInfo {
    /// The release, as CHANGELOG.md's newest heading names it (`BuildInfoTests` holds the
    /// two together).
    static let version = "0.2.0"

    /// The day of that release, as the heading names it (the manual pages' date).
    static let releaseDate = "2026-11-27"

    /// The commit the sources were at: 12 hex digits, `-modified` when they had
    /// uncommitted changes, `unknown` outside a git clone.
    static var commit: String { String(cString: holical_build_commit()) }

    /// `0.2.0 (commit 0123456789ab)`.
    static var versionLine: String { "\(version) (commit \(commit))" }
}
