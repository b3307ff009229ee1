import Foundation

/// JSON text from plain values, escaping what must be escaped (the hostile names too).
enum FakeJSON {
    static func text(_ value: Any) -> String {
        guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
        else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }

    static func parse(_ bytes: [UInt8]) -> Any? {
        try? JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
    }
}
