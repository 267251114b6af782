import Loom

/// A plain object to bind into and to watch for deallocation.
final class Label {
    var text = ""
    var optionalText: String?
    let lifetime = Lifetime()
}
