import HolidayEngine

/// Reading and writing the `holiday` and `coverage` tables for one key.
///
/// Statements are kept prepared by the connection: a month read is two prepared statements,
/// no parsing.
/// Columns are read by name and checked (`Row+StoredValues`): a row that holds what the
/// schema does not allow throws `CacheDamage`, never traps.
enum HolidayRows {
    /// The covered spans of `key` that overlap `range` or touch it (end the day before or
    /// start the day after), in date order.
    static func spans(
        _ key: CacheKey, near range: DateRange, in database: Database
    ) throws -> [CoveredSpan] {
        let low = range.lowerBound.dayNumber - 1
        let high = range.upperBound.dayNumber + 1
        // Runs are disjoint, so only the last one starting at or before `low` can reach into
        // the range from the left: the scan starts there instead of at the key's first row.
        let statement = try database.statement("""
            SELECT first_day, last_day, fetched_at FROM coverage
            WHERE provider = ?1 AND region = ?2 AND first_day <= ?4 AND last_day >= ?3
              AND first_day >= coalesce(
                (SELECT max(first_day) FROM coverage
                 WHERE provider = ?1 AND region = ?2 AND first_day <= ?3), ?3)
            ORDER BY first_day
            """)
        return try statement.rows([.text(key.provider), .text(key.region), .integer(Int64(low)), .integer(Int64(high))])
            .map(span(in:))
    }

    /// Replaces the coverage rows `old` (as read by `spans(_:near:in:)`) by `new`.
    static func replace(
        _ key: CacheKey, spans old: [CoveredSpan], with new: [CoveredSpan], in database: Database
    ) throws {
        let delete = try database.statement(
            "DELETE FROM coverage WHERE provider = ? AND region = ? AND first_day = ?")
        for span in old {
            try delete.execute([.text(key.provider), .text(key.region), DatabaseValue(span.range.lowerBound.dayNumber)])
        }
        let insert = try database.statement("""
            INSERT INTO coverage (provider, region, first_day, last_day, fetched_at)
            VALUES (?, ?, ?, ?, ?)
            """)
        for span in new {
            try insert.execute([
                .text(key.provider), .text(key.region), DatabaseValue(span.range.lowerBound.dayNumber),
                DatabaseValue(span.range.upperBound.dayNumber), .integer(span.fetchedAt),
            ])
        }
    }

    /// The holidays of `key` dated within `range`, in date order (stored order within a day).
    static func holidays(_ key: CacheKey, in range: DateRange, in database: Database) throws -> [Holiday] {
        let statement = try database.statement("""
            SELECT date, name, local_name, kind, holiday_region, observed_of, details
            FROM holiday
            WHERE provider = ? AND region = ? AND date BETWEEN ? AND ?
            ORDER BY date, id
            """)
        var holidays: [Holiday] = []
        try statement.forEachRow([
            .text(key.provider), .text(key.region),
            DatabaseValue(range.lowerBound.dayNumber), DatabaseValue(range.upperBound.dayNumber),
        ]) { holidays.append(try holiday(in: $0)) }
        return holidays
    }

    /// Replaces the holidays of `key` in `answer.range` by the answer's.
    static func replaceHolidays(_ key: CacheKey, with answer: StoredAnswer, in database: Database) throws {
        try database.statement(
            "DELETE FROM holiday WHERE provider = ? AND region = ? AND date BETWEEN ? AND ?"
        ).execute([
            .text(key.provider), .text(key.region),
            DatabaseValue(answer.range.lowerBound.dayNumber), DatabaseValue(answer.range.upperBound.dayNumber),
        ])
        let insert = try database.statement("""
            INSERT INTO holiday
              (provider, region, date, name, local_name, kind, holiday_region, observed_of, details)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for holiday in answer.holidays {
            try insert.execute([
                .text(key.provider), .text(key.region), DatabaseValue(holiday.date.dayNumber),
                .text(holiday.name), .text(holiday.localName), .text(holiday.kind.rawValue),
                .text(holiday.region), DatabaseValue(holiday.observedOf?.dayNumber),
                DatabaseValue(holiday.details),
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
