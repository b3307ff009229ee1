import ArgumentParser

/// How `cache stats` prints.
enum CacheStatsFormat: String, ExpressibleByArgument, CaseIterable {
    case text
    case json
}
