import HolidayEngine
import TerminalText

/// The `/` prompt, and `n` and `N`: searching the holiday names of the regions shown forward
/// or back from the selected day. The search itself runs over many years of rules, so it is
/// an effect (`.search`), worked out off the UI thread, and its answer comes back as
/// `.searchAnswered` (docs/architecture.md, "Searching holiday names"). Keys are answered
/// meanwhile: one that moves the selection or changes the regions shown makes the search
/// stale (its answer would jump from where the user has gone), Esc stops it, and `n` and
/// `N` wait for it and go on from its match.
extension CalendarState {
    /// The longest text the prompt takes; holiday names are rarely longer.
    static let searchLimit = 40

    mutating func editSearch(_ edit: GoToEdit) -> [CalendarEffect] {
        guard case .search(var prompt) = overlay else { return [] }
        switch edit {
        case .insert(let character):
            // Counted in scalars: a character can hold any number of combining marks.
            guard prompt.text.unicodeScalars.count + character.unicodeScalars.count <= Self.searchLimit
            else { return [] }
            prompt.text.append(character)
        case .deleteBackward:
            if !prompt.text.isEmpty { prompt.text.removeLast() }
        case .submit:
            overlay = nil
            let text = prompt.text.trimmingSpaces
            // An empty prompt searches nothing: Enter closes it, as Esc does.
            guard !text.isEmpty else { return [] }
            var search = HolidaySearch(region: region.code, text: text, from: selection, language: language)
            search.otherRegions = alongside.map(\.choice.code)
            search.calendars = calendarTags
            return ask(search)
        }
        overlay = .search(prompt)
        return []
    }

    /// `n` and `N`: the last search again from the selected day, in the regions shown now;
    /// while a search is being worked out, again from its match once it comes.
    mutating func repeatSearch(_ direction: HolidaySearch.Direction) -> [CalendarEffect] {
        if asked.search != nil {
            asked.searchRepeats.append(direction)
            return []
        }
        guard var search = lastSearch?.repeated(from: selection, direction: direction) else {
            say(Self.noSearchYetNotice)
            return []
        }
        search.region = region.code
        search.otherRegions = alongside.map(\.choice.code)
        search.calendars = calendarTags
        search.language = language
        return ask(search)
    }

    /// Records the searcher's answer to the search asked last (an earlier one is stale), and
    /// asks for the next when `n` or `N` was pressed meanwhile.
    mutating func record(_ answer: SearchAnswer, to search: HolidaySearch) -> [CalendarEffect] {
        guard search == asked.search else { return [] }
        asked.search = nil
        switch answer {
        case .found(let match):
            moveSelection(to: match.holiday.date)
            searchMatch = match
            guard !asked.searchRepeats.isEmpty else { return [] }
            return repeatSearch(asked.searchRepeats.removeFirst())
        case .notFound:
            let names = shownRegions.map(\.name)
            let regions = names.count < 2
                ? region.name : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
            say("no holiday named \"\(TerminalSafeText.quoted(search.text))\" in \(regions)")
        case .noRules:
            say("holical has no rules for \(region.name) to search its holiday names")
        }
        asked.searchRepeats = []
        return []
    }

    /// The search being worked out, if any: the status line says so.
    public var searchInProgress: HolidaySearch? { asked.search }

    /// Esc: the search being worked out is no longer wanted.
    mutating func stopSearch() {
        asked.search = nil
        asked.searchRepeats = []
    }

    /// Forgets the search being worked out when its answer would no longer fit: the
    /// selection it searches from, or the regions it searches, changed meanwhile.
    mutating func dropStaleSearch() {
        guard let search = asked.search else { return }
        if search.from != selection || search.region != region.code
            || search.otherRegions != alongside.map(\.choice.code) || search.calendars != calendarTags {
            stopSearch()
        }
    }

    /// What the status line says when `n` or `N` comes before any search.
    public static let noSearchYetNotice = "no search yet: / searches holiday names"

    /// Forgets what the last search said: it is said until the next key.
    mutating func clearSearchNote() {
        searchMatch = nil
        if let said = asked.searchNotice, notice == said { notice = nil }
        asked.searchNotice = nil
    }

    private mutating func ask(_ search: HolidaySearch) -> [CalendarEffect] {
        lastSearch = search
        asked.search = search
        return [.search(search)]
    }

    private mutating func say(_ text: String) {
        notice = text
        asked.searchNotice = text
    }
}
