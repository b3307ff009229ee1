extension RegionRegistry {
    /// The countries of the Americas: each country's code and the country, in the order of
    /// the codes.
    static let americas: [Entry] = [
        Entry("AR", .argentina),
        Entry("CA", .canada),
        Entry("CL", .chile),
        Entry("CO", .colombia),
        Entry("MX", .mexico),
        Entry("US", .unitedStates),
    ]
}
