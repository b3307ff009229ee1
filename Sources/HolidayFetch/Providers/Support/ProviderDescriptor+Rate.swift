/// A provider's descriptor at the rate the user configured.
extension ProviderDescriptor {
    /// This descriptor with `rate` requests per second instead of the default, if given.
    func at(rate: Double?) -> ProviderDescriptor {
        var descriptor = self
        if let rate { descriptor.defaultRate = rate }
        return descriptor
    }
}
