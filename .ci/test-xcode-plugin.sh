#!/usr/bin/env bash
# The build-tool plugin's Xcode conformance, as far as Linux can check it. XcodeProjectPlugin
# ships only with Xcode, so the `#if canImport(XcodeProjectPlugin)` code never compiles here;
# this writes a stand-in module of that name with the declarations the plugin uses, as Xcode's
# module declares them, compiles it against the toolchain's real PackagePlugin, then
# 1. type-checks the plugin with it (with SwiftPM's flags for plugins, warnings as errors) and
#    checks that LintBuildToolPlugin conforms to XcodeBuildToolPlugin;
# 2. builds the plugin with a runner that calls createBuildCommands on a fake Xcode project and
#    target, checks the command, and runs it against a fake lint.
# What it cannot check is Xcode itself: that it loads the plugin and runs the command.
set -euo pipefail
repo=$(cd "$(dirname "$0")/.." && pwd)
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

swiftc="$(dirname "$(readlink -f "$(command -v swift)")")/swiftc"
resources=$(swift -print-target-info | sed -n 's/.*"runtimeResourcePath": "\(.*\)".*/\1/p')
api="$resources/pm/PluginAPI"
[ -d "$api" ] || { echo "no PackagePlugin module at $api"; exit 1; }
# The flags SwiftPM compiles a plugin with: the package's tools version decides which
# PackagePlugin API is visible and the language mode.
tools=$(sed -n '1s/.*swift-tools-version: *//p' "$repo/Package.swift")
plugin_flags=(-parse-as-library -swift-version "${tools%%.*}" -package-description-version "$tools"
    -I "$api" -I "$work" -warnings-as-errors)
link_flags=(-L "$api" -lPackagePlugin -Xlinker -rpath -Xlinker "$api"
    -L "$work" -lXcodeProjectPlugin -Xlinker -rpath -Xlinker "$work")

# Xcode's module imports PackagePlugin without re-exporting it. The initializers are SPI, so
# the plugin cannot call what the real module does not offer; only the runner imports them.
# PackagePlugin's own initializers (Tool, File, FileList) are SPI too, for hosts like this one.
cat > "$work/XcodeProjectPlugin.swift" <<'SWIFT'
import Foundation
@_spi(PackagePluginInternal) import PackagePlugin

public protocol XcodeBuildToolPlugin: Plugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
}

public struct XcodePluginContext {
    public let xcodeProject: XcodeProject
    public let pluginWorkDirectoryURL: URL
    let tools: [String: URL]

    public func tool(named name: String) throws -> PluginContext.Tool {
        guard let url = tools[name] else { throw PluginContextError.toolNotFound(name: name) }
        return PluginContext.Tool(name: name, path: Path(url.path), url: url)
    }

    @_spi(Testing) public init(xcodeProject: XcodeProject, pluginWorkDirectoryURL: URL, tools: [String: URL]) {
        self.xcodeProject = xcodeProject
        self.pluginWorkDirectoryURL = pluginWorkDirectoryURL
        self.tools = tools
    }
}

public struct XcodeProject {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let directoryURL: URL
    public let targets: [XcodeTarget]

    @_spi(Testing) public init(displayName: String, directoryURL: URL, targets: [XcodeTarget]) {
        id = displayName
        self.displayName = displayName
        self.directoryURL = directoryURL
        self.targets = targets
    }
}

public struct XcodeTarget {
    public typealias ID = String
    public let id: ID
    public let displayName: String
    public let inputFiles: FileList

    @_spi(Testing) public init(displayName: String, inputFiles: FileList) {
        id = displayName
        self.displayName = displayName
        self.inputFiles = inputFiles
    }
}
SWIFT
# Warnings are off for the stand-in only: Tool's initializer still takes the deprecated Path.
"$swiftc" -emit-library -emit-module -parse-as-library -module-name XcodeProjectPlugin -suppress-warnings \
    -swift-version "${tools%%.*}" -package-description-version "$tools" -I "$api" \
    -L "$api" -lPackagePlugin -Xlinker -rpath -Xlinker "$api" \
    -emit-module-path "$work/XcodeProjectPlugin.swiftmodule" -o "$work/libXcodeProjectPlugin.so" \
    "$work/XcodeProjectPlugin.swift"

echo "-- the plugin type-checks with XcodeProjectPlugin and conforms to XcodeBuildToolPlugin"
cat > "$work/Conformance.swift" <<'SWIFT'
import XcodeProjectPlugin

func xcodeConformance() -> any XcodeBuildToolPlugin.Type { LintBuildToolPlugin.self }
SWIFT
"$swiftc" -typecheck "${plugin_flags[@]}" "$repo"/Plugins/LintBuildToolPlugin/*.swift "$work/Conformance.swift"

echo "-- createBuildCommands for an Xcode target, and the command it returns, run"
# The runner's main replaces the plugin's (a type's own member wins over Plugin.main()), so
# the built plugin runs the checks instead of waiting for a host.
cat > "$work/Runner.swift" <<'SWIFT'
import Foundation
@_spi(PackagePluginInternal) import PackagePlugin
@_spi(Testing) import XcodeProjectPlugin

extension LintBuildToolPlugin {
    static func main() throws {
        let lint = URL(fileURLWithPath: CommandLine.arguments[1])
        let root = URL(fileURLWithPath: CommandLine.arguments[2])
        let project = root.appending(path: "Project")
        let work = root.appending(path: "Work")
        let swift = ["App/A.swift", "App/B.swift"].map { project.appending(path: $0) }
        let files = swift.map { File(url: $0, type: .source) } + [
            File(url: project.appending(path: "App/Bridge.h"), type: .header),
            File(url: project.appending(path: "App/Template.swift"), type: .resource),
            File(url: project.appending(path: "App/Main.m"), type: .source),
        ]
        let app = XcodeTarget(displayName: "App", inputFiles: FileList(files))
        let context = XcodePluginContext(
            xcodeProject: XcodeProject(displayName: "Project", directoryURL: project, targets: [app]),
            pluginWorkDirectoryURL: work, tools: ["lint": lint]
        )
        let configuration = project.appending(path: ".swiftlint-style.yml")
        let stamp = work.appending(path: "App+LintStamp.swift")

        let withConfiguration = try LintBuildToolPlugin().createBuildCommands(context: context, target: app)
        guard withConfiguration.count == 1,
              case let .buildCommand(name, executable, arguments, _, inputs, outputs) = withConfiguration[0]
        else { fail("one build command, got \(withConfiguration)") }
        check(name == "Linting App", "display name: \(String(describing: name))")
        check(executable.path == "/bin/sh", "executable: \(executable.path)")
        check(Array(arguments.dropFirst(2)) == [lint.path, project.path] + swift.map(\.path),
              "arguments after the script: the lint, the project's directory, its Swift sources; got \(arguments)")
        check(inputs == swift + [lint, configuration], "inputs: \(inputs)")
        check(outputs == [stamp], "outputs: \(outputs)")

        try FileManager.default.removeItem(at: configuration)
        let withoutConfiguration = try LintBuildToolPlugin().createBuildCommands(context: context, target: app)
        guard case let .buildCommand(_, _, _, _, inputs, _) = withoutConfiguration.first else { fail("no command") }
        check(inputs == swift + [lint], "inputs without a configuration: \(inputs)")

        let noSwiftSources = XcodeTarget(displayName: "Legacy", inputFiles: FileList(Array(files[2...])))
        let none = try LintBuildToolPlugin().createBuildCommands(context: context, target: noSwiftSources)
        check(none.isEmpty, "a target without Swift sources gets no command: \(none)")

        let process = try Process.run(executable, arguments: arguments)
        process.waitUntilExit()
        check(process.terminationStatus == 2, "the command exits with lint's status 2, got \(process.terminationStatus)")
        check(FileManager.default.fileExists(atPath: stamp.path), "the command touches the stamp")
        print("xcode plugin: ok")
    }

    private static func check(_ condition: Bool, _ message: String) {
        if !condition { fail(message) }
    }

    private static func fail(_ message: String) -> Never {
        print("FAIL: \(message)")
        exit(1)
    }
}
SWIFT
"$swiftc" "${plugin_flags[@]}" "${link_flags[@]}" -o "$work/plugin" \
    "$repo"/Plugins/LintBuildToolPlugin/*.swift "$work/Runner.swift"

# A fake lint: records where it ran and with what, and exits 2 as on an error-severity violation.
mkdir -p "$work/run/Project/App" "$work/run/Work"
touch "$work/run/Project/.swiftlint-style.yml"
printf '#!/bin/sh\npwd > "%s"\nprintf "%%s\\n" "$@" >> "%s"\nexit 2\n' "$work/lint.log" "$work/lint.log" > "$work/lint"
chmod +x "$work/lint"
"$work/plugin" "$work/lint" "$work/run"
printf '%s\n' "$work/run/Project" --quiet --force-exclude "$work/run/Project/App/A.swift" \
    "$work/run/Project/App/B.swift" > "$work/expected.log"
diff "$work/expected.log" "$work/lint.log" || { echo "lint ran from the wrong directory or with other arguments"; exit 1; }
echo "xcode plugin: lint ran from the project's directory with its Swift sources"
