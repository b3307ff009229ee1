import HolidayFetch
import HolidayFetchCore
import Testing

@Suite("Retry policy")
struct RetryPolicyTests {
    let policy = RetryPolicy()

    @Test func retriesRateLimitsServerErrorsAndTimeoutsABoundedNumberOfTimes() {
        for error in [ProviderError.rateLimited(retryAfterSeconds: nil), .server(status: 503), .timeout] {
            #expect((1...3).allSatisfy { policy.retries(error, afterAttempt: $0) })
            #expect(!policy.retries(error, afterAttempt: 4))
        }
        for error in [ProviderError.unauthorized, .quotaExhausted, .badRequest("x"), .malformed("x"),
                      .unreachable("x"), .unsupportedRegion("x"), .transportUnavailable("x")] {
            #expect(!policy.retries(error, afterAttempt: 1))
        }
    }

    @Test func backoffDoublesWithJitterAndACap() {
        #expect(policy.delay(afterAttempt: 1, retryAfterSeconds: nil, jitter: 0) == .milliseconds(500))
        #expect(policy.delay(afterAttempt: 1, retryAfterSeconds: nil, jitter: 0.5) == .milliseconds(750))
        #expect(policy.delay(afterAttempt: 2, retryAfterSeconds: nil, jitter: 0) == .seconds(1))
        #expect(policy.delay(afterAttempt: 3, retryAfterSeconds: nil, jitter: 1) == .seconds(4))
        #expect(policy.delay(afterAttempt: 12, retryAfterSeconds: nil, jitter: 1) == .seconds(30))
    }

    @Test func retryAfterIsTheLeastDelay() {
        #expect(policy.delay(afterAttempt: 1, retryAfterSeconds: 7, jitter: 0) == .seconds(7))
    }
}
