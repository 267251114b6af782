import CounterCore
import Loom
import LoomTerminal

// The Mvce counter in a terminal: model and controller from CounterCore, glued to a terminal view.
let model = CounterModel()
let screen = CounterScreen()
glue(model: model, view: screen, controller: CounterController())
await TerminalApp.main(screen)
