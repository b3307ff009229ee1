import GRDB
import HolidayEngine

/// Reading and writing the `holiday` and `coverage` tables for one key.
///
/// Statements are cached per connection: a month read is two prepared statements, no parsing.
/// Columns are read by name and checked (`Row+StoredValues`): a row that holds what the
/// schema does not allow throws `CacheDamage`, never traps.
enum HolidayRows {
    /// The covered spans of `key` that overlap `range` or touch it (end the day before or
    /// start the day after), in date order.
    static func spans(
        _ key: CacheKey, near range: DateRange, in db: Database
    ) throws -> [CoveredSpan] {
        let low = range.lowerBound.dayNumber - 1
        let high = range.upperBound.dayNumber + 1
        // Runs are disjoint, so only the last one starting at or before `low` can reach into
        // the range from the left: the scan starts there instead of at the key's first row.
        let statement = try db.cachedStatement(sql: """
            SELECT first_day, last_day, fetched_at FROM coverage
            WHERE provider = ?1 AND region = ?2 AND first_day <= ?4 AND last_day >= ?3
              AND first_day >= coalesce(
                (SELECT max(first_day) FROM coverage
                 WHERE provider = ?1 AND region = ?2 AND first_day <= ?3), ?3)
            ORDER BY first_day
            """)
        var spans: [CoveredSpan] = []
        let rows = try Row.fetchCursor(statement, arguments: [key.provider, key.region, low, high])
        while let row = try rows.next() { spans.append(try span(in: row)) }
        return spans
    }

    /// Replaces the coverage rows `old` (as read by `spans(_:near:in:)`) by `new`.
    static func replace(
        _ key: CacheKey, spans old: [CoveredSpan], with new: [CoveredSpan], in db: Database
    ) throws {
        let delete = try db.cachedStatement(
            sql: "DELETE FROM coverage WHERE provider = ? AND region = ? AND first_day = ?")
        for span in old {
            try delete.execute(arguments: [key.provider, key.region, span.range.lowerBound.dayNumber])
        }
        let insert = try db.cachedStatement(sql: """
            INSERT INTO coverage (provider, region, first_day, last_day, fetched_at)
            VALUES (?, ?, ?, ?, ?)
            """)
        for span in new {
            try insert.execute(arguments: [
                key.provider, key.region, span.range.lowerBound.dayNumber,
                span.range.upperBound.dayNumber, span.fetchedAt,
            ])
        }
    }

    /// The holidays of `key` dated within `range`, in date order (stored order within a day).
    static func holidays(_ key: CacheKey, in range: DateRange, db: Database) throws -> [Holiday] {
        let statement = try db.cachedStatement(sql: """
            SELECT date, name, local_name, kind, holiday_region, observed_of, details
            FROM holiday
            WHERE provider = ? AND region = ? AND date BETWEEN ? AND ?
            ORDER BY date, id
            """)
        let arguments: StatementArguments = [
            key.provider, key.region, range.lowerBound.dayNumber, range.upperBound.dayNumber,
        ]
        var holidays: [Holiday] = []
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        while let row = try rows.next() { holidays.append(try holiday(in: row)) }
        return holidays
    }

    /// Replaces the holidays of `key` in `answer.range` by the answer's.
    static func replaceHolidays(_ key: CacheKey, with answer: StoredAnswer, in db: Database) throws {
        try db.cachedStatement(
            sql: "DELETE FROM holiday WHERE provider = ? AND region = ? AND date BETWEEN ? AND ?"
        ).execute(arguments: [
            key.provider, key.region,
            answer.range.lowerBound.dayNumber, answer.range.upperBound.dayNumber,
        ])
        let insert = try db.cachedStatement(sql: """
            INSERT INTO holiday
              (provider, region, date, name, local_name, kind, holiday_region, observed_of, details)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for holiday in answer.holidays {
            try insert.execute(arguments: [
                key.provider, key.region, holiday.date.dayNumber, holiday.name,
                holiday.localName, holiday.kind.rawValue, holiday.region,
                holiday.observedOf?.dayNumber, holiday.details,
            ])
        }
    }

    // MARK: - Decoding rows

    /// The span of a `coverage` row: `first_day`, `last_day`, `fetched_at`.
    static func span(in row: Row) throws -> CoveredSpan {
        CoveredSpan(
            range: DateRange(try row.day("first_day"), try row.day("last_day")),
            fetchedAt: try row.time("fetched_at"))
    }

    /// The key of a row of either table: `provider`, `region`.
    static func key(in row: Row) throws -> CacheKey {
        CacheKey(provider: try row.text("provider"), region: try row.text("region"))
    }

    /// The holiday of a `holiday` row.
    static func holiday(in row: Row) throws -> Holiday {
        Holiday(
            date: try row.day("date"), name: try row.text("name"),
            localName: try row.text("local_name"),
            // A kind this version does not know (written by a newer one) reads as other.
            kind: HolidayKind(rawValue: try row.text("kind")) ?? .other,
            region: try row.text("holiday_region"),
            observedOf: try row.optionalDay("observed_of"), details: try row.optionalText("details"))
    }
}
