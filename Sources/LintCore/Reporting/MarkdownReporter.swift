/// A GitHub-flavoured markdown table, for pull request comments and job summaries:
/// `| File | Line | Severity | Rule | Message |`, each cell escaped so that it stays one cell.
public struct MarkdownReporter: Reporter {
    public static let identifier = "markdown"
    public static let summary = "Markdown table, for pull request comments and job summaries"

    public init() {}

    public func report(_ violations: [Violation], context: ReportContext) -> String {
        guard !violations.isEmpty else { return "No violations.\n" }
        var output = "| File | Line | Severity | Rule | Message |\n| --- | ---: | --- | --- | --- |\n"
        for violation in violations {
            let cells = [
                Self.code(context.relativePath(violation.path)), String(violation.location.line),
                violation.severity.rawValue, Self.code(violation.ruleIdentifier), Self.cell(violation.message),
            ]
            output += "| " + cells.joined(separator: " | ") + " |\n"
        }
        return output
    }

    /// Markdown text: its code spans are kept as code, everything else is shown literally.
    static func cell(_ markdown: String) -> String {
        CodeSpans.split(markdown).map { piece in
            switch piece {
            case .code(let code): return Self.code(code)
            case .text(let text): return literal(text)
            }
        }.joined()
    }

    /// Backslashes make markup characters literal, `<` included, so nothing reads as HTML;
    /// line breaks inside a table cell can only be written as `<br>`.
    static func literal(_ text: String) -> String {
        var output = ""
        for character in text {
            switch character {
            case "\r\n", "\n", "\r": output += "<br>"
            case "\\", "`", "*", "_", "~", "[", "]", "<", ">", "|", "&", "#":
                output += "\\" + String(character)
            default: output.append(character)
            }
        }
        return output
    }

    /// A code span with a fence longer than any run of backticks in the text. A pipe still
    /// ends a table cell inside code, unless escaped.
    static func code(_ text: String) -> String {
        var longest = 0, run = 0
        for character in text {
            run = character == "`" ? run + 1 : 0
            longest = max(longest, run)
        }
        let fence = String(repeating: "`", count: longest + 1)
        let body = text.inTableCode()
        let padding = body.first == "`" || body.last == "`" || body.first == " " || body.last == " " ? " " : ""
        return fence + padding + body + padding + fence
    }
}

extension String {
    fileprivate func inTableCode() -> String {
        var output = ""
        for character in self {
            switch character {
            case "\r\n", "\n", "\r": output += " "
            case "|": output += "\\|"
            default: output.append(character)
            }
        }
        return output
    }
}
