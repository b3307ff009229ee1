extension JSONValue {
    /// A recursive descent over the bytes; every failure is nil. `JSONArrayReader` drives it
    /// one element at a time.
    struct Parser {
        let bytes: [UInt8]
        var index = 0
        var depth = 0
        /// Whether a failure was nesting beyond `maxDepth`, for a clearer error.
        private(set) var tooDeep = false

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
        }

        mutating func document() -> JSONValue? {
            guard let value = value() else { return nil }
            skipWhitespace()
            return index == bytes.count ? value : nil
        }

        var current: UInt8? { index < bytes.count ? bytes[index] : nil }

        mutating func skipWhitespace() {
            while let byte = current, byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                index += 1
            }
        }

        mutating func value() -> JSONValue? {
            skipWhitespace()
            switch current {
            case UInt8(ascii: "{"): return nested { $0.object() }
            case UInt8(ascii: "["): return nested { $0.array() }
            case UInt8(ascii: "\""): return string().map(JSONValue.string)
            case UInt8(ascii: "t"): return literal("true", .bool(true))
            case UInt8(ascii: "f"): return literal("false", .bool(false))
            case UInt8(ascii: "n"): return literal("null", .null)
            default: return number()
            }
        }

        private mutating func nested(_ body: (inout Parser) -> JSONValue?) -> JSONValue? {
            guard depth < JSONValue.maxDepth else {
                tooDeep = true
                return nil
            }
            depth += 1
            defer { depth -= 1 }
            return body(&self)
        }

        private mutating func literal(_ word: String, _ value: JSONValue) -> JSONValue? {
            guard bytes[index...].starts(with: word.utf8) else { return nil }
            index += word.utf8.count
            return value
        }

        private mutating func object() -> JSONValue? {
            index += 1
            var members: [String: JSONValue] = [:]
            skipWhitespace()
            if current == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipWhitespace()
                guard current == UInt8(ascii: "\""), let name = string() else { return nil }
                skipWhitespace()
                guard current == UInt8(ascii: ":") else { return nil }
                index += 1
                guard let value = value() else { return nil }
                members[name] = value
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "}"):
                    index += 1
                    return .object(members)
                default: return nil
                }
            }
        }

        private mutating func array() -> JSONValue? {
            index += 1
            var elements: [JSONValue] = []
            skipWhitespace()
            if current == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                guard let value = value() else { return nil }
                elements.append(value)
                skipWhitespace()
                switch current {
                case UInt8(ascii: ","): index += 1
                case UInt8(ascii: "]"):
                    index += 1
                    return .array(elements)
                default: return nil
                }
            }
        }

        /// A number by the RFC's grammar: `-`? int frac? exp?, with no leading zeros.
        private mutating func number() -> JSONValue? {
            let start = index
            if current == UInt8(ascii: "-") { index += 1 }
            if current == UInt8(ascii: "0") {
                index += 1
            } else {
                guard digits() > 0 else { return nil }
            }
            if current == UInt8(ascii: ".") {
                index += 1
                guard digits() > 0 else { return nil }
            }
            if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
                index += 1
                if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
                guard digits() > 0 else { return nil }
            }
            return .number(String(decoding: bytes[start..<index], as: UTF8.self))
        }

        private mutating func digits() -> Int {
            let start = index
            while let byte = current, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) { index += 1 }
            return index - start
        }

        /// A string: its escapes resolved, its bytes valid UTF-8, no raw control characters.
        private mutating func string() -> String? {
            index += 1
            var text: [UInt8] = []
            while let byte = current {
                index += 1
                switch byte {
                case UInt8(ascii: "\""):
                    return String(validating: text, as: UTF8.self)
                case UInt8(ascii: "\\"):
                    guard let escaped = escape() else { return nil }
                    text.append(contentsOf: escaped)
                case 0..<0x20:
                    return nil
                default:
                    text.append(byte)
                }
            }
            return nil
        }

        /// The UTF-8 of the escape after a backslash; a lone surrogate becomes U+FFFD.
        private mutating func escape() -> [UInt8]? {
            guard let byte = current else { return nil }
            index += 1
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return [byte]
            case UInt8(ascii: "b"): return [0x08]
            case UInt8(ascii: "f"): return [0x0C]
            case UInt8(ascii: "n"): return [0x0A]
            case UInt8(ascii: "r"): return [0x0D]
            case UInt8(ascii: "t"): return [0x09]
            case UInt8(ascii: "u"):
                guard let unit = hexUnit() else { return nil }
                var scalar = Unicode.Scalar(unit)
                if (0xD800..<0xDC00).contains(unit), bytes[index...].starts(with: [0x5C, 0x75]) {
                    let mark = index
                    index += 2
                    if let low = hexUnit(), (0xDC00..<0xE000).contains(low) {
                        scalar = Unicode.Scalar(0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00))
                    } else {
                        index = mark
                    }
                }
                return Array(String(Character(scalar ?? "\u{FFFD}")).utf8)
            default: return nil
            }
        }

        private mutating func hexUnit() -> UInt16? {
            guard index + 4 <= bytes.count else { return nil }
            var unit: UInt16 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else { return nil }
                unit = unit << 4 | UInt16(digit)
            }
            index += 4
            return unit
        }
    }
}
