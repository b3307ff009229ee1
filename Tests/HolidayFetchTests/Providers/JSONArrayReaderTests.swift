import Testing

@testable import HolidayFetch

/// Reading an answer's list one element at a time: the elements are those `JSONValue.parse`
/// finds, and what is not a list of JSON values is refused as a whole, with the reason.
@Suite("Answers read one entry at a time")
struct JSONArrayReaderTests {
    /// The elements read from `text`, or the failure.
    private func read(_ text: String) -> Result<[JSONValue], JSONArrayReader.Failure> {
        read(Array(text.utf8))
    }

    private func read(_ bytes: [UInt8]) -> Result<[JSONValue], JSONArrayReader.Failure> {
        var elements: [JSONValue] = []
        do throws(JSONArrayReader.Failure) {
            let count = try JSONArrayReader.forEachElement(in: bytes) { elements.append($0) }
            #expect(count == elements.count)
            return .success(elements)
        } catch {
            return .failure(error)
        }
    }

    @Test("each element as the whole document's parse has it", arguments: [
        "[]", " [ ] \n", "\u{FEFF}[1]", #"[{"date": "2026-02-24", "n": -1.5e3, "ok": true, "x": null, "a": []}, 2, "three", [4, [5]]]"#,
        #"["\ud83c", "\ud83c\udf84", "a\"b\\c\/d\n"]"#,
    ])
    func elementsAsTheTreeHasThem(_ text: String) {
        let whole = JSONValue.parse(Array(text.utf8))?.elements
        #expect(whole != nil)
        #expect(read(text) == .success(whole ?? []))
    }

    @Test func aLoneSurrogateIsReplaced() {
        #expect(read(#"["\ud83c"]"#) == .success([.string("\u{FFFD}")]))
    }

    @Test("what is not a list of JSON values is refused with its reason", arguments: [
        ("[{\"date\": \"2026-01-01\"}", "it ends inside the list, after entry 1"),
        ("[{\"date\": \"2026-01-01\"},", "it ends inside entry 2"),
        ("[{\"date\": \"2026-", "it ends inside entry 1"),
        ("[", "it ends inside entry 1"),
        ("[1] 2", "text follows the list"),
        ("[1]]", "text follows the list"),
        ("[1 2]", "entry 1 is followed by neither a comma nor the list's end"),
        ("[1, tru]", "entry 2 is not JSON"),
        ("[1,]", "entry 2 is not JSON"),
        ("[{\"a\" 1}]", "entry 1 is not JSON"),
        ("<html>", "it is not a JSON document"),
        ("", "it is not a JSON document"),
    ])
    func refusedWithItsReason(_ text: String, _ reason: String) {
        #expect(read(text) == .failure(.notJSON(reason)))
    }

    @Test func invalidUTF8InAnEntryIsRefused() {
        #expect(read([0x5B, 0x22, 0xFF, 0xFE, 0x22, 0x5D]) == .failure(.notJSON("entry 1 is not JSON")))
        #expect(read([0x5B, 0x22, 0xC3, 0xA4, 0x22, 0x5D]) == .success([.string("ä")]))
    }

    @Test func jsonThatIsNotAListIsSaidSo() {
        #expect(read(#"{"holidays": []}"#) == .failure(.notAnArray))
        #expect(read("null") == .failure(.notAnArray))
    }

    /// The list counts as a level, as it does for `JSONValue.parse`: the same documents
    /// pass and fail.
    @Test func nestingIsBoundedAsForTheWholeDocument() {
        let depth = JSONValue.maxDepth
        let deep = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        #expect(read(deep) == .success(JSONValue.parse(Array(deep.utf8))?.elements ?? []))
        let deeper = String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1)
        #expect(JSONValue.parse(Array(deeper.utf8)) == nil)
        #expect(read(deeper) == .failure(.notJSON("entry 1 is nested deeper than \(depth) levels")))
        // A hostile answer a million levels deep is refused at the limit, without a crash.
        #expect(read("[" + String(repeating: "{\"a\":[", count: 1_000_000))
            == .failure(.notJSON("entry 1 is nested deeper than \(depth) levels")))
    }

    /// Nothing read before the failure is taken for an answer by the providers: a list cut
    /// short after good entries is still not JSON.
    @Test func aListCutShortAfterGoodEntriesFailsTheProvider() async {
        let body = #"[{"date": "2026-02-16", "name": "Feast", "types": ["Public"]}, {"date": "2026-02-17", "na"#
        let provider = NagerProvider(baseURL: "http://unused.example", client: StubHTTPClient(status: 200, body: body))
        let result = await Servers.outcome(provider, TestDates.range("2026-01-01", "2026-12-31"), region: "EE")
        #expect(result == .failure(.malformed("the answer is not JSON")))
    }
}
