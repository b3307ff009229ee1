import CCurl

/// The flag libcurl's progress callback reads to abort a transfer, set from any thread.
final class CurlCancelFlag: @unchecked Sendable {
    // Unchecked: the flag is only written through `ccurl_cancel` and read by C with atomic
    // operations; the pointer itself never changes.
    let pointer: UnsafeMutablePointer<CInt>

    init() {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: 0)
    }

    deinit {
        pointer.deallocate()
    }

    /// Makes the transfer stop at libcurl's next progress check.
    func cancel() {
        ccurl_cancel(pointer)
    }
}
