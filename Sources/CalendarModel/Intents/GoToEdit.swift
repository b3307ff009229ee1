/// An edit of a one-line prompt: the `g` prompt, and the `/` search.
public enum GoToEdit: Sendable, Hashable {
    case insert(Character)
    case deleteBackward
    case submit
}
