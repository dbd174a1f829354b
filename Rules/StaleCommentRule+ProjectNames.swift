import LintCore

extension StaleCommentRule {
    /// What one file's code names: its identifiers and the types it declares, hashed.
    public struct FileNames: Sendable {
        let hashes: [UInt64]
        let types: [UInt64]
    }

    /// What the project's code names: every identifier, and the types it declares (hashed).
    public struct ProjectNames: Sendable {
        var all: NameSet
        var types: NameSet
        /// A one-bit-per-hash filter in front of `all` for the near-miss search, which asks about
        /// thousands of spellings a reference: most are answered from 128 KB, not from probes
        /// into a table as large as the project's vocabulary.
        var mayContain = HashFilter()

        func contains(_ name: String) -> Bool {
            all.contains(name)
        }

        /// A project name one edit from `name`, a typo or a rename. Another form of the same word
        /// (`includes`, `include`; `configure`, `configured`) is another word, not a typo, and so is
        /// the value named after a type (`contentInfo` for a type `ContentInfo`).
        func nearMiss(of name: String) -> String? {
            all.oneEditNeighbour(of: name, prefilter: mayContain) { candidate in
                !["s", "d"].contains { candidate + $0 == name || name + $0 == candidate }
                    && !(candidate.dropFirst() == name.dropFirst() && candidate.first != name.first)
            }
        }
    }
}
