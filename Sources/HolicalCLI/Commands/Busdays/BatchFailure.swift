/// Why `busdays --batch` stopped: a bad line (named by its number) or a failed read.
struct BatchFailure: Error, Equatable, CustomStringConvertible {
    /// The 1-based number of the bad line, nil when the failure is not about a line.
    var line: Int?
    var reason: String

    /// `line 3: invalid date '2026-02-30': ...`.
    var description: String { line.map { "line \($0): \(reason)" } ?? reason }
}
