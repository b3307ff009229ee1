/// An edit of the `g` prompt.
public enum GoToEdit: Sendable, Hashable {
    case insert(Character)
    case deleteBackward
    case submit
}
