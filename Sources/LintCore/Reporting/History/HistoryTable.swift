/// `lint history`'s plain formats: an aligned table for a terminal and CSV for spreadsheets.
enum HistoryTable {
    /// Columns padded to their widest cell, numbers right-aligned; `-` for a rule a snapshot's
    /// configuration does not enable.
    static func report(_ history: HistoryReport) -> String {
        let header = ["date", "commit", "config", "files", "lines"] + history.rules + ["longest type"]
        let rows = history.snapshots.map { snapshot -> [String] in
            var cells = [snapshot.day.description, snapshot.shortCommit, snapshot.configuration.kind]
            cells += snapshot.isLinted ? [String(snapshot.fileCount), String(snapshot.lineCount)] : ["-", "-"]
            cells += history.rules.map { history.valueText($0, in: snapshot) ?? "-" }
            cells.append(snapshot.longestType.map { "\($0.name) (\($0.lines)\($0.isExcused ? ", excused" : ""))" } ?? "-")
            return cells
        }
        let leftAligned: Set<Int> = [0, 1, 2, header.count - 1]
        return alignedText([header] + rows) { !leftAligned.contains($0) }
    }

    /// Rows padded to each column's widest cell, two spaces apart, the columns
    /// `rightAligned` says right-aligned (numbers), trailing spaces trimmed.
    static func alignedText(_ rows: [[String]], rightAligned: (Int) -> Bool) -> String {
        let widths = (rows.first ?? []).indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        return rows.map { cells in
            let padded = zip(cells, widths).enumerated().map { column, pair in
                let padding = String(repeating: " ", count: pair.1 - pair.0.count)
                return rightAligned(column) ? padding + pair.0 : pair.0 + padding
            }
            return padded.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }.joined()
    }
}

enum HistoryCSV {
    /// One record per snapshot, RFC 4180 (CRLF record ends, quoting as needed); an empty field
    /// for a rule the snapshot's configuration does not enable.
    static func report(_ history: HistoryReport) -> String {
        let header = ["commit", "date", "configuration", "files", "lines"] + history.rules
            + ["longest_type", "longest_type_lines", "longest_type_path", "longest_type_excused", "unreadable_files", "problem",
               "code_lines"]
        let records = history.snapshots.map { snapshot -> [String] in
            var problem = ""
            if case .unreadable(let reason) = snapshot.configuration { problem = reason }
            var fields = [snapshot.commit, HistoryReport.timestamp(snapshot.time), snapshot.configuration.kind]
            fields += snapshot.isLinted ? [String(snapshot.fileCount), String(snapshot.lineCount)] : ["", ""]
            fields += history.rules.map { history.valueText($0, in: snapshot) ?? "" }
            let longest = snapshot.longestType
            fields += [longest?.name ?? "", longest.map { String($0.lines) } ?? "", longest?.path ?? "", longest.map { String($0.isExcused) } ?? ""]
            fields += [String(snapshot.unreadableFiles.count), problem, snapshot.isLinted ? String(snapshot.codeLineCount) : ""]
            return fields
        }
        return ([header] + records).map { $0.map(CSVReporter.field).joined(separator: ",") + "\r\n" }.joined()
    }
}

enum HistoryJSON {
    /// `{"branch", "rules", "snapshots": [{"commit", "date", "configuration": {"source", "detail"},
    /// "files", "lines", "counts": {rule: n}, "longestType": {…} | null, "unreadableFiles"}]}`;
    /// a rule the snapshot does not enable is absent from its counts.
    static func report(_ history: HistoryReport) -> String {
        let snapshots = history.snapshots.map { snapshot in
            let counts = history.rules.compactMap { rule in snapshot.counts[rule].map { "\(JSON.string(rule)): \($0)" } }
            let rates = history.rules.compactMap { rule in history.valueText(rule, in: snapshot).map { "\(JSON.string(rule)): \($0)" } }
            let perKiloLine = history.perKiloLine ? ", \"perKloc\": {\(rates.joined(separator: ", "))}" : ""
            let longest = snapshot.longestType.map { type in
                "{\"name\": \(JSON.string(type.name)), \"path\": \(JSON.string(type.path)), \"line\": \(type.line), "
                    + "\"lines\": \(type.lines), \"excused\": \(type.isExcused)}"
            } ?? "null"
            return """
                    {"commit": \(JSON.string(snapshot.commit)), "date": \(JSON.string(HistoryReport.timestamp(snapshot.time))), \
                "configuration": {"source": \(JSON.string(snapshot.configuration.kind)), \
                "detail": \(JSON.string(snapshot.configuration.detail))}, \
                "files": \(snapshot.fileCount), "lines": \(snapshot.lineCount), "codeLines": \(snapshot.codeLineCount), \
                "counts": {\(counts.joined(separator: ", "))}\(perKiloLine), "longestType": \(longest), \
                "unreadableFiles": [\(snapshot.unreadableFiles.map(JSON.string).joined(separator: ", "))]}
                """
        }
        let branch = history.branch.map(JSON.string) ?? "null"
        return """
            {
              "branch": \(branch),
              "rules": [\(history.rules.map(JSON.string).joined(separator: ", "))],
              "snapshots": [
            \(snapshots.joined(separator: ",\n"))
              ]
            }

            """
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var text = self
        while text.last == " " { text.removeLast() }
        return text
    }
}
