import HolidayFetchCore

/// Where other threads send the UI what the fetch side reports.
public struct UIInbox: Sendable {
    let mailbox: Mailbox

    /// Hands a fetch event to the UI thread, which folds it into the state and redraws.
    public func post(_ event: FetchEvent) {
        mailbox.post(.fetch(event))
    }
}
