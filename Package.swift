// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "lint",
    products: [
        .executable(name: "lint", targets: ["lint"]),
        .library(name: "LintCore", targets: ["LintCore"]),
    ],
    targets: [
        .target(name: "LintCore", path: "Sources/LintCore"),
        .target(name: "Rules", dependencies: ["LintCore"], path: "Rules"),
        .executableTarget(name: "lint", dependencies: ["LintCore", "Rules"], path: "Sources/lint"),
        .testTarget(name: "LintCoreTests", dependencies: ["LintCore"], exclude: ["Golden"]),
        .testTarget(name: "RulesTests", dependencies: ["LintCore", "Rules"]),
        .testTarget(name: "LintCLITests", dependencies: ["LintCore", "Rules", "lint"]),
    ]
)
