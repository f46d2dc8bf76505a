import SoupChefViews

/// The EXAMPLES each command's help ends with: command lines that run as printed on the data a
/// few orders leave (a test parses every one of them against the command table).
enum HelpExamples {
    static func examples(for path: [String]) -> [String] {
        table[path.joined(separator: " ")] ?? []
    }

    static let table: [String: [String]] = [
        "": [
            "soupchef order tomato",
            "soupchef history",
            "soupchef suggestions --limit 3",
            "soupchef siri \"Order tomato soup from Soup Chef\" --answer \"Ferry Building\" --yes",
        ],
        "menu": ["soupchef menu", "soupchef menu --all --json"],
        "menu disable": ["soupchef menu disable tomato", "soupchef menu disable tomato --yes"],
        "menu enable": ["soupchef menu enable tomato"],
        "menu restock": ["soupchef menu restock tomato", "soupchef menu restock tomato 50"],
        "order": [
            "soupchef order tomato",
            "soupchef order \"new england\" --quantity 2 --topping cheese --store \"Civic Center\"",
            "soupchef order tomato --deliver-to \"1 Infinite Loop\"",
        ],
        "history": ["soupchef history --limit 5", "soupchef history --json"],
        "history show": ["soupchef history show 85A5"],
        "history clear": ["soupchef history clear", "soupchef history clear --yes"],
        "help": ["soupchef help menu disable", "soupchef help --man > soupchef.1"],
        "shortcuts": ["soupchef shortcuts", "soupchef shortcuts list --json"],
        "shortcuts list": ["soupchef shortcuts list"],
        "shortcuts add": ["soupchef shortcuts add --order 85A5 --phrase \"Soup time\"", "soupchef shortcuts add --menu"],
        "shortcuts edit": ["soupchef shortcuts edit 521E --phrase \"Lunch time\""],
        "shortcuts delete": ["soupchef shortcuts delete 521E", "soupchef shortcuts delete 521E --yes"],
        "app-shortcuts": ["soupchef --ios 16 app-shortcuts", "soupchef --ios 16 app-shortcuts --json"],
        "siri": [
            "soupchef siri \"Soup time\"",
            "soupchef siri \"Order tomato soup from Soup Chef\" --answer \"Ferry Building\" --yes",
            "printf 'Ferry Building\\nyes\\n' | soupchef siri \"Order tomato soup from Soup Chef\"",
        ],
        "intents": [
            "soupchef intents show", "soupchef intents lint Data/Intents.intentdefinition", "soupchef intents show Data/Metadata.appintents",
        ],
        "intents show": ["soupchef intents show", "soupchef intents show Data/Intents.intentdefinition --json"],
        "intents lint": [
            "soupchef intents lint Data/Intents.intentdefinition", "soupchef intents lint --format github MyApp/Intents.intentdefinition",
        ],
        "intents donate": [
            "soupchef intents donate Data/Intents.intentdefinition OrderSoup soup=tomato quantity=2",
            "soupchef intents donate Data/Metadata.appintents OrderSoup \"soup=Tomato Soup\" orderType=delivery",
        ],
        "intents converse": [
            "soupchef intents converse Data/Intents.intentdefinition OrderSoup waitTime=5 'orderDetails.total=$5' --answer tomato --answer \"Ferry Building\" --yes"
        ],
        "intents match": [
            "soupchef intents match Data/Metadata.appintents \"Order Soup Chef\" --app-name \"Soup Chef\"",
            "soupchef intents match MyApp.app \"Stream news on MyApp\" --value stream=news",
        ],
        "intents options": ["soupchef intents options soup", "soupchef intents options soup --search tom"],
        "open": ["soupchef open viewMenu", "soupchef open orderComplete --order 85A5"],
        "replay": ["soupchef replay Data/scenarios/lunch-weeks.txt", "soupchef replay Data/scenarios/lunch-weeks.txt --verbose"],
        "eval": [
            "soupchef eval Data/scenarios/lunch-weeks.txt", "soupchef eval --generate 200 --seed 7 --hide 3",
            "soupchef eval --generate 600 --hide 3 --save-histories people.csv",
            "soupchef eval --generate 40 --save-scenarios people",
        ],
        "suggestions": [
            "soupchef suggestions",
            "soupchef suggestions --at 2026-12-07T12:00 --explain",
            "soupchef suggestions --svg lock.svg",
            "soupchef suggestions --week --limit 5 --svg week.svg",
        ],
        "donations": ["soupchef donations --limit 5", "soupchef donations --json"],
        "donations delete": ["soupchef donations delete --id 85A52762-2875-48F8-AA83-8937A283C062", "soupchef donations delete --all --yes"],
        "completions": ["source <(soupchef completions bash)", "soupchef completions fish | source"],
    ]
}
