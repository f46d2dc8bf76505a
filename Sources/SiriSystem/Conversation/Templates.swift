/// Filling a definition's `${name}` templates (prompts, unsupported reasons, responses).
public enum DefinitionTemplate {
    /// Fills each `${name}` with `lookup(name)` in one pass; a dotted name (`${orderDetails.total}`)
    /// is looked up whole. A placeholder `lookup` has no value for is left as written.
    public static func fill(_ template: String, _ lookup: (String) -> String?) -> String {
        var result = ""
        var rest = template[...]
        while let open = rest.range(of: "${") {
            result += rest[..<open.lowerBound]
            let name = rest[open.upperBound...]
            guard let close = name.firstIndex(of: "}") else {
                rest = rest[open.lowerBound...]
                break
            }
            if let value = lookup(String(name[..<close])) {
                result += value
            } else {
                result += rest[open.lowerBound...close]
            }
            rest = name[name.index(after: close)...]
        }
        return result + rest
    }

    /// Fills from values keyed by name, dotted names included.
    public static func fill(_ template: String, values: [String: IntentValue]) -> String {
        fill(template) { values[$0]?.displayString }
    }
}
