/// One self-contained HTML page for people: counts per rule and per file, then every
/// violation grouped by file with its source line, then each rule broken, explained. Inline CSS
/// only (no scripts, fonts, images or links out), and no timestamps, so the same run
/// renders the same page.
public struct HTMLReporter: Reporter {
    public static let identifier = "html"
    public static let summary = "One self-contained HTML page with counts, source lines and explanations"

    public init() {}

    public func report(_ violations: [Violation], context: ReportContext) -> String {
        let files = Self.files(violations, context: context)
        let title = violations.isEmpty ? "lint: no violations" : "lint: " + Self.counted(violations.count, "violation")
        var body = Self.header(violations, fileCount: files.count, context: context)
        if violations.isEmpty {
            body += Self.emptyState(context)
        } else {
            body += Self.ruleTable(violations, context: context)
            body += Self.fileTable(files)
            body += Self.violationSections(files, context: context)
            body += Self.ruleExplanations(violations, context: context)
        }
        return HTML.document(title: title, style: HTMLStyle.css, body: "<main>\n\(body)</main>\n")
    }

    /// The violations of one file, with the anchor its section has.
    struct FileGroup {
        var anchor: String
        var path: String
        var violations: [Violation]
    }

    /// Files in the order their violations come, which is the engine's order.
    static func files(_ violations: [Violation], context: ReportContext) -> [FileGroup] {
        var groups: [FileGroup] = []
        var indices: [String: Int] = [:]
        for violation in violations {
            let path = context.relativePath(violation.path)
            if let index = indices[path] {
                groups[index].violations.append(violation)
            } else {
                indices[path] = groups.count
                groups.append(FileGroup(anchor: "file-\(groups.count + 1)", path: path, violations: [violation]))
            }
        }
        return groups
    }

    private static func header(_ violations: [Violation], fileCount: Int, context: ReportContext) -> String {
        let tally = Tally.of(violations)
        let ruleCount = Set(violations.map(\.ruleIdentifier)).count
        let lede = violations.isEmpty
            ? "No violations"
            : counted(violations.count, "violation") + " in " + counted(fileCount, "file")
        return """
            <header>
            <h1>lint report</h1>
            <p class="lede">\(lede) · lint \(HTML.escape(context.toolVersion))</p>
            <ul class="stats">
            <li class="stat\(tally.errors > 0 ? " error" : "")"><b>\(tally.errors)</b> \(noun(tally.errors, "error"))</li>
            <li class="stat\(tally.warnings > 0 ? " warning" : "")"><b>\(tally.warnings)</b> \(noun(tally.warnings, "warning"))</li>
            <li class="stat"><b>\(fileCount)</b> \(noun(fileCount, "file"))</li>
            <li class="stat"><b>\(ruleCount)</b> \(noun(ruleCount, "rule")) broken</li>
            </ul>
            </header>

            """
    }

    private static func emptyState(_ context: ReportContext) -> String {
        """
        <section class="empty">
        <p class="big">No violations</p>
        <p>\(counted(context.rules.count, "rule")) ran and found nothing to report.</p>
        </section>

        """
    }

    static func counted(_ count: Int, _ singular: String) -> String {
        "\(count) " + noun(count, singular)
    }

    static func noun(_ count: Int, _ singular: String) -> String {
        count == 1 ? singular : singular + "s"
    }
}
