/// How a date that is not a business day is moved to one: the conventions of the 2006 ISDA
/// Definitions (section 4.12) as QuantLib's `BusinessDayConvention` implements them.
/// A business day is left where it is by every convention. docs/business-days.md.
public enum BusinessDayConvention: String, CaseIterable, Sendable {
    /// The first business day after the date.
    case following
    /// The last business day before the date.
    case preceding
    /// The first business day after, unless it is in a later calendar month: then the last
    /// business day before.
    case modifiedFollowing = "modified-following"
    /// The last business day before, unless it is in an earlier calendar month: then the
    /// first business day after.
    case modifiedPreceding = "modified-preceding"
    /// The nearer of the business days before and after; the one after when they are
    /// equally far.
    case nearest

    /// The convention `text` names, in any case: `following`, `preceding`,
    /// `modified-following`, `modified-preceding`, `nearest`, with or without the hyphen
    /// (an underscore works too), or numpy's `forward` and `backward`.
    public init?(name text: some StringProtocol) {
        let key = String(text.trimmingSpaces.lowercased().filter { $0 != "-" && $0 != "_" })
        switch key {
        case "following", "forward": self = .following
        case "preceding", "backward": self = .preceding
        case "modifiedfollowing": self = .modifiedFollowing
        case "modifiedpreceding": self = .modifiedPreceding
        case "nearest": self = .nearest
        default: return nil
        }
    }
}
