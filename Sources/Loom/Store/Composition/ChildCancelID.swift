/// The identifier under which a composed reducer runs a child's commands, so that it can cancel them
/// when the child goes away: the member's key path, and the element's identifier for a collection.
struct ChildCancelID: Hashable {
    let member: AnyKeyPath
    let element: AnyHashable?
}
