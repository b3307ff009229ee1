import ArgumentParser

/// How `holical busdays` prints: the bare answer for scripts, or a JSON object.
enum BusdaysFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    case text, json
}
