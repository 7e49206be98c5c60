import PentominoKit

/// How a line about a tiling or a count says that `cells` open cells stay empty: nothing when none do.
func leavingEmpty(_ cells: Int) -> String {
    cells == 0 ? "" : " leaving \(counted(cells, "cell")) empty"
}
