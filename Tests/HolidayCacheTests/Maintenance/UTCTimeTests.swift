import HolidayCache
import Testing

@Suite("UTCTime")
struct UTCTimeTests {
    @Test func epoch() {
        #expect(UTCTime(seconds: 0).iso8601 == "1970-01-01T00:00:00Z")
        #expect(UTCTime(seconds: 0).compact == "19700101T000000Z")
    }

    @Test func beforeTheEpoch() {
        #expect(UTCTime(seconds: -1).iso8601 == "1969-12-31T23:59:59Z")
        #expect(UTCTime(seconds: -86_400).iso8601 == "1969-12-31T00:00:00Z")
    }

    @Test func aKnownMoment() {
        // date -u -d @1771669805 +%FT%TZ
        #expect(UTCTime(seconds: 1_771_669_805).iso8601 == "2026-02-21T10:30:05Z")
        #expect(UTCTime(seconds: 1_771_669_805).compact == "20260221T103005Z")
        #expect(UTCTime(seconds: 1_771_669_805).date == day("2026-02-21"))
    }

    @Test func nowIsRecent() {
        #expect(UTCTime.now().seconds > 1_700_000_000)
    }
}
