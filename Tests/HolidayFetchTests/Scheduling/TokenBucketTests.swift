import HolidayFetch
import Testing

@Suite("Token bucket")
struct TokenBucketTests {
    @Test func theIntervalCarriesASmallMargin() {
        #expect(TokenBucket.interval(forRate: 1) == .milliseconds(1012))
        #expect(TokenBucket.interval(forRate: 2) == .milliseconds(506))
        #expect(TokenBucket.interval(forRate: 0.1) == .milliseconds(10_015))
        #expect(TokenBucket.interval(forRate: .infinity) == .zero)
        // 28 requests at 1/s fit the 27.5 s target with room for timer latency.
        #expect(TokenBucket.interval(forRate: 1) * 27 < .milliseconds(27_400))
    }

    /// 1e9/rate nanoseconds no longer fits in 64 bits: the interval is the longest there
    /// is, not a crash.
    @Test(arguments: [1e-10, 1e-300, Double.leastNonzeroMagnitude])
    func aTinyRateGivesAVeryLongIntervalWithoutTrapping(rate: Double) {
        #expect(TokenBucket.interval(forRate: rate) == .nanoseconds(Int64.max))
        var bucket = TokenBucket(rate: rate)
        bucket.take(at: .zero)
        #expect(bucket.wait(at: .seconds(1)) > .seconds(9_000_000_000))
    }

    @Test func requestsLeaveOneIntervalApartEvenAfterALateOne() {
        var bucket = TokenBucket(rate: 1)
        #expect(bucket.wait(at: .zero) == .zero)
        bucket.take(at: .zero)
        #expect(bucket.wait(at: .milliseconds(500)) == .milliseconds(512))
        #expect(bucket.wait(at: .milliseconds(1012)) == .zero)
        bucket.take(at: .seconds(3))
        #expect(bucket.wait(at: .seconds(3)) == .milliseconds(1012))
    }

    @Test func holdDelaysTheNextToken() {
        var bucket = TokenBucket(rate: 1)
        bucket.take(at: .zero)
        bucket.hold(until: .seconds(5))
        #expect(bucket.wait(at: .seconds(2)) == .seconds(3))
    }

    @Test func anUnlimitedRateNeverWaits() {
        var bucket = TokenBucket(rate: .infinity)
        for _ in 0..<10 { bucket.take(at: .zero) }
        #expect(bucket.wait(at: .zero) == .zero)
    }
}
