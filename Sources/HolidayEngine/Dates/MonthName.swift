/// English month names, and matching a typed name against them.
public enum MonthName {
    /// `January` ... `December`.
    public static let english = [
        "January", "February", "March", "April", "May", "June",
        "July", "August", "September", "October", "November", "December",
    ]

    /// `Jan` ... `Dec`.
    public static func short(_ month: Int) -> String { String(english[month - 1].prefix(3)) }

    /// The month (1...12) whose English name starts with `text` (at least three letters,
    /// any case), or nil.
    public static func month(named text: String) -> Int? {
        let key = text.lowercased()
        guard key.count >= 3 else { return nil }
        return english.firstIndex { $0.lowercased().hasPrefix(key) }.map { $0 + 1 }
    }
}
