import HolidayEngine

extension HolidayFetcher {
    /// What the current demand wants and how much of it is known: the basis of progress and
    /// of deciding which dates a failure leaves unknown.
    struct DemandLedger: Sendable {
        var region: String
        /// The dates whose progress is counted: `focus` for a metered provider, else `visible`.
        var wanted: DateRange
        /// Dates with data on screen: from the cache (fresh or stale) or answered since.
        private(set) var known: Set<CivilDate>
        /// Wanted dates not yet answered fresh.
        private(set) var pending: Set<CivilDate>

        init(region: String, wanted: DateRange, known: Set<CivilDate>, fresh: Set<CivilDate>) {
            self.region = region
            self.wanted = wanted
            self.known = known
            pending = Set(wanted.filter { !fresh.contains($0) })
        }

        var totalDays: Int { wanted.count }
        var doneDays: Int { wanted.count - pending.count }

        /// Records that `range` of `region` has been answered.
        mutating func answered(_ range: DateRange, region: String) {
            guard region == self.region else { return }
            for date in range {
                pending.remove(date)
                known.insert(date)
            }
        }

        /// Whether answering `request` would still tell the demand something.
        func wants(_ request: Request) -> Bool {
            request.region == region && request.range.contains { pending.contains($0) }
        }

        /// The dates of `range` a failure leaves unknown: those without data on screen.
        func unknown(in range: DateRange, region: String) -> [CivilDate] {
            guard region == self.region else { return Array(range) }
            return range.filter { !known.contains($0) }
        }

        /// The wanted dates with nothing on screen yet.
        var unanswered: [CivilDate] { wanted.filter { pending.contains($0) && !known.contains($0) } }
    }
}
