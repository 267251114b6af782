import Foundation

/// Where an application's embedded SQLite database lives, by one convention for every Loom example
/// (and yours): an explicit path, else an environment variable, else the platform's data folder.
///
/// A path chosen this way may name any file: look at it with ``DatabaseFile/inspect(_:)`` before
/// writing, and never write a file that is not yours.
///
/// The default, for a file named `chinook.sqlite`:
/// 1. `$XDG_DATA_HOME/loom/chinook.sqlite` when `XDG_DATA_HOME` is an absolute path;
/// 2. on Apple platforms, `~/Library/Application Support/loom/chinook.sqlite`;
/// 3. `~/.local/share/loom/chinook.sqlite` when `HOME` is an absolute path;
/// 4. the temporary folder otherwise.
///
/// ```swift
/// let location = DatabaseLocation(fileName: "todo.sqlite", environmentVariable: "LOOM_TODO_DATABASE")
/// location.path(for: nil, environment: ["HOME": "/home/ada"])
/// // "/home/ada/.local/share/loom/todo.sqlite"
/// location.path(for: "~/lists.sqlite", environment: ["HOME": "/home/ada"])
/// // "/home/ada/lists.sqlite"
/// ```
package struct DatabaseLocation: Sendable, Hashable {
    /// The database file's name inside the data folder.
    package var fileName: String
    /// The environment variable that overrides the default path.
    package var environmentVariable: String
    /// The folder inside the platform's data folder.
    package var folder: String

    /// A location for `fileName`, overridable by `environmentVariable`, inside `folder` of the data folder.
    package init(fileName: String, environmentVariable: String, folder: String = "loom") {
        self.fileName = fileName
        self.environmentVariable = environmentVariable
        self.folder = folder
    }

    /// The path used when none is given: the environment variable, then the platform's data folder.
    package func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let override = environment[environmentVariable], !override.isEmpty {
            return Self.absolute(override, environment: environment)
        }
        let relative = folder + "/" + fileName
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return (dataHome as NSString).appendingPathComponent(relative)
        }
        #if canImport(Darwin)
        if let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask)
            .first
        {
            return support.appendingPathComponent(relative).path
        }
        #endif
        if let home = environment["HOME"], home.hasPrefix("/") {
            return (home as NSString).appendingPathComponent(".local/share/" + relative)
        }
        return (NSTemporaryDirectory() as NSString).appendingPathComponent(relative)
    }

    /// The absolute path for `path`: `nil` or empty gives ``defaultPath(environment:)``; a leading `~`
    /// is expanded with `HOME`; a relative path is taken from the current folder.
    package func path(
        for path: String?, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> String {
        guard let path, !path.isEmpty else { return defaultPath(environment: environment) }
        return Self.absolute(path, environment: environment)
    }

    private static func absolute(_ path: String, environment: [String: String]) -> String {
        var expanded = path
        if path == "~" || path.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty {
            expanded = home + path.dropFirst()
        }
        if expanded.hasPrefix("/") { return expanded }
        return (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(expanded)
    }
}
