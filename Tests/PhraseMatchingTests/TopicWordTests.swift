import Testing
@testable import PhraseMatching

/// A word of a shortcut's topic said as written says its topic, however recall credited the
/// word ("song" of "what song is playing" credited as "sings" of Who sings this song) — when
/// another word of the shortcut is said in its own words, not only in another form: "play" of
/// "please play some songs for kids" commands what "playing" of What's playing describes.
/// Found by the hwu64 requests (Evaluation/RealRequests, Tempo's phrases).
@Suite struct TopicWordTests {
    static let music = Catalog(
        locale: "en",
        app: AppDescription(name: "Tempo"),
        types: [
            "Genre": ValueType(kind: .enum, title: "Genre", values: [
                ParameterValue(id: "pop", title: "Pop"), ParameterValue(id: "jazz", title: "Jazz"),
            ]),
            "Artist": ValueType(kind: .entity, title: "Artist", values: [
                ParameterValue(id: "adele", title: "Adele"), ParameterValue(id: "drake", title: "Drake"),
            ]),
            "Playlist": ValueType(kind: .entity, title: "Playlist", values: [
                ParameterValue(id: "workout", title: "Workout"), ParameterValue(id: "chill", title: "Chill"),
            ]),
        ],
        intents: [
            "PlayMusic": IntentDescriptor(title: "Play Music", parameters: [
                ParameterDescriptor(name: "genre", type: "Genre", title: "Genre", isOptional: true),
                ParameterDescriptor(name: "artist", type: "Artist", title: "Artist", isOptional: true),
                ParameterDescriptor(name: "playlist", type: "Playlist", title: "Playlist", isOptional: true),
            ]),
            "LikeSong": IntentDescriptor(title: "Like Song"),
            "NowPlaying": IntentDescriptor(title: "Now Playing"),
            "Mute": IntentDescriptor(title: "Mute"),
        ],
        shortcuts: [
            ShortcutDescriptor(intent: "PlayMusic", phrases: [
                "Play music in ${applicationName}",
                "Play ${genre} in ${applicationName}",
                "Play some ${genre} music on ${applicationName}",
                "Play ${artist} on ${applicationName}",
                "Play songs by ${artist} in ${applicationName}",
                "Play my ${playlist} playlist in ${applicationName}",
            ]),
            ShortcutDescriptor(intent: "LikeSong", phrases: [
                "Like this song in ${applicationName}",
                "Love this song in ${applicationName}",
                "Add this song to my favorites in ${applicationName}",
                "I like this song on ${applicationName}",
                "Save this song to ${applicationName}",
            ]),
            ShortcutDescriptor(intent: "NowPlaying", phrases: [
                "What's playing in ${applicationName}",
                "What song is this in ${applicationName}",
                "Who sings this song in ${applicationName}",
                "What is this song on ${applicationName}",
                "Name this song with ${applicationName}",
            ]),
            ShortcutDescriptor(intent: "Mute", phrases: [
                "Mute ${applicationName}",
                "Mute the music in ${applicationName}",
                "Turn off the sound in ${applicationName}",
            ]),
        ])

    /// "song" is read as "sings" (rarer), yet says Now Playing's topic: with "what", "is",
    /// "playing" as written, or "identify" meaning "name", it is that question.
    @Test(arguments: ["what song is playing", "tell me the name of this song", "identify song"])
    func theTopicWordSaidAsWrittenSaysTheTopic(_ utterance: String) throws {
        let matcher = try PhraseMatcher(catalogs: [Self.music], options: MatchOptions())
        let result = matcher.match(utterance, app: "Tempo")
        #expect(result.status == .matched && result.best?.intent == "NowPlaying", "\(utterance) → \(result.status) \(result.best?.intent ?? "-")")
    }

    /// The topic word and only other forms of the shortcut's words ("play", "played" for
    /// "playing"): another request about a song, not the question What's playing.
    @Test(arguments: ["please play some songs for kids", "remove last played song"])
    func otherFormsAloneAreAnotherRequest(_ utterance: String) throws {
        let matcher = try PhraseMatcher(catalogs: [Self.music], options: MatchOptions())
        let result = matcher.match(utterance, app: "Tempo", explain: true)
        #expect(result.best?.intent != "NowPlaying", "\(utterance) → \(result.status) \(result.best?.intent ?? "-")")
    }
}
