/// Reads the array at the top of an answer one element at a time.
///
/// A provider's answer is a list, and a legal one can be as large as the transfer allows:
/// as one tree, a 3 MB list of 60,000 holidays cost about 20 MB before a holiday was read
/// (docs/architecture.md, "From a scheduled request to a filled cell"). Here each element is parsed, handed over and
/// let go, so what reading costs beyond the body is one element's tree. The bytes are held
/// to the same rules as `JSONValue.parse` (RFC 8259, valid UTF-8, nesting at most
/// `JSONValue.maxDepth` counting the list itself); a failure anywhere, the text after the
/// list included, fails the whole read, so callers must keep nothing from a failed one.
enum JSONArrayReader {
    /// Why the bytes are not a list of JSON values.
    enum Failure: Error, Equatable {
        /// JSON whose top is not an array.
        case notAnArray
        /// Not JSON at all; the reason says where it went wrong.
        case notJSON(String)
    }

    /// Calls `visit` with each element of the array `bytes` hold (UTF-8, an optional byte
    /// order mark), in order; returns how many there were.
    static func forEachElement(in bytes: [UInt8], _ visit: (JSONValue) -> Void) throws(Failure) -> Int {
        var parser = JSONValue.Parser(bytes)
        parser.skipWhitespace()
        guard parser.current == UInt8(ascii: "[") else {
            // Only an error remains to be told; which one needs the whole document parsed.
            throw JSONValue.parse(bytes) == nil ? .notJSON("it is not a JSON document") : .notAnArray
        }
        parser.index += 1
        // The list is the first level of nesting, as it is for `JSONValue.parse`.
        parser.depth = 1
        var count = 0
        parser.skipWhitespace()
        if parser.current == UInt8(ascii: "]") {
            parser.index += 1
        } else {
            list: while true {
                guard let element = parser.value() else {
                    if parser.tooDeep { throw .notJSON("entry \(count + 1) is nested deeper than \(JSONValue.maxDepth) levels") }
                    if parser.current == nil { throw .notJSON("it ends inside entry \(count + 1)") }
                    throw .notJSON("entry \(count + 1) is not JSON")
                }
                visit(element)
                count += 1
                parser.skipWhitespace()
                switch parser.current {
                case UInt8(ascii: ","): parser.index += 1
                case UInt8(ascii: "]"):
                    parser.index += 1
                    break list
                case nil: throw .notJSON("it ends inside the list, after entry \(count)")
                default: throw .notJSON("entry \(count) is followed by neither a comma nor the list's end")
                }
            }
        }
        parser.skipWhitespace()
        guard parser.current == nil else { throw .notJSON("text follows the list") }
        return count
    }
}
