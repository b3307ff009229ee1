extension StringProtocol {
    /// Without leading and trailing spaces and tabs.
    public var trimmingSpaces: String {
        let isBlank = { (c: Character) in c == " " || c == "\t" }
        return String(drop(while: isBlank).reversed().drop(while: isBlank).reversed())
    }
}
