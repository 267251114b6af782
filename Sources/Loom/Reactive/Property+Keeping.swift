extension Property {
    /// A read-only view of `property` that keeps `owner` alive as long as the view is referenced: for a
    /// property fed by an object that must live for the value to keep changing (an observed database
    /// query). As for any derived property, an observation (a token) keeps neither the view nor `owner`
    /// alive; `owner` must not keep the view strongly (that would be a cycle).
    package convenience init(_ property: Property<Value>, keeping owner: AnyObject) {
        self.init(
            read: property.read,
            connect: { hub in
                _ = owner  // captured: the view keeps `owner` alive
                return property.observe(skipsInitial: true, hub.deliver)
            },
            upstreams: [property.hub])
    }
}
