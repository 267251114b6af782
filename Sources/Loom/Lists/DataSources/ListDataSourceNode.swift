/// What every data source of the library keeps the same way, written once: its
/// ``ListDataSource/parent`` (held weakly) and its editing mode. The library's data sources inherit
/// it; a data source of your own conforms to ``ListDataSource`` directly.
///
/// A leaf records the mode; a composite also forwards it to every child, and an
/// ``EditingDataSource`` adds or removes its edit rows. Setting the current mode again does nothing.
///
/// ```swift
/// let source = ArrayDataSource(items: ["Hells Bells"])
/// source.setEditing(true)
/// source.isEditing   // true
/// ```
@MainActor
open class ListDataSourceNode {
    /// Where changes are reported (held weakly: a parent holds its children).
    public weak var parent: (any ListDataSourceParent)?
    /// Whether the list is in editing mode.
    public internal(set) var isEditing = false

    init() {}

    /// Enters or leaves editing mode; setting the current value again does nothing.
    public final func setEditing(_ editing: Bool) {
        guard editing != isEditing else { return }
        changeEditing(to: editing)
    }

    /// Switches the mode (called only with a new value): records it; a composite also tells its
    /// children.
    func changeEditing(to editing: Bool) { isEditing = editing }
}
