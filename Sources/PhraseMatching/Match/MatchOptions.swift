/// How tolerant matching is: what each flexible edit costs, the score a match needs, and
/// how close two answers must be to count as a tie.
///
///     var options = MatchOptions()
///     options.threshold = 0.8   // stricter
///
/// A candidate's score is 1 minus the sum of its edits' costs.
public struct MatchOptions: Hashable, Sendable {
    /// The lowest score accepted as a match.
    public var threshold = 0.7
    /// Candidates within this margin of the best are a tie: the user is asked to choose.
    public var tieMargin = 0.04
    /// Per character edit of a typo (one in words of 4+ letters, two in 8+).
    public var typoCost = 0.1
    /// Per filler word or phrase added ("please", "can you").
    public var fillerCost = 0.02
    /// Per function word left out ("in", "the").
    public var missingWordCost = 0.05
    /// Per other word added.
    public var extraWordCost = 0.25
    /// Per word added, first or last, that no phrase, value or app name uses, when no app
    /// is named outside the phrase ("kindle" in "open Dune in kindle"): likely the name of
    /// another app.
    public var unknownWordCost = 0.35
    /// Per function word added ("in", "dans", "na"): with one left out, a preposition
    /// swapped ("na Biblioteca" for "no Biblioteca") costs this plus `missingWordCost`.
    public var extraFunctionWordCost = 0.1
    /// Per Japanese particle or ending added or left out.
    public var lightTokenCost = 0.04
    /// The app name left out with one app in scope.
    public var appOmittedCost = 0.02
    /// The app name left out with several apps in scope.
    public var appOmittedAmongSeveralCost = 0.1
    /// The app name at the start instead of its place ("Library, open Read").
    public var appMovedCost = 0.02
    /// A phrase's parameter left out ("track my with Trails"): the result asks for the value.
    public var missingValueCost = 0.15
    /// A slot filled through the searchable values instead of a suggested one.
    public var openValueCost = 0.08
    /// The least share of a value's name (its content words) the slot text must say for
    /// the value to fill the slot through the searchable values: "gatsby" names The Great
    /// Gatsby, "new" does not name Brave New World.
    public var openValueMinimumShare = 0.5
    /// Flexible matching considers utterances of at most this many words (one a token; in
    /// Japanese, a kanji or katakana run with its kana ending, not each character); longer
    /// ones are matched exactly only, and the result says `truncated`.
    public var maxFlexibleTokens = 40
    /// The most search steps one flexible match may take; beyond, the best found so far
    /// is returned and the result says `truncated`.
    public var maxSearchSteps = 200_000
    /// The most options a `needsValue` result lists.
    public var maxOptions = 50

    // MARK: Search bounds and secondary scores

    /// Flexible search explores edits costing up to `1 - threshold` plus this: a reading
    /// just below the threshold is still found, so a near miss is known as the closest
    /// candidate (for the hint) instead of nothing. 0.15 is one extra word's worth short of
    /// the threshold, which keeps the search small.
    public var searchSlack = 0.15
    /// The most an app's name said before or after the phrase may cost (typos and the
    /// moved name): one typo plus a move, not a guess at a name.
    public var appNameOutsideMaxCost = 0.25
    /// Score lost per share of a searchable value's name left unsaid ("gatsby" for "The
    /// Great Gatsby" says a half, losing 0.15): a name typed in full beats a partial one,
    /// while a partial one still passes the threshold when the rest of the phrase is exact.
    public var openValueUnsaidShareCost = 0.3
    /// Share of a searchable value's name lost per typing error in its words: the same
    /// weight as `typoCost` has on the score.
    public var openValueTypoShareCost = 0.1
    /// The longest slot text (in tokens) tried as an open value: longer titles are rare
    /// and each extra length is one more search branch.
    public var maxOpenValueTokens = 12
    /// A candidate below the threshold is shown as the hint (rendered) only from this score:
    /// below it, the phrase shares too little with what was typed to help.
    public var hintMinimumScore = 0.4
    /// The least word overlap (Dice coefficient of utterance and phrase tokens) for a
    /// phrase found by the hint scan to be suggested.
    public var hintMinimumOverlap = 0.35
    /// A hint must share at least this many letters of content words with what was typed
    /// (a kanji counts two)...
    public var hintMinimumSharedLetters = 3
    /// ...and this share of the content letters typed: "how is the weather" shares only
    /// "the" with "Show the Landmarks in Travel Tracking".
    public var hintMinimumSharedShare = 0.4

    // MARK: Paraphrase level

    /// Whether the paraphrase level runs (when exact, flexible and open-value matching
    /// found nothing at the threshold).
    public var paraphrase = true
    /// The least confidence (in [0, 1], the model's below) a paraphrase needs to be an
    /// answer: chosen by `Scripts/fit-paraphrase.py` for precision first (false accepts on
    /// other apps' requests at most 0.1% on the hwu64 development requests). The fit
    /// weighs candidates for other apps' requests 5 times (`--negative-weight 5`), and holds
    /// every weight to its sign (evidence for ≥ 0, against ≤ 0). False accepts are counted
    /// as `shortcuts coverage` counts them: an ambiguous answer to another app's request is one.
    /// Fitted at 0.185; lowered alone (no other weight refitted) to 0.1792 once the rules that
    /// refuse a question asked of a thing and a verb said with another particle had taken five
    /// false accepts off the development requests: the lowest value that keeps both sets of
    /// apps within their false accepts (eight apps ≤ 57, fresh apps ≤ 76; 0.179 takes a 77th).
    public var paraphraseThreshold = 0.1792
    /// A paraphrase answer's score is its confidence times this, below `threshold`: it always
    /// ranks under any exact, flexible or open-value answer.
    public var paraphraseMaxScore = 0.69
    /// Paraphrase answers of different intents or values whose logits (the model's weighted
    /// sums) are within this of the best are a tie (`ambiguous`): close meanings are asked,
    /// not guessed. In logit units, so a tie means the same odds ratio at any confidence.
    /// Fitted with the threshold by `Scripts/fit-paraphrase.py` (it was held at 0.25 while the
    /// logits' spread changed with each refit): of the margins answering as many hwu64
    /// development requests right (an ambiguous answer is right for none, and no false accept
    /// for another app's request), the widest.
    public var paraphraseTieMargin = 0.300
    /// Credit of a word typed with a typing error of a phrase word (its stem).
    public var paraphraseTypoCredit = 0.8
    /// A word is read as a typing error of a phrase word only from this many characters on,
    /// and only when it is no word of the language itself (no function word, not in the
    /// lexicon): "that" is not a typo of "what", nor "correct" of anything; short words are
    /// too close to each other for one edit to say which was meant.
    public var paraphraseTypoMinimumLength = 5
    /// Credit of a word derived from a phrase word ("deletion" for "delete").
    public var paraphraseDerivationCredit = 0.85
    /// Credit of a synonym of a phrase word in its most common sense ("lock" for "freeze");
    /// each less common sense (higher lexicon rank) multiplies it by
    /// `paraphraseSynonymRankDecay`, down to `paraphraseSynonymMinimumCredit`.
    public var paraphraseSynonymCredit = 0.75
    public var paraphraseSynonymRankDecay = 0.9
    /// Credit of a phrase word more general than the word said ("remove" in the phrase,
    /// "delete" said): the request is a kind of what the phrase does.
    public var paraphraseHypernymCredit = 0.7
    /// Credit of a phrase word more specific than the word said ("delete" in the phrase,
    /// "remove" said): the phrase says more than the request.
    public var paraphraseHyponymCredit = 0.55
    /// Credit of an adjective for the quality it is a value of, or back ("loud" said,
    /// "volume" in the phrase; "brightness" said, "bright" in the phrase): the words are
    /// about the same thing but do not say the same ("loud" fits turning the volume up and
    /// down alike), so less than a more specific word. Decays by rank like a synonym.
    public var paraphraseAttributeCredit = 0.5
    public var paraphraseSynonymMinimumCredit = 0.45
    /// Lexicon relations (synonyms, more general or specific words) through a sense ranked
    /// beyond this are not read: WordNet's far senses relate nearly any two common words
    /// ("correct" ↔ "time" through a rare sense), which is noise for requests.
    public var paraphraseMaximumRank = 3
    /// The weight of the phrase's value: a value named is as telling as the rarest word.
    public var paraphraseValueWeight = 1.0
    /// The weight of an utterance word no phrase or value of the loaded apps uses, nor any
    /// related word of theirs ("five", "tomorrow", "mum" in "create an alarm for mum"):
    /// real requests carry the details the developer did not make a parameter (times,
    /// dates, names, places), and such a word says nothing against any shortcut. The
    /// evidence against a phrase is a word of ANOTHER shortcut (weighed by its own weight);
    /// this small weight only keeps a request made mostly of foreign words from matching
    /// on one common word.
    public var paraphraseUnknownWordWeight = 0.15
    /// The weight of an utterance word that is a detail of the request no phrase or value
    /// uses — a number, a clock time, a date, a part of the day, a duration (`DetailWords`:
    /// "four", "pm", "tomorrow", "evening" in "make an alarm for four pm tomorrow evening").
    /// Real requests carry such details whatever they ask for, so they are no evidence
    /// against a shortcut (no unknown word, no other app's name); a third of an unknown
    /// word's weight only keeps a request made of details and one common word from matching
    /// on that word (the topic rule requires a word of the shortcut's own besides).
    public var paraphraseDetailWordWeight = 0.05
    /// The weight of an utterance word no phrase, title or value uses that the lexicon
    /// knows as a noun ("train" in "what time is the next train"): it names a thing none of
    /// the shortcuts acts on, so it says more against them than a detail does.
    public var paraphraseUnknownNounWeight = 0.4
    /// A phrase word that is a function word of the language ("what", "is", "on", "to")
    /// weighs its idf weight times this: it tells phrases apart ("turn on" / "turn off")
    /// but is no subject of the request, so "what are my alarms" is not "What's playing"
    /// on "what" and "are" alone. Low enough that such words never decide alone
    /// (`paraphraseMinimumDecisiveWeight`).
    public var paraphraseFunctionWordFactor = 0.3
    /// The least weight of an unexplained word of the language (in the lexicon) said right
    /// after a phrase content word the utterance says: it changes what that word names
    /// ("show my favorite songs" is not "Open Favorites"), so it weighs as the rarest word.
    /// Precision first.
    public var paraphraseAttachedWordWeight = 1.0
    /// Whether such a word (see `paraphraseAttachedWordWeight`) refuses the shortcut rather
    /// than only counting against it: the confidence model, fitted on requests that seldom
    /// say one, would let "show my favorite songs" open Favorites. Precision first.
    public var paraphraseAttachedWordRefuses = true
    /// Whether a noun said right after a word of the shortcut's topic, the topic said as one
    /// of its phrases writes it, is no attached word (`paraphraseAttachedWordRefuses`): a noun
    /// after the topic noun says what of that thing is asked ("traffic status", "start the
    /// coffee maker", "set up an alarm clock"), where one after a modifier or another form
    /// names another thing ("a new list" for "New alarm", "favorite songs" for "Open
    /// Favorites"). It still weighs against the shortcut as an attached word
    /// (`paraphraseAttachedWordWeight`).
    public var paraphraseTopicHeadTakesAttachedNoun = true
    /// Whether nouns said right before a word of the shortcut's topic, the topic said as the
    /// head of what one of its phrases names and bare there (`ParaphraseIndex.Entry.bareHeadWords`),
    /// that no phrase or value of the loaded apps reads, are details of that topic
    /// (`paraphraseDetailWordWeight`), no unknown words against it: a noun before a noun says
    /// which of that thing is asked ("raise speaker volume", "home town weather"), the mirror of
    /// a noun after it (`paraphraseTopicHeadTakesAttachedNoun`). Only with one of its phrases
    /// said whole besides them (`paraphraseCentralTopicMinimumRecall`) and no other word it does
    /// not explain: a verb, an adjective, a quantifier or a name there, or another word, names
    /// another thing ("find ny train time", "one more time", "go to favourite list").
    public var paraphraseModifierOfTopicIsDetail = true
    /// Whether a shortcut is refused when the utterance names a word of it as the user's own
    /// ("my events", "mes événements", "私のイベント") and no phrase of its app names a
    /// particular thing, with a possessive or a definite article ("Find events near me",
    /// "Recommend a movie": a catalogue's search). The request then asks for the user's own
    /// data — "show me my events" is a calendar's — which the app does not keep; an app that
    /// says "the lights" or "my alarms" does (`OwnerWords`). Not a feature of the fitted
    /// model: a rule, as `paraphraseAttachedWordRefuses`. Precision first.
    public var paraphraseUsersOwnThingRefuses = true
    /// Whether a shortcut is refused when every word of the utterance read as the verb its
    /// phrases start with is said as a state or a past, after an auxiliary ("is my alarm set",
    /// "what alarms do I have set", "have I set an alarm": `StateWords`, English only), and none
    /// of its phrases is a question. Such a request asks about the thing the command
    /// acts on; a shortcut that asks about it ("What alarms do I have") may answer, else
    /// nothing does. A shortcut so refused ranks after those not refused. Not a feature of
    /// the fitted model: a rule, as `paraphraseUsersOwnThingRefuses`. Precision first.
    public var paraphraseCommandAsStateRefuses = true
    /// Whether a shortcut is refused when every word the utterance reads as the verb its
    /// phrases start with is said as a thing, inside a noun phrase a determiner begins ("how
    /// long until my order arrives", "the last takeaway order": `DeterminerWords`), another
    /// shortcut of its app says that word as a thing (other than first: "Where is my order")
    /// and none of its own phrases does: the request names that thing, it does not ask for
    /// the command ("Order food" is not asked, "Where is my order" may answer). A shortcut so refused ranks after those not refused. A rule, as
    /// `paraphraseCommandAsStateRefuses`, not a feature of the fitted model.
    public var paraphraseCommandAsThingRefuses = true
    /// Whether a shortcut is refused when one of its phrases asks a question of the impersonal
    /// pronoun ("What time is it in ${city}") and the utterance asks it of a thing instead —
    /// its beginning, an auxiliary, then a subject ("what time does the train arrive", "what time
    /// is the party tonight": `ImpersonalQuestions`, English only): it asks when that thing
    /// happens, not the time now. A shortcut so refused ranks after those not refused. A rule,
    /// as `paraphraseCommandAsStateRefuses`, not a feature of the fitted model.
    public var paraphraseQuestionOfAThingRefuses = true
    /// Whether a phrase is refused, at the flexible and the paraphrase level, when the utterance
    /// says one of its verbs with another particle than every one its phrases say it with, and
    /// none of those ("turn up the speakers" for "Turn on the ${plug}", "turn the volume off"
    /// for "Turn up the volume", "Turn ${applicationName} up": `ParticleVerbs`, English only):
    /// the particle makes the verb another action. The flexible level would read the particle as
    /// a filler and the phrase's as a missing function word; the paraphrase level weighs both
    /// as function words. Precision first.
    public var otherParticleRefuses = true
    /// Whether words no app in scope uses, said last after a preposition that introduces an
    /// app's name, are read as no app's name when a determiner begins them ("turn off the
    /// lights in my room", "… in this room": `DeterminerWords`), by a shortcut of an app that
    /// keeps the user's things (one of its phrases names a particular thing: `OwnerWords`):
    /// an app's name is a proper name, said bare. After a possessive or an article, only
    /// words of the language (`Lexicon.knows`) are so read: "play jazz on my spotify" names
    /// the app the user owns, as "on spotify" does. To an app that searches a catalogue ("Find
    /// events near me"), "… on my calendar" still names another app's thing. Without it
    /// they count as `ParaphraseFeatures.appLike`.
    public var paraphraseDeterminedIsNoAppName = true
    /// Whether a shortcut is refused when, with several apps in scope, the utterance also
    /// says the topic of a shortcut of another app that it does not explain ("turn the
    /// lights on and set an alarm" with a smart-home and a clock app, "add a book and buy a
    /// day pass"): a request for two things is no request for one of them, however its
    /// words weigh. A word both shortcuts read, or an app named (which narrows the scope to
    /// it), is no other topic. The fitted weight of other shortcuts' words stays 0
    /// (`paraphraseOthersFeatureWeight`); this rule looks only at other apps' topics, however
    /// they came (`ParaphraseScore.topicTokens`): a topic word, a value, a central word, or a
    /// phrase said whole with a word only that shortcut uses ("change the temperature" for a
    /// shortcut titled Set thermostat, "wake me up" for Set alarm).
    public var paraphraseAnotherAppsTopicRefuses = true
    /// The least recall of the other app's shortcut for that rule: one of its phrases said
    /// whole (or nearly), a request of its own. A lower bound refused requests for one app
    /// that only touch another's word: with the eight hwu64 development apps loaded together,
    /// "resume audiobook playback" (the music app's "playback") and "set an alarm for eight am"
    /// lost their answers (58 of 5,046 requests at any recall, about 14 at this one).
    public var paraphraseAnotherAppsMinimumRecall = 0.99
    /// The weight of an utterance word that names a value of a type the phrase does not
    /// take: another shortcut's object, as telling as the rarest word.
    public var paraphraseOtherValueWeight = 1.0
    /// At least one word of the shortcut's topic (a noun-like word central to it, see
    /// `paraphraseMinimumCentrality`, or its value) said with a credit of
    /// `paraphraseDecisiveMinimumCredit` or more (as written, another form, a typo, a
    /// closest synonym) must weigh this much: a paraphrase needs a word that tells the
    /// shortcuts apart, not only common ones ("open", "what", "have") or loosely related
    /// ones. 0.3 lets a topic shared by half the catalog's shortcuts decide ("lights" in a
    /// smart-home app where five of nine shortcuts are about lights: the other words then
    /// rank them, or they tie); on hwu64 dev, 0.5 loses 3 points of recall for 0.006% fewer
    /// false accepts.
    public var paraphraseMinimumDecisiveWeight = 0.3
    /// Recall counts the words of a shortcut's other phrases and titles said this much each
    /// (the words of the phrase scored count fully): a request mixes the phrases of one
    /// shortcut ("today's weather forecast"), yet one phrase said whole says more.
    public var paraphraseSiblingWordFactor = 0.5
    /// A word decides (`paraphraseMinimumDecisiveWeight`) only if at least this share of the
    /// shortcut's phrases and titles say it: the shortcut's topic ("alarm" in every phrase of
    /// Show Alarms), not a verb of one of its phrases ("show", "get").
    public var paraphraseMinimumCentrality = 0.4
    /// Whether only noun-like words decide (`ParaphraseIndex.isTopical`): a verb or particle
    /// many domains share ("play", "show", "off") is no topic.
    public var paraphraseTopicIsNounLike = true
    /// Whether a value of a shortcut's parameter named in the utterance ("jazz", "kitchen")
    /// is itself a word of its topic: it says what the shortcut is asked about as well as the
    /// object noun does.
    public var paraphraseValueDecides = true
    /// Whether a value of the shortcut's own parameter named in the utterance is evidence of
    /// its topic by itself (without a central word said beside it).
    public var paraphraseOwnValueIsTopic = false
    /// Whether a word only few of the loaded shortcuts use (weight at least
    /// `paraphraseRareWordMinimumWeight`) is evidence of its topic, whatever its part of
    /// speech and however few of its phrases say it.
    public var paraphraseRareWordIsTopic = false
    public var paraphraseRareWordMinimumWeight = 1.000
    /// Whether a noun-like word of the shortcut said at a deciding credit that few of its
    /// phrases say (weight at least `paraphraseNounTopicMinimumWeight`: "forecast" for a
    /// weather shortcut whose phrases mostly say "weather") may carry its topic; the model
    /// then weighs it (`paraphraseNounFeatureWeight`) apart from a central one.
    public var paraphraseNounIsTopic = false
    public var paraphraseNounTopicMinimumWeight = 1.000
    /// Whether a word the shortcut does not explain, where one of its phrases has its
    /// parameter right after a word central to it ("play chopin" for "Play ${artist}"), is
    /// evidence of its topic as a value named would be (`ParaphraseFeatures.slotWord`).
    public var paraphraseSlotWordIsTopic = false
    /// Whether a word central to the shortcut of weight at least
    /// `paraphraseCentralTopicMinimumWeight` (1: no other loaded shortcut uses it), whatever
    /// its part of speech, carries its topic when the request says at least
    /// `paraphraseCentralTopicMinimumRecall` of one of its phrases (or titles): "i want you to
    /// mute" for "Mute the music in ${applicationName}", whose noun ("music") every shortcut of
    /// the app shares. The model then weighs it (`paraphraseCentralFeatureWeight`).
    public var paraphraseCentralIsTopic = true
    /// The least weight of that central word (`paraphraseCentralIsTopic`). 1: no other loaded
    /// shortcut uses it, so it tells this shortcut apart whatever its part of speech; a
    /// lower weight would let a verb other shortcuts share ("set", "show") carry a topic.
    /// Tried with the refit on hwu64 dev (commit df3d43d): at 1 with recall 0.99, replay
    /// 37.24% (1879/5046) at 0.090% false accepts, cross-validated above the gate without it;
    /// any discriminating word of weight 0.8 or more instead lost in cross-validation.
    public var paraphraseCentralTopicMinimumWeight = 1.000
    /// The least recall of one of its phrases (or titles) for that central word to carry the
    /// topic: the phrase said whole, a request of its own, not one word of it said among
    /// others ("next" for the next departure, "list" for Show Alarms, which other apps'
    /// requests say). 0.99 rather than 1 only absorbs rounding in the sum of weights; the
    /// same fit as `paraphraseCentralTopicMinimumWeight` chose it, 0.9 ranking below.
    public var paraphraseCentralTopicMinimumRecall = 0.990
    /// Whether a request that says one of a shortcut's phrases whole carries its topic: every
    /// content word of the phrase (the app's name aside) as written or in another form of it
    /// (no synonym), its value where the phrase has a parameter, and besides only fillers,
    /// function words and details (a time, a number), when one of those words is used by no
    /// other loaded shortcut (`paraphraseCentralTopicMinimumWeight`) and is no detail itself
    /// (not "today" of "What do I have today" in "whats today"): "wake me up at seven" for
    /// "Wake me up with ${applicationName}" of Set alarm, whose topic ("alarm") it never names
    /// and whose "wake" only one of its six phrases and titles says (so no central word,
    /// `paraphraseCentralIsTopic`). The model's weights are not refitted for it. On hwu64 dev
    /// (recallc13): 2,049 → 2,065 of 5,046 right, the same 57 false accepts; fresh apps 554 →
    /// 555, the same 76.
    public var paraphraseWholePhraseIsTopic = true

    // MARK: Paraphrase confidence model
    //
    // A paraphrase's confidence is the logistic of a weighted sum of its evidence
    // (`Automaton.ParaphraseFeatures`): logit = bias + recallLog × ln(recall)
    // + precisionLog × ln(precision) + topic × (weight of the topic word said)
    // + value × (credit of its value named) + rarest × (weight of its rarest word said)
    // + others × (weight of other shortcuts' words said) + unknown × (weight of words no
    // shortcut uses) + credit × (mean credit of its words said) + appLike + guess
    // + noun × (weight of its heaviest noun-like word said) + central × (weight of its
    // heaviest central word said). The weights are fitted by `Scripts/fit-paraphrase.py`
    // (logistic regression on the hwu64 development requests, candidates for other apps'
    // requests weighing 5 times, then coordinate ascent; see the script): a handful of
    // global weights, no word of any app. No weight of evidence against (others, unknown,
    // appLike, guess) is positive: the fit holds one at 0 when it would be.

    /// The model's constant term.
    public var paraphraseModelBias = -5.272
    /// Weight of ln(recall), ln(precision): how much a missing share of the phrase and an
    /// unexplained share of the utterance count.
    public var paraphraseRecallLogWeight = 2.783
    public var paraphrasePrecisionLogWeight = 3.108
    /// Weight of the heaviest topic word said (or of the value that decides). A topic word
    /// is also counted by `paraphraseNounFeatureWeight` and `paraphraseCentralFeatureWeight`;
    /// the fit may not make this negative to correct their sum (it did once: -4.1, and a
    /// value that decides, "next bus", then cost its shortcut the answer).
    public var paraphraseTopicFeatureWeight = 0.000
    /// Weight of a value of the shortcut's parameter named.
    public var paraphraseValueFeatureWeight = 0.000
    /// Weight of the rarest word of the shortcut said.
    public var paraphraseRarestFeatureWeight = 1.872
    /// Weight of the words of other shortcuts (and other values) said. Held at 0, not fitted
    /// (`Scripts/fit-paraphrase.py --fixed paraphraseOthersFeatureWeight=0`): they already
    /// lower `precision`, and the fit's positive weight (1.023) outgrew that past about four
    /// words, so padding a request with other shortcuts' words raised its confidence ("i left
    /// my book on the shelf and lost my day pass" bought a day pass). No weight of evidence
    /// against may be positive.
    public var paraphraseOthersFeatureWeight = 0.000
    /// Weight of the words no shortcut uses said.
    public var paraphraseUnknownFeatureWeight = -2.014
    /// Weight of the mean credit of the words read.
    public var paraphraseCreditFeatureWeight = 4.221
    /// Weight of unknown words ending the utterance where an app's name would be. Fitted
    /// (bounded at 0), no longer held at -10: "how is the traffic on I twenty five" is
    /// Check Traffic, a number where a name would be.
    public var paraphraseAppLikeFeatureWeight = -10.000
    /// Weight of a required value not named beside a word the shortcut does not explain.
    /// Fitted (bounded at 0), no longer held at -10: "turn off smart plug socket" is asked
    /// which plug, not refused.
    public var paraphraseGuessFeatureWeight = -1.000
    /// Weight of the heaviest noun-like word of the shortcut said, central or not.
    public var paraphraseNounFeatureWeight = 0.553
    /// Weight of the heaviest word central to the shortcut said, any part of speech.
    public var paraphraseCentralFeatureWeight = 0.427
    /// Weight of a word it does not explain said where a phrase has its parameter, after a
    /// word central to it (`ParaphraseFeatures.slotWord`).
    public var paraphraseSlotWordFeatureWeight = 2.558
    /// Weight of a required value not named while a word it does not explain stands where a
    /// phrase has that parameter (`ParaphraseFeatures.slotGuess`): "get conditions on mount
    /// everest" asks about a trail the app does not list.
    public var paraphraseSlotGuessFeatureWeight = -10.000
    /// Recall and precision below this count as this in their logarithms.
    public var paraphraseLogFloor = 0.01

    /// The least credit of a reading that may decide (see `paraphraseMinimumDecisiveWeight`):
    /// a synonym in its most common sense (`paraphraseSynonymCredit`) and above.
    public var paraphraseDecisiveMinimumCredit = 0.75
    /// The most entries (phrases) one utterance's words may touch before the rarest words
    /// alone are used: keeps the level linear in what the utterance touches.
    public var paraphraseMaxPostings = 20_000

    public init() {}
}
