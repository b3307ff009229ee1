import ArgumentParser

/// How `holical list` prints: an aligned table for people, or JSON, CSV, iCalendar.
enum OutputFormat: String, CaseIterable, ExpressibleByArgument, Sendable {
    case table, json, csv, ics
}
