import Testing

@testable import HolidayFetch

/// holical's own JSON reader: what RFC 8259 allows is read, what it does not is refused,
/// and hostile answers cost bounded stack.
@Suite("JSON answers read by holical's own parser")
struct JSONValueTests {
    private func parse(_ text: String) -> JSONValue? { JSONValue.parse(Array(text.utf8)) }

    @Test func anAnswerOfEachShape() {
        #expect(parse(#" [ {"date": "2026-02-24", "n": -1.5e3, "ok": true, "x": null, "a": []} ] "#) == .array([
            .object(["date": .string("2026-02-24"), "n": .number("-1.5e3"), "ok": .bool(true), "x": .null, "a": .array([])])
        ]))
        #expect(parse("2026") == .number("2026"))
        #expect(parse(#""top""#) == .string("top"))
        #expect(parse("{}") == .object([:]))
        #expect(parse("\u{FEFF}{}") == .object([:]), "a byte order mark is skipped")
    }

    @Test func escapesAndSurrogates() {
        #expect(parse(#""a\"b\\c\/d\n\t\u00e4\ud83c\udf84""#) == .string("a\"b\\c/d\n\tä🎄"))
        #expect(parse(#""\ud83c""#) == .string("\u{FFFD}"), "a lone surrogate is replaced")
        #expect(parse(#""\ud83cx""#) == .string("\u{FFFD}x"))
    }

    @Test("what is not JSON is refused", arguments: [
        "", " ", "[1,]", "{\"a\" 1}", "{\"a\":1,}", "[1 2]", "01", "1.", "-", "1e", "+1", ".5", "tru", "nul",
        "\"open", "\"tab\there\"", "\"\\x\"", "\"\\u12G4\"", "[1] 2", "{1: 2}", "'a'", "NaN",
    ])
    func refused(_ text: String) {
        #expect(parse(text) == nil)
    }

    @Test func invalidUTF8IsRefused() {
        #expect(JSONValue.parse([0x22, 0xFF, 0xFE, 0x22]) == nil)
        #expect(JSONValue.parse([0x22, 0xC3, 0xA4, 0x22]) == .string("ä"))
    }

    @Test func nestingIsBounded() {
        let deep = String(repeating: "[", count: JSONValue.maxDepth) + String(repeating: "]", count: JSONValue.maxDepth)
        #expect(parse(deep) != nil)
        let deeper = String(repeating: "[", count: JSONValue.maxDepth + 1) + String(repeating: "]", count: JSONValue.maxDepth + 1)
        #expect(parse(deeper) == nil)
        // A hostile answer a million levels deep is refused at the limit, without a crash.
        #expect(parse(String(repeating: "{\"a\":[", count: 1_000_000)) == nil)
    }

    @Test func theLastOfTwoMembersOfOneNameCounts() {
        #expect(parse(#"{"a": 1, "a": 2}"#)?["a"] == .number("2"))
    }

    @Test func serializedBodiesReadBack() {
        let body = JSONValue.object([
            "apiKey": .string("k\"e\\y\u{1}"), "startDate": .string("2026-01-01"), "n": .number("3"),
            "list": .array([.bool(false), .null]),
        ])
        #expect(body.serialized == #"{"apiKey":"k\"e\\y\u0001","list":[false,null],"n":3,"startDate":"2026-01-01"}"#)
        #expect(JSONValue.parse(Array(body.serialized.utf8)) == body)
    }
}

/// The host of a configured base URL, found without Foundation's URL parser.
@Suite("Base URLs")
struct BaseURLTests {
    @Test("hosts", arguments: [
        ("https://date.nager.at", "date.nager.at"),
        ("http://127.0.0.1:8080/api", "127.0.0.1"),
        ("http://[::1]:9000", "::1"),
        ("https://user:secret@holidays.example/v1", "holidays.example"),
        ("HTTPS://Holidays.Example", "Holidays.Example"),
    ])
    func host(_ url: String, _ host: String) {
        #expect(BaseURL.host(of: url) == host)
    }

    @Test("no host", arguments: ["https://", "https:///path", "http://:80", "http://[::1", "http://a b", "http://host:port", "http://hö.st"])
    func noHost(_ url: String) {
        #expect(BaseURL.host(of: url) == nil)
    }

    @Test func shownWithoutUserPasswordQueryOrFragment() {
        #expect(BaseURL.shown("https://user:p@ss@holidays.example/v1?key=k#x") == "https://holidays.example/v1")
        #expect(BaseURL.shown("https://holidays.example/a@b") == "https://holidays.example/a@b")
    }

    @Test func aKeyGoesOverPlainHTTPOnlyToThisMachine() throws {
        #expect((try? BaseURL.validate(" http://[::1]:9000 ", carriesKey: true).get()) == "http://[::1]:9000")
        #expect((try? BaseURL.validate("http://localhost:9/x", carriesKey: true).get()) == "http://localhost:9/x")
        #expect((try? BaseURL.validate("http://example.org", carriesKey: true).get()) == nil)
        #expect((try? BaseURL.validate("http://example.org", carriesKey: false).get()) == "http://example.org")
        #expect((try? BaseURL.validate("https://", carriesKey: false).get()) == nil)
    }
}
