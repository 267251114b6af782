import Foundation

/// A fresh folder under /tmp (short, so socket paths fit), removed by ``remove()``.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = "/tmp/li-" + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(
            atPath: path, withIntermediateDirectories: false, attributes: [.posixPermissions: 0o700])
    }

    /// An environment whose runtime folder is this one, with inspection on.
    var environment: [String: String] { ["XDG_RUNTIME_DIR": path, "LOOM_INSPECT": "1"] }

    func file(_ name: String) -> String { path + "/" + name }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
