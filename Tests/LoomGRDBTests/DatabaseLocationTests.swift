import LoomGRDB
import Testing

@Suite("DatabaseLocation: one convention for embedded databases")
struct DatabaseLocationTests {
    let location = DatabaseLocation(fileName: "notes.sqlite", environmentVariable: "NOTES_DATABASE")

    @Test("an explicit path wins; ~ is expanded with HOME")
    func explicitPath() {
        #expect(location.path(for: "/tmp/a.sqlite", environment: [:]) == "/tmp/a.sqlite")
        #expect(location.path(for: "~/a.sqlite", environment: ["HOME": "/home/ada"]) == "/home/ada/a.sqlite")
        #expect(location.path(for: "~", environment: ["HOME": "/home/ada"]) == "/home/ada")
    }

    @Test("a relative path is taken from the current folder")
    func relativePath() {
        let path = location.path(for: "notes.sqlite", environment: [:])
        #expect(path.hasPrefix("/") && path.hasSuffix("/notes.sqlite"))
    }

    @Test("the environment variable overrides the data folder")
    func environmentVariable() {
        let environment = [
            "NOTES_DATABASE": "~/custom.sqlite", "HOME": "/home/ada", "XDG_DATA_HOME": "/data",
        ]
        #expect(location.path(for: nil, environment: environment) == "/home/ada/custom.sqlite")
    }

    @Test("the default is XDG_DATA_HOME, then HOME/.local/share, then the temporary folder")
    func defaults() {
        #if !canImport(Darwin)
        #expect(location.path(for: nil, environment: ["XDG_DATA_HOME": "/data"]) == "/data/loom/notes.sqlite")
        #expect(
            location.path(for: "", environment: ["HOME": "/home/ada"])
                == "/home/ada/.local/share/loom/notes.sqlite")
        #expect(
            location.path(for: nil, environment: ["XDG_DATA_HOME": "relative"]).hasSuffix(
                "/loom/notes.sqlite"))
        #endif
    }
}
