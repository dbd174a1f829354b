import LintCore

/// The parsed command line.
struct Arguments {
    enum Command: Equatable {
        case lint
        case rules
        case explain(String)
        case initialize
        case languageServer
        /// `lint history`: every rule's count across the branch's past.
        case history
        /// `lint hotspots`: the files both long and often changed.
        case hotspots
        case version
        case help
    }

    var command = Command.lint
    var paths: [String] = []
    var configPath: String?
    var reporter: String?
    var outputPath: String?
    var strict = false
    var quiet = false
    /// `--verbose`: which configuration files the run used, on standard error, and in a terminal,
    /// each rule's advice on every warning rather than once.
    var verbose = false
    var useStdin = false
    var stdinPath: String?
    var forceExclude = false
    /// `--use-script-input-files`, `--use-script-input-file-lists`: lint the inputs Xcode hands
    /// a Run Script phase, instead of paths.
    var usesScriptInputFiles = false
    var usesScriptInputFileLists = false
    var jobs: Int?
    var baselinePath: String?
    var writeBaselinePath: String?
    var staged = false
    /// `--new-from-rev REV`: report only what the change since REV made new.
    var newFromRevision: String?
    /// `--fix`: apply the certain fixes, then report what remains.
    var fix = false
    /// `lint rules --markdown`: the table as the README shows it.
    var markdown = false
    /// `lint rules --json`: every rule with its examples, for tools (the scaling benchmark).
    var json = false
    /// `lint explain RULE --examples`: every example, not the first few.
    var allExamples = false
    var enablesAllRules = false
    var onlyRules: [String] = []
    /// `lint history --per-kloc`: counts per 1,000 code lines.
    var perKiloLine = false
    /// `lint history --since DATE|REV`, `--until REV`, `--every N|day|week|month`.
    var since: String?
    var until: String?
    var every: HistoryInterval?
    /// `--enable-all-rules`, or the rules named by `--only-rule`.
    var commandLineRules: CommandLineRules? {
        enablesAllRules ? .all : onlyRules.isEmpty ? nil : .only(onlyRules)
    }

    struct UsageError: Error {
        var message: String
    }

    static let optionsTakingValues = [
        "--config", "--reporter", "--output", "--stdin-path", "--jobs", "--baseline", "--write-baseline", "--new-from-rev",
        "--only-rule", "--since", "--until", "--every",
    ]
    /// What `lint history` takes besides paths; the rest are about one run over today's files.
    static let historyOptions: Set<String> = [
        "--config", "--reporter", "--output", "--jobs", "--only-rule", "--since", "--until", "--every", "--quiet",
        "--verbose", "--enable-all-rules", "--help", "-h", "--per-kloc",
    ]
    /// What `lint hotspots` takes besides paths.
    static let hotspotsOptions: Set<String> = [
        "--config", "--reporter", "--output", "--jobs", "--since", "--quiet", "--verbose", "--help", "-h",
    ]
    static let flags = [
        "--strict", "--quiet", "--use-stdin", "--force-exclude", "--staged", "--fix", "--markdown", "--json", "--examples", "--help", "-h",
        "--version", "--enable-all-rules", "--verbose", "--use-script-input-files", "--use-script-input-file-lists", "--per-kloc",
    ]

    static func parse(_ words: [String]) throws(UsageError) -> Arguments {
        var arguments = Arguments()
        var remaining = words[...]
        if let first = remaining.first, let command = subcommand(first) {
            remaining = remaining.dropFirst()
            arguments.command = command
            if command == .explain("") {
                guard let rule = remaining.first, !rule.hasPrefix("-") else {
                    throw UsageError(message: "`lint explain` needs a rule identifier, e.g. `lint explain class_length`")
                }
                arguments.command = .explain(rule)
                remaining = remaining.dropFirst()
            }
        }
        while let word = remaining.popFirst() {
            if word == "--" {
                arguments.paths += remaining
                break
            }
            guard word.hasPrefix("-") && word != "-" else {
                arguments.paths.append(word)
                continue
            }
            var name = word
            var inlineValue: String?
            if let equals = word.firstIndex(of: "="), word.hasPrefix("--") {
                name = String(word[..<equals])
                inlineValue = String(word[word.index(after: equals)...])
            }
            if name == "--since" && arguments.command == .hotspots {
            } else if ["--since", "--until", "--every"].contains(name) && arguments.command != .history {
                throw UsageError(message: "`\(name)` goes with `lint history`")
            }
            if arguments.command == .hotspots && !hotspotsOptions.contains(name)
                && (optionsTakingValues.contains(name) || flags.contains(name)) {
                throw UsageError(message: "`\(name)` does not go with `lint hotspots`")
            }
            if arguments.command == .history && !historyOptions.contains(name)
                && (optionsTakingValues.contains(name) || flags.contains(name)) {
                throw UsageError(message: "`\(name)` does not go with `lint history`")
            }
            if optionsTakingValues.contains(name) {
                guard let value = inlineValue ?? remaining.popFirst() else {
                    throw UsageError(message: "`\(name)` needs a value")
                }
                try arguments.set(name, value)
            } else if flags.contains(name) && inlineValue == nil {
                arguments.set(flag: name)
            } else {
                let hint = NameSuggestion.hint(for: name, in: optionsTakingValues + flags)
                throw UsageError(message: "unknown option `\(word)`\(hint)")
            }
        }
        if arguments.stdinPath != nil && !arguments.useStdin {
            throw UsageError(message: "`--stdin-path` goes with `--use-stdin`")
        }
        if arguments.useStdin && !arguments.paths.isEmpty {
            throw UsageError(message: "`--use-stdin` lints standard input; do not name paths with it")
        }
        if arguments.usesScriptInputFiles || arguments.usesScriptInputFileLists,
           arguments.useStdin || arguments.staged || !arguments.paths.isEmpty {
            throw UsageError(message: "`--use-script-input-files` and `--use-script-input-file-lists` lint the inputs of "
                + "Xcode's Run Script phase; do not name paths, standard input or `--staged` with them")
        }
        if arguments.staged && (arguments.useStdin || !arguments.paths.isEmpty) {
            throw UsageError(message: "`--staged` lints the files staged in git; do not name paths or use stdin with it")
        }
        if arguments.newFromRevision != nil && arguments.useStdin {
            throw UsageError(message: "`--new-from-rev` compares files with their history in git; standard input has none")
        }
        if arguments.fix && (arguments.useStdin || arguments.staged) {
            throw UsageError(message: "`--fix` rewrites files on disk; it does not go with `--use-stdin` or `--staged`")
        }
        if arguments.enablesAllRules && !arguments.onlyRules.isEmpty {
            throw UsageError(message: "`--enable-all-rules` and `--only-rule` choose the rules two ways; use one")
        }
        if arguments.perKiloLine && arguments.command != .history {
            throw UsageError(message: "`--per-kloc` goes with `lint history`")
        }
        if arguments.markdown && arguments.command != .rules {
            throw UsageError(message: "`--markdown` goes with `lint rules`")
        }
        if arguments.json && (arguments.command != .rules || arguments.markdown) {
            throw UsageError(message: "`--json` goes with `lint rules`, without `--markdown`")
        }
        if arguments.allExamples, case .explain = arguments.command {} else if arguments.allExamples {
            throw UsageError(message: "`--examples` goes with `lint explain RULE`")
        }
        if ![.lint, .history, .hotspots].contains(arguments.command) && !arguments.paths.isEmpty {
            throw UsageError(message: "unexpected argument `\(arguments.paths[0])`")
        }
        return arguments
    }

    private static func subcommand(_ word: String) -> Command? {
        switch word {
        // SwiftLint's habit, `swiftlint lint PATH`: a folder named `lint` is `./lint`.
        case "lint": .lint
        case "rules": .rules
        case "explain": .explain("")
        case "init": .initialize
        case "lsp": .languageServer
        case "history": .history
        case "hotspots": .hotspots
        case "version": .version
        case "help": .help
        default: nil
        }
    }

    private mutating func set(_ name: String, _ value: String) throws(UsageError) {
        switch name {
        case "--config": configPath = value
        case "--reporter": reporter = value
        case "--output": outputPath = value
        case "--stdin-path": stdinPath = value
        case "--baseline": baselinePath = value
        case "--write-baseline": writeBaselinePath = value
        case "--only-rule": onlyRules.append(value)
        case "--since": since = value
        case "--until": until = value
        case "--every": every = try HistoryInterval.parse(value)
        case "--new-from-rev":
            guard !value.isEmpty, !value.hasPrefix("-") else {
                throw UsageError(message: "`--new-from-rev` needs a revision, such as `origin/main` or `HEAD~3`")
            }
            newFromRevision = value
        default:
            guard let count = Int(value), count >= 1 else {
                throw UsageError(message: "`--jobs` takes a whole number of at least 1, found `\(value)`")
            }
            jobs = count
        }
    }

    private mutating func set(flag: String) {
        switch flag {
        case "--strict": strict = true
        case "--quiet": quiet = true
        case "--verbose": verbose = true
        case "--use-stdin": useStdin = true
        case "--force-exclude": forceExclude = true
        case "--use-script-input-files": usesScriptInputFiles = true
        case "--use-script-input-file-lists": usesScriptInputFileLists = true
        case "--staged": staged = true
        case "--fix": fix = true
        case "--markdown": markdown = true
        case "--json": json = true
        case "--examples": allExamples = true
        case "--enable-all-rules": enablesAllRules = true
        case "--per-kloc": perKiloLine = true
        case "--version": command = .version
        default: command = .help
        }
    }

    static let usage = """
        USAGE: lint [lint] [PATH ...] [OPTIONS]
               lint history [PATH ...] [--since DATE|REV] [--until REV] [--every N|day|week|month]
                            [--reporter table|csv|json|html|svg] [--output FILE] [--per-kloc]
               lint hotspots [PATH ...] [--since DATE|REV] [--reporter table|json|html] [--output FILE]
               lint rules [--markdown|--json] | lint explain RULE [--examples] | lint init | lint lsp | lint version

        Lints every .swift file under the paths (default: the current directory).

        OPTIONS:
          --config FILE        Use this configuration instead of the nearest .swiftlint-style.yml
          --reporter NAME      Report format: \(Reporters.identifiers.joined(separator: ", "))
          --output FILE        Write the report to FILE (atomically) instead of standard output
          --strict             Warnings fail the run too (exit 2)
          --quiet              No summary line on standard error
          --verbose            Say which configuration files apply, and to which folders, on standard error;
                               in a terminal, repeat each rule's advice on every warning
          --use-stdin          Lint standard input
          --stdin-path PATH    The path standard input is reported as (and configured by)
          --force-exclude      Apply `excluded` to paths named on the command line too
          --use-script-input-files       Lint the Swift files among an Xcode Run Script phase's
                                         inputs (SCRIPT_INPUT_FILE_COUNT, SCRIPT_INPUT_FILE_n)
          --use-script-input-file-lists  ... and among its input file lists (SCRIPT_INPUT_FILE_LIST_n)
          --staged             Lint the files staged in git, as staged (the index, not the working tree),
                               and compare them with HEAD for doc_comment_not_updated
          --fix                Apply the fixes that are certain (atomically), print them, then report what remains
          --new-from-rev REV   Report only violations the change since git revision REV made new
                               (REV: a branch, tag or commit, such as origin/main or HEAD~3)
          --baseline FILE      Report only violations not recorded in FILE
          --write-baseline FILE  Record today's violations in FILE (atomically)
          --enable-all-rules   Run every rule, default and opt-in, whatever the configuration enables
          --only-rule RULE     Run only RULE (repeat it for more), with its options from the configuration
          --jobs N             Find and lint files on N threads (default: every core)

        HISTORY (lint history): lints one commit per interval of the current branch's first-parent
        line, each as it was, with its own configuration, and reports each rule's count per commit.
          --since DATE|REV     Start at a day (2024-01-31, 2024-01, "2 years ago") or a revision
                               (default: the first commit)
          --until REV          End at REV (default: HEAD)
          --every N|day|week|month  One commit per interval, the last in it (default: month),
                               or every Nth commit counted back from the end
          --reporter NAME      table (default), csv, json, html (a page of charts) or svg (the charts)
          --per-kloc           Each rule's count per 1,000 code lines (as class_length counts them)

        HOTSPOTS (lint hotspots): where to start: each file's code lines and longest type, the
        commits that changed it, its warnings and those inline commands suppress, ranked by
        changes × code lines.
          --since DATE|REV     Count the commits from a day or a revision (default: "1 year ago")
          --reporter NAME      table (default: the top 20), json (every file) or html (a chart)

          -h, --help           Show this help
          --version            Print the version

        EXIT CODES: 0 no error-severity violation; 2 an error (or any violation with --strict);
                    1 the run could not be done as asked (bad path, configuration or usage).
        """
}
