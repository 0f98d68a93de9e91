import Foundation
import PhraseMatching
import Testing
@testable import ShortcutKit
import TestSupport

/// Conversations as JSON events, and over apps known from a manifest or in French.
extension ChatSuites.ConversationTests {
    @Test func jsonEvents() async throws {
        expectTranscript(try await Self.transcript(["open a shelf in library", "read", "sync library", "cancel"], json: true), """
            {"event": "matched", "app": "Library", "intent": "OpenShelf", "parameter": null, "score": 1.0}
            {"event": "asked", "question": "Which shelf?", "options": [{"title": "Currently Reading", "subtitle": null, "value": "currentlyReading"}, {"title": "Want to Read", "subtitle": null, "value": "wantToRead"}, {"title": "Read", "subtitle": null, "value": "read"}]}
            {"event": "answered", "parameter": "shelf", "value": "read", "title": "Read"}
            {"event": "performed", "app": "Library", "intent": "OpenShelf", "invocation": "OpenShelf(shelf: Read [read])", "dialog": "Opening Read.", "value": null}
            {"event": "matched", "app": "Library", "intent": "SyncLibrary", "parameter": null, "score": 1.0}
            {"event": "error", "message": "The library server is unreachable."}
            {"event": "said", "text": "There is nothing to cancel."}
            """)
    }

    @Test func severalAppsAskWhichOne() async throws {
        TestBookStore.shared.reset()
        let library = await ChatTestApps.library.catalog()
        let matcher = try ShortcutMatcher(catalogs: [library.catalog, try ChatManifests.tunes], apps: [library.live, nil],
                                          locale: "en", options: MatchOptions(), diagnostics: [])
        let conversation = Conversation(matcher: matcher)
        expectTranscript(await Self.play(["open dune", "my books", "brian herbert", "open dune", "tunes", "soundtrack", "open dune", "cancel"], in: conversation), """
            > open dune
            Which app?
              1. Library
              2. Tunes
            > my books
            Which book?
              1. Dune — Frank Herbert
              2. Dune — Brian Herbert
            > brian herbert
            Opening Dune.
              → Dune — Brian Herbert
            > open dune
            Which app?
              1. Library
              2. Tunes
            > tunes
            Which playlist?
              1. Dune — Herbert Mix
              2. Dune — Soundtrack
            > soundtrack
            OpenPlaylist(playlist: Dune [p-dune2])
            > open dune
            Which app?
              1. Library
              2. Tunes
            > cancel
            Cancelled.
            """)
    }

    // MARK: Apps from a manifest

    @Test func manifestAppsShowTheInvocation() async throws {
        let matcher = try ShortcutMatcher(catalogs: [ChatManifests.tunes])
        let conversation = Conversation(matcher: matcher)
        expectTranscript(await Self.play(["play chill vibes in tunes", "play a playlist in tunes", "study music", "open dune in tunes", "2",
                                 "make a playlist in tunes", "Road Trip", "3"], in: conversation), """
            > play chill vibes in tunes
            PlayPlaylist(playlist: Chill Vibes [p-chillvibes])
            > play a playlist in tunes
            Which playlist?
              1. Chill Vibes
              2. Lo-Fi Beats
              3. Dune — Herbert Mix
              4. Dune — Soundtrack
            > study music
            PlayPlaylist(playlist: Lo-Fi Beats [p-lofi])
            > open dune in tunes
            Which playlist?
              1. Dune — Herbert Mix
              2. Dune — Soundtrack
            > 2
            OpenPlaylist(playlist: Dune [p-dune2])
            > make a playlist in tunes
            What should it be called?
            > Road Trip
            How many songs?
            > 3
            MakePlaylist(name: "Road Trip", songs: 3)
            """)
    }

    @Test func frenchConversation() async throws {
        let json = ChatManifests.tunesJSON
            .replacingOccurrences(of: "\"locale\": \"en\"", with: "\"locale\": \"fr\"")
            .replacingOccurrences(of: "Play ${playlist} in ${applicationName}", with: "Joue ${playlist} dans ${applicationName}")
            .replacingOccurrences(of: "Play a playlist in ${applicationName}", with: "Joue une playlist dans ${applicationName}")
            .replacingOccurrences(of: "Delete ${applicationName}", with: "Supprime ${applicationName}")
        let matcher = try ShortcutMatcher(catalogs: [try Catalog(manifest: Data(json.utf8))])
        let conversation = Conversation(matcher: matcher)
        expectTranscript(await Self.play(["joue une playlist dans tunes", "chil vibes", "joue une playlist dans tunes", "annuler",
                                          "supprime tunes", "vole vers la lune", "joue une playlist dans tunes", "la deuxième",
                                          "joue une playlist dans tunes", "xyz"], in: conversation), """
            > joue une playlist dans tunes
            Quel playlist ?
              1. Chill Vibes
              2. Lo-Fi Beats
              3. Dune — Herbert Mix
              4. Dune — Soundtrack
            > chil vibes
            PlayPlaylist(playlist: Chill Vibes [p-chillvibes])
            > joue une playlist dans tunes
            Quel playlist ?
              1. Chill Vibes
              2. Lo-Fi Beats
              3. Dune — Herbert Mix
              4. Dune — Soundtrack
            > annuler
            Annulé.
            > supprime tunes
            Tunes ne traite pas « supprime tunes ».
            > vole vers la lune
            Aucun raccourci ne correspond à « vole vers la lune ».
            > joue une playlist dans tunes
            Quel playlist ?
              1. Chill Vibes
              2. Lo-Fi Beats
              3. Dune — Herbert Mix
              4. Dune — Soundtrack
            > la deuxième
            PlayPlaylist(playlist: Lo-Fi Beats [p-lofi])
            > joue une playlist dans tunes
            Quel playlist ?
              1. Chill Vibes
              2. Lo-Fi Beats
              3. Dune — Herbert Mix
              4. Dune — Soundtrack
            > xyz
            Aucun élément de type playlist ne correspond à « xyz ». Dites un numéro ou un nom, ou « annuler ».
            Quel playlist ?
              1. Chill Vibes
              2. Lo-Fi Beats
              3. Dune — Herbert Mix
              4. Dune — Soundtrack
            """)
    }
}

enum ChatManifests {
    /// An app known only from its manifest: it cannot run, so the chat shows invocations.
    static let tunesJSON = """
        {
          "formatVersion": 1,
          "locale": "en",
          "app": {"name": "Tunes", "alternativeNames": []},
          "types": {
            "Playlist": {"kind": "entity", "title": "Playlist", "searchable": true,
              "suggested": ["p-chillvibes", "p-lofi", "p-dune1", "p-dune2"],
              "values": [
                {"id": "p-chillvibes", "title": "Chill Vibes", "synonyms": []},
                {"id": "p-lofi", "title": "Lo-Fi Beats", "synonyms": ["Study Music"]},
                {"id": "p-dune1", "title": "Dune", "subtitle": "Herbert Mix", "synonyms": []},
                {"id": "p-dune2", "title": "Dune", "subtitle": "Soundtrack", "synonyms": []}]}
          },
          "intents": {
            "PlayPlaylist": {"title": "Play Playlist", "parameters": [
              {"name": "playlist", "type": "Playlist", "title": "Playlist"}]},
            "OpenPlaylist": {"title": "Open Playlist", "parameters": [
              {"name": "playlist", "type": "Playlist", "title": "Playlist"}]},
            "MakePlaylist": {"title": "Make Playlist", "parameters": [
              {"name": "name", "type": "String", "title": "Name", "requestValueDialog": "What should it be called?"},
              {"name": "songs", "type": "Int", "title": "Songs", "requestValueDialog": "How many songs?"}]}
          },
          "shortcuts": [
            {"intent": "PlayPlaylist", "phrases": ["Play ${playlist} in ${applicationName}", "Play a playlist in ${applicationName}"]},
            {"intent": "OpenPlaylist", "phrases": ["Open ${playlist} in ${applicationName}"]},
            {"intent": "MakePlaylist", "phrases": ["Make a playlist in ${applicationName}"]}
          ],
          "negativePhrases": ["Delete ${applicationName}"]
        }
        """

    static var tunes: Catalog {
        get throws { try Catalog(manifest: Data(tunesJSON.utf8)) }
    }
}
