extension TerminalSafeText {
    /// The longest piece of outside text a message quotes, in characters.
    public static let quoteLimit = 60

    /// Outside text (a configuration value, an environment variable, an argument, a
    /// region read from the cache) as a message may quote it: cleaned as `clean` cleans a
    /// provider's text, and cut to `limit` characters with `…` when longer, so that a
    /// 50 MB value is not echoed whole.
    public static func quoted(_ text: String, limit: Int = quoteLimit) -> String {
        let cleaned = clean(text, limit: limit + 1)
        guard cleaned.unicodeScalars.count > limit else { return cleaned }
        return String(String.UnicodeScalarView(cleaned.unicodeScalars.prefix(limit))) + "…"
    }
}
