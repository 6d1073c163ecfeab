// Package pairing pairs an individual event's rounds and lists them: the
// Swiss pairing of the event by its FIDE system (PairSwiss, over the
// Dutch, Dubov and Burstein engines of tournament/swiss, fed the event's
// report as trfevent.ToTRF writes it) and the check of a round as
// stored or as edited (CheckSwiss, CheckSwissRound, CheckRoster), the
// arbiter's changes to a round on a copy before anything is saved
// (pairedit.go: ExchangeOpponents, PairByHand, GiveBye, RemoveBoard,
// SwapColours; boards with a result are never changed), when a round may
// be taken back (CanUnpair), and a round's pairing list as paper and the
// venue pages show it (pairinglist.go: RoundList, NameList, PointsBefore,
// ByeText).
//
// It imports tournament, which never imports it: what the event model
// keeps and the store judges stays there — the Swiss options and their
// rule (tournament.SwissOptions, CheckSwissOptions), the pairing numbers
// (SwissNumbers), the byes asked for (RequestBye, its byes.go), the round
// robin's seats and rounds (roundrobin.go: TotalRounds, PairRoundRobin,
// over tournament/berger's table, which the norm forecast's completion
// and the TRF conversion read) and the games a round waits on
// (Unfinished, ReadyToPair). A team event's pairing is tournament/team's,
// over tournament/teamswiss. tournament/conduct asks this package for a
// round, which the store saves; the store asks it whether a round may be
// taken back (CanUnpair) and for the changes it judges (ExchangeOpponents,
// SwapColours); the front ends ask it for the lists and the checks.
package pairing
