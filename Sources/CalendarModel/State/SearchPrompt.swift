/// The text typed into the `/` prompt.
public struct SearchPrompt: Sendable, Hashable {
    public var text: String

    public init(text: String = "") {
        self.text = text
    }
}
