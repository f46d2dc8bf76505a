import SoupChefViews

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `soupchef help --man`: the manual page, in troff (man(7)), written from the same command
/// table as the help, so the two cannot disagree.
enum ManualPage {
    static func troff(version: String) -> String {
        let root = SoupChefCommand.configuration
        var page = [
            ".TH SOUPCHEF 1 \"\(soupchefReleaseDate)\" \"soupchef \(version)\" \"User Commands\"",
            // Paths and names (system.sqlite, ~/.local/share) are never broken across lines.
            ".nh",
            // whatis(1) and apropos(1) read this line: a short phrase, not the help's sentence.
            ".SH NAME", "soupchef \\- simulate Apple's Soup Chef app, its intents extension and Siri Shortcuts",
            ".SH SYNOPSIS", ".B soupchef", ".I command", "[\\fIoptions\\fR]",
            ".SH DESCRIPTION", paragraph(root.discussion ?? ""),
            ".SH GLOBAL OPTIONS",
        ]
        page += options(GlobalOptions.specs(at: []))
        page.append(".SH COMMANDS")
        for (path, command) in commands() {
            let configuration = command.configuration
            page.append(".SS \"" + escaped((["soupchef"] + path).joined(separator: " ")) + "\"")
            page += Help.usageLines(for: path).map { ".nf\n" + escaped($0) + "\n.fi" }
            page.append(".PP")
            page.append(escaped(configuration.abstract))
            if let discussion = configuration.discussion { page += [".PP", paragraph(discussion)] }
            for argument in configuration.arguments {
                page += [".TP", "\\fI<" + escaped(argument.name) + ">\\fR", escaped(argument.help)]
            }
            page += options(configuration.options)
            let examples = HelpExamples.examples(for: path)
            if !examples.isEmpty {
                page += [".PP", "Examples:", ".RS", ".nf"] + examples.map { escaped("$ " + $0) } + [".fi", ".RE"]
            }
        }
        page += [
            ".SH EXIT STATUS",
            ".TP", "0", "It worked.",
            ".TP", "1", "The request was understood but failed: out of stock, unavailable, nothing matched, a question declined.",
            ".TP", "64", "The command line was wrong: unknown command, option or soup, a bad value.",
            ".TP", "65",
            "A store file is corrupt, unreadable, or from a newer soupchef; or a file given to read (a scenario, an intent definition,"
                + " App Intents metadata) does not hold what it should, intents lint found an error, or intents donate's values fit no"
                + " shortcut type.",
            ".TP", "74", "Reading or writing a file failed.",
            ".TP", "75", "Another process kept the store busy; try again.",
            ".SH ENVIRONMENT",
            ".TP", "SOUPCHEF_DATA_DIR", "The data directory (else $XDG_DATA_HOME/soupchef, else ~/.local/share/soupchef).",
            ".TP", "XDG_DATA_HOME", "Holds the data directory, soupchef, when SOUPCHEF_DATA_DIR is not set; used only when absolute.",
            ".TP", "SOUPCHEF_NOW", "Pretend it is this ISO 8601 time.",
            ".TP", "SOUPCHEF_IOS", "The simulated iOS release.",
            ".TP", "TZ",
            "The time zone dates are shown and read in (a zone name such as Europe/Paris, or a POSIX rule); unset, the system's zone; empty, UTC. One that cannot be read is a usage error (exit 64).",
            ".TP", "COLUMNS", "The width help and tables fit (else the terminal's), and notes on stderr when it is a terminal.",
            ".TP", "NO_COLOR", "Set: no colour unless --color always.",
            ".TP", "TERM", "dumb: no colour unless --color always.",
            ".SH FILES",
            ".TP", "$XDG_DATA_HOME/soupchef, else ~/.local/share/soupchef",
            "The default data directory: app.sqlite (orders, menu) and system.sqlite (Siri's side), each with its -wal and -shm. Remove it to start afresh.",
            ".SH SEE ALSO",
            "docs/cli.md, docs/siri.md and docs/suggestions.md in soupchef's repository.",
        ]
        return page.joined(separator: "\n") + "\n"
    }

    /// Every visible command below the root, depth first, with its path.
    private static func commands() -> [([String], any ParsableCommand.Type)] {
        var result: [([String], any ParsableCommand.Type)] = []
        func walk(_ command: any ParsableCommand.Type, _ path: [String]) {
            for sub in command.configuration.subcommands where !sub.configuration.isHidden {
                let subPath = path + [sub.configuration.name]
                result.append((subPath, sub))
                walk(sub, subPath)
            }
        }
        walk(SoupChefCommand.self, [])
        return result
    }

    private static func options(_ specs: [OptionSpec]) -> [String] {
        specs.flatMap { spec in [".TP", "\\fB" + escaped(spec.signature) + "\\fR", escaped(spec.help)] }
    }

    /// Paragraphs of help text: blank lines become .PP, lines are kept as the text has them.
    /// A line of two spaces, a name, two spaces or more and its text (`  --id  INInteraction…`),
    /// as a discussion lists options, is a tagged item (`.TP`), which man lays out as a table;
    /// the text after such items starts a paragraph again.
    private static func paragraph(_ text: String) -> String {
        text.components(separatedBy: "\n\n").map { block in
            var lines: [String] = []
            var inItems = false
            for line in block.split(separator: "\n").map(String.init) {
                if let (name, text) = item(line) {
                    lines += [".TP", escaped(name), escaped(text)]
                    inItems = true
                } else {
                    if inItems { lines.append(".PP") }
                    inItems = false
                    lines.append(escaped(line))
                }
            }
            return lines.joined(separator: "\n")
        }
        .joined(separator: "\n.PP\n")
    }

    /// The name and text of an item line (two spaces, a name without spaces, two spaces or more,
    /// the text); nil for any other line.
    static func item(_ line: String) -> (String, String)? {
        guard line.hasPrefix("  "), !line.hasPrefix("   ") else { return nil }
        let rest = line.dropFirst(2)
        guard let nameEnd = rest.firstIndex(of: " ") else { return nil }
        let gap = rest[nameEnd...].prefix { $0 == " " }
        guard gap.count >= 2 else { return nil }
        let text = rest[gap.endIndex...]
        return text.isEmpty ? nil : (String(rest[..<nameEnd]), String(text))
    }

    /// Text safe in troff: backslashes doubled as \e, hyphens as \-, a line that would start with
    /// a request character protected, and every character beyond ASCII written as its code point
    /// (`\[u2026]`), which groff reads without `preconv` and whatever the locale.
    static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.replacing("\\", with: "\\e").replacing("-", with: "\\-").unicodeScalars {
            if scalar.isASCII {
                result.unicodeScalars.append(scalar)
            } else {
                let hex = String(scalar.value, radix: 16, uppercase: true)
                result += "\\[u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex + "]"
            }
        }
        if result.hasPrefix(".") || result.hasPrefix("'") { result = "\\&" + result }
        return result
    }
}
