import ChinookCatalog
import Foundation
import LoomTesting
import Testing

@Suite("Where the catalog database lives")
struct CatalogPathTests {
    @Test("the environment variable wins over the data folders")
    func environmentOverride() {
        let environment = [
            "LOOM_CHINOOK_DATABASE": "/srv/music.sqlite", "XDG_DATA_HOME": "/xdg", "HOME": "/home/ada",
        ]
        #expect(ChinookCatalog.defaultPath(environment: environment) == "/srv/music.sqlite")
        #expect(ChinookCatalog.environmentVariable == "LOOM_CHINOOK_DATABASE")
    }

    @Test("XDG_DATA_HOME is used when it is absolute, ignored when relative")
    func xdgDataHome() {
        #expect(
            ChinookCatalog.defaultPath(environment: ["XDG_DATA_HOME": "/xdg", "HOME": "/home/ada"])
                == "/xdg/loom/chinook.sqlite")
        #if !canImport(Darwin)
        #expect(
            ChinookCatalog.defaultPath(environment: ["XDG_DATA_HOME": "relative", "HOME": "/home/ada"])
                == "/home/ada/.local/share/loom/chinook.sqlite")
        #endif
    }

    #if !canImport(Darwin)
    @Test("without XDG_DATA_HOME the database goes to ~/.local/share/loom")
    func homeDataFolder() {
        #expect(
            ChinookCatalog.defaultPath(environment: ["HOME": "/home/ada"])
                == "/home/ada/.local/share/loom/chinook.sqlite")
    }

    @Test("without any home the database goes to the temporary folder")
    func temporaryFolder() {
        #expect(ChinookCatalog.defaultPath(environment: [:]).hasSuffix("/loom/chinook.sqlite"))
        #expect(
            ChinookCatalog.defaultPath(environment: [:]).hasPrefix(
                NSTemporaryDirectory().hasSuffix("/")
                    ? String(NSTemporaryDirectory().dropLast()) : NSTemporaryDirectory()))
    }
    #endif

    @Test("a leading ~ in the override is expanded with HOME")
    func tildeExpansion() {
        #expect(
            ChinookCatalog.defaultPath(environment: [
                "LOOM_CHINOOK_DATABASE": "~/c.sqlite", "HOME": "/home/ada",
            ])
                == "/home/ada/c.sqlite")
    }

    @Test("opening without a path uses the environment variable")
    func openWithEnvironment() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let path = folder.path("from-env/chinook.sqlite")
        let catalog = try ChinookCatalog(environment: ["LOOM_CHINOOK_DATABASE": path])
        #expect(catalog.path == path)
        #expect(FileManager.default.fileExists(atPath: path))
    }

    @Test("an explicit path wins; a relative one is taken from the current folder")
    func explicitPaths() {
        let environment = ["LOOM_CHINOOK_DATABASE": "/srv/music.sqlite", "HOME": "/home/ada"]
        #expect(
            ChinookCatalog.databasePath(for: "/data/c.sqlite", environment: environment) == "/data/c.sqlite")
        #expect(
            ChinookCatalog.databasePath(for: "~/c.sqlite", environment: environment) == "/home/ada/c.sqlite")
        #expect(
            ChinookCatalog.databasePath(for: "rel/c.sqlite", environment: environment)
                == FileManager.default.currentDirectoryPath + "/rel/c.sqlite")
        #expect(ChinookCatalog.databasePath(for: nil, environment: environment) == "/srv/music.sqlite")
        #expect(ChinookCatalog.databasePath(for: "", environment: environment) == "/srv/music.sqlite")
    }
}
