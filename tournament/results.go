package tournament

import (
	"slices"

	"arbiter/engine"
)

// FindPairing returns the game on a board of a round, the board numbered
// as every list numbers it: a bye is on none ("–"), so the number the
// round keeps it under, after its games, is a board the round lacks.
func (ev *Event) FindPairing(round, board int) (*Pairing, error) {
	return findIn(ev.Rounds, round, board)
}

func findIn(rounds []Round, round, board int) (*Pairing, error) {
	for i := range rounds {
		if rounds[i].Number != round {
			continue
		}
		for j, p := range rounds[i].Pairings {
			if p.Board == board && !p.IsBye() {
				return &rounds[i].Pairings[j], nil
			}
		}
		return nil, rounds[i].NoBoard(board)
	}
	return nil, engine.NewMessage("event.err.result.round", "round", round)
}

// NoBoard is the refusal of a board that the round does not have, as
// every front end says it: it names the boards the round has, so that a
// number typed by mistake shows the one meant; a round without boards is
// not paired. The boards named are the games': a bye is on no board in
// the lists ("–"), though kept after the games' boards, so a round of
// byes alone has none to name.
func (rd Round) NoBoard(board int) *engine.Message {
	last := 0
	for _, p := range rd.Pairings {
		if !p.IsBye() {
			last = max(last, p.Board)
		}
	}
	switch {
	case len(rd.Pairings) == 0:
		return engine.NewMessage("event.err.result.round", "round", rd.Number)
	case last == 0:
		return engine.NewMessage("event.err.result.byes", "round", rd.Number, "board", board)
	}
	return engine.NewMessage("event.err.result.board", "round", rd.Number, "board", board, "last", last)
}

// ValidateResult checks that r may be entered on a board of the event:
// the board exists and ResultAllowed takes r on it.
func (ev *Event) ValidateResult(round, board int, r Result) (*Pairing, error) {
	p, err := ev.FindPairing(round, board)
	if err != nil {
		return nil, err
	}
	white, _ := ev.Player(p.White)
	black, _ := ev.Player(p.Black)
	if err := ResultAllowed(*p, white, black, r, ev.WithdrawalRule()); err != nil {
		return nil, err
	}
	return p, nil
}

// ResultAllowed is the event's rule for a result: r is one of the defined
// results, p is a game, not a bye, and a game after either player's
// withdrawal (white and black are p's players, nil when unknown) was never
// played, so it takes no played result (AfterWithdrawal, whose refusal
// says what the event's withdrawal rule, rule, makes of it). It reads
// nothing else, so that the store judges a result without loading the
// event.
func ResultAllowed(p Pairing, white, black *Player, r Result, rule WithdrawalPolicy) error {
	if p.IsBye() {
		return engine.NewMessage("event.err.result.bye", "round", p.Round, "board", p.Board)
	}
	if r > Adjourned {
		return engine.NewMessage("event.err.result.invalid", "result", r.String())
	}
	if r.Played() {
		return p.AfterWithdrawal(white, black, rule)
	}
	return nil
}

// AfterWithdrawal refuses p's game after either player's withdrawal
// (white and black are p's players, nil when unknown): it was never
// played, so it takes neither a played result nor a move. The refusal
// says what the event's withdrawal rule (rule, Event.WithdrawalRule) makes
// of the game, as EffectiveResults counts it, and advises no entry the
// rule does not ask for: kept as played, the game counts for nobody
// unless it holds a forfeit (the withdrawal's, WithdrawalForfeits, where
// it was paired before); under the 1953 rule §27 decides it.
func (p Pairing) AfterWithdrawal(white, black *Player, rule WithdrawalPolicy) error {
	key := "event.err.result.withdrawn"
	if rule == WithdrawalAsPlayed {
		key = "event.err.result.withdrawn.asplayed"
	}
	for _, q := range []*Player{white, black} {
		if q != nil && q.GoneBefore(p.Round) {
			return engine.NewMessage(key, "name", q.Name, "round", p.Round, "after", q.WithdrawnAfter)
		}
	}
	return nil
}

// RulingRefused is the event's rule for a ruling on the game of a board
// of a round whose result is r: none is given once the result is recorded
// (an adjourned game's is not, and is ruled on at its resumption); nil
// where one may be. The store refuses to log one with it, the desk to
// propose one, and the command line says it before what the Laws would
// say.
func (r Result) RulingRefused(round, board int) error {
	if !r.Finished() {
		return nil
	}
	// Shown as the pairing lists show it; a final result's text reads no
	// catalogue (only an adjourned game's does).
	return engine.NewMessage("event.err.ruling.result", "round", round, "board", board, "result", r.Text(nil))
}

// ValidateWithdrawal checks a withdrawal: the player exists, has not
// withdrawn already, afterRound is a round that has been paired, and the
// player has no game played in a later round. A player who leaves before round 1 is simply removed.
func (ev *Event) ValidateWithdrawal(id int64, afterRound int) (*Player, error) {
	p, ok := ev.Player(id)
	if !ok {
		return nil, engine.NewMessage("event.err.player.unknown", "id", id)
	}
	if p.Withdrawn() {
		return nil, engine.NewMessage("event.err.withdraw.again", "name", p.Name, "round", p.WithdrawnAfter)
	}
	// A match conceded (1953 §27) is over: nobody withdraws from it after.
	if by, ok := ev.MatchConcession(); ok {
		return nil, engine.NewMessage("event.err.match.conceded", "name", by.Name, "round", by.WithdrawnAfter)
	}
	switch {
	case len(ev.Rounds) == 0:
		return nil, engine.NewMessage("event.err.withdraw.none-paired", "name", p.Name)
	case afterRound < 1:
		// Before round 1: the way the event accepts, removing a player
		// in no round or withdrawing one after his first (the advice was
		// to remove a player whom round 1's pairing keeps).
		if _, err := ev.ValidateDeletion(id); err == nil {
			return nil, engine.NewMessage("event.err.withdraw.remove", "name", p.Name, "round", afterRound, "paired", len(ev.Rounds))
		}
		return nil, engine.NewMessage("event.err.withdraw.first", "name", p.Name, "round", afterRound, "first", ev.firstRoundOf(id))
	case afterRound > len(ev.Rounds):
		return nil, engine.NewMessage("event.err.withdraw.round", "name", p.Name, "round", afterRound, "paired", len(ev.Rounds))
	case ev.afterLastRound(afterRound):
		return nil, engine.NewMessage("event.err.withdraw.last", "name", p.Name, "round", afterRound)
	}
	for _, rd := range ev.Rounds {
		for _, g := range rd.Pairings {
			if rd.Number > afterRound && (g.White == id || g.Black == id) && g.Result.Played() {
				return nil, engine.NewMessage("event.err.withdraw.played", "name", p.Name, "round", afterRound, "played", rd.Number)
			}
		}
	}
	return p, nil
}

// afterLastRound says a withdrawal after round after leaves nothing to
// withdraw from: it is the event's last round (TotalRounds, or the last of
// the paired rounds where more were paired, as an import may hold). It
// would only mark a player, or a team, who played every game withdrawn.
// A Swiss whose number of rounds is not set has no last round yet.
func (ev *Event) afterLastRound(after int) bool {
	total := ev.TotalRounds()
	return total > 0 && after >= max(total, ev.PairedRounds())
}

// firstRoundOf is the first paired round with player id in it (a game or
// a bye), the first round where there is none.
func (ev *Event) firstRoundOf(id int64) int {
	for _, rd := range ev.Rounds {
		if slices.ContainsFunc(rd.Pairings, func(g Pairing) bool { return g.White == id || g.Black == id }) {
			return rd.Number
		}
	}
	return 1
}

// ValidateDeletion checks deleting a player. Before round 1 is paired
// anybody goes; after, in an individual Swiss, only one in no round paired
// (most often one entered twice by mistake, whom the refusal tells how to
// take out of the last round while it has no result): his going moves those below
// him on the initial ranking list up a pairing number, as a late entry
// moves them down (FIDE C.04.2). A round robin's schedule and a team
// event's lineups are made for their whole field: there, and for a player
// in a round, the arbiter withdraws him instead, or is told that he has.
func (ev *Event) ValidateDeletion(id int64) (*Player, error) {
	p, ok := ev.Player(id)
	if !ok {
		return nil, engine.NewMessage("event.err.player.unknown", "id", id)
	}
	if !ev.Started() {
		return p, nil
	}
	// A player who has withdrawn already is told so, not to withdraw.
	withdraw := func(key string, kv ...any) error {
		if p.Withdrawn() {
			return engine.NewMessage("event.err.delete.withdrawn", "name", p.Name, "after", p.WithdrawnAfter)
		}
		return engine.NewMessage(key, append([]any{"name", p.Name}, kv...)...)
	}
	if !ev.Settings.System.IndividualSwiss() {
		return nil, withdraw("event.err.delete.started")
	}
	for _, rd := range ev.Rounds {
		for _, g := range rd.Pairings {
			if g.White == id || g.Black == id {
				if rd.Number == len(ev.Rounds) && !rd.HasResults() {
					return nil, engine.NewMessage("event.err.delete.unpair", "name", p.Name, "round", rd.Number)
				}
				return nil, withdraw("event.err.delete.paired", "round", rd.Number)
			}
		}
	}
	return p, nil
}

// HasResults reports whether a game of the round has its result: until
// then un-pairing the round loses nothing.
func (rd Round) HasResults() bool {
	return slices.ContainsFunc(rd.Pairings, func(g Pairing) bool { return g.Result != NoResult })
}

// ValidateReinstatement checks taking a withdrawal back: the player has
// withdrawn and a round is left to pair him in. He is paired again from
// the next round; the rounds paired since he left stay as recorded.
func (ev *Event) ValidateReinstatement(id int64) (*Player, error) {
	p, ok := ev.Player(id)
	if !ok {
		return nil, engine.NewMessage("event.err.player.unknown", "id", id)
	}
	if !p.Withdrawn() {
		return nil, engine.NewMessage("event.err.reinstate.not-withdrawn", "name", p.Name)
	}
	if next := ev.NextRound(); next > ev.TotalRounds() {
		return nil, engine.NewMessage("event.err.reinstate.over", "name", p.Name, "paired", ev.PairedRounds())
	}
	return p, nil
}

// Symbol writes a player's outcome of a game the way a crosstable shows
// it: 1, ½, 0, + and − for forfeits (1953 §24), * for a game to be played
// and A for an adjourned one.
func Symbol(r Result, white bool) string {
	switch r {
	case Draw:
		return "½"
	case WhiteWins, BlackWins:
		if (r == WhiteWins) == white {
			return "1"
		}
		return "0"
	case WhiteForfeitWin, BlackForfeitWin:
		if (r == WhiteForfeitWin) == white {
			return "+"
		}
		return "−"
	case DoubleForfeit:
		return "−"
	case Adjourned:
		return "A"
	}
	return "*"
}

// NameKey is the catalogue key of the bye's name, as the pairing lists and
// the audit log name it; "" for none.
func (b ByeKind) NameKey() string {
	switch b {
	case ByeRoundRobin:
		return "print.bye.free"
	case ByePairingAllocated:
		return "print.bye.pairing"
	case ByeHalfPoint:
		return "print.bye.half"
	case ByeZeroPoint:
		return "print.bye.zero"
	case ByeFullPoint:
		return "print.bye.full"
	}
	return ""
}

// Points returns what a bye scores.
func (b ByeKind) Points() Points {
	switch b {
	case ByePairingAllocated, ByeFullPoint:
		return 2
	case ByeHalfPoint:
		return 1
	}
	return 0
}

// WithdrawalForfeits lists the games a withdrawal after afterRound decides,
// each with the result to record: the player's games of later rounds,
// paired while he was still in the event, that have no result. Where the
// results stand as played such a game would count for nobody, and the
// opponent who came to play it would lose the point; he wins it by forfeit
// (+/−), or it is −/− when the opponent had left before it too. Under the
// 1953 rule the effective view forfeits or annuls these games itself, so
// nothing is recorded. A game with a result, adjourned or not, and a bye
// stay as they are.
func (ev *Event) WithdrawalForfeits(id int64, afterRound int) []Pairing {
	if ev.WithdrawalRule() != WithdrawalAsPlayed || afterRound < 1 {
		return nil
	}
	var out []Pairing
	for _, rd := range ev.Rounds {
		if rd.Number <= afterRound {
			continue
		}
		for _, g := range rd.Pairings {
			if g.IsBye() || g.Result != NoResult || (g.White != id && g.Black != id) {
				continue
			}
			opp := g.White
			g.Result = WhiteForfeitWin
			if g.White == id {
				opp, g.Result = g.Black, BlackForfeitWin
			}
			if q, ok := ev.Player(opp); ok && q.GoneBefore(rd.Number) {
				g.Result = DoubleForfeit
			}
			g.Round = rd.Number
			out = append(out, g)
		}
	}
	return out
}

// MatchConcession is the withdrawal that concedes a match event under the
// event's withdrawal rule (1953 §27): the player who withdrew, or false
// when the event is no match, its rule keeps the results as played, or
// nobody withdrew. Of two withdrawals the earlier concedes; the store
// refuses the second (ValidateWithdrawal).
func (ev *Event) MatchConcession() (Player, bool) {
	var by Player
	if ev.Settings.System != Match || ev.WithdrawalRule() != WithdrawalUSSR1953 {
		return by, false
	}
	for _, p := range ev.Players {
		if p.Withdrawn() && (by.ID == 0 || p.WithdrawnAfter < by.WithdrawnAfter) {
			by = p
		}
	}
	return by, by.ID != 0
}
