// Writes the built-app fixtures of the bundle tests, in the format Xcode writes:
//     swift Tests/Fixtures/Bundles/make-fixtures.swift Tests/Fixtures/Bundles
// Property lists are made with Foundation's PropertyListSerialization (binary as in a real
// build; XML and text where the tests need those kinds). The apps are ShortcutKit's own.
import Foundation

let root = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
let manager = FileManager.default

func write(_ data: Data, _ path: String) {
    let url = URL(fileURLWithPath: root).appendingPathComponent(path)
    try! manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try! data.write(to: url)
}
func plist(_ value: Any, _ format: PropertyListSerialization.PropertyListFormat, _ path: String) {
    write(try! PropertyListSerialization.data(fromPropertyList: value, format: format, options: 0), path)
}
func json(_ value: Any, _ path: String) {
    write(try! JSONSerialization.data(withJSONObject: value, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]), path)
}
func text(_ string: String, _ path: String) { write(Data(string.utf8), path) }

/// A localizable string as extract.actionsdata writes it.
func loc(_ key: String) -> [String: Any] { ["alternatives": [String](), "key": key] }
let anyPlatform: [String: Any] = ["LNPlatformNameWildcard": ["introducedVersion": "*"]]

func action(_ module: String, _ name: String, title: String, parameters: [[String: Any]] = [], description: String? = nil) -> [String: Any] {
    var action: [String: Any] = [
        "assistantDefinedSchemaTraits": [], "assistantDefinedSchemas": [], "authenticationPolicy": 0,
        "availabilityAnnotations": anyPlatform, "effectiveBundleIdentifiers": [],
        "fullyQualifiedTypeName": "\(module).\(name)", "identifier": name, "isDiscoverable": true,
        "mangledTypeName": "", "openAppWhenRun": true, "outputFlags": 0, "parameters": parameters,
        "presentationStyle": 0, "requiredCapabilities": [], "supportedModes": 2, "systemProtocols": [],
        "title": loc(title), "typeSpecificMetadata": [],
        "visibilityMetadata": ["assistantOnly": false, "isDiscoverable": true],
    ]
    if let description { action["descriptionMetadata"] = ["descriptionText": loc(description), "searchKeywords": []] }
    return action
}
func parameter(_ name: String, title: String, _ valueType: [String: Any], optional: Bool = false) -> [String: Any] {
    ["capabilities": 0, "dynamicOptionsSupport": 0, "inputConnectionBehavior": 0, "isInput": false,
     "isOptional": optional, "name": name, "resolvableInputTypes": [], "title": loc(title),
     "typeSpecificMetadata": [], "valueType": valueType]
}
func enumType(_ name: String) -> [String: Any] { ["linkEnumeration": ["wrapper": ["identifier": name]]] }
func entityType(_ name: String) -> [String: Any] { ["entity": ["wrapper": ["typeName": name]]] }
let stringType: [String: Any] = ["primitive": ["wrapper": ["typeIdentifier": 0]]]
func shortcut(_ intent: String, _ phrases: [String], title: String, image: String) -> [String: Any] {
    ["actionIdentifier": intent, "availabilityAnnotations": anyPlatform, "phraseTemplates": phrases.map(loc),
     "shortTitle": loc(title), "systemImageName": image]
}
func metadata(actions: [[String: Any]], enums: [[String: Any]] = [], entities: [String: Any] = [:], queries: [String: Any] = [:],
              shortcuts: [[String: Any]], negative: [String] = []) -> [String: Any] {
    ["actions": Dictionary(uniqueKeysWithValues: actions.map { ($0["identifier"] as! String, $0) }),
     "assistantEntities": [], "assistantIntentNegativePhrases": [], "assistantIntents": [],
     "autoShortcutProviderMangledName": "", "autoShortcuts": shortcuts, "entities": entities, "enums": enums,
     "generator": ["name": "xcode-tools", "version": "17F113"], "negativePhrases": negative.map(loc),
     "queries": queries, "shortcutTileColor": 7, "version": 1]
}
let versionJSON: [String: Any] = ["toolsVersion": "17.0", "version": "3.0"]

// MARK: Bookshelf.app — valid: an enum and an entity parameter, alternative names, French
// (binary plists) and Spanish (a text .strings and an XML plist) translations.

let shelf: [String: Any] = [
    "assistantDefinedSchemas": [], "availabilityAnnotations": anyPlatform,
    "cases": [
        ["displayRepresentation": ["title": loc("Want to Read"), "synonyms": [loc("To Read")]], "identifier": "wantToRead"],
        ["displayRepresentation": ["title": loc("Currently Reading")], "identifier": "currentlyReading"],
        ["displayRepresentation": ["title": loc("Read"), "synonyms": [loc("Finished")]], "identifier": "read"],
    ],
    "displayTypeName": loc("Shelf"), "fullyQualifiedTypeName": "Bookshelf.Shelf", "identifier": "Shelf",
    "isSystem": false, "mangledTypeName": "9Bookshelf5ShelfO",
]
let bookshelf = metadata(
    actions: [
        action("Bookshelf", "OpenShelf", title: "Open Shelf", parameters: [parameter("shelf", title: "Shelf", enumType("Shelf"))],
               description: "Opens a shelf of your books."),
        action("Bookshelf", "OpenBook", title: "Open Book", parameters: [parameter("book", title: "Book", entityType("BookEntity"))]),
        action("Bookshelf", "ShowStats", title: "Show Reading Stats"),
        action("Bookshelf", "AddBook", title: "Add Book", parameters: [parameter("title", title: "Title", stringType)]),
    ],
    enums: [shelf],
    entities: ["BookEntity": ["defaultQueryIdentifier": "Bookshelf.BookQuery", "displayTypeName": loc("Book"),
                              "fullyQualifiedTypeName": "Bookshelf.BookEntity", "properties": [], "typeName": "BookEntity"]],
    queries: ["BookQuery": ["capabilities": 70, "entityType": "BookEntity", "identifier": "BookQuery",
                            "resultValueType": entityType("BookEntity")]],
    shortcuts: [
        shortcut("OpenShelf", ["Open ${shelf} in ${applicationName}", "Show my ${shelf} books in ${applicationName}",
                               "Open a shelf in ${applicationName}"], title: "Open Shelf", image: "books.vertical"),
        shortcut("OpenBook", ["Open ${book} in ${applicationName}", "Open a book in ${applicationName}"], title: "Open Book", image: "book"),
        shortcut("ShowStats", ["Show my reading stats in ${applicationName}", "${applicationName} stats"], title: "Reading Stats", image: "chart.bar"),
        shortcut("AddBook", ["Add a book to ${applicationName}"], title: "Add Book", image: "plus"),
    ],
    negative: ["Delete ${applicationName}"])
json(bookshelf, "Bookshelf.app/Metadata.appintents/extract.actionsdata")
json(versionJSON, "Bookshelf.app/Metadata.appintents/version.json")
plist(["CFBundleDevelopmentRegion": "en", "CFBundleDisplayName": "Bookshelf", "CFBundleExecutable": "Bookshelf",
       "CFBundleIdentifier": "org.shortcutkit.Bookshelf", "CFBundleName": "Bookshelf", "CFBundlePackageType": "APPL",
       "CFBundleShortVersionString": "1.0", "CFBundleVersion": "1", "UIDeviceFamily": [1],
       "INAlternativeAppNames": [["INAlternativeAppName": "My Books", "INAlternativeAppNamePronunciationHint": "my books"]]],
      .binary, "Bookshelf.app/Info.plist")
plist(["Open ${shelf} in ${applicationName}": "Ouvre ${shelf} dans ${applicationName}",
       "Show my ${shelf} books in ${applicationName}": "Montre mes livres ${shelf} dans ${applicationName}",
       "Open a shelf in ${applicationName}": "Ouvre une étagère dans ${applicationName}",
       "Open ${book} in ${applicationName}": "Ouvre ${book} dans ${applicationName}",
       "Open a book in ${applicationName}": "Ouvre un livre dans ${applicationName}",
       // Several phrases in one language: the shortcut's French phrases.
       "Show my reading stats in ${applicationName}": ["Montre mes statistiques de lecture dans ${applicationName}",
                                                       "Statistiques de ${applicationName}"],
       "Add a book to ${applicationName}": "Ajoute un livre à ${applicationName}",
       "Delete ${applicationName}": "Supprime ${applicationName}"],
      .binary, "Bookshelf.app/fr.lproj/AppShortcuts.strings")
plist(["CFBundleDisplayName": "Étagère", "CFBundleName": "Étagère", "INAlternativeAppNames": ["Mes livres"]],
      .binary, "Bookshelf.app/fr.lproj/InfoPlist.strings")
plist(["Want to Read": "À lire", "To Read": "Pour plus tard", "Currently Reading": "En cours", "Read": "Lus", "Finished": "Terminés",
       "Shelf": "Étagère", "Book": "Livre", "Open Shelf": "Ouvrir une étagère", "Open Book": "Ouvrir un livre",
       "Reading Stats": "Statistiques", "Add Book": "Ajouter un livre", "Show Reading Stats": "Voir les statistiques"],
      .binary, "Bookshelf.app/fr.lproj/Localizable.strings")
text("""
    /* Spanish: only the shelf phrases are translated so far. */
    "Open ${shelf} in ${applicationName}" = "Abre ${shelf} en ${applicationName}";
    "Open a shelf in ${applicationName}" = "Abre una estantería en ${applicationName}";

    """, "Bookshelf.app/es.lproj/AppShortcuts.strings")
plist(["CFBundleDisplayName": "Estantería"], .xml, "Bookshelf.app/es.lproj/InfoPlist.strings")
json(["BookEntity": [
    ["id": "dune", "title": "Dune", "subtitle": "Frank Herbert"],
    ["id": "hobbit", "title": "The Hobbit", "subtitle": "J. R. R. Tolkien", "synonyms": ["Hobbit"]],
    ["id": "emma", "title": "Emma", "subtitle": "Jane Austen"],
]], "Bookshelf.values.json")

// MARK: Scribble.app — breaks the phrase rules: a phrase without the app name, a String
// parameter in a phrase, a parameter its intent lacks, a French translation without the
// app name (binary plist), a negative phrase with a parameter.

let scribble = metadata(
    actions: [
        action("Scribble", "NewNote", title: "New Note", parameters: [
            parameter("folder", title: "Folder", entityType("FolderEntity")), parameter("text", title: "Text", stringType, optional: true)]),
        action("Scribble", "PinNote", title: "Pin Note"),
    ],
    entities: ["FolderEntity": ["displayTypeName": loc("Folder"), "properties": [], "typeName": "FolderEntity"]],
    shortcuts: [
        shortcut("NewNote", ["Create a note in ${folder}", "Write ${text} in ${applicationName}"], title: "New Note", image: "square.and.pencil"),
        shortcut("PinNote", ["Pin a note in ${applicationName}", "Pin ${note} in ${applicationName}"], title: "Pin Note", image: "pin"),
    ],
    negative: ["Delete ${folder} in ${applicationName}"])
json(scribble, "Scribble.app/Metadata.appintents/extract.actionsdata")
json(versionJSON, "Scribble.app/Metadata.appintents/version.json")
plist(["CFBundleDevelopmentRegion": "en", "CFBundleDisplayName": "Scribble", "CFBundleIdentifier": "org.shortcutkit.Scribble"],
      .xml, "Scribble.app/Info.plist")
plist(["Pin a note in ${applicationName}": "Épingle une note"], .binary, "Scribble.app/fr.lproj/AppShortcuts.strings")

// MARK: Truncated.app — Bookshelf's metadata cut short, as an interrupted copy leaves it.

let full = try! JSONSerialization.data(withJSONObject: bookshelf, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
write(full.prefix(full.count / 2), "Truncated.app/Metadata.appintents/extract.actionsdata")
plist(["CFBundleDisplayName": "Truncated", "CFBundleDevelopmentRegion": "en"], .binary, "Truncated.app/Info.plist")
