import Testing
@testable import PhraseMatching

/// The explanation of an utterance nothing answered: the paraphrase level's closest App
/// Shortcut, its score and parts, and the rule that refused it — in every language, in the
/// API, the rendered text and the JSON.
@Suite struct NearMissTests {
    func explain(_ utterance: String, in catalog: Catalog, all: Bool = false,
                 options: MatchOptions = MatchOptions()) throws -> (MatchResult, MatchExplanation) {
        let matcher = try PhraseMatcher(catalogs: [catalog], locale: catalog.locale, options: options)
        let result = matcher.match(utterance, all: all, explain: true)
        return (result, try #require(result.explanation))
    }

    @Test(arguments: [
        (ParaphraseTests.english, "don't freeze my card"),
        (ParaphraseTests.french, "ne bloque pas ma carte"),
        (ParaphraseTests.spanish, "no bloquees mi tarjeta"),
        (ParaphraseTests.portuguese, "não bloqueie meu cartão"),
        (ParaphraseTests.japanese, "カードを凍結しないで"),
    ])
    func aNegationNamesTheClosestShortcutAndTheRule(_ catalog: Catalog, _ utterance: String) throws {
        let (result, explanation) = try explain(utterance, in: catalog)
        #expect(result.status == .noMatch)
        #expect(explanation.closest?.intent == "FreezeCard", "\(explanation.rendered)")
        #expect(explanation.refusal == .negation, "\(explanation.rendered)")
    }

    @Test(arguments: [
        (ParaphraseTests.english, "send a letter to my brother", MatchExplanation.Refusal.noTopicWord),
        (ParaphraseTests.french, "envoie une lettre à mon frère", .noTopicWord),
        (ParaphraseTests.spanish, "envía una carta a mi hermano", .noTopicWord),
        (ParaphraseTests.portuguese, "envie uma carta para meu irmão", .noTopicWord),
        (ParaphraseTests.japanese, "弟に手紙を送って", .noTopicWord),
    ])
    func aLetterIsNoMoney(_ catalog: Catalog, _ utterance: String, _ refusal: MatchExplanation.Refusal) throws {
        // "send" is a word of Send Money, but not its topic ("money"): the closest, refused
        // (a letter, which no shortcut names, counts against it).
        let (result, explanation) = try explain(utterance, in: catalog)
        #expect(result.status == .noMatch)
        #expect(explanation.level == .paraphrase, "\(explanation.rendered)")
        #expect(explanation.closest?.intent == "SendMoney", "\(explanation.rendered)")
        #expect(explanation.refusal == refusal, "\(explanation.rendered)")
        #expect(explanation.parts.contains { $0.name == "confidence" })
        #expect(explanation.rendered.contains("closest: \(catalog.app.name): SendMoney score "), "\(explanation.rendered)")
        #expect(explanation.rendered.contains("refused: \(refusal.rawValue)"))
    }

    @Test func belowTheThresholdSaysItsConfidence() throws {
        // "is it frozen" says Freeze card's verb as a state (`commandAsState` refuses it, as
        // StateWordsTests checks); this test is about the threshold, so that rule is off here.
        var options = MatchOptions()
        options.paraphraseCommandAsStateRefuses = false
        let (result, explanation) = try explain("my card is it frozen for the trip to lisbon tomorrow evening",
                                                in: ParaphraseTests.english, options: options)
        if result.status == .noMatch {
            #expect(explanation.refusal == .belowThreshold, "\(explanation.rendered)")
            let confidence = try #require(explanation.parts.first { $0.name == "confidence" }?.value)
            #expect(confidence < MatchOptions().paraphraseThreshold)
        } else {
            #expect(explanation.refusal == nil && explanation.closest == nil)
        }
    }

    @Test func nothingInCommonSaysSo() throws {
        let (result, explanation) = try explain("what is the weather", in: ParaphraseTests.english)
        #expect(result.status == .noMatch)
        #expect(explanation.level == .none)
        #expect(explanation.closest == nil)
        #expect(explanation.refusal == .noSharedWord)
        #expect(explanation.rendered.hasSuffix("refused: noSharedWord"))
    }

    @Test func anAnswerHasNoRefusal() throws {
        let (result, explanation) = try explain("my card frozen", in: ParaphraseTests.english)
        #expect(result.status == .matched)
        #expect(explanation.closest == nil && explanation.refusal == nil)
        #expect(explanation.scored.isEmpty)  // listed only with `all`
    }

    @Test func inTheJSON() throws {
        let (result, _) = try explain("send a letter to my brother", in: ParaphraseTests.english)
        let json = result.json.rendered
        #expect(json.contains(#""closest": {"app": "Bank", "intent": "SendMoney""#), "\(json)")
        #expect(json.contains(#""refusal": "noTopicWord""#))
    }

    @Test func withAllEveryScoredCandidateIsListedWithItsParts() throws {
        let (_, explanation) = try explain("send my card balance", in: ParaphraseTests.english, all: true)
        #expect(explanation.scored.count >= 2, "\(explanation.rendered)")
        for scored in explanation.scored {
            #expect(Set(scored.parts.map(\.name)).isSuperset(of: ["recall", "precision", "topic", "value", "confidence"]))
        }
        let confidences = explanation.scored.map { $0.parts.first { $0.name == "confidence" }!.value }
        let topical = explanation.scored.map { $0.refusal != .noTopicWord }
        // Those that may answer first, each group best first.
        #expect(topical == topical.sorted { $0 && !$1 })
        for group in [true, false] {
            let ranked = zip(confidences, topical).filter { $0.1 == group }.map(\.0)
            #expect(ranked == ranked.sorted(by: >))
        }
    }
}

/// Evidence against a shortcut never counts for it: words of other shortcuts said (which
/// also lower precision) never raise the paraphrase model's confidence, however many.
@Suite struct ParaphraseModelMonotonicityTests {
    @Test(arguments: [0.5, 1.0, 2.0, 4.0, 8.0])
    func wordsOfOtherShortcutsNeverRaiseConfidence(got: Double) {
        let options = MatchOptions()
        var last = Double.infinity
        for others in stride(from: 0.0, through: 30.0, by: 0.25) {
            var features = Automaton.ParaphraseFeatures()
            features.recall = 1
            features.topic = 1
            features.rarest = 1
            features.credit = 1
            features.others = others
            features.precision = got / (got + others)
            let logit = features.logit(options)
            #expect(logit <= last + 1e-12, "got \(got), others \(others)")
            last = logit
        }
    }

    @Test func noWeightOfEvidenceAgainstIsPositive() {
        let options = MatchOptions()
        #expect(options.paraphraseOthersFeatureWeight <= 0)
        #expect(options.paraphraseUnknownFeatureWeight <= 0)
        #expect(options.paraphraseAppLikeFeatureWeight <= 0)
        #expect(options.paraphraseGuessFeatureWeight <= 0)
        #expect(options.paraphraseSlotGuessFeatureWeight <= 0)
    }

    /// Saying more of a shortcut never lowers its confidence: naming its value or its topic
    /// word counts for it (a fit once made the topic weight -4.1 to correct the noun and
    /// central weights, and "next bus" — a value that decides — lost its answer).
    @Test func noWeightOfEvidenceForIsNegative() {
        let options = MatchOptions()
        for (name, weight) in [("recall", options.paraphraseRecallLogWeight), ("precision", options.paraphrasePrecisionLogWeight),
                               ("topic", options.paraphraseTopicFeatureWeight), ("value", options.paraphraseValueFeatureWeight),
                               ("rarest", options.paraphraseRarestFeatureWeight), ("credit", options.paraphraseCreditFeatureWeight),
                               ("noun", options.paraphraseNounFeatureWeight), ("central", options.paraphraseCentralFeatureWeight),
                               ("slotWord", options.paraphraseSlotWordFeatureWeight)] {
            #expect(weight >= 0, "\(name): \(weight)")
        }
        // So a value named, on top of the same words, only raises the confidence.
        var features = Automaton.ParaphraseFeatures()
        features.recall = 0.8
        features.precision = 0.8
        features.credit = 1
        features.central = 0.6
        var withValue = features
        withValue.value = 1
        withValue.topic = options.paraphraseValueWeight
        #expect(withValue.logit(options) >= features.logit(options))
    }
}
