import LintCore

/// Comments that hold code-like text on purpose: switches, notes, sketches, drawings, toggled
/// list entries and fixture notation; and a run shorter than `minimum_lines`.
extension CommentedOutCodeRule.Examples {
    /// A reason, a TODO or a directive does not make disabled code compile: it rots the same.
    static let disabledWithReasons = [
        Example("""
            ↓// TODO: fix flaky test
            // func testConcurrentWriteDuringBackup() throws {
            //     let source = try makeDatabasePool(filename: "source.sqlite")
            // }
            """),
        Example("""
            #if false // This requires the BorrowAndMutateAccessors feature.
            ↓//  @inlinable
            //  public var keys: RigidSet<Key> {
            //    borrow { _keys }
            //  }
            #endif
            """, skipWrappingTests: true),
    ]

    static let keptOnPurpose = [
        // Values written out beside the code that uses them: no Swift literal reads `0ECA86…`.
        Example("""
            let b = BigUInt("ECA8642FDB97531FEDCBA0987654321", radix: 16)!
            //                                    a = 01234567890ABCDEF13579BDF2468ACE
            //                                    b = 0ECA8642FDB97531FEDCBA0987654321
            #expect(String(a | b, radix: 16) == "febc767fdbbfdfffffdfbbdf767cbef")
            """),
        // Kept on purpose: a switch, a note about what is left out, a sketch.
        Example("""
            // Uncomment to log every statement:
            // config.prepareDatabase { db in
            //     db.trace { print($0) }
            // }

            // NOTE: `remove(at:)` is left out on purpose:
            // func remove(at index: Int) { items.remove(at: index) }

            // configure(...)
            // render(...)
            """),
        // Drawings, toggled list entries and fixture notation read like code but are not.
        Example("""
            // Writer                      Reader
            // try dbPool.write { db in
            //                              try dbPool.read { db in
            //     >
            // }

            // .enableUpcomingFeature("ExistentialAny"),
            // .enableExperimentalFeature("StrictConcurrency"),

            // A.hasMany(B)
            // B.belongsTo(A)
            //   .include(C1)
            """),
        // A record of how a fixture was made: the code is the documentation.
        Example("""
            // key + cert was created with the following code (depends on swift-certificates)
            // import X509
            // let key = P256.Signing.PrivateKey()
            """),
        Example("""
            // button.isEnabled = false
            // button.alpha = 0.5
            """, configuration: ["minimum_lines": "3"]),
    ]
}
