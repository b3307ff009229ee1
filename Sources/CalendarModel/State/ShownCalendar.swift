import HolidayEngine

/// A calendar file shown beside the holidays (docs/calendar-files.md): its tag, its name, and
/// what is known of its events on each date, asked for the dates on screen with
/// `.lookUpEvents` and answered off the UI thread, as the regions beside are.
public struct ShownCalendar: Sendable, Hashable {
    /// The short mark beside its events in the grid (`school`).
    public let tag: String
    /// The name the pop-up shows: the file's own (X-WR-CALNAME), else the tag.
    public var name: String {
        get { choice.name }
        set { choice = RegionChoice(code: tag, name: newValue) }
    }
    /// Whether its days count as days off (`days_off = true`).
    public let daysOff: Bool
    /// Its events by date, as holidays of kind `.event`.
    public var book: HolidayBook
    /// Why the file could not be read the last time it was asked, for the status line.
    public var problem: String?
    /// The glyph its days are marked with (`glyph` in its `[[calendar]]` table: one
    /// character of display width 1); nil for the theme's next one in order.
    public let glyph: String?
    /// The colour of its marks and names (`color`); nil for the theme's next one in order.
    public let color: CalendarColor?

    public init(tag: String, name: String? = nil, daysOff: Bool = false, glyph: String? = nil, color: CalendarColor? = nil) {
        self.tag = tag
        self.choice = RegionChoice(code: tag, name: name ?? tag)
        self.daysOff = daysOff
        self.book = HolidayBook(region: tag)
        self.glyph = glyph
        self.color = color
    }

    /// What the pop-up groups its events under, as a region's holidays are; made once (a
    /// choice folds its names), not for every day drawn.
    public private(set) var choice: RegionChoice

    /// The answer to `.lookUpEvents`: the events of the range (one per day each touches),
    /// or why the file could not be used. `note`: a calendar at an address shown from its
    /// cached copy, why and how old the copy is.
    public enum Answer: Sendable, Hashable {
        case events([Holiday], calendarName: String?, note: String? = nil)
        case failed(String)
    }
}
