/// Damage to the cache file that SQLite reads without complaint: a row that holds what the
/// schema does not allow (text or NULL where a date belongs, an integer no date or time can
/// be), or tables that contradict the file's version. Damaged pages and
/// random bytes leave both behind; SQLite checks neither types nor that record, so holical
/// does.
///
/// `DatabaseFailure.isCorruption` counts it as damage: the file is moved aside and rebuilt
/// with one warning, as a file SQLite finds malformed is.
struct CacheDamage: Error, CustomStringConvertible {
    var description: String

    /// A row whose `column` holds `found`, in words (never the value itself, which may be
    /// anything).
    static func row(column: String, found: String) -> CacheDamage {
        CacheDamage(description: "a row's \(column) holds \(found)")
    }

    /// A schema that cannot be brought up to date because it contradicts the version the
    /// file says it has.
    static func schema(_ reason: String) -> CacheDamage {
        CacheDamage(description: "its schema contradicts its version (\(reason))")
    }
}
