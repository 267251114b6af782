/// What the library runs in: the terminal program, or a UIKit scene. The root coordinator is started
/// in it and holds it weakly (``LibraryCoordinator`` is an `ApplicationCoordinator<any LibraryFrontEnd>`).
///
/// ```swift
/// final class LibraryProgram: TerminalProgram, LibraryFrontEnd { … }
/// coordinator.start(in: program)
/// ```
@MainActor
public protocol LibraryFrontEnd: AnyObject {}
