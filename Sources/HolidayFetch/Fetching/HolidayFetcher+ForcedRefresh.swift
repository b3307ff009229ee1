import HolidayFetchCore
import HolidayEngine

extension HolidayFetcher {
    /// The dates `r` asked to fetch again that have not been answered since.
    ///
    /// A refresh outlives its demand: the next arrow key sends a demand for the same month
    /// without `refresh`, and the cache (still fresh) would otherwise say there is nothing to
    /// do and drop the refresh requests not yet sent. So the dates are remembered for the
    /// region and focus they were asked for, and forgotten when either changes: a refresh is
    /// of what is on screen, and leaving it means the user no longer waits for it.
    struct ForcedRefresh: Sendable {
        private var region: String?
        private var focus: DateRange?
        private var dates: Set<CivilDate> = []

        /// Takes in a new demand: another region or focus ends the refresh; a demand with
        /// `refresh` starts one for its focus.
        mutating func follow(_ demand: FetchDemand) {
            if demand.region != region || demand.focus != focus {
                region = demand.region
                focus = demand.focus
                dates = []
            }
            if demand.refresh { dates = Set(demand.focus) }
        }

        /// Whether `date` of the current region must be fetched whatever the cache holds.
        func forces(_ date: CivilDate) -> Bool { dates.contains(date) }

        /// Records an answer from the provider: its dates are refreshed.
        mutating func answered(_ range: DateRange, region: String) {
            guard region == self.region, !dates.isEmpty else { return }
            for date in range { dates.remove(date) }
        }
    }
}
