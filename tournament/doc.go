// Package tournament holds the event itself: players, rounds, pairings,
// results, the tie-breaks an event names, and the rules that turn one into
// the other. It is pure: persistence lives in tournament/store, file formats in
// tournament/trf, other programs' files read and written in
// tournament/exchange, the Swiss system in tournament/swiss and classification
// norms in tournament/norms.
//
// `tournament/` is the event as plain data (`model.go`; a game as recorded at its board is tournament/replay) and pure functions over it: round robin
// (`roundrobin.go`, seated by the Berger tables of package tournament/berger), results, the *effective* results
// after the withdrawal policy (`effective.go`: nothing recorded is ever overwritten, every view is computed
// from the recorded results; under the as-played rule a withdrawal records the opponent's forfeit win of a
// later game already paired and without a result, `WithdrawalForfeits`, in the same store action), the tie-break ids an event may name (package tournament/tiebreak, which this package imports; standings, tie-breaks and crosstables are computed in tournament/standings, above this package; see `docs/tiebreaks.md`),
// the event's TRF codes (`trfmodel.go`; the event in TRF's model is tournament/trfevent, which the Swiss
// pairing reads and tournament/exchange writes); the Swiss pairing, its check, the arbiter's pairing edits on a
// copy of a round and the pairing list are package tournament/pairing (its `pairedit.go`, judged by
// `CheckSwissRound` before anything is saved; a team round's in tournament/team's `pairedit.go`: `ExchangeTeams`, `SwapTeamColours`, `GiveTeamBye`, judged by `CheckEditedTeamRound`,
// the boards laid by `LayTeamRound` — a moved team keeps its line-up board for board, a team from the
// bye plays its default one —, saved by the rule `ValidateEditedTeamRound`: the last round only, every
// team once, one pairing-allocated bye, requested byes and matches with a result as they are; a bye given by
// hand in an even round leaves its opponent a second bye, `SecondByes`, which scores what the arbiter
// chooses of `SecondByeKinds`, set by `ScoreSecondByes` and asked only for `NewSecondByes`, those not saved so: the event's bye, or in a Swiss a zero-point bye,
// marked `TeamMatch.LeftOut` as the arbiter's, not the team's request (`TeamMatch.Requested`), so that
// the editor may change it and a round taken back does not ask for it again).
// Team events (systems `team-round-robin`, `team-swiss`) are the same event with its players grouped:
// `team.go` holds the model (`Team`, `TeamMatch`, `TeamOptions`, `Event.Teams`, `Event.Matches`) and the
// rules the store judges on it; what only a team event computes is the package tournament/team, whose
// doc describes the whole of team events.
//
// The prize list is the package tournament/prizes, above this one.
package tournament
