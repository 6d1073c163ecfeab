// Package ratingreport is an event's FIDE rating report: each player's
// rating change, K and performance from the games as recorded
// (Of), the rating on a national list beside FIDE's
// (NationalReports: one report for each national list the event rates,
// the players no list rates said beside them), and the command line's reading of the arbiter's K
// factors and national ratings (ParseKSet, ParseNational), a player named
// as PlayerRefs names him; StandingsPerformance, the performance final
// standings show beside their tie-breaks: the TPR tie-break's where it is
// one of them, else this report's.
//
// The arithmetic is tournament/rating's; the title norms each row carries
// are tournament/norms' (NormVerdicts). The arbiter's rating settings,
// tournament.RatingOptions, are the event's own data, kept in the file and
// judged by the store, so they stay in tournament. The package imports
// tournament, norms, rating and standings; tournament never imports it.
package ratingreport
