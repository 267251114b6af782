import Foundation

/// Finds the package's executables (`counter`, `searchy`, …) in the SwiftPM build products
/// directory the tests run from.
enum BuildProducts {
    /// Why an executable was not found.
    struct Missing: Error, CustomStringConvertible {
        let name: String
        let searched: [String]
        var description: String {
            "executable '\(name)' not found; build it first (`swift build`). Looked in: "
                + searched.joined(separator: ", ")
        }
    }

    /// The path of the built executable `name`.
    static func executable(_ name: String, filePath: String = #filePath) throws -> String {
        let directories = candidateDirectories(filePath: filePath)
        for directory in directories {
            let path = directory + "/" + name
            if FileManager.default.isExecutableFile(atPath: path) { return path }
        }
        throw Missing(name: name, searched: directories)
    }

    /// Where products may be: next to the test bundle, or in the package's `.build/debug`.
    private static func candidateDirectories(filePath: String) -> [String] {
        var directories: [String] = []
        var testBundle = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
        while testBundle.pathComponents.count > 1 {
            if testBundle.pathExtension == "xctest" {
                directories.append(testBundle.deletingLastPathComponent().path)
                break
            }
            testBundle.deleteLastPathComponent()
        }
        if let executable = Bundle.main.executableURL {
            directories.append(executable.deletingLastPathComponent().path)
        }
        let packageRoot = URL(fileURLWithPath: filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        directories.append(packageRoot.appendingPathComponent(".build/debug").path)
        return directories
    }
}
