import HolidayEngine

extension Country {
    /// The rules of this country's subdivision `code`, resolved (the country's rules with the
    /// subdivision's own): the holidays of a territory that has its own code in ISO 3166-1 and
    /// keeps its parent's law, as French Guiana keeps those of FR-973.
    func rules(ofSubdivision code: String) -> [HolidayRule] {
        guard let part = subdivisions.first(where: { $0.code == code }) else {
            preconditionFailure("no subdivision \(code) of \(self.code)")
        }
        return Region(country: self, subdivision: part).rules
    }
}
