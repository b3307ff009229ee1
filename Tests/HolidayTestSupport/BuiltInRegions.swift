import HolidayEngine
import HolidayRegions

/// The built-in regions the tests name most, looked up once.
extension Region {
    public static let unitedStates = RegionRegistry.region(code: "US")!
    public static let newSouthWales = RegionRegistry.region(code: "AU-NSW")!
    public static let estonia = RegionRegistry.region(code: "EE")!
}
