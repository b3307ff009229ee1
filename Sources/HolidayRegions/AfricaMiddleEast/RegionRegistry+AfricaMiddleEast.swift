extension RegionRegistry {
    /// The countries of Africa and the Middle East: each country's code and the country, in
    /// the order of the codes.
    static let africaAndMiddleEast: [Entry] = [
        Entry("AE", .unitedArabEmirates),
        Entry("BH", .bahrain),
        Entry("IL", .israel),
        Entry("IQ", .iraq),
        Entry("IR", .iran),
        Entry("JO", .jordan),
        Entry("KW", .kuwait),
        Entry("LB", .lebanon),
        Entry("OM", .oman),
        Entry("PS", .palestine),
        Entry("QA", .qatar),
        Entry("SA", .saudiArabia),
        Entry("SY", .syria),
        Entry("TR", .turkey),
        Entry("YE", .yemen),
    ]
}
