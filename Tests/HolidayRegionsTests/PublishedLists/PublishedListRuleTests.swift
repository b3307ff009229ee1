@testable import HolidayRegions
import HolidayEngine
import Testing

/// A rule that prefers a country's published list names a list of its own festival: the
/// lists are all `FestivalTable`s, so `.hindu(.diwali, list: .guyanaHoli)` compiles, and
/// would give Holi's dates for Diwali in the years Guyana's Holi list covers.
@Suite("Published lists in the rules")
struct PublishedListRuleTests {
    /// The festivals in `rule` (and the rules it is made of) given a list that is not one of
    /// theirs.
    static func misplacedLists(in rule: DateRule) -> [String] {
        switch rule {
        case let .hindu(festival, list?):
            FestivalTable.hinduLists.contains { $0.festival == festival && $0.list == list } ? [] : ["\(festival)"]
        case let .buddhist(festival, list?):
            FestivalTable.buddhistLists.contains { $0.festival == festival && $0.list == list } ? [] : ["\(festival)"]
        case let .tibetan(festival, list?):
            FestivalTable.tibetanLists.contains { $0.festival == festival && $0.list == list } ? [] : ["\(festival)"]
        case let .shifted(base, _):
            misplacedLists(in: base)
        case let .avoiding(base, other, _), let .coinciding(base, other, _), let .inYears(base, other, _):
            misplacedLists(in: base) + misplacedLists(in: other)
        default:
            []
        }
    }

    @Test("every built-in region's lists are lists of their festivals")
    func everyRegion() {
        for region in RegionRegistry.all {
            for rule in region.rules {
                for festival in Self.misplacedLists(in: rule.date) {
                    Issue.record("\(region.code)'s \(rule.key): \(festival) with another festival's list")
                }
            }
        }
    }

    @Test("a list of another festival is found, also inside a moved rule")
    func found() {
        #expect(Self.misplacedLists(in: .hindu(.diwali, list: .guyanaHoli)) == ["diwali"])
        #expect(Self.misplacedLists(in: .hindu(.holi, list: .guyanaHoli)).isEmpty)
        #expect(Self.misplacedLists(in: .hindu(.holi, list: nil)).isEmpty)
        #expect(Self.misplacedLists(in: .buddhist(.vesakInMay, list: .singaporeVesak)) == ["vesakInMay"])
        #expect(Self.misplacedLists(in: .tibetan(.losar, list: .bhutanThimphuTshechu)) == ["losar"])
        #expect(Self.misplacedLists(in: DateRule.hindu(.diwali, list: .guyanaHoli).shifted(1)) == ["diwali"])
        #expect(Self.misplacedLists(in: .fixed(month: 1, day: 1).moved(by: 1, whenOn: .hindu(.holi, list: .nepalMahaNavami)))
                == ["holi"])
    }
}
