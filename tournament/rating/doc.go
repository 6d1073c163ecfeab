// Package rating computes rating changes and performance ratings under
// the FIDE Rating Regulations effective 1 March 2024 (FIDE Handbook B.02)
// as amended with effect from 1 October 2025 (8.3.1: a player rated 2650
// or more has no 400-point cap on the rating difference). It is pure
// arithmetic over plain numbers and imports nothing of ours; article
// numbers in the comments are those of that edition.
//
// `tournament/rating` is the FIDE Rating Regulations effective 1 March 2024, as amended with effect
// from 1 October 2025, as pure arithmetic (imports nothing of ours): the expected-score table (8.1.2)
// with the 400-point cap of 8.3.1 for a player rated below 2650 (`expectedFor`), the dp
// table and the performance rating (8.1.1), K by 8.3.3 with the 700 rule, and a player's change over
// his rated games. `ratingreport.Of` feeds it the recorded games (played over the board
// against a rated opponent, and not ended before a move: `Pairing.Unrated`, TRF `W`/`D`/`L`) and derives K from rating, GM/IM title and birth year against the year of `KAgeDate` (the event's dates, else today's, said on every report), with the
// arbiter's K per player overriding (kept with its reason in `tournament.RatingOptions`, a third JSON
// `meta` row, `rating-options`, with the event's norm exemption and national lists; `ParseKSet` reads `--k`); the
// standings' ARO/TPR tie-breaks use `rating.Performance` too; `rating.InitialRating` is the initial
// rating of an unrated player (8.2). `titlenorm.go` is the FIDE Title Regulations effective 1 January
// 2024, section 1.4: `CheckNorm` judges one norm and returns each shortfall as article, kind and
// numbers, `BestNorm` also tries the wins 1.4.1f lets a player leave out (in a round robin only
// while every game together keeps the mix of 1.4.3–1.4.5) and reports a norm that a rule not
// implemented decides (a double round robin's) as `CannotJudge`, never met; `tournament/norms/titlenorms.go`
// feeds it each player's games (1.4.2b/c, 1.4.1c, the exemptions 1.4.3a–d). The words of a verdict
// ("½ point short") are `words.NormVerdict`, shared by the window, the command line and the paper.
package rating
