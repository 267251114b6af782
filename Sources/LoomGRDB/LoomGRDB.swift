public import Loom
