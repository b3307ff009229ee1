extension RegionRegistry {
    /// The countries of Africa and the Middle East: each country's code and the country, in
    /// the order of the codes.
    static let africaAndMiddleEast: [Entry] = [
        Entry("AE", .unitedArabEmirates),
        Entry("IL", .israel),
        Entry("SA", .saudiArabia),
        Entry("TR", .turkey),
    ]
}
