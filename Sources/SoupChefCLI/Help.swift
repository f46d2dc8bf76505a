import SoupChefViews

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
            // Options of one choice are shown once, where the first of them comes.
            for option in configuration.options {
                guard let choice = configuration.choices.first(where: { $0.names.contains(option.name) }) else {
                    words.append(option.isRequired ? option.usage : "[\(option.usage)]")
                    continue
                }
                guard choice.names.first == option.name else { continue }
                let alternatives = choice.names.compactMap { name in configuration.options.first { $0.name == name }?.usage }
                    .joined(separator: " | ")
                words.append(choice.isRequired ? "(\(alternatives))" : "[\(alternatives)]")
            }
            lines.append(words.joined(separator: " "))
        }
        if !configuration.subcommands.isEmpty {
            lines.append(path.isEmpty ? "\(name) <command> [<options>]" : "\(name) <subcommand> [<options>]")
        }
        return lines
    }

    /// The help of the command at `path` (the root's when there is none), as text or JSON.
    static func print(path: [String], json: Bool, width: Int = defaultWidth, to out: Output) throws {
        guard json else { return out.write(text(for: path, width: width)) }
        let found = command(at: path) == nil ? [] : path
        try JSONOutput.print(HelpDocument(path: found, configuration: command(at: found)!.configuration), to: out)
    }

    static func text(for path: [String], width: Int = defaultWidth) -> String {
        // Too narrow a width would leave no room beside the option names; below 40 the text is
        // laid out for 40 (and a terminal that narrow wraps it).
        let lineWidth = max(narrowestWidth, width)
        guard let command = command(at: path) else { return text(for: [], width: width) }
        let configuration = command.configuration
        var text = "OVERVIEW: " + wrap(configuration.abstract, width: lineWidth - 10).joined(separator: "\n          ") + "\n"
        if let discussion = configuration.discussion {
            // A paragraph keeps its line breaks when they fit (examples, lists); one with a line too
            // long is reflowed as prose, but for a list (indented lines), whose long lines are each
            // wrapped under themselves.
            let paragraphs = discussion.components(separatedBy: "\n\n").map { paragraph -> String in
                let lines = paragraph.split(separator: "\n").map(String.init)
                guard lines.contains(where: { $0.visibleCount > lineWidth }) else { return paragraph }
                guard lines.contains(where: { $0.hasPrefix(" ") }) else {
                    return wrap(lines.joined(separator: " "), width: lineWidth).joined(separator: "\n")
                }
                return lines.map { line in Self.wrapListLine(line, width: lineWidth) }.joined(separator: "\n")
            }
            text += "\n" + paragraphs.joined(separator: "\n\n") + "\n"
        }
        let usage = usageLines(for: path).flatMap { wrapUsage($0, width: lineWidth - 7) }
        text += "\nUSAGE: " + usage.joined(separator: "\n       ") + "\n"
        if !configuration.arguments.isEmpty {
            text += "\nARGUMENTS:\n" + columns(configuration.arguments.map { ("<\($0.name)>", $0.help) }, lineWidth: lineWidth)
        }
        if !configuration.options.isEmpty {
            text += "\nOPTIONS:\n" + columns(configuration.options.map { ($0.signature, $0.help) }, lineWidth: lineWidth)
        }
        var visible: [(String, String)] = []
        for sub in configuration.subcommands where !sub.configuration.isHidden {
            visible.append((sub.configuration.name, sub.configuration.abstract))
        }
        if !visible.isEmpty {
            text += "\n\(path.isEmpty ? "COMMANDS" : "SUBCOMMANDS"):\n" + columns(visible, lineWidth: lineWidth)
        }
        let examples = HelpExamples.examples(for: path)
        if !examples.isEmpty {
            text +=
                "\nEXAMPLES:\n"
                + examples.map { example in
                    wrapCommand(example, width: lineWidth - 4).enumerated().map { line in
                        // A word that cannot be broken (a quoted phrase, a UUID) comes in less far
                        // at a narrow width, so that no line is longer than the width.
                        guard line.offset > 0 else { return "  $ " + line.element }
                        let indent = line.element.count + 8 <= lineWidth ? 6 : max(2, lineWidth - line.element.count - 2)
                        return String(repeating: " ", count: indent) + line.element
                    }
                    .joined(separator: " \\\n")
                }.joined(separator: "\n") + "\n"
        }
        if path.isEmpty {
            // The global options are described once, here; every other help names them and points back.
            text += "\nGLOBAL OPTIONS:\n" + columns(GlobalOptions.specs(at: path).map { ($0.signature, $0.help) }, lineWidth: lineWidth)
            text +=
                "\n"
                + wrap("See 'soupchef help <command>' for detailed help, and 'soupchef help --man' for the manual page.", width: lineWidth - 2)
                .map { "  " + $0 }.joined(separator: "\n") + "\n"
        } else {
            let names = GlobalOptions.specs(at: path).map { "--" + $0.name }.joined(separator: ", ")
            text +=
                "\nGLOBAL OPTIONS:\n"
                + wrap(names + " (described in 'soupchef --help').", width: lineWidth - 2).map { "  " + $0 }.joined(separator: "\n") + "\n"
        }
        return text
    }

    /// Help is wrapped to the terminal's width (`COLUMNS`, then the terminal's), else to this.
    static let defaultWidth = 80
    /// The narrowest width help (and a note on a terminal's stderr) is laid out for.
    static let narrowestWidth = 40

    private static func columns(_ rows: [(String, String)], lineWidth: Int) -> String {
        let width = min(28, (rows.map(\.0.count).max() ?? 0) + 2)
        let indent = String(repeating: " ", count: width + 2)
        return rows.map { left, right in
            let pad = left.count + 2 <= width ? String(repeating: " ", count: width - left.count) : "\n" + indent
            return "  \(left)\(pad)" + wrap(right, width: lineWidth - width - 2).joined(separator: "\n" + indent)
        }.joined(separator: "\n") + "\n"
    }

    /// One line of a list in a discussion, kept as it is when it fits. Else an item
    /// ("  --id     text", its text in a column) wraps its text under that column, and a line of
    /// prose among the items wraps as prose, under its own indentation.
    static func wrapListLine(_ line: String, width: Int) -> String {
        guard line.visibleCount > width else { return line }
        let characters = Array(line)
        let lead = characters.prefix { $0 == " " }.count
        // The text column: after the first run of two spaces or more that follows the item's name.
        var column: Int?
        var index = lead
        while index < characters.count, characters[index] != " " { index += 1 }
        var gap = index
        while gap < characters.count, characters[gap] == " " { gap += 1 }
        if lead > 0, gap - index >= 2, gap < width / 2 { column = gap }
        let start = column ?? lead
        // Without a column an item's continuation lines hang two spaces under it.
        let indent = String(repeating: " ", count: column ?? (lead > 0 ? lead + 2 : 0))
        let wrapped = wrap(String(characters[start...]), width: width - indent.count)
        return wrapped.enumerated()
            .map { $0.offset == 0 ? String(characters[..<start]) + $0.element : indent + $0.element }
            .joined(separator: "\n")
    }

    /// Splits text into lines of at most `width` columns, at spaces; a wide character (東, 🍲)
    /// takes two, as a terminal shows it. A word longer than a line is broken after a "/", ",",
    /// "-", "." or "(" in it where it can be (an API's name before its arguments), else at the width, so no line is longer than `width` and a
    /// terminal never breaks one mid-word itself.
    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in text.split(separator: " ").flatMap({ pieces(String($0), width: max(1, width)) }) {
            let columns = String(word).visibleCount
            if !line.isEmpty, used + 1 + columns > width {
                lines.append(line)
                line = ""
                used = 0
            }
            used += (line.isEmpty ? 0 : 1) + columns
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }

    /// A usage line in lines of at most `width` characters, broken between its words and
    /// bracketed groups ("[--store <name>]" stays whole); a continuation is indented by 2.
    static func wrapUsage(_ line: String, width: Int) -> [String] {
        var groups: [String] = []
        var current = ""
        var depth = 0
        for character in line {
            if character == " ", depth == 0 {
                if !current.isEmpty { groups.append(current) }
                current = ""
                continue
            }
            if "[(<".contains(character) { depth += 1 }
            if "])>".contains(character) { depth = max(0, depth - 1) }
            current.append(character)
        }
        if !current.isEmpty { groups.append(current) }
        // A choice too long for a line is broken before each of its alternatives' bars.
        groups = groups.flatMap { group -> [String] in
            guard group.visibleCount > width - 2, group.contains(" | ") else { return [group] }
            let alternatives = group.components(separatedBy: " | ")
            return [alternatives[0]] + alternatives.dropFirst().map { "| " + $0 }
        }
        var lines: [String] = []
        var text = ""
        for group in groups {
            if !text.isEmpty, text.visibleCount + 1 + group.visibleCount > width {
                lines.append(text)
                // A continuation comes in two spaces, unless the group alone fills the line.
                text = group.visibleCount + 2 <= width ? "  " : ""
            }
            text += (text.isEmpty || text == "  " ? "" : " ") + group
        }
        return lines + [text]
    }

    /// A shell command line in lines of at most `width` characters (less 2 for the " \\" that
    /// continues it), broken between words outside quotes.
    static func wrapCommand(_ command: String, width: Int) -> [String] {
        var words: [String] = []
        var current = ""
        var quote: Character?
        for character in command {
            if let open = quote {
                if character == open { quote = nil }
            } else if character == "'" || character == "\"" {
                quote = character
            } else if character == " " {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        var lines: [String] = []
        var line = ""
        for word in words {
            let limit = width - 2 - (lines.isEmpty ? 0 : 2)
            if !line.isEmpty, line.visibleCount + 1 + word.visibleCount > limit {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        return lines + [line]
    }

    /// A word cut into pieces of at most `width` columns, preferably after "/", "," or "-"; a
    /// wide character wider than the whole width is a piece of its own.
    private static func pieces(_ word: String, width: Int) -> [Substring] {
        var rest = Substring(word)
        var result: [Substring] = []
        while String(rest).visibleCount > width {
            // The longest head that fits, at least one character.
            var end = rest.startIndex
            var used = 0
            while end < rest.endIndex, used + rest[end].columns <= width {
                used += rest[end].columns
                end = rest.index(after: end)
            }
            if end == rest.startIndex { end = rest.index(after: end) }
            let head = rest[..<end]
            let cut = head.lastIndex(where: { "/,-.(".contains($0) }).map { rest.index(after: $0) } ?? head.endIndex
            result.append(rest[..<cut])
            rest = rest[cut...]
        }
        return rest.isEmpty ? result : result + [rest]
    }
}
