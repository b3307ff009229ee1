import GRDB
import HolidayKit

/// Reading and writing the `holiday` and `coverage` tables for one key.
///
/// Statements are cached per connection: a month read is two prepared statements, no parsing.
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
        return try Row.fetchAll(statement, arguments: [key.provider, key.region, low, high]).map {
            CoveredSpan(
                range: DateRange(CivilDate(dayNumber: $0[0]), CivilDate(dayNumber: $0[1])),
                fetchedAt: $0[2])
        }
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
        return try Row.fetchAll(statement, arguments: arguments).map { row in
            let kind: String = row[3]
            let observedOf: Int? = row[5]
            return Holiday(
                date: CivilDate(dayNumber: row[0]), name: row[1], localName: row[2],
                // A kind this version does not know (written by a newer one) reads as other.
                kind: HolidayKind(rawValue: kind) ?? .other, region: row[4],
                observedOf: observedOf.map(CivilDate.init(dayNumber:)), details: row[6])
        }
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
}
