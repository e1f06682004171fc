import Foundation

/// A span of time as the command line and the report write it: "45 s", "12 min", "3.5 h",
/// "2.0 days".
public enum DurationText {
    public static func of(_ seconds: Double) -> String {
        switch seconds {
        case ..<60: String(format: "%.0f s", seconds)
        case ..<3_600: String(format: "%.0f min", seconds / 60)
        case ..<172_800: String(format: "%.1f h", seconds / 3_600)
        default: String(format: "%.1f days", seconds / 86_400)
        }
    }
}
