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
    /// Flexible matching considers utterances of at most this many tokens; longer ones
    /// are matched exactly only, and the result says `truncated`.
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

    public init() {}
}
