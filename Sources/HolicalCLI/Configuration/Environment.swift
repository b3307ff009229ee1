import Glibc

/// The process environment as plain values, so configuration can be tested without
/// touching the real one.
public struct Environment: Sendable {
    public var values: [String: String]

    public init(_ values: [String: String]) { self.values = values }

    /// The environment of this process.
    public static var current: Environment {
        var values: [String: String] = [:]
        var pointer = environ
        while let entry = pointer.pointee {
            let text = String(cString: entry)
            if let equals = text.firstIndex(of: "=") {
                values[String(text[..<equals])] = String(text[text.index(after: equals)...])
            }
            pointer += 1
        }
        return Environment(values)
    }

    /// A variable's value; unset and empty are the same.
    public subscript(name: String) -> String? {
        guard let value = values[name], !value.isEmpty else { return nil }
        return value
    }

    /// `$XDG_CONFIG_HOME`, else `~/.config`.
    var configHome: String? { self["XDG_CONFIG_HOME"] ?? self["HOME"].map { $0 + "/.config" } }

    /// The locale identifiers that name the user's country, most specific first.
    var localeIdentifiers: [String?] { [self["LC_ALL"], self["LC_TIME"], self["LANG"]] }

    /// NO_COLOR (https://no-color.org): any non-empty value turns colour off.
    var wantsColor: Bool { self["NO_COLOR"] == nil }
}
