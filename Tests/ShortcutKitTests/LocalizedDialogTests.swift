import Foundation
import PhraseMatching
import Testing
@testable import ShortcutKit

struct SetVolume: AppIntent {
    static let title: LocalizedStringResource = "Set Volume"
    @Parameter(title: "Level", requestValueDialog: IntentDialog("How loud, from 1 to \(10)?"))
    var level: Int

    func perform() async throws -> some IntentResult & ProvidesDialog {
        try await requestConfirmation(actionName: .set, dialog: "Set the volume to \(level)?")
        return .result(dialog: "Volume set to \(level).")
    }
}

struct PickPreset: AppIntent {
    static let title: LocalizedStringResource = "Pick Preset"
    @Parameter(title: "Preset")
    var preset: Int?

    func perform() async throws -> some IntentResult & ProvidesDialog {
        let chosen = try await $preset.requestDisambiguation(among: [1, 2, 3])
        guard try await $preset.requestConfirmation(for: chosen) else { return .result(dialog: "Kept the preset.") }
        return .result(dialog: "Preset \(chosen).")
    }
}

struct OpenMood: OpenIntent {
    static let title: LocalizedStringResource = "Open Mood"
    @Parameter(title: "Mood")
    var target: LocalizedDialogTests.Mood
}

struct RadioShortcuts: AppShortcutsProvider {
    static var appShortcuts: [AppShortcut] {
        AppShortcut(intent: OpenMood(), phrases: ["Open \(\.$target) in \(.applicationName)"],
                    shortTitle: "Open Mood", systemImageName: "face.smiling")
        AppShortcut(intent: PickPreset(), phrases: ["Pick a preset in \(.applicationName)"],
                    shortTitle: "Pick Preset", systemImageName: "radio")
        AppShortcut(intent: SetVolume(), phrases: ["Set the volume in \(.applicationName)"],
                    shortTitle: "Set Volume", systemImageName: "speaker")
    }
}

/// Interpolated dialogs keep Xcode's format key and their arguments, and are shown
/// translated: the key looked up in the app's strings, the arguments put in.
@Suite struct LocalizedDialogTests {
    enum Mood: String, AppEnum {
        case calm, cheerful
        static let typeDisplayRepresentation: TypeDisplayRepresentation = "Mood"
        static let caseDisplayRepresentations: [Mood: DisplayRepresentation] = [.calm: "Calm", .cheerful: "Cheerful"]
    }

    /// A `Localizable.xcstrings` with the given French (and Japanese) translations.
    static func strings(_ translations: [String: [String: String]]) throws -> DisplayStrings {
        var entries: [String: Any] = [:]
        for (key, languages) in translations {
            entries[key] = ["localizations": languages.mapValues { ["stringUnit": ["state": "translated", "value": $0]] }]
        }
        let data = try JSONSerialization.data(withJSONObject: ["sourceLanguage": "en", "version": "1.0", "strings": entries])
        return DisplayStrings(try StringCatalog(data: data, file: "Localizable.xcstrings"))
    }

    // MARK: Keys

    #if !canImport(Darwin)
    @Test func literalKeepsItsTextAsKey() {
        let resource: LocalizedStringResource = "Which shelf?"
        #expect(resource.key == "Which shelf?")
        #expect(resource.arguments.isEmpty)
        let percent: LocalizedStringResource = "100% done"
        #expect(percent.key == "100% done")
    }

    @Test func stringsIntsAndDoublesHaveXcodesSpecifiers() {
        let name = "Dune", count = 3, price = 6.5
        let floatValue: Float = 1.5
        let unsigned: UInt = 7
        let resource: LocalizedStringResource = "Opening \(name): \(count) books, \(price) each, \(floatValue) \(unsigned) 100%"
        #expect(resource.key == "Opening %@: %lld books, %lf each, %f %llu 100%%")
        #expect(resource.defaultValue == "Opening Dune: 3 books, 6.5 each, 1.5 7 100%")
        #expect(resource.arguments == [.text("Dune"), .int(3), .double(6.5), .float(1.5), .unsigned(7)])
    }

    @Test func resourcesEnumCasesAndEntitiesAreLocalizableArguments() {
        let shelf: LocalizedStringResource = "Want to Read"
        let resource: LocalizedStringResource = "Opening \(shelf) in a \(Mood.calm) mood."
        #expect(resource.key == "Opening %@ in a %@ mood.")
        #expect(resource.defaultValue == "Opening Want to Read in a Calm mood.")
        #expect(resource.arguments == [.resource("Want to Read"), .resource("Calm")])
    }

    @Test func dialogsAndLocalizationValuesKeepKeyAndArguments() {
        let title = "Dune"
        let dialog: IntentDialog = "Added \(title) to Want to Read!"
        #expect(dialog.full == "Added Dune to Want to Read!")
        #expect(dialog.fullResource.key == "Added %@ to Want to Read!")
        #expect(dialog.fullResource.arguments == [.text("Dune")])
        let value: String.LocalizationValue = "\(2) trails"
        let resource = LocalizedStringResource(value, table: "AppIntents")
        #expect(resource.key == "%lld trails")
        #expect(resource.arguments == [.int(2)])
        #expect(resource.table == "AppIntents")
    }
    #endif

    // MARK: Lookup

    @Test func formatStringsTakeSequentialAndPositionalSpecifiers() {
        let arguments = [FormattedArgument(.text("À lire"), text: "À lire"), FormattedArgument(.int(8), text: "8")]
        #expect(FormatString.render("Ouverture de %@ : %lld livres", arguments: arguments) == "Ouverture de À lire : 8 livres")
        #expect(FormatString.render("%2$lld冊：%1$@", arguments: arguments) == "8冊：À lire")
        #expect(FormatString.render("%1$@, %1$@ (100%%)", arguments: arguments) == "À lire, À lire (100%)")
        #expect(FormatString.render("%03lld %@ %@", arguments: [FormattedArgument(.int(7), text: "7")]) == "007 %@ %@")
        let price = [FormattedArgument(.double(6.5), text: "6.5")]
        #expect(FormatString.render("%.2lf € / %lf", arguments: price + price) == "6.50 € / 6.5")
    }

    #if !canImport(Darwin)
    @Test func translationPutsInTranslatedArguments() throws {
        let strings = try Self.strings([
            "Opening %@: %@.": ["fr": "Ouverture de « %1$@ » : %2$@.", "ja": "「%1$@」を開きます：%2$@。"],
            "%@ and %lld more": ["fr": "%@ et %lld autres", "ja": "%@ほか%lld冊"],
            "Want to Read": ["fr": "À lire", "ja": "読みたい本"],
        ])
        let shelf: LocalizedStringResource = "Want to Read"
        let titles = "Persuasion, The Road", more = 8
        let list: LocalizedStringResource = "\(titles) and \(more) more"
        let dialog: IntentDialog = "Opening \(shelf): \(list)."
        #expect(strings.text(dialog.fullResource, locale: "fr") == "Ouverture de « À lire » : Persuasion, The Road et 8 autres.")
        #expect(strings.text(dialog.fullResource, locale: "ja") == "「読みたい本」を開きます：Persuasion, The Roadほか8冊。")
        #expect(strings.text(dialog.fullResource, locale: "fr-CA") == "Ouverture de « À lire » : Persuasion, The Road et 8 autres.")
    }

    @Test func untranslatedDialogsFallBackToEnglish() throws {
        let strings = try Self.strings(["Want to Read": ["fr": "À lire"]])
        let shelf: LocalizedStringResource = "Want to Read"
        let dialog: IntentDialog = "Opening \(shelf)."
        #expect(strings.text(dialog.fullResource, locale: "fr") == "Opening Want to Read.")
        #expect(strings.text(dialog.fullResource, locale: "de") == "Opening Want to Read.")
        #expect(strings.text(dialog.fullResource, locale: "en") == "Opening Want to Read.")
        let plain: IntentDialog = "Your pass is active."
        #expect(strings.text(plain.fullResource, locale: "fr") == "Your pass is active.")
    }

    @Test func amountsOfMoneyAreWrittenAsTheLanguageWritesThem() throws {
        let strings = try Self.strings(["Buy a pass for %@?": ["fr": "Acheter un pass pour %@ ?", "ja": "%@でパスを購入しますか？"]])
        let price = IntentCurrencyAmount(amount: 6.5, currencyCode: "USD")
        let dialog = IntentDialog("Buy a pass for \(price)?")
        #expect(dialog.full == "Buy a pass for $6.50?")
        #expect(dialog.fullResource.key == "Buy a pass for %@?")
        #expect(strings.text(dialog.fullResource, locale: "fr") == "Acheter un pass pour 6,50\u{A0}$US ?")
        #expect(strings.text(dialog.fullResource, locale: "ja") == "$6.50でパスを購入しますか？")
    }

    @Test func aTitleInterpolatedAloneIsFoundByItsText() throws {
        let strings = try Self.strings(["Mount Fuji": ["ja": "富士山"]])
        let name = "Mount Fuji"
        let title: LocalizedStringResource = "\(name)"
        #expect(title.key == "%@")
        #expect(strings.text(title, locale: "ja") == "富士山")
    }
    #endif

    #if !canImport(Darwin)
    /// A value dialog, a confirmation and a result, each with a number, asked and said in
    /// French from the app's strings.
    @Test func conversationAsksAndAnswersInTheAppsTranslation() async throws {
        let strings = try Self.strings([
            "How loud, from 1 to %lld?": ["fr": "Quel volume, de 1 à %lld ?"],
            "Set the volume to %lld?": ["fr": "Régler le volume sur %lld ?"],
            "Volume set to %lld.": ["fr": "Volume réglé sur %lld."],
        ])
        let radio = ShortcutApp(name: "Radio", provider: RadioShortcuts.self,
                                localizations: AppLocalizations(strings: strings.catalog))
        let conversation = Conversation(matcher: try await ShortcutMatcher(apps: [radio], locale: "fr"))
        var shown: [String] = []
        for input in ["set the volume in radio", "7", "oui"] {
            shown += await conversation.respond(to: input).compactMap(\.text)
        }
        #expect(shown == ["Quel volume, de 1 à 10 ?", "Régler le volume sur 7 ?", "Volume réglé sur 7."])
    }
    #endif

    /// ShortcutKit's own questions, when the app gives none, are asked in the user's
    /// language; an untranslated result stays in English.
    @Test func defaultQuestionsAreAskedInTheConversationsLanguage() async throws {
        let strings = try Self.strings(["Calm": ["fr": "Calme"]])
        let radio = ShortcutApp(name: "Radio", provider: RadioShortcuts.self,
                                localizations: AppLocalizations(strings: strings.catalog))
        let conversation = Conversation(matcher: try await ShortcutMatcher(apps: [radio], locale: "fr"))
        var shown: [String] = []
        for input in ["pick a preset in radio", "2", "oui", "open calme in radio"] {
            shown += await conversation.respond(to: input).compactMap(\.text)
        }
        #expect(shown == ["Lequel ?\n  1. 1\n  2. 2\n  3. 3", "Pour confirmer : vous vouliez 2 ?", "Preset 2.",
                          "Ouverture de Calme."])
    }
}
