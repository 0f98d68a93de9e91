// Shared by every fuzz target: compiled into one module with the PhraseMatching sources
// by Scripts/fuzz.sh (never by `swift build`).
import Foundation

/// The fuzz input as bytes.
@inline(__always)
func fuzzBytes(_ start: UnsafeRawPointer, _ count: Int) -> [UInt8] {
    Array(UnsafeRawBufferPointer(start: start, count: count))
}

/// Fails the run (libFuzzer saves the input as a crash) when an invariant breaks.
func fuzzCheck(_ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String) {
    if !condition() {
        FileHandle.standardError.write(Data("fuzz check failed: \(message())\n".utf8))
        abort()
    }
}

/// Small catalogs shaped like the sample apps: enums, a searchable entity with duplicate
/// titles, a primitive parameter, negative phrases, a second app, and a Japanese app.
enum FuzzCatalogs {
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
                ParameterValue(id: "lotr", title: "The Lord of the Rings", synonyms: ["LOTR", "Lo-TR"]),
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
            ShortcutDescriptor(intent: "OpenBook", phrases: ["Open ${book} in ${applicationName}", "Read ${book} with ${applicationName}", "Open a book in ${applicationName}"]),
            ShortcutDescriptor(intent: "AddBook", phrases: ["Add a book to ${applicationName}"]),
        ],
        negativePhrases: ["Delete ${applicationName}"])

    static let music = Catalog(
        locale: "en",
        app: AppDescription(name: "Tunes", alternativeNames: ["Tunes Player"]),
        types: ["Playlist": ValueType(kind: .entity, title: "Playlist", suggested: ["p1", "p2"], values: [
            ParameterValue(id: "p1", title: "Chill Vibes"), ParameterValue(id: "p2", title: "Lo-Fi Beats", synonyms: ["Study Music"])])],
        intents: ["PlayPlaylist": IntentDescriptor(title: "Play Playlist", parameters: [
            ParameterDescriptor(name: "playlist", type: "Playlist", title: "Playlist")])],
        shortcuts: [ShortcutDescriptor(intent: "PlayPlaylist", phrases: ["Play ${playlist} in ${applicationName}", "Play ${playlist} on ${applicationName}", "${applicationName} play ${playlist}"])])

    static let japanese = Catalog(
        locale: "ja",
        app: AppDescription(name: "ライブラリ"),
        types: ["Shelf": ValueType(kind: .enum, title: "本棚", values: [
            ParameterValue(id: "read", title: "読了"), ParameterValue(id: "wantToRead", title: "読みたい", synonyms: ["積読"])])],
        intents: ["OpenShelf": IntentDescriptor(title: "本棚を開く", parameters: [
            ParameterDescriptor(name: "shelf", type: "Shelf", title: "本棚")])],
        shortcuts: [ShortcutDescriptor(intent: "OpenShelf", phrases: ["${applicationName}で${shelf}を開いて", "${applicationName}で本棚を開いて"])])
}
