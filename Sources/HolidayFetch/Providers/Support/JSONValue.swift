/// A JSON document (RFC 8259), parsed from a provider's answer.
///
/// holical reads its few answer shapes loosely (`JSONAnswer`), so a tree of values is all
/// it needs, one entry's at a time for a list (`JSONArrayReader`); parsing it here instead of through Foundation keeps Foundation's Unicode data
/// out of the binary (docs/architecture.md, "The binary"). Answers are hostile input: the
/// parser refuses invalid UTF-8, and nesting deeper than `maxDepth`, which would otherwise
/// cost a stack frame per level.
enum JSONValue: Sendable, Equatable {
    case null
    case bool(Bool)
    /// A number as written (`2026`, `-1.5e3`): holical reads numbers where it expected text
    /// as their digits.
    case number(String)
    case string(String)
    case array([JSONValue])
    /// An object's members; of a name given twice, the last.
    case object([String: JSONValue])

    /// The deepest nesting of arrays and objects accepted.
    static let maxDepth = 512

    /// The member `name` of an object; nil for a missing member or a value of another kind.
    subscript(name: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members[name]
    }

    /// The elements, if this is an array.
    var elements: [JSONValue]? {
        guard case .array(let elements) = self else { return nil }
        return elements
    }

    /// The members, if this is an object.
    var members: [String: JSONValue]? {
        guard case .object(let members) = self else { return nil }
        return members
    }

    /// The document in `bytes` (UTF-8, an optional byte order mark, any value at the top),
    /// or nil when they are not one.
    static func parse(_ bytes: [UInt8]) -> JSONValue? {
        var parser = Parser(bytes)
        return parser.document()
    }

}

extension JSONValue {
    /// The value written as JSON, members in name order: the bodies holical sends.
    var serialized: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let digits): digits
        case .string(let text): Self.quoted(text)
        case .array(let elements): "[" + elements.map(\.serialized).joined(separator: ",") + "]"
        case .object(let members):
            "{" + members.sorted { $0.key < $1.key }
                .map { Self.quoted($0.key) + ":" + $0.value.serialized }
                .joined(separator: ",") + "}"
        }
    }

    /// `text` as a JSON string: quotes, backslashes and control characters escaped.
    private static func quoted(_ text: String) -> String {
        var quoted = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": quoted += "\\\""
            case "\\": quoted += "\\\\"
            case "\n": quoted += "\\n"
            case "\r": quoted += "\\r"
            case "\t": quoted += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                quoted += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: quoted.unicodeScalars.append(scalar)
            }
        }
        return quoted + "\""
    }
}
