extension RegionRegistry {
    /// The countries of Africa and the Middle East: each country's code and the country, in
    /// the order of the codes.
    static let africaAndMiddleEast: [Entry] = [
        Entry("DJ", .djibouti),
        Entry("DZ", .algeria),
        Entry("EG", .egypt),
        Entry("EH", .westernSahara),
        Entry("ER", .eritrea),
        Entry("ET", .ethiopia),
        Entry("KM", .comoros),
        Entry("LY", .libya),
        Entry("MA", .morocco),
        Entry("MR", .mauritania),
        Entry("SD", .sudan),
        Entry("SO", .somalia),
        Entry("SS", .southSudan),
        Entry("TN", .tunisia),
    ]
}
