import Foundation
import Testing
import PhraseMatching
import SampleApps
@testable import ShortcutKit

/// The sample apps' dialogs in French and Japanese: what `perform()` returns and asks is
/// shown from the apps' `Localizable` strings, with the values it names (a shelf, a
/// landmark) translated too.
@Suite struct LocalizedDialogTranscriptTests {
    @Test func frenchConversation() async throws {
        let shown = try await SampleAppsSupport.chatTranscript([
            "ouvre mes livres à lire dans bibliothèque",
            "ouvre dune dans bibliothèque",
            "ajoute un livre dans bibliothèque",
            "Le Petit Prince",
            "ouvre la carte dans carnet de voyage",
            "ouvre le mont fuji",
            "achète un pass journée dans sentiers",
            "oui",
            "démarre une randonnée dans sentiers",
            "ouvre mes sentiers favoris",
        ], locale: "fr")
        #expect(shown == """
            > ouvre mes livres à lire dans bibliothèque
            Ouverture de « À lire » : Persuasion, The Road, Beloved et 8 autres.
            > ouvre dune dans bibliothèque
            Ouverture de « Dune » de Frank Herbert.
            > ajoute un livre dans bibliothèque
            Quel est le titre du livre ?
            > Le Petit Prince
            « Le Petit Prince » a été ajouté à À lire !
              → Le Petit Prince — Auteur inconnu
            > ouvre la carte dans carnet de voyage
            Ouverture : Carte.
            > ouvre le mont fuji
            Ouverture de Mont Fuji (Honshū, Japon).
            > achète un pass journée dans sentiers
            Voulez-vous vraiment acheter un pass journée pour 6,50\u{A0}$US ?
            > oui
            Votre pass journée est activé.
            > démarre une randonnée dans sentiers
            J’ai commencé à suivre votre randonnée sur Mist Trail.
            > ouvre mes sentiers favoris
            Voici vos 8 sentiers favoris : Mist Trail, Angels Landing, Bright Angel Trail, Slickrock Trail, Dipsea Trail, Emerald Lake Trail, Lake Tahoe Flume Trail, Tahoe Rim Trail.
            """)
    }

    @Test func japaneseConversation() async throws {
        let shown = try await SampleAppsSupport.chatTranscript([
            "ライブラリで読みたい本を開いて",
            "ライブラリで本棚を開いて",
            "3",
            "ライブラリで本を追加",
            "銀河鉄道の夜",
            "一番近いランドマークを探して",
            "富士山を見せて",
            "1日パスを購入",
            "いいえ",
            "Trailsでハイキングを記録",
        ], locale: "ja")
        #expect(shown == """
            > ライブラリで読みたい本を開いて
            「読みたい本」を開きます：Persuasion, The Road, Belovedほか8冊。
            > ライブラリで本棚を開いて
            どの本棚ですか？
              1. 読んでいる本
              2. 読みたい本
              3. 読んだ本
            > 3
            「読んだ本」を開きます：Pride and Prejudice, Jane Eyre, Moby-Dickほか15冊。
            > ライブラリで本を追加
            本のタイトルは何ですか？
            > 銀河鉄道の夜
            『銀河鉄道の夜』を「読みたい本」に追加しました！
              → 銀河鉄道の夜 — 著者不明
            > 一番近いランドマークを探して
            一番近いランドマークはアルカトラズ島です。
              → アルカトラズ島 — アメリカ合衆国・サンフランシスコ
            > 富士山を見せて
            富士山（日本・本州）を開きます。
            > 1日パスを購入
            $6.50で1日パスを購入しますか？
            > いいえ
            1日パスの購入をキャンセルしました。
            > Trailsでハイキングを記録
            Mist Trailでハイキングの記録を開始しました。
            """)
    }

    /// In English nothing changes: the dialogs read as the code writes them.
    @Test func englishConversationIsUnchanged() async throws {
        let shown = try await SampleAppsSupport.chatTranscript(["open want to read in library", "navigate to map in travel tracking"], locale: "en")
        #expect(shown == """
            > open want to read in library
            Opening Want to Read: Persuasion, The Road, Beloved and 8 more.
            > navigate to map in travel tracking
            Opening Map.
            """)
    }
}
