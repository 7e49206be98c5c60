import PentominoCLI

exit(Tool.run(Array(CommandLine.arguments.dropFirst())))
