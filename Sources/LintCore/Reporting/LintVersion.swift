/// The version `lint version` prints and reports name as their tool.
public enum LintVersion {
    public static let current = "0.1.0"
}
