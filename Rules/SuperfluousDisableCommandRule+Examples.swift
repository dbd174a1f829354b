import LintCore

extension SuperfluousDisableCommandRule {
    enum Examples {
        static let triggering = [
            Example("""
                // lint:disable ↓controller_naming
                class Library {}
                """, fixed: """
                class Library {}
                """),
            Example("""
                // lint:disable:next ↓controller_naming
                class Library {}
                class UserManager {} // lint:disable:this controller_naming
                """, fixed: """
                class Library {}
                class UserManager {} // lint:disable:this controller_naming
                """),
            Example("""
                // lint:disable:next ↓controler_naming - typo
                class UserManager {}
                """),
            Example("""
                class Library {} // lint:disable:this ↓all
                """, fixed: """
                class Library {}
                """),
            Example("""
                // lint:disable controller_naming ↓misused_enumerated
                class UserManager {}
                // lint:enable controller_naming ↓class_lenght
                """, fixed: """
                // lint:disable controller_naming
                class UserManager {}
                // lint:enable controller_naming class_lenght
                """),
        ]

        static let nonTriggering = [
            // SwiftLint's commands are SwiftLint's to audit, whatever they disable.
            Example("""
                // swiftlint:disable:next line_length type_body_length
                struct Point {}
                let origin = Point() // swiftlint:disable:this all
                """),
            Example("""
                // lint:disable controller_naming - the server calls it that
                class UserManager {}
                // lint:enable controller_naming
                """),
            Example("""
                // lint:disable:next all
                class UserManager {}
                """),
            Example("""
                class UserManager {} // lint:disable:this controller_naming
                """),
            Example("""
                // lint:disable commented_out_code
                class Library {}
                """),
            Example("""
                // lint:disable:next superfluous_disable_command
                // lint:disable controller_naming
                class Library {}
                """),
            // A command naming this rule among its own is not reported for them, whatever its scope.
            Example("""
                // lint:disable:next superfluous_disable_command controller_naming
                class Library {}
                class Inbox {}
                // lint:disable:previous superfluous_disable_command controller_naming
                """),
            Example("""
                let text = "// lint:disable controller_naming"
                /* lint:disable controller_naming */
                """),
        ]
    }
}
