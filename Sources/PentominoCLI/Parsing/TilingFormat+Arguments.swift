/// `--format`, `--color`, `--letters`, `--no-labels` and `--surface`, read into a `TilingFormat`.
extension TilingFormat {
    /// The format that `arguments` ask for; options that do not apply to the format are usage errors.
    init(_ arguments: Arguments) throws(CommandError) {
        style = try arguments.choice("format", default: .letters)
        alphabet = try arguments.choice("letters", default: .golomb)
        let choice: ColourChoice = try arguments.choice("color", default: .auto)
        if arguments.has("color") && (style == .svg || style == .json) {
            throw .usage("--color applies to the letters and box formats, not \(style.rawValue)", arguments.usage)
        }
        if arguments.has("no-labels") && style != .svg && style != .box {
            throw .usage("--no-labels applies to --format svg and box only", arguments.usage)
        }
        colour = (style == .letters || style == .box) && choice.colours()
        labels = !arguments.has("no-labels")
        surface = try arguments.choice("surface", default: .flat)
    }
}
