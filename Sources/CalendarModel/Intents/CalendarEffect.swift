import HolidayFetchCore
import HolidayEngine

/// What `CalendarState.apply` asks its runtime to do. The state decides; the runtime
/// (`CalendarController`, then the terminal's event loop) only carries out, and feeds what
/// comes back in as intents. See docs/architecture.md, "Intents, effects and frames". What
/// computes runs off the thread that reads keys (`topic`, CalendarEffect+Work.swift).
public enum CalendarEffect: Sendable, Hashable {
    /// Ask the holiday source for this demand (with `refresh`: again, whatever it holds);
    /// what it learns comes back as `.fetched` intents.
    case fetch(FetchDemand)
    /// Count the business days strictly between the ends of `range` in `region`; the count
    /// comes back as `.businessDaysCounted`, with the region and range it counts.
    case countBusinessDays(region: String, range: DateRange)
    /// List the regions the `c` picker offers (every region's names: made only when the
    /// picker first opens); they come back as `.regionsListed`.
    case listRegions
    /// Find the regions of `regions` whose code or names hold `query`, best first
    /// (`RegionPicker.matches`); they come back as `.regionsFiltered`, with the query.
    case filterRegions(query: String, regions: [RegionChoice])
    /// Describe the region with `code` (its kinds, weekend and known years, for this region
    /// only: it compiles the region's rules); the profile comes back as `.regionDescribed`.
    case describeRegion(code: String)
    /// Find the bridge days of `region`'s `year` (`DaysOff.bridges`); they come back as
    /// `.bridgesFound`.
    case findBridges(region: String, year: Int)
    /// Look up the holidays of `range` in `region`, a region shown beside the primary one,
    /// from holical's own rules (names in `language` where it has it); they come back as
    /// `.holidaysLookedUp`, with the region, range and language.
    case lookUpHolidays(region: String, range: DateRange, language: String?)
    /// Look up the events of `range` in the calendar tagged `calendar` (a file read again if it
    /// changed; an address asked again when its copy is older than its interval, or at once
    /// with `refresh`, on `r`); they come back as `.eventsLookedUp`.
    case lookUpEvents(calendar: String, range: DateRange, refresh: Bool = false)
    /// Find the nearest holiday whose name matches, over the years of the region's rules;
    /// the answer comes back as `.searchAnswered`.
    case search(HolidaySearch)
    /// Send a `.tick` then; replaces the wake-up asked for before.
    case wake(WakeUp)
    /// Clear and repaint the whole terminal.
    case redraw
    /// Leave the program.
    case quit

    /// When the state next wants a `.tick`.
    public enum WakeUp: Sendable, Hashable {
        /// After this long: the spinner's next turn, while loading.
        case after(Duration)
        /// Once the local date is no longer this one: at midnight, "today" moves.
        case dateChange(from: CivilDate)
    }
}
