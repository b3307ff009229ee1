/// What the rules of one region share while the engine evaluates a year: Easter, computed
/// once per computus and year.
struct RuleContext {
    var easter = EasterCache()
}
