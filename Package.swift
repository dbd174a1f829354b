// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "lint",
    products: [
        .executable(name: "lint", targets: ["lint"]),
        .library(name: "LintCore", targets: ["LintCore"]),
        .plugin(name: "LintCommandPlugin", targets: ["LintCommandPlugin"]),
        .plugin(name: "LintBuildToolPlugin", targets: ["LintBuildToolPlugin"]),
    ],
    targets: [
        .target(name: "LintCore", path: "Sources/LintCore"),
        .target(name: "Rules", dependencies: ["LintCore"], path: "Rules"),
        .executableTarget(name: "lint", dependencies: ["LintCore", "Rules"], path: "Sources/lint"),
        .plugin(
            name: "LintCommandPlugin",
            capability: .command(intent: .custom(verb: "lint", description: "Lint the package's Swift files with lint")),
            dependencies: ["lint"],
            path: "Plugins/LintCommandPlugin"
        ),
        .plugin(
            name: "LintBuildToolPlugin", capability: .buildTool(), dependencies: ["lint"],
            path: "Plugins/LintBuildToolPlugin"
        ),
        .testTarget(name: "LintCoreTests", dependencies: ["LintCore"], exclude: ["Golden"]),
        .testTarget(name: "RulesTests", dependencies: ["LintCore", "Rules"]),
        .testTarget(name: "LintCLITests", dependencies: ["LintCore", "Rules", "lint"]),
    ]
)
