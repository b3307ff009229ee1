/// The month picker shows the twelve months of a year in rows of this many.
public enum MonthPickerLayout {
    public static let columns = 4
}
