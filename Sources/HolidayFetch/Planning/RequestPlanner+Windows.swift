import HolidayEngine

/// Planning for providers that answer a run of up to `max` days per request.
extension RequestPlanner {
    /// The fewest windows of at most `max` days that cover `needed` (sorted), each group of
    /// windows stretched into the adjacent dates of `room` with whatever length is left.
    static func windows(covering needed: [CivilDate], max: Int, room: Set<CivilDate>)
        -> [DateRange]
    {
        var clusters = clusters(of: needed, max: max)
        for index in clusters.indices {
            let floor = index > 0 ? clusters[index - 1].last.adding(days: 1) : nil
            let ceiling = index + 1 < clusters.count ? clusters[index + 1].first.adding(days: -1) : nil
            clusters[index].stretch(into: room, max: max, floor: floor, ceiling: ceiling)
        }
        return clusters.flatMap { $0.split() }
    }

    /// Greedy cover: a window starts at each date not yet covered. Windows whose dates fit
    /// into as many back-to-back windows are kept together as one cluster, so that the
    /// slack of all of them can be spent at its ends.
    private static func clusters(of needed: [CivilDate], max: Int) -> [Cluster] {
        var clusters: [Cluster] = []
        var index = 0
        while index < needed.count {
            let end = needed[index].adding(days: max - 1)
            var last = index
            while last + 1 < needed.count, needed[last + 1] <= end { last += 1 }
            if let cluster = clusters.last,
               cluster.first.days(to: needed[last]) + 1 <= (cluster.windows + 1) * max
            {
                clusters[clusters.count - 1].last = needed[last]
                clusters[clusters.count - 1].windows += 1
            } else {
                clusters.append(Cluster(first: needed[index], last: needed[last], windows: 1))
            }
            index = last + 1
        }
        return clusters
    }

    /// Consecutive dates to be covered by `windows` back-to-back requests.
    private struct Cluster {
        var first: CivilDate
        var last: CivilDate
        var windows: Int

        /// Grows the cluster one day at a time, alternately after and before, through
        /// dates of `room`, while the windows have length to spare.
        mutating func stretch(into room: Set<CivilDate>, max: Int, floor: CivilDate?, ceiling: CivilDate?) {
            var slack = windows * max - (first.days(to: last) + 1)
            var grew = true
            while slack > 0, grew {
                grew = false
                let after = last.adding(days: 1)
                if slack > 0, room.contains(after), ceiling.map({ after <= $0 }) ?? true {
                    last = after
                    slack -= 1
                    grew = true
                }
                let before = first.adding(days: -1)
                if slack > 0, room.contains(before), floor.map({ before >= $0 }) ?? true {
                    first = before
                    slack -= 1
                    grew = true
                }
            }
        }

        /// The cluster cut into `windows` requests of near-equal length.
        func split() -> [DateRange] {
            let length = first.days(to: last) + 1
            var start = first
            return (0..<windows).map { index in
                let size = length / windows + (index < length % windows ? 1 : 0)
                defer { start = start.adding(days: size) }
                return DateRange(start, start.adding(days: size - 1))
            }
        }
    }
}
