package tournament_test

import (
	"testing"

	"arbiter/engine"
	"arbiter/internal/testfield"
	"arbiter/internal/testform"
	"arbiter/tournament"
)

// An adjourned game holds its round in play: round 2 is paired in a 1953
// round robin while round 1's adjourned game waits for its resumption, and
// the standings, the venue's deputies and its clock must still hold round
// 1. A result that is only "not empty" would let round 2 in.
func TestAnAdjournedGameHoldsItsRoundInPlay(t *testing.T) {
	ev := twoRoundsOneResult(t)
	testfield.SetResult(t, ev, 1, 2, tournament.Adjourned)
	if got := ev.RoundInPlay(); got != 1 {
		t.Errorf("round 1's game adjourned: round %d in play, want 1", got)
	}
	if p := ev.Rounds[0].Pairings[1]; !p.Unfinished() {
		t.Errorf("an adjourned game is finished: %+v", p)
	}
	testfield.SetResult(t, ev, 1, 2, tournament.Draw)
	if got := ev.RoundInPlay(); got != 2 {
		t.Errorf("round 1 decided: round %d in play, want 2", got)
	}
}

// The round being played is the newest paired round still waiting for a
// result: round 1's game postponed while round 2 waits too, the window's
// rounds view is at round 2, round 1 being only the round in play; round
// 2 done, round 1's game is the one left to enter; every game done, the
// last round.
func TestTheRoundBeingPlayedIsTheNewestStillWaiting(t *testing.T) {
	ev := twoRoundsOneResult(t)
	if got, in := ev.RoundBeingPlayed(), ev.RoundInPlay(); got != 2 || in != 1 {
		t.Errorf("round 1's game 2 and round 2 waiting: round %d being played, %d in play; want 2 and 1", got, in)
	}
	testfield.SetResult(t, ev, 2, 1, tournament.Draw)
	testfield.SetResult(t, ev, 2, 2, tournament.Draw)
	if got := ev.RoundBeingPlayed(); got != 1 {
		t.Errorf("only round 1's game 2 waiting: round %d being played, want 1", got)
	}
	testfield.SetResult(t, ev, 1, 2, tournament.Draw)
	if got := ev.RoundBeingPlayed(); got != 2 {
		t.Errorf("every game done: round %d being played, want the last, 2", got)
	}
	if got := testfield.Field(4, tournament.RoundRobin).RoundBeingPlayed(); got != 0 {
		t.Errorf("nothing paired: round %d being played, want 0", got)
	}
}

// A game that a withdrawal leaves unplayed is settled by the withdrawal
// rule, not waiting for a result: a round robin whose withdrawn player's
// later games stay without result is over once every other game is, and
// the window's rounds, the desk and the venue's clock and deputies must
// not hold the first round after the withdrawal in play, as they did.
func TestAWithdrawalsUnplayedGamesHoldNoRoundInPlay(t *testing.T) {
	for _, policy := range []tournament.WithdrawalPolicy{tournament.WithdrawalAsPlayed, tournament.WithdrawalUSSR1953} {
		ev := testfield.SixPlayers(t, policy, 3)
		if got, done := ev.RoundInPlay(), ev.CompletedRounds(); got != 5 || done != 5 {
			t.Errorf("%s: every game after the withdrawal settled: round %d in play, %d complete; want 5 and 5", policy, got, done)
		}
		ev.Rounds[3].Pairings[2].Result = tournament.NoResult
		if got := ev.RoundInPlay(); got != 4 {
			t.Errorf("%s: round 4's game 2-3 waiting: round %d in play, want 4", policy, got)
		}
	}
}

// A late entry's byes of the rounds before he joined are the points given
// for missing them: the field of those rounds is without him and them, so
// that a check of round 1 pairs round 1's own field; from the round he
// joined he is in it, his byes with him.
func TestFieldAtLeavesOutALateEntrysMissedRounds(t *testing.T) {
	g, b := testfield.Game, testfield.Bye
	ev := testfield.Constructed(tournament.SwissDutch, 5, nil,
		[]tournament.Pairing{g(1, 2, tournament.WhiteWins), g(3, 4, tournament.Draw), b(5, tournament.ByeHalfPoint)},
		[]tournament.Pairing{g(1, 3, tournament.Draw), g(2, 4, tournament.BlackWins), b(5, tournament.ByeZeroPoint)})
	ev.Settings.Rounds = 5
	ev.Players[4].Entered = 3 // 105, added after round 2 with a bye for each round before
	for r := 1; r <= 2; r++ {
		at := ev.FieldAt(r)
		if _, in := at.Player(105); in || len(at.Rounds[r-1].Pairings) != 2 {
			t.Errorf("round %d's field: %d players, %+v", r, len(at.Players), at.Rounds[r-1].Pairings)
		}
	}
	ev.Rounds = append(ev.Rounds, tournament.Round{Number: 3, Pairings: []tournament.Pairing{g(5, 1, tournament.NoResult), g(2, 3, tournament.NoResult), b(4, tournament.ByePairingAllocated)}})
	if at := ev.FieldAt(3); at != ev {
		t.Errorf("round 3's field is not the event's: %d players", len(at.Players))
	}
}

// The points typed for a late entry's missed rounds: one a round or one
// for all, ½ or 0 in the ways they are written; anything else, or another
// count, refused.
func TestParseMissedRounds(t *testing.T) {
	// A Finnish or Estonian arbiter writes a half with a decimal comma:
	// 0,5 typed for a late entry's missed round is a half-point bye, as
	// 0.5 is, alone or among the rounds' points; a 5 is no round's
	// points, so the comma inside 0,5 is never read as a separator of
	// rounds. A 5 of its own, or a comma in another number, is still
	// refused as no round's points.
	const comma = "LateEntryTypedZeroCommaFiveGetsAHalfPointBye"
	for _, c := range []struct {
		rule, text string
		paired     int
		want       tournament.MissedRounds
		err        string
	}{
		{"points", "", 3, "", ""},
		{"points", "½", 3, "HHH", ""},
		{"points", "0", 2, "ZZ", ""},
		{"points", "½, 0 1/2", 3, "HZH", ""},
		{"points", "h;Z", 2, "HZ", ""},
		{"points", "½,½", 3, "", "event.err.missed.count"},
		{"points", "½", 0, "", "event.err.missed.count"},
		{"points", "1", 2, "", "event.err.missed.value"},
		{comma, "0,5", 1, "H", ""},
		{comma, "0,5", 3, "HHH", ""},
		{comma, "0,5,0", 2, "HZ", ""},
		{comma, "0,5,0,5", 2, "HH", ""},
		{comma, "0, 0,5", 2, "ZH", ""},
		{comma, "0;0,5", 2, "ZH", ""},
		{comma, "0,5 5", 2, "", "event.err.missed.value"},
		{comma, "10,5", 2, "", "event.err.missed.value"},
		{comma, "0,50", 2, "", "event.err.missed.value"},
	} {
		t.Run(c.rule, func(t *testing.T) {
			got, err := tournament.DefaultSettings().ParseMissedRounds(c.text, c.paired)
			if key := testform.KeyOf(err); key != c.err || (err == nil && got != c.want) {
				t.Errorf("%q of %d rounds: %q, %v; want %q, %s", c.text, c.paired, got, err, c.want, c.err)
			}
		})
	}
	if err := tournament.DefaultSettings().MissedAllowed("HF", 2); testform.KeyOf(err) != "event.err.missed.kind" {
		t.Errorf("a full-point bye for a missed round: %v", err)
	}
}

// The event's limit of half-point byes (Settings.MaxHalfByes,
// Settings.NoHalfByeRounds): a player's half-point byes had and asked
// for count, his own request for the same round replaced; a third is
// refused naming the limit, as is one in the last rounds and a late
// entry's three for the rounds he missed. A zero-point bye is not
// limited, and an event without the limit gives as many as asked.
func TestHalfByeLimit(t *testing.T) {
	g, b := testfield.Game, testfield.Bye
	ev := testfield.Constructed(tournament.SwissDutch, 5, nil,
		[]tournament.Pairing{g(1, 2, tournament.WhiteWins), g(3, 4, tournament.Draw), b(5, tournament.ByeHalfPoint)})
	ev.Settings.Rounds = 7
	ev.Settings.MaxHalfByes, ev.Settings.NoHalfByeRounds = 2, 2
	half := func(p int64, r int) tournament.PlannedBye {
		return tournament.PlannedBye{Player: p, Round: r, Kind: tournament.ByeHalfPoint}
	}
	var err error
	if ev.Requests, err = ev.RequestBye(half(105, 3)); err != nil {
		t.Fatalf("a second half-point bye: %v", err)
	}
	if _, err := ev.RequestBye(half(105, 3)); err != nil {
		t.Errorf("the same request again, replacing itself: %v", err)
	}
	err = func() error { _, err := ev.RequestBye(half(105, 4)); return err }()
	if m, ok := err.(*engine.Message); !ok || m.Key != "byes.err.half.max" || m.Args["max"] != 2 || m.Args["name"] != "Player 5" {
		t.Errorf("a third half-point bye: %#v, want byes.err.half.max naming the limit of 2 and Player 5", err)
	}
	if _, err := ev.RequestBye(tournament.PlannedBye{Player: 105, Round: 4, Kind: tournament.ByeZeroPoint}); err != nil {
		t.Errorf("a zero-point bye is not limited: %v", err)
	}
	err = func() error { _, err := ev.RequestBye(half(101, 6)); return err }()
	if m, ok := err.(*engine.Message); !ok || m.Key != "byes.err.half.last" || m.Args["last"] != 2 || m.Args["round"] != 6 {
		t.Errorf("a half-point bye in the sixth of seven rounds, none in the last two: %#v", err)
	}
	if _, err := ev.RequestBye(half(101, 5)); err != nil {
		t.Errorf("a half-point bye in round 5: %v", err)
	}
	if err := ev.Settings.MissedAllowed("HHH", 3); testform.KeyOf(err) != "byes.err.half.missed" || err.(*engine.Message).Args["max"] != 2 {
		t.Errorf("a late entry's three half-point byes under a limit of two: %v", err)
	}
	if err := ev.Settings.MissedAllowed("HZH", 3); err != nil {
		t.Errorf("a late entry's two half-point byes and a zero-point one: %v", err)
	}
	if _, err := ev.Settings.ParseMissedRounds("½", 6); testform.KeyOf(err) != "byes.err.half.missed" {
		t.Errorf("½ for each of six missed rounds, typed as one: %v", err)
	}
	// A limit of one set after: 105's two are over it, and 104's two
	// asked before he withdrew after round 3 are none of his.
	ev.Requests = append(ev.Requests, half(104, 4), half(104, 5))
	ev.Players[3].WithdrawnAfter = 3
	ev.Settings.MaxHalfByes, ev.Settings.NoHalfByeRounds = 1, 0
	if over := ev.HalfByesOverLimit(); len(over) != 1 || over[0].Key != "byes.over.max" || over[0].Args["name"] != "Player 5" || over[0].Args["had"] != 2 {
		t.Errorf("over a limit of one set after: %+v", over)
	}
	ev.Settings.MaxHalfByes, ev.Settings.NoHalfByeRounds = 0, 0
	if _, err := ev.RequestBye(half(105, 7)); err != nil {
		t.Errorf("no limit set: a third half-point bye, in the last round: %v", err)
	}
	if err := ev.Settings.MissedAllowed("HHH", 3); err != nil {
		t.Errorf("no limit set: a late entry's three half-point byes: %v", err)
	}
}

// The event's setting for a late entry's missed rounds: where it gives
// late entries a zero-point bye, a player added after round 1 is paired
// with no missed-rounds text gets a zero-point bye for round 1; the points typed for an entry
// win over it, and the setting typed gives nothing, as before it. Only a
// Swiss of players, where a player joins late, takes another setting.
func TestLateEntryByesOfTheEventsSetting(t *testing.T) {
	s := tournament.DefaultSettings()
	s.System, s.Rounds, s.TieBreaks = tournament.SwissDutch, 5, tournament.SwissDutch.DefaultTieBreaks()
	s.LateEntryByes = tournament.LateByesZero
	typed, err := s.ParseMissedRounds("", 1)
	if err != nil {
		t.Fatal(err)
	}
	got := s.MissedRoundsFor(typed, 1)
	if kinds := got.Kinds(); len(kinds) != 1 || kinds[0] != tournament.ByeZeroPoint {
		t.Errorf("a late entry after round 1 with nothing typed: %q, want a zero-point bye for round 1", got)
	}
	if err := s.MissedAllowed(got, 1); err != nil {
		t.Errorf("the setting's bye refused: %v", err)
	}
	if got := s.MissedRoundsFor("H", 1); got != "H" {
		t.Errorf("½ typed under a setting of zero: %q, want H", got)
	}
	s.LateEntryByes = tournament.LateByesHalf
	if got := s.MissedRoundsFor("", 2); got != "HH" {
		t.Errorf("a setting of half after round 2: %q", got)
	}
	if got := s.MissedRoundsFor("", 0); got != "" {
		t.Errorf("a player entered before round 1: %q", got)
	}
	s.LateEntryByes = tournament.LateByesTyped
	if got := s.MissedRoundsFor("", 2); got != "" {
		t.Errorf("typed for each entry, nothing typed: %q", got)
	}
	s.LateEntryByes = tournament.LateByesZero
	if err := s.Validate(); err != nil {
		t.Errorf("a Swiss giving zero-point byes: %v", err)
	}
	rr := s
	rr.System, rr.TieBreaks = tournament.RoundRobin, tournament.RoundRobin.DefaultTieBreaks()
	if err := rr.Validate(); testform.KeyOf(err) != "event.err.settings.latebyes.system" {
		t.Errorf("a round robin giving late entries byes: %v", err)
	}
	s.LateEntryByes = "full"
	if err := s.Validate(); testform.KeyOf(err) != "event.err.settings.latebyes.value" {
		t.Errorf("a setting of full: %v", err)
	}
	for text, want := range map[string]tournament.LateEntryByes{"none": "", "typed": "", "Zero": "zero", "half": "half"} {
		got := tournament.LateByesHalf
		if text == "half" {
			got = tournament.LateByesZero
		}
		if err := got.Set(text); err != nil || got != want {
			t.Errorf("%q: %q, %v", text, got, err)
		}
	}
	kept := tournament.LateByesZero
	if err := kept.Set("½"); testform.KeyOf(err) != "event.err.settings.latebyes.value" || kept != tournament.LateByesZero {
		t.Errorf("½ for the setting: %q, %v; want it refused and the setting kept", kept, err)
	}
}
