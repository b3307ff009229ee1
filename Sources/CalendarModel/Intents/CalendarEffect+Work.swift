/// Which effects are computations, run off the thread that reads keys, and which newer
/// effect makes an older one stale (docs/architecture.md, "Work off the UI thread").
extension CalendarEffect {
    /// What a computation answers; nil for an effect that computes nothing (a demand, a
    /// wake-up, a redraw, quitting). A newer effect of the same topic asks the same question
    /// again (a search from another day, another range to count, another filter), and
    /// `apply` drops the answer to the older one: a worker need not start it.
    public var topic: Topic? {
        switch self {
        case .countBusinessDays: .businessDays
        case .listRegions: .regionList
        case .filterRegions: .regionFilter
        case .describeRegion: .regionProfile
        case .findBridges(let region, let year): .bridges(region: region, year: year)
        case .lookUpHolidays(let region, _, _): .lookUp(region: region)
        case .lookUpEvents(let calendar, _, _): .events(calendar: calendar)
        case .search: .search
        case .fetch, .wake, .redraw, .quit: nil
        }
    }

    /// What a computation answers, for its worker.
    public enum Topic: Sendable, Hashable {
        case search
        case businessDays
        case regionList
        case regionFilter
        case regionProfile
        /// Each year of a region's bridges is its own question: the marks need every year
        /// drawn.
        case bridges(region: String, year: Int)
        /// A region beside the primary one: the dates on screen now replace those asked before.
        case lookUp(region: String)
        /// A calendar file: the dates on screen now replace those asked before.
        case events(calendar: String)

        /// The queue it waits in.
        public var lane: Lane {
            switch self {
            case .search: .search
            case .businessDays: .businessDays
            case .regionList, .regionFilter, .regionProfile: .regions
            case .bridges: .bridges
            case .lookUp, .events: .lookUps
            }
        }
    }

    /// A queue of computations: those of one lane run one at a time, in the order asked;
    /// lanes run side by side, so a long search holds up neither the picker's filter nor
    /// a count.
    public enum Lane: Sendable, Hashable, CaseIterable {
        case search, businessDays, regions, bridges, lookUps
    }
}
