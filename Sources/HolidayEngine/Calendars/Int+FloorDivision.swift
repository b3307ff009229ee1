/// Division that rounds toward minus infinity, as calendar arithmetic needs: Swift's `/` and
/// `%` round toward zero, which puts the days before an epoch in the wrong year.
extension Int {
    /// `self / divisor` rounded down; `divisor` must be positive.
    @inlinable
    func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return self % divisor < 0 ? quotient - 1 : quotient
    }

    /// The remainder of `floorDivided(by:)`, in `0..<divisor`.
    @inlinable
    func floorModulo(_ divisor: Int) -> Int {
        let remainder = self % divisor
        return remainder < 0 ? remainder + divisor : remainder
    }
}
