// Package tournament holds the event itself: players, rounds, pairings,
// results, standings and tie-breaks, and the rules that turn one into the
// other. It is pure: persistence lives in tournament/store, file formats in
// tournament/trf, other programs' files read and written in
// tournament/exchange, the Swiss system in tournament/swiss and classification
// norms in tournament/norms.
//
// `tournament/` is the event as plain data (`model.go`, `game.go`) and pure functions over it: round robin
// (`roundrobin.go`, the Berger construction that the 1953 tables print), results, the *effective* results
// after the withdrawal policy (`effective.go`: nothing recorded is ever overwritten, every view is computed
// from the recorded results; under the as-played rule a withdrawal records the opponent's forfeit win of a
// later game already paired and without a result, `WithdrawalForfeits`, in the same store action), standings and tie-breaks (`standings.go`, under the edition of FIDE's Tie-Break Regulations in force at the event's start, `TieBreakRules`; see `docs/tiebreaks.md`),
// crosstable, the event in TRF's model (`trfmodel.go`: `ToTRF`, which the Swiss pairing
// reads and tournament/exchange writes), the arbiter's pairing edits on a copy of a round
// (`pairedit.go`, judged by `CheckSwissRound` before anything is saved; a team round's in
// tournament/team's `pairedit.go`: `ExchangeTeams`, `SwapTeamColours`, `GiveTeamBye`, judged by `CheckEditedTeamRound`,
// the boards laid by `LayTeamRound` — a moved team keeps its line-up board for board, a team from the
// bye plays its default one —, saved by the rule `ValidateEditedTeamRound`: the last round only, every
// team once, one pairing-allocated bye, requested byes and matches with a result as they are).
// Team events (systems `team-round-robin`, `team-swiss`) are the same event with its players grouped:
// `team.go` holds the model (`Team`, `TeamMatch`, `TeamOptions`, `Event.Teams`, `Event.Matches`) and the
// rules the store judges on it; what only a team event computes is the package tournament/team, whose
// doc describes the whole of team events.
//
// `tournament/prizes.go` is the prize list, one computation (`PrizeList`) for the window, the
// command line (`prizes --json`), the paper and the venue pages, and for both kinds of event: it
// goes down `PrizeTable`, the standings, or a team event's teams by the team standings (match points,
// then the team tie-breaks), a team's ranking group by `RankingGroup.TeamMember` (a rating band by
// `TeamRating`, the average of its rated players on its first boards; women, year of birth and club
// when each of its players is); the paper adds a team event's board prizes (`BoardPrizes`). The slots go in the rules' order
// (the most money first, by the announced amounts before any sharing, or overall then the groups as
// listed) to the best-placed player without a prize who has not withdrawn, one prize a player; each
// group's places are then counted over its players without a prize elsewhere (`shareOut`). Players
// tied on the deciding score — the points with `Hort`, the place after every tie-break without —
// pool the money of the places they occupy, places past the last paid one counting 0, so a tie
// running past the paid places brings its players into the money. Equal division gives each pool/n;
// Hort is the variant that keeps half of each place's money to its place, in tie-break order, and
// shares the rest of the pool equally (places 2 and 3 paying 30 and 0: 22.50 and 7.50). What is not
// money (a cup, a book) does not divide and stays with its place, so the tied player best placed by
// the tie-breaks takes it (the usual practice with indivisible prizes). Shares are rounded down to
// the cent; the cents that do not divide are `Prizes.Remainder`, so that `Fund = Paid + Unpaid +
// Remainder` holds to the cent and every list prints the account and the currency
// (`PrizeRules.Currency`). A player whom ties bring past the paid places of two groups shares in the
// group whose prizes come first in the rules' order.
package tournament
