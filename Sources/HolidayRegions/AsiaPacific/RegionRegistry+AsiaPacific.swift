extension RegionRegistry {
    /// The countries of Asia and the Pacific: each country's code and the country, in the
    /// order of the codes.
    static let asiaPacific: [Entry] = [
        Entry("AF", .afghanistan),
        Entry("AU", .australia),
        Entry("BD", .bangladesh),
        Entry("BT", .bhutan),
        Entry("CN", .china),
        Entry("HK", .hongKong),
        Entry("JP", .japan),
        Entry("KG", .kyrgyzstan),
        Entry("KR", .southKorea),
        Entry("KZ", .kazakhstan),
        Entry("LK", .sriLanka),
        Entry("MO", .macau),
        Entry("MV", .maldives),
        Entry("PK", .pakistan),
        Entry("TJ", .tajikistan),
        Entry("TM", .turkmenistan),
        Entry("TW", .taiwan),
        Entry("UZ", .uzbekistan),
    ]
}
