extension DaysOff {
    /// The bridges of at most `maxLeave` leave days, best first (`Bridge.ranking`).
    ///
    /// A bridge takes every working day between a stretch and a later one, and so joins
    /// them and the stretches between into one. Only whole gaps count: leave on part of a
    /// gap joins nothing, and leave that only lengthens one stretch is not a bridge (the
    /// plan, `plan(leave:)`, weighs that too).
    public func bridges(maxLeave: Int = 2) -> [Bridge] {
        let stretches = runs(of: isOff)
        var bridges: [Bridge] = []
        for left in stretches.indices {
            var leave: [CivilDate] = []
            for right in stretches.indices.dropFirst(left + 1) {
                let gap = (stretches[right - 1].upperBound + 1)..<stretches[right].lowerBound
                guard leave.count + gap.count <= maxLeave else { break }
                leave += gap.map(date(at:))
                bridges.append(
                    Bridge(
                        leave: leave,
                        joined: DateRange(
                            date(at: stretches[left].lowerBound), date(at: stretches[right].upperBound))))
            }
        }
        return bridges.sorted(by: Bridge.ranking)
    }
}
