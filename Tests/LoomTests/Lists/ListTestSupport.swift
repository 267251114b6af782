import Loom

/// Short index-path constructor for tests: `ip(1, 2)` is section 1, row 2.
func ip(_ section: Int, _ row: Int) -> ListIndexPath { ListIndexPath(section: section, row: row) }
