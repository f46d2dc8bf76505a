/// Help text and usage lines, generated from the command table.
enum Help {
    /// The command at `path`, e.g. ["menu", "disable"]; nil when there is none.
    static func command(at path: [String]) -> (any ParsableCommand.Type)? {
        var command: any ParsableCommand.Type = SoupChefCommand.self
        for name in path {
            guard let sub = Parser.subcommand(named: name, in: command.configuration) else { return nil }
            command = sub
        }
        return command
    }

    /// One or more usage lines, joined for the error block.
    static func usage(for path: [String]) -> String {
        usageLines(for: path).joined(separator: "\n       ")
    }

    static func usageLines(for path: [String]) -> [String] {
        guard let command = command(at: path) else { return ["soupchef <command> [<options>]"] }
        let configuration = command.configuration
        let name = (["soupchef"] + path).joined(separator: " ")
        var lines: [String] = []
        if configuration.runsWithoutSubcommand {
            var words = [name]
            for argument in configuration.arguments {
                let word = "<\(argument.name)>" + (argument.isVariadic ? " ..." : "")
                words.append(argument.isOptional ? "[\(word)]" : word)
            }
            words += configuration.options.map { "[\($0.usage)]" }
            lines.append(words.joined(separator: " "))
        }
        if !configuration.subcommands.isEmpty {
            lines.append(path.isEmpty ? "\(name) <command> [<options>]" : "\(name) <subcommand> [<options>]")
        }
        return lines
    }

    /// The help of the command at `path` (the root's when there is none), as text or JSON.
    static func print(path: [String], json: Bool, to out: Output) throws {
        guard json else { return out.write(text(for: path)) }
        let found = command(at: path) == nil ? [] : path
        try JSONOutput.print(HelpDocument(path: found, configuration: command(at: found)!.configuration), to: out)
    }

    static func text(for path: [String]) -> String {
        guard let command = command(at: path) else { return text(for: []) }
        let configuration = command.configuration
        var text = "OVERVIEW: " + wrap(configuration.abstract, width: lineWidth - 10).joined(separator: "\n          ") + "\n"
        if let discussion = configuration.discussion {
            // A paragraph keeps its line breaks when they fit (examples, lists); one with a line too
            // long is reflowed as prose.
            let paragraphs = discussion.components(separatedBy: "\n\n").map { paragraph -> String in
                let lines = paragraph.split(separator: "\n").map(String.init)
                guard lines.contains(where: { $0.count > lineWidth }) else { return paragraph }
                return wrap(lines.joined(separator: " "), width: lineWidth).joined(separator: "\n")
            }
            text += "\n" + paragraphs.joined(separator: "\n\n") + "\n"
        }
        text += "\nUSAGE: " + usageLines(for: path).joined(separator: "\n       ") + "\n"
        if !configuration.arguments.isEmpty {
            text += "\nARGUMENTS:\n" + columns(configuration.arguments.map { ("<\($0.name)>", $0.help) })
        }
        if !configuration.options.isEmpty {
            text += "\nOPTIONS:\n" + columns(configuration.options.map { ($0.signature, $0.help) })
        }
        var visible: [(String, String)] = []
        for sub in configuration.subcommands where !sub.configuration.isHidden {
            visible.append((sub.configuration.name, sub.configuration.abstract))
        }
        if !visible.isEmpty {
            text += "\n\(path.isEmpty ? "COMMANDS" : "SUBCOMMANDS"):\n" + columns(visible)
        }
        text += "\nGLOBAL OPTIONS:\n" + columns(GlobalOptions.specs(at: path).map { ($0.signature, $0.help) })
        if path.isEmpty {
            text += "\n  See 'soupchef help <command>' for detailed help.\n"
        }
        return text
    }

    /// Help lines are wrapped to this many characters, whatever the terminal, so help reads the
    /// same everywhere.
    static let lineWidth = 100

    private static func columns(_ rows: [(String, String)]) -> String {
        let width = min(28, (rows.map(\.0.count).max() ?? 0) + 2)
        let indent = String(repeating: " ", count: width + 2)
        return rows.map { left, right in
            let pad = left.count + 2 <= width ? String(repeating: " ", count: width - left.count) : "\n" + indent
            return "  \(left)\(pad)" + wrap(right, width: lineWidth - width - 2).joined(separator: "\n" + indent)
        }.joined(separator: "\n") + "\n"
    }

    /// Splits text into lines of at most `width` characters, at spaces.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty, line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }
}
