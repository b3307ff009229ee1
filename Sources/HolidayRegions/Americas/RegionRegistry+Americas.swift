extension RegionRegistry {
    /// The countries of the Americas: each country's code and the country, in the order of
    /// the codes.
    static let americas: [Entry] = [
        Entry("AR", .argentina),
        Entry("AS", .americanSamoa),
        Entry("CA", .canada),
        Entry("CL", .chile),
        Entry("CO", .colombia),
        Entry("GU", .guam),
        Entry("MP", .northernMarianaIslands),
        Entry("MX", .mexico),
        Entry("PR", .puertoRico),
        Entry("UM", .unitedStatesMinorOutlyingIslands),
        Entry("US", .unitedStates),
        Entry("VI", .unitedStatesVirginIslands),
    ]
}
