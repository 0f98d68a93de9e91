import PhraseMatching

/// Small catalogs shaped like the sample apps, for engine tests.
enum Fixtures {
    /// An app of one phrase per intent, each intent titled by its name; a phrase that says
    /// `${room}` takes a required Room of `rooms`.
    static func app(locale: String, name: String, _ shortcuts: [(intent: String, phrase: String)],
                    rooms: [ParameterValue] = []) -> Catalog {
        var intents: [String: IntentDescriptor] = [:]
        for shortcut in shortcuts {
            let room = shortcut.phrase.contains("${room}")
            intents[shortcut.intent] = IntentDescriptor(
                title: shortcut.intent,
                parameters: room ? [ParameterDescriptor(name: "room", type: "Room", title: "Room")] : [])
        }
        return Catalog(locale: locale, app: AppDescription(name: name),
                       types: rooms.isEmpty ? [:] : ["Room": ValueType(kind: .enum, title: "Room", values: rooms)],
                       intents: intents,
                       shortcuts: shortcuts.map { ShortcutDescriptor(intent: $0.intent, phrases: [$0.phrase]) })
    }

    static let library = Catalog(
        locale: "en",
        app: AppDescription(name: "Library", alternativeNames: ["My Books"]),
        types: [
            "Shelf": ValueType(kind: .enum, title: "Shelf", values: [
                ParameterValue(id: "currentlyReading", title: "Currently Reading"),
                ParameterValue(id: "wantToRead", title: "Want to Read", synonyms: ["To Read"]),
                ParameterValue(id: "read", title: "Read", synonyms: ["Finished"]),
            ]),
            "BookEntity": ValueType(kind: .entity, title: "Book", searchable: true,
                                    suggested: ["dune", "hobbit", "persuasion-austen", "persuasion-cialdini"],
                                    values: [
                ParameterValue(id: "dune", title: "Dune", subtitle: "Frank Herbert"),
                ParameterValue(id: "hobbit", title: "The Hobbit", subtitle: "J. R. R. Tolkien"),
                ParameterValue(id: "persuasion-austen", title: "Persuasion", subtitle: "Jane Austen"),
                ParameterValue(id: "persuasion-cialdini", title: "Persuasion", subtitle: "Robert Cialdini"),
                ParameterValue(id: "lefthand", title: "The Left Hand of Darkness", subtitle: "Ursula K. Le Guin"),
            ]),
        ],
        intents: [
            "OpenShelf": IntentDescriptor(title: "Open Shelf", parameters: [
                ParameterDescriptor(name: "shelf", type: "Shelf", title: "Shelf", requestValueDialog: "Which shelf?")]),
            "OpenBook": IntentDescriptor(title: "Open Book", parameters: [
                ParameterDescriptor(name: "book", type: "BookEntity", title: "Book")]),
            "OpenCurrentlyReading": IntentDescriptor(title: "Open Currently Reading"),
            "AddBook": IntentDescriptor(title: "Add Book", parameters: [
                ParameterDescriptor(name: "title", type: "String", title: "Title", requestValueDialog: "What is the title?")]),
        ],
        shortcuts: [
            ShortcutDescriptor(intent: "OpenCurrentlyReading", phrases: ["Open Currently Reading in ${applicationName}", "Show my current books in ${applicationName}"]),
            ShortcutDescriptor(intent: "OpenShelf", phrases: ["Open ${shelf} in ${applicationName}", "Show ${shelf} in ${applicationName}", "Open a shelf in ${applicationName}"]),
            ShortcutDescriptor(intent: "OpenBook", phrases: ["Open ${book} in ${applicationName}", "Open a book in ${applicationName}"]),
            ShortcutDescriptor(intent: "AddBook", phrases: ["Add a book to ${applicationName}"]),
        ],
        negativePhrases: ["Delete ${applicationName}"])

    static let music = Catalog(
        locale: "en",
        app: AppDescription(name: "Tunes"),
        types: ["Playlist": ValueType(kind: .entity, title: "Playlist", suggested: ["p1", "p2"], values: [
            ParameterValue(id: "p1", title: "Chill Vibes"), ParameterValue(id: "p2", title: "Lo-Fi Beats", synonyms: ["Study Music"])])],
        intents: ["PlayPlaylist": IntentDescriptor(title: "Play Playlist", parameters: [
            ParameterDescriptor(name: "playlist", type: "Playlist", title: "Playlist")]),
                  "OpenShelfLike": IntentDescriptor(title: "Open")],
        shortcuts: [ShortcutDescriptor(intent: "PlayPlaylist", phrases: ["Play ${playlist} in ${applicationName}", "Play ${playlist} on ${applicationName}"])])
}
