import Foundation
import HolidayEngine
import Testing

@testable import HolicalCLI

@Suite("Output writers")
struct WriterTests {
    let tricky = Holiday(
        date: CivilDate(year: 2026, month: 3, day: 1)!,
        name: "Quote \" back\\slash, semi; line\nbreak\ttab \u{01}",
        localName: "Õunapäev – 日本", kind: .observance, region: "XX",
        observedOf: CivilDate(year: 2026, month: 2, day: 28)!)

    @Test("JSON strings escape quotes, backslashes and control characters and round-trip")
    func jsonEscaping() throws {
        var out = OutputBuffer()
        JSONWriter.write([tricky], into: &out)
        #expect(out.text.contains(#""Quote \" back\\slash, semi; line\nbreak\ttab \u0001""#))
        let items = try #require(try JSONSerialization.jsonObject(with: Data(out.bytes)) as? [[String: Any]])
        #expect(items[0]["name"] as? String == tricky.name)
        #expect(items[0]["localName"] as? String == "Õunapäev – 日本")
        #expect(items[0]["observedOf"] as? String == "2026-02-28")
        #expect(items[0]["estimated"] as? Bool == false)
        var empty = OutputBuffer()
        JSONWriter.write([], into: &empty)
        #expect(empty.text == "[]\n")
    }

    @Test("CSV quotes fields with commas, quotes and line breaks")
    func csv() {
        var out = OutputBuffer()
        CSVWriter.write([tricky], into: &out)
        #expect(out.text == """
            date,name,localName,kind,region,observedOf,estimated
            2026-03-01,"Quote "" back\\slash, semi; line
            break\ttab \u{01}",Õunapäev – 日本,observance,XX,2026-02-28,false

            """)
    }

    /// The physical lines of an ICS text, each without its CRLF.
    func physicalLines(_ bytes: [UInt8]) -> [[UInt8]] {
        var lines: [[UInt8]] = []
        var current: [UInt8] = []
        var index = 0
        while index < bytes.count {
            if bytes[index] == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                lines.append(current)
                current = []
                index += 2
            } else {
                current.append(bytes[index])
                index += 1
            }
        }
        #expect(current.isEmpty, "the file ends with CRLF")
        return lines
    }

    @Test("ICS: CRLF everywhere, lines of at most 75 octets, folds never split a character")
    func icsFolding() throws {
        let long = Holiday(
            date: CivilDate(year: 2026, month: 2, day: 24)!,
            name: String(repeating: "Küünlapäev ehk pudrupäev, ", count: 6) + "日本語の祝日",
            kind: .folk, region: "EE")
        var out = OutputBuffer()
        ICSWriter(region: .estonia, language: .en, stamp: "20260224T090000Z").write([long], into: &out)
        #expect(!out.bytes.enumerated().contains { $0.element == 0x0A && (  $0.offset == 0 || out.bytes[$0.offset - 1] != 0x0D) })
        let lines = physicalLines(out.bytes)
        #expect(lines.allSatisfy { $0.count <= 75 })
        #expect(lines.allSatisfy { String(validating: $0, as: UTF8.self) != nil })
        // Unfolding (drop CRLF + space) gives back the escaped summary.
        var unfolded: [String] = []
        for line in lines {
            if line.first == 0x20 {
                unfolded[unfolded.count - 1] += String(decoding: line.dropFirst(), as: UTF8.self)
            } else {
                unfolded.append(String(decoding: line, as: UTF8.self))
            }
        }
        #expect(lines.count > unfolded.count)
        let summary = try #require(unfolded.first { $0.hasPrefix("SUMMARY:") })
        #expect(summary == "SUMMARY:" + long.name.replacingOccurrences(of: ",", with: "\\,"))
    }

    @Test("ICS: calendar and event properties, text escaping, next-day DTEND")
    func icsContent() {
        var out = OutputBuffer()
        ICSWriter(region: .unitedStates, language: .en, stamp: "20260224T090000Z").write([tricky], into: &out)
        let text = out.text
        for line in [
            "BEGIN:VCALENDAR\r\n", "VERSION:2.0\r\n", "PRODID:-//holical//holical list//EN\r\n",
            "BEGIN:VEVENT\r\n", "DTSTAMP:20260224T090000Z\r\n", "DTSTART;VALUE=DATE:20260301\r\n",
            "DTEND;VALUE=DATE:20260302\r\n", "CATEGORIES:observance\r\n", "END:VEVENT\r\n",
            "END:VCALENDAR\r\n",
        ] {
            #expect(text.contains(line), "\(line)")
        }
        #expect(text.contains(#"SUMMARY:Quote " back\\slash\, semi\; line\nbreak"#))
        #expect(text.contains("DESCRIPTION:Õunapäev – 日本\\nObserved for 2026-02-28"))
        #expect(ICSWriter.compact(CivilDate(year: 2026, month: 12, day: 31)!.adding(days: 1)) == "20270101")
    }

    @Test("ICS UIDs are stable and unique")
    func uids() {
        let holidays = Region.estonia.holidays(year: 2026) + Region.unitedStates.holidays(year: 2026)
        let uids = holidays.map(ICSWriter.uid(of:))
        #expect(Set(uids).count == holidays.count)
        #expect(uids == holidays.map(ICSWriter.uid(of:)))
        #expect(ICSWriter.uid(of: Region.unitedStates.holidays(year: 2026)[0]).hasPrefix("20260101-us-"))
        #expect(uids.allSatisfy { $0.hasSuffix("@holical") })
    }

    @Test("ICS --lang local puts the local name in SUMMARY")
    func icsLocal() {
        var out = OutputBuffer()
        let day = Region.estonia.holidays(on: CivilDate(year: 2026, month: 2, day: 24)!)
        ICSWriter(region: .estonia, language: .local, stamp: "20260224T090000Z").write(day, into: &out)
        #expect(out.text.contains("SUMMARY:Iseseisvuspäev\r\nDESCRIPTION:Independence Day\r\n"))
    }

    @Test("Dates are written with four-digit years")
    func dates() {
        var out = OutputBuffer()
        out.append(date: CivilDate(year: 1583, month: 1, day: 9)!)
        out.append(date: CivilDate(year: 9999, month: 12, day: 31)!, separator: nil)
        #expect(out.text == "1583-01-0999991231")
    }
}
