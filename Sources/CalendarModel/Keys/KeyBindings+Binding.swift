extension KeyBindings {
    /// One line of the key table: keys, what each means, and the words the help pane and the
    /// README give them.
    public struct Binding: Sendable {
        /// The keys and what each means, in the order the help names them.
        public let keys: KeyValuePairs<Key, CalendarIntent>
        /// What the help calls the keys when not by their names (`mouse`).
        public let label: String?
        /// What the keys do, as the help pane says it; the README's line begins with it.
        public let help: String
        /// Whether the keys work with a pane open too; else only on the calendar.
        public let inPanes: Bool

        init(
            _ help: String, label: String? = nil, inPanes: Bool = false,
            _ keys: KeyValuePairs<Key, CalendarIntent>
        ) {
            self.keys = keys
            self.label = label
            self.help = help
            self.inPanes = inPanes
        }
    }
}
