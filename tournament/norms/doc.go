// Package norms computes the USSR 1953 classification norms of an event:
// the tournament coefficient from the participants' categories, the table
// row(s) it falls in, the points each category needs for each player's
// number of games, and who earned or confirmed which category, with every
// step of the arithmetic kept so that a report can show it.
//
// The 1953 code leaves some things open; each is an explicit option with
// the default stated on every report: the index of masters, candidate
// masters and unclassified players in the coefficient, which norm applies
// at an exact integer coefficient where the text and the table disagree,
// and whether unplayed (forfeit) games count.
//
// `tournament/norms` computes the USSR 1953 classification from the effective results.
//
// It also holds an event's FIDE title norms (FIDE Title Regulations, B.01
// 1.4): NormVerdicts counts each player's games for a norm (1.4.2b/c,
// 1.4.1c, the exemptions 1.4.3a–d of tournament.RatingOptions and the
// field) and asks rating.BestNorm, whose arithmetic it is, over every
// game or, where the pairings were not fixed in advance (1.4.1e), over the
// player's first games up to the round after which the norm was met
// (NormResult.Through, which every report words);
// TitleNormForecasts asks the same verdict of the games still to play —
// by their total, or where 1.4.1f may leave wins out by the wins counted
// by kind of opponent, and each way the games may leave an unrated
// opponent in or out (1.4.2b, exclusionCases, bounded) — as ForecastEvent
// does for the 1953 categories.
// Which of these an event gives is one rule, ScopeOf: FIDE rating
// changes in a FIDE-rated event, FIDE title norms in a FIDE-rated event
// of standard play, the 1953 categories in an event of standard play
// under the 1953 code; each left out with the reason every report, view
// and page says.
// The package imports tournament and rating, and is imported by
// tournament/ratingreport and the front ends, never by tournament.
package norms
