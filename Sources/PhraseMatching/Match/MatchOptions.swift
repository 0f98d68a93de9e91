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
    /// Flexible matching considers utterances of at most this many tokens; longer ones
    /// are matched exactly only, and the result says `truncated`.
    public var maxFlexibleTokens = 40
    /// The most search steps one flexible match may take; beyond, the best found so far
    /// is returned and the result says `truncated`.
    public var maxSearchSteps = 200_000
    /// The most options a `needsValue` result lists.
    public var maxOptions = 50

    public init() {}
}
