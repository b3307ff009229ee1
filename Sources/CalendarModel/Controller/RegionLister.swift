/// Every region the `c` picker offers, in the order it lists them: asked for the first time
/// the picker opens, since making every region costs memory the calendar may never need
/// (docs/architecture.md, "Intents, effects and frames").
public typealias RegionLister = @Sendable () -> [RegionChoice]
