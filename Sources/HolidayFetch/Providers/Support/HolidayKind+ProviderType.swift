import HolidayEngine

/// Mapping the type names providers send onto holical's kinds.
extension HolidayKind {
    /// `National`, `public_holiday`, `Public` -> `.public`; `Bank` -> `.bank`; `Observance`,
    /// `Religious`, `Local`, `School`, `folk` to their kinds; anything else -> `.other`.
    init(providerType: String) {
        let key = providerType.lowercased()
        let rules: [(String, HolidayKind)] = [
            ("bank", .bank), ("school", .school), ("folk", .folk), ("observance", .observance),
            ("religious", .religious), ("local", .local), ("half", .halfDay),
            ("national", .public), ("public", .public),
        ]
        self = rules.first { key.contains($0.0) }?.1 ?? .other
    }

    /// The most important kind among several types (`["Public", "Bank"]` is a public
    /// holiday); `fallback` when there are none.
    static func strongest(of types: [String], fallback: HolidayKind) -> HolidayKind {
        types.map(HolidayKind.init(providerType:)).min() ?? fallback
    }
}
