import HolidayEngine
import TerminalText

/// The `/` prompt, and `n` and `N`: searching the holiday names of the regions shown forward
/// or back from the selected day. The search itself runs over many years of rules, so it is
/// an effect (`.search`) and its answer comes back as `.searchAnswered`
/// (docs/architecture.md, "Searching holiday names").
extension CalendarState {
    /// The longest text the prompt takes; holiday names are rarely longer.
    static let searchLimit = 40

    mutating func editSearch(_ edit: GoToEdit) -> [CalendarEffect] {
        guard case .search(var prompt) = overlay else { return [] }
        switch edit {
        case .insert(let character):
            guard prompt.text.count < Self.searchLimit else { return [] }
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
            return ask(search)
        }
        overlay = .search(prompt)
        return []
    }

    /// `n` and `N`: the last search again from the selected day, in the regions shown now.
    mutating func repeatSearch(_ direction: HolidaySearch.Direction) -> [CalendarEffect] {
        guard var search = lastSearch?.repeated(from: selection, direction: direction) else {
            say(Self.noSearchYetNotice)
            return []
        }
        search.region = region.code
        search.otherRegions = alongside.map(\.choice.code)
        search.language = language
        return ask(search)
    }

    /// Records the searcher's answer to the search asked last; an earlier one is stale.
    mutating func record(_ answer: SearchAnswer, to search: HolidaySearch) {
        guard search == asked.search else { return }
        asked.search = nil
        switch answer {
        case .found(let match):
            moveSelection(to: match.holiday.date)
            searchMatch = match
        case .notFound:
            let names = shownRegions.map(\.name)
            let regions = names.count < 2
                ? region.name : names.dropLast().joined(separator: ", ") + " or " + names[names.count - 1]
            say("no holiday named \"\(TerminalSafeText.quoted(search.text))\" in \(regions)")
        case .noRules:
            say("holical has no rules for \(region.name) to search its holiday names")
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
