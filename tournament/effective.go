package tournament

// Status says how the effective view treats a recorded pairing.
type Status uint8

// Statuses. Only withdrawals change a result; nothing recorded is
// overwritten, the view is recomputed from the recorded results each time.
const (
	AsRecorded Status = iota
	// WithdrawalForfeit: a game after the withdrawal of a player who had
	// played at least half of his games counts as + for the opponent (1953
	// §27); both withdrawn gives −/−.
	WithdrawalForfeit
	// Annulled: a game of a player who withdrew having played fewer than
	// half of his games; it counts for nobody and he leaves the standings
	// (the crosstable keeps his row under FIDE's rule, not the 1953 code's:
	// standings.Crosstable).
	Annulled
	// Void: under the as-played policy, or in a match conceded under 1953
	// §27, a game not played because of a withdrawal; it counts for nobody.
	Void
)

// EffectiveGame is a pairing as it counts: Result is the effective result,
// Recorded what the arbiter entered.
type EffectiveGame struct {
	Pairing
	Recorded Result
	Status   Status
}

// Counts reports whether the game enters scores and tie-breaks at all.
func (g EffectiveGame) Counts() bool { return g.Status != Annulled && g.Status != Void }

// EffectiveRound is one round of the effective view.
type EffectiveRound struct {
	Number int
	Games  []EffectiveGame
}

// Effective is the event's results as they count for standings, the
// crosstable and norms, after the withdrawal policy.
type Effective struct {
	Policy WithdrawalPolicy
	Rounds []EffectiveRound
	// Struck holds the players who left the standings (FIDE's rule and
	// 1953 §27, fewer than half of their games played).
	Struck map[int64]bool
}

// ScheduledGames returns how many games a player has in the whole event:
// one per opponent and cycle in a round robin, the agreed games of a match,
// the rounds of a Swiss.
func (ev *Event) ScheduledGames() int {
	switch ev.Settings.System {
	case RoundRobin:
		return len(ev.Players) - 1
	case DoubleRoundRobin:
		return 2 * (len(ev.Players) - 1)
	}
	return ev.Settings.Rounds
}

// GamesPlayed counts the games a player played over the board, the one
// count of them every door gives (the standings' games column, the
// withdrawal's notice): his non-bye pairings, a withdrawn player's up to
// the round after which he withdrew, with a result played over the board
// or adjourned. A forfeit is no game played (FIDE C.07, the rating
// regulations), a bye neither. 1953 §27 counts a game begun and not
// finished as played, and only such: a game without a result (postponed,
// or its result not yet entered) is not counted until it has one, and the
// withdrawal's notice names its round (standings.WithdrawalNotice).
func (ev *Event) GamesPlayed(p Player) int {
	n := 0
	for _, rd := range ev.Rounds {
		if p.GoneBefore(rd.Number) {
			continue
		}
		for _, g := range rd.Pairings {
			if g.IsBye() || (g.White != p.ID && g.Black != p.ID) {
				continue
			}
			switch g.Result {
			case WhiteForfeitWin, BlackForfeitWin, DoubleForfeit, NoResult:
			default:
				n++
			}
		}
	}
	return n
}

// WithdrawalRule returns the withdrawal policy the event's results follow:
// its setting in a round robin or a match; the 1953 code's §27 speaks of
// tournaments and of matches only, so a Swiss keeps results as played
// whatever the setting says. In a match the 1953 rule is the concession
// (MatchConcession). Every view and report names this one.
func (ev *Event) WithdrawalRule() WithdrawalPolicy {
	if ev.Settings.System.ChoosesWithdrawalRule() && ev.Settings.WithdrawalPolicy != WithdrawalAsPlayed {
		return WithdrawalUSSR1953
	}
	return WithdrawalAsPlayed
}

// ChoosesWithdrawalRule reports whether an event of the system follows
// the withdrawal rule its settings name (WithdrawalRule): a round robin
// or a match does; every other system keeps results as played.
func (s System) ChoosesWithdrawalRule() bool {
	return s == RoundRobin || s == DoubleRoundRobin || s == Match
}

// EffectiveResults computes the results as they count from the recorded
// ones and the withdrawals, under the event's policy.
func (ev *Event) EffectiveResults() Effective {
	w := ev.withdrawals()
	eff := Effective{Policy: w.policy, Struck: w.struck}
	eff.Rounds = make([]EffectiveRound, len(ev.Rounds))
	for i, rd := range ev.Rounds {
		games := make([]EffectiveGame, len(rd.Pairings))
		for j, p := range rd.Pairings {
			games[j] = w.game(rd.Number, p)
		}
		eff.Rounds[i] = EffectiveRound{Number: rd.Number, Games: games}
	}
	return eff
}

// withdrawals is what a game's effective result depends on besides the
// game: the event's policy, its system, the players struck from the table
// and the last round each withdrawn player played. EffectiveResults and
// Unfinished (which looks at each game once, keeping none) read a game
// through it.
type withdrawals struct {
	policy WithdrawalPolicy
	system System
	struck map[int64]bool
	after  map[int64]int // withdrawn player -> last round played
}

func (ev *Event) withdrawals() withdrawals {
	w := withdrawals{policy: ev.WithdrawalRule(), system: ev.Settings.System, struck: map[int64]bool{}, after: map[int64]int{}}
	for _, p := range ev.Players {
		if !p.Withdrawn() {
			continue
		}
		w.after[p.ID] = p.WithdrawnAfter
		if w.policy == WithdrawalUSSR1953 && ev.Settings.System != Match && 2*ev.GamesPlayed(p) < ev.ScheduledGames() {
			w.struck[p.ID] = true
		}
	}
	return w
}

// game is pairing p of round number as it counts.
func (w withdrawals) game(round int, p Pairing) EffectiveGame {
	gone := func(id int64) bool {
		last, ok := w.after[id]
		return ok && round > last
	}
	g := EffectiveGame{Pairing: p, Recorded: p.Result}
	if p.Round == 0 {
		g.Round = round
	}
	wGone, bGone := gone(p.White), !p.IsBye() && gone(p.Black)
	switch {
	case w.struck[p.White] || (!p.IsBye() && w.struck[p.Black]):
		g.Status, g.Result = Annulled, NoResult
	case p.IsBye() || (!wGone && !bGone):
	case w.policy == WithdrawalAsPlayed || w.system == Match:
		// A match conceded under §27 is lost as a match: the
		// games not played are not played, not forfeits.
		if !p.Result.Finished() {
			g.Status, g.Result = Void, NoResult
		}
	case wGone && bGone:
		g.Status, g.Result = WithdrawalForfeit, DoubleForfeit
	case wGone:
		g.Status, g.Result = WithdrawalForfeit, BlackForfeitWin
	default:
		g.Status, g.Result = WithdrawalForfeit, WhiteForfeitWin
	}
	return g
}
