/// `noun` as it follows the number `count`: in the plural ("cells") unless `count` is 1 ("cell").
/// Only for nouns whose plural adds an "s".
package func plural(_ noun: String, _ count: some BinaryInteger) -> String {
    count == 1 ? noun : noun + "s"
}

/// `count` followed by `noun`, in the plural unless `count` is 1: "1 cell", "3 cells".
package func counted(_ count: some BinaryInteger, _ noun: String) -> String {
    "\(count) \(plural(noun, count))"
}

/// How a line about a tiling or a count says that `cells` open cells stay empty: nothing when none do.
package func leavingEmpty(_ cells: Int) -> String {
    cells == 0 ? "" : " leaving \(counted(cells, "cell")) empty"
}
