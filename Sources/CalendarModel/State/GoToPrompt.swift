/// The text typed into the `g` prompt, and why the last attempt was refused.
public struct GoToPrompt: Sendable, Hashable {
    public var text: String
    public var error: String?

    public init(text: String = "", error: String? = nil) {
        self.text = text
        self.error = error
    }
}
