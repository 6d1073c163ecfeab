package rules

import (
	"slices"
	"testing"
	"time"
)

// TestAdjourn_1953_21_ConsentBeforeControl: §21 allows adjourning before
// the control number of moves is made only with the arbiter's consent, also
// once the session's time is over. Unstated (as at the desk), the
// adjournment goes ahead with a note to confirm.
func TestAdjourn_1953_21_ConsentBeforeControl(t *testing.T) {
	ev := Event{Ruleset: USSR1953}
	sessionOver := Adjourn{Player: B, Session: 4 * time.Hour, Used: [2]*time.Duration{new(2 * time.Hour), new(2 * time.Hour)}}
	for _, c := range []struct {
		name    string
		control ControlState
		consent bool
		want    Continuation
		note    bool
	}{
		{"control not reached, no consent", ControlNotReached, false, Continue, false},
		{"control not reached, arbiter consents", ControlNotReached, true, Seal, false},
		{"control reached", ControlReached, false, Seal, false},
		{"nobody said", ControlUnstated, false, Seal, true},
	} {
		in := sessionOver
		in.Control, in.ArbiterConsent = c.control, c.consent
		d := decide(t, ev.Ruleset, ev, midgame, in)
		noted := hasNote(d, "ussr-adjourn-control-unstated")
		if d.Continuation != c.want || noted != c.note || !slices.Contains(d.Articles, "§21") {
			t.Errorf("%s: %s, note %v, %v; want %s, note %v", c.name, d.Continuation, noted, d.Articles, c.want, c.note)
		}
	}
}

// TestPerpetual_1953_18d_FromRecord: §18d draws the game when one player
// checks with consecutive moves and the king cannot hide. The record shows
// it when the last mover's last moves all gave check and the position came
// back; the arbiter may also state it.
func TestPerpetual_1953_18d_FromRecord(t *testing.T) {
	for _, c := range []struct {
		name   string
		moves  []string
		checks int
	}{
		{"five checks, the position back", []string{"Qd8", "Kh7", "Qd3", "Kh8", "Qd8", "Kh7", "Qd3", "Kh8", "Qd8"}, 5},
		{"three checks, the least run, the position back", []string{"Qd8", "Kh7", "Qd3", "Kh8", "Qd8"}, 3},
		{"two checks only", []string{"Qd8", "Kh7", "Qd3"}, 0},
		{"checks without a repetition", []string{"Qd8", "Kh7", "Qd3", "Kh6", "Qd6", "Kh5", "Qd1"}, 0},
		{"a quiet move breaks the run", []string{"Qd8", "Kh7", "Qd3", "Kh8", "Qd2", "Kh7", "Qd3", "Kh8", "Qd8"}, 0},
	} {
		g := playGame(t, "7k/8/8/8/8/8/8/K2Q4 w - - 0 40", c.moves...)
		f := factsFrom(t, USSR1953, g, 1)
		if f.PerpetualChecks != c.checks {
			t.Errorf("%s: %d checks, want %d", c.name, f.PerpetualChecks, c.checks)
			continue
		}
		d := decide(t, USSR1953, Event{}, f, BoardPosition{})
		if drawn := d.Result == Draw; drawn != (c.checks > 0) || drawn && (!slices.Contains(d.Articles, "§18d") || d.ExplanationKey != "rules.ruling.position-perpetual-record") {
			t.Errorf("%s: %s %v %s", c.name, d.Result, d.Articles, d.ExplanationKey)
		}
		if fide, _ := FactsFromGame(FIDE2023, g, 1); fide.PerpetualChecks != 0 {
			t.Errorf("%s: the FIDE Laws know no perpetual check", c.name)
		}
	}
	d := decide(t, USSR1953, Event{}, Facts{PerpetualCheck: true}, BoardPosition{})
	if d.Result != Draw || d.ExplanationKey != "rules.ruling.position-perpetual" {
		t.Errorf("stated by the arbiter: %s %s", d.Result, d.ExplanationKey)
	}
}

// TestIllegalCastling_1953_10_2023_4_4_3: 1953 §10 puts king and rook back
// and the king must move (any piece if it cannot), with no replay and no
// penalty; FIDE restores the position (7.5.1), the touched king moves
// (4.4.3) and the opponent gets two minutes (7.5.5). Found after the game,
// §15 replays it.
func TestIllegalCastling_1953_10_2023_4_4_3(t *testing.T) {
	in := IllegalMove{Player: W, Illegal: IllegalCastling}
	d := decide(t, USSR1953, Event{}, midgame, in)
	if d.Continuation != MoveKing || !slices.Equal(d.Articles, []string{"§10"}) || d.TimeAdjust != (Sides{}) {
		t.Errorf("1953: %s %v %v", d.Continuation, d.Articles, d.TimeAdjust)
	}
	d = decide(t, FIDE2023, std, midgame, in)
	if d.Continuation != MoveKing || !slices.Contains(d.Articles, "4.4.3") || !slices.Contains(d.Articles, "7.5.5") || d.TimeAdjust.Black != 120 {
		t.Errorf("2023: %s %v %v", d.Continuation, d.Articles, d.TimeAdjust)
	}
	d = decide(t, FIDE2014, std, midgame, in)
	if !slices.Contains(d.Articles, "4.4.c") {
		t.Errorf("2014: %v", d.Articles)
	}
	in.AfterGame = true
	if d = decide(t, USSR1953, Event{}, midgame, in); d.Continuation != ReplayFromError {
		t.Errorf("1953 after the game: %s", d.Continuation)
	}
}

// TestWrongSetupResumed_1953_15_2023_I_5: §15 replays a game whose pieces
// were set up wrongly at resumption from the adjourned position (the start
// only for a wrong set-up at the start); FIDE sets up the position before
// the sealed move (I.5) and puts it back as after any irregularity (7.1).
func TestWrongSetupResumed_1953_15_2023_I_5(t *testing.T) {
	in := WrongSetup{Resumed: true}
	d := decide(t, USSR1953, Event{}, midgame, in)
	if d.Continuation != ReplayFromAdjourned || !slices.Contains(d.Articles, "§15") {
		t.Errorf("1953: %s %v", d.Continuation, d.Articles)
	}
	d = decide(t, FIDE2023, std, midgame, in)
	if d.Continuation != RestorePosition || !slices.Equal(d.Articles, []string{"I.5", "7.1"}) {
		t.Errorf("2023: %s %v", d.Continuation, d.Articles)
	}
	in.AfterGame, in.LastRound = true, true
	if d = decide(t, USSR1953, Event{}, midgame, in); d.Continuation != ResultStands {
		t.Errorf("1953 after the last round's game: %s", d.Continuation)
	}
	if d = decide(t, USSR1953, Event{}, midgame, WrongSetup{}); d.Continuation != NewGame {
		t.Errorf("1953 at the start: %s", d.Continuation)
	}
}

// TestConduct_1953_28_2023_12_9: a breach of §28 may be punished by the
// loss of the game or a disciplinary penalty; FIDE 12.9 lists the loss
// among its penalties too.
func TestConduct_1953_28_2023_12_9(t *testing.T) {
	for _, rs := range []RulesetID{USSR1953, FIDE2023} {
		d := decide(t, rs, Event{}, midgame, Conduct{Player: W})
		if d.Result != Ongoing || len(d.Warnings) != 1 {
			t.Errorf("%s: %s %v", rs, d.Result, d.Warnings)
		}
		d = decide(t, rs, Event{}, midgame, Conduct{Player: W, ArbiterForfeits: true})
		if d.Result != BlackWins {
			t.Errorf("%s forfeit: %s", rs, d.Result)
		}
	}
	if d := decide(t, USSR1953, Event{}, midgame, Conduct{Player: W}); !slices.Equal(d.Articles, []string{"§28", "§26i"}) {
		t.Errorf("1953 articles %v", d.Articles)
	}
	if !slices.ContainsFunc(Penalties(USSR1953), func(p Penalty) bool { return p.Key == "rules.penalty.loss" && p.Ref == "§28" }) {
		t.Errorf("1953 penalties %v lack the loss of §28", Penalties(USSR1953))
	}
}

// TestFIBlitz_Annex_FIDERated: the Finnish annex's interpretations are for
// national events that are not FIDE-rated; a FIDE-rated event under them is
// told so.
func TestFIBlitz_Annex_FIDERated(t *testing.T) {
	in := IllegalMove{Player: W, Illegal: IllegalKingCapture}
	for _, rated := range []bool{false, true} {
		d := decide(t, FIBlitz2018, Event{FIDERated: rated}, midgame, in)
		warned := hasNote(d, "fi-blitz-fide-rated")
		if warned != rated || slices.Contains(d.Articles, "FI annex") != rated {
			t.Errorf("FIDE-rated %v: notes %v, articles %v", rated, d.Notes, d.Articles)
		}
	}
	if d := decide(t, FIDE2023, fideRated(std), midgame, in); len(d.Notes) != 0 {
		t.Errorf("FIDE 2023 warned: %v", d.Notes)
	}
}

// TestFIBlitz_FI2_OtherPractice: FI 2 has the arbiter call a fallen flag in
// blitz too, "the event's rules may set another practice": then the
// opponent must claim (A.4.3).
func TestFIBlitz_FI2_OtherPractice(t *testing.T) {
	in := FlagFall{Player: W}
	if d := decide(t, FIBlitz2018, Event{}, midgame, in); d.Result != BlackWins || !slices.Contains(d.Articles, "FI 2") {
		t.Errorf("FI 2: %s %v", d.Result, d.Articles)
	}
	ev := Event{Ruleset: FIBlitz2018, FlagClaimOnly: true}
	if d := decide(t, ev.Ruleset, ev, midgame, in); d.Result != Ongoing || !slices.Contains(d.Articles, "A.4.3") || len(d.Notes) == 0 {
		t.Errorf("other practice, no claim: %s %v %v", d.Result, d.Articles, d.Notes)
	}
	in.Claimed = true
	if d := decide(t, ev.Ruleset, ev, midgame, in); d.Result != BlackWins {
		t.Errorf("other practice, claimed: %s", d.Result)
	}
}

// TestResumeLate_2023_I_10_2014_E_10: a player late beyond the default time
// at the resumption loses "unless the arbiter decides otherwise".
func TestResumeLate_2023_I_10_2014_E_10(t *testing.T) {
	for _, c := range []struct {
		rs      RulesetID
		article string
	}{{FIDE2023, "I.10"}, {FIDE2014, "E.10"}} {
		in := Resumption{Player: W, Late: time.Hour, AnswererPresent: true, SealerPresent: true}
		ev := Event{Lateness: dur(30 * time.Minute)}
		if d := decide(t, c.rs, ev, midgame, in); d.Result != BlackWins || !slices.Contains(d.Articles, c.article) {
			t.Errorf("%s late: %s %v", c.rs, d.Result, d.Articles)
		}
		in.ArbiterExcuses = true
		if d := decide(t, c.rs, ev, midgame, in); d.Result != Ongoing || d.Continuation != OpenEnvelope || !slices.Contains(d.Articles, c.article) {
			t.Errorf("%s excused: %s %s %v", c.rs, d.Result, d.Continuation, d.Articles)
		}
	}
}

// TestFlagAfterPerpetual_1953_18d: §18 counts the game ended in a draw when
// one player gives perpetual check; a flag that falls after the arbiter
// has stated it changes nothing.
func TestFlagAfterPerpetual_1953_18d(t *testing.T) {
	f := midgame
	f.PerpetualCheck = true
	d := decide(t, USSR1953, Event{}, f, FlagFall{Player: W})
	if d.Result != Draw || !slices.Contains(d.Articles, "§18d") {
		t.Errorf("flag after perpetual: %s %v", d.Result, d.Articles)
	}
	if d = decide(t, USSR1953, Event{}, midgame, FlagFall{Player: W}); d.Result != BlackWins {
		t.Errorf("flag without perpetual: %s", d.Result)
	}
}
