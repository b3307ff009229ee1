#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// Where the cache file lives: `$XDG_CACHE_HOME/holical/cache.sqlite`, else
/// `$HOME/.cache/holical/cache.sqlite`.
public struct CacheLocation: Hashable, Sendable {
    /// The directory holding the cache file (`…/holical`).
    public var directory: String

    /// A location in `directory`.
    public init(directory: String) { self.directory = directory }

    /// The location the environment names, or nil when it names none (no usable
    /// `XDG_CACHE_HOME` and no `HOME`).
    ///
    /// The XDG base directory specification says a relative `XDG_CACHE_HOME` is invalid and
    /// must be ignored; so is an empty one.
    public init?(environment: [String: String]) {
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            self.init(directory: Self.join(xdg, "holical"))
        } else if let home = environment["HOME"], home.hasPrefix("/") {
            self.init(directory: Self.join(home, ".cache/holical"))
        } else {
            return nil
        }
    }

    /// The cache file.
    public var file: String { Self.join(directory, "cache.sqlite") }

    /// Whether something exists at the cache file's path (without creating it).
    public var fileExists: Bool { CacheFiles.exists(file) }

    private static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
