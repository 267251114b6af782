/// Loom: glue for decoupled Model, View and Controller / ViewModel / Store.
public enum Loom {}
