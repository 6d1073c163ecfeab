package store

import (
	"encoding/json"
	"errors"
	"fmt"
	"reflect"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/rating"
	"arbiter/tournament/replay"
)

// TestUndoRestoresEveryAction performs each kind of action on a prepared
// event, undoes it, and compares every table with the state before.
func TestUndoRestoresEveryAction(t *testing.T) {
	s, ids, st := pairedSwiss(t, 4) // a Swiss, which takes a late entry
	g := testGame()
	gameID, err := s.SaveGame(g)
	if err != nil {
		t.Fatal(err)
	}
	// Ruled on while played: no ruling is logged once the result is.
	if _, err := s.AddRuling(replay.Ruling{Round: 1, Board: 1, Incident: "illegal-move"}); err != nil {
		t.Fatal(err)
	}
	setResult(t, s, 1, 1, tournament.WhiteWins)

	tests := []struct {
		action string
		do     func() error
	}{
		{"settings", func() error { st := st; st.Name = "Changed"; return s.UpdateSettings(st) }},
		{"player.add", func() error { _, err := s.AddPlayer(tournament.Player{Name: "New"}); return err }},
		{"player.rating", func() error {
			p := testPlayers(1)[0]
			p.ID, p.Rating = ids[0], 2500
			return s.UpdatePlayer(p)
		}},
		{"player.update", func() error {
			p := testPlayers(1)[0]
			p.ID, p.Club = ids[0], "Another club"
			return s.UpdatePlayer(p)
		}},
		{"player.withdraw", func() error { return s.WithdrawPlayer(ids[1], 1) }},
		{"round.save", func() error { return s.SaveRound(round(2, ids)) }},
		// Board 1's game has moves at the desk: it keeps its players.
		{"round.replace", func() error { return s.ReplaceRound(round(1, []int64{ids[0], ids[1], ids[3], ids[2]})) }},
		// Forced, the round goes with the desk's game of board 1
		// (round.delete, round.drop-games).
		{"swisscli.unpair", func() error { return s.Unpair(1, true) }},
		{"result", func() error { return s.SetResult(1, 2, tournament.Draw) }},
		{"result.correct", func() error { return s.SetResult(1, 1, tournament.BlackWins) }},
		{"game.add", func() error { _, err := s.SaveGame(&replay.GameRecord{Round: 1, Board: 2}); return err }},
		{"game.update", func() error {
			g2 := testGame()
			g2.ID, g2.Moves = gameID, g2.Moves[:1]
			_, err := s.SaveGame(g2)
			return err
		}},
		{"move", func() error { return s.AppendMove(gameID, replay.RecordedMove{Ply: 3, UCI: "g1f3", SAN: "Nf3"}) }},
		{"moves.truncate", func() error { return s.TruncateMoves(gameID, 0) }},
		{"incident", func() error { _, err := s.AddIncident(gameID, replay.Incident{Kind: "clock"}); return err }},
		{"ruling", func() error { _, err := s.AddRuling(replay.Ruling{Incident: "claim"}); return err }},
	}
	// A note records a reason without changing a row; undoing it must not
	// stop at it.
	if err := s.Batch(func(tx *Tx) error { tx.Note("note", "text", "seats drawn by lot"); return nil }); err != nil {
		t.Fatal(err)
	}
	if !newestEntry(t, s).Undoable() {
		t.Error("an action of notes only cannot be undone")
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	for _, tt := range tests {
		t.Run(tt.action, func(t *testing.T) {
			checkUndoRestores(t, s, tt.action, tt.do)
		})
	}
	checkUndoWalksBack(t, s)
}

// checkUndoRestores does an action, checks its audit entry, undoes it and
// checks that the file is as it was.
func checkUndoRestores(t *testing.T, s *Store, action string, do func() error) {
	t.Helper()
	before := dump(t, s)
	if err := do(); err != nil {
		t.Fatal(err)
	}
	if reflect.DeepEqual(dump(t, s), before) {
		t.Fatal("the action changed nothing")
	}
	done := newestEntry(t, s)
	if done.Steps[0].Action != action || !done.Undoable() || !strings.Contains(done.Actor, Actor) {
		t.Fatalf("audit entry = %+v", done)
	}
	next, err := s.NextUndo()
	if err != nil || next.ID != done.ID {
		t.Fatalf("NextUndo = #%d, %v; want #%d", next.ID, err, done.ID)
	}
	undo, err := s.Undo()
	if err != nil {
		t.Fatal(err)
	}
	if undo.Undoes != done.ID || undo.Steps[0].Action != "undo" {
		t.Errorf("undo entry = %+v", undo)
	}
	if after := dump(t, s); !reflect.DeepEqual(after, before) {
		t.Errorf("undo did not restore the state:\nbefore %v\nafter  %v", before, after)
	}
}

// checkUndoWalksBack checks that every audit step reads in every language
// and that Undo walks back through the setup to the file's creation.
func checkUndoWalksBack(t *testing.T, s *Store) {
	t.Helper()
	// Undo keeps walking back past the undone actions, and each step
	// describes itself in every language.
	log, _ := s.Audit()
	for _, e := range log {
		for _, st := range e.Steps {
			for _, l := range i18n.Complete {
				if msg := i18n.For(l).TMap(st.MessageKey(), st.MessageArgs()); msg == st.MessageKey() || strings.Contains(msg, "{") {
					t.Errorf("%s: audit step %s reads %q", l, st.Action, msg)
				} else if rawBool(msg, st.Args) {
					// "Vooru 1 paaritamine tühistatud (sunnitud: true)"
					t.Errorf("%s: audit step %s shows a yes or no as the program's word: %q", l, st.Action, msg)
				}
			}
		}
	}
	for range 4 { // the ruling, game, result and round of the setup
		if _, err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if ev, _ := s.Event(); len(ev.Rounds) != 0 || len(ev.Players) != 4 {
		t.Errorf("after undoing the setup: %d rounds, %d players", len(ev.Rounds), len(ev.Players))
	}
	for range 5 { // the Swiss settings and the four players
		if _, err := s.Undo(); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := s.NextUndo(); !errors.Is(err, errNothingToUndo) {
		t.Errorf("NextUndo past the creation: err = %v, want ErrNothingToUndo", err)
	}
	if _, err := s.Undo(); !errors.Is(err, errNothingToUndo) {
		t.Errorf("undo past the creation: err = %v, want ErrNothingToUndo", err)
	}
}

// Redo takes back undos, newest first, until a new action ends the chain;
// Undo then reverses the redone action again.
func TestRedo(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	result := func(board int) tournament.Result {
		ev := eventOf(t, s)
		return ev.Rounds[0].Pairings[board-1].Result
	}
	if _, err := s.Redo(); !errors.Is(err, errNothingToRedo) {
		t.Fatalf("redo with nothing undone: %v", err)
	}
	must := func(err error) {
		t.Helper()
		if err != nil {
			t.Fatal(err)
		}
	}
	must(s.SetResult(1, 1, tournament.WhiteWins))
	must(s.SetResult(1, 2, tournament.Draw))
	_, err := s.Undo()
	must(err)
	_, err = s.Undo()
	must(err)
	if result(1) != tournament.NoResult || result(2) != tournament.NoResult {
		t.Fatal("two undos left results")
	}
	next, err := s.NextRedo()
	must(err)
	r, err := s.Redo()
	must(err)
	if result(1) != tournament.WhiteWins || result(2) != tournament.NoResult {
		t.Errorf("first redo: boards %v %v, want 1-0 and none", result(1), result(2))
	}
	if r.Undoes != next.ID || r.Steps[0].Action != "redo" {
		t.Errorf("redo entry %+v, NextRedo said %d", r, next.ID)
	}
	_, err = s.Redo()
	must(err)
	if result(2) != tournament.Draw {
		t.Errorf("second redo: board 2 %v", result(2))
	}
	if _, err := s.Redo(); !errors.Is(err, errNothingToRedo) {
		t.Errorf("a third redo: %v", err)
	}
	// The redone action undoes again, and a new action ends the redos.
	_, err = s.Undo()
	must(err)
	if result(2) != tournament.NoResult || result(1) != tournament.WhiteWins {
		t.Errorf("undo after redo: boards %v %v", result(1), result(2))
	}
	must(s.SetResult(1, 2, tournament.BlackWins))
	_, err = s.Redo()
	if !errors.Is(err, errNothingToRedo) {
		t.Errorf("redo after a new action: %v", err)
	}
	// The refusal names the action that ended the redos (another
	// program's, often: a deputy's result at serve's pages after the
	// arbiter's undo at the command line), so that the undo made a moment
	// before is not lost without a reason.
	last, lerr := s.NextUndo()
	must(lerr)
	var m *engine.Message
	if !errors.As(err, &m) || m.Args["id"] != last.ID {
		t.Errorf("redo after action #%d: %#v, want the refusal to name it", last.ID, err)
	}
}

// A ruling's audit line names the incident in the reader's language, also
// when read back from the file, not by its identifier ("flag-fall").
func TestRulingStepNamesTheIncident(t *testing.T) {
	var st Step
	if err := json.Unmarshal([]byte(`{"action":"ruling","args":{"round":6,"board":1,"incident":"flag-fall","overruled":true}}`), &st); err != nil {
		t.Fatal(err)
	}
	for l, want := range map[i18n.Lang]string{i18n.English: "Flag fall", i18n.Finnish: "Lipun putoaminen", i18n.Estonian: "Noolekese langemine"} {
		if got := i18n.Join(i18n.For(l), []Step{st}, ""); !strings.HasSuffix(got, ": "+want) {
			t.Errorf("%s: %q", l, got)
		}
	}
	if st.Args["incident"] != "flag-fall" {
		t.Errorf("the stored step was changed: %v", st.Args)
	}
}

// A count in an audit line read back from the file takes its plural form:
// "1 K factor set", not "1 K factors set".
func TestAuditCountReadBackTakesItsPlural(t *testing.T) {
	s, ids := newEvent(t, 2)
	if err := s.SetRatingOptions(tournament.RatingOptions{K: map[int64]rating.PlayerK{ids[0]: {K: 40, Reason: rating.KNew}}}); err != nil {
		t.Fatal(err)
	}
	if got := i18n.Join(i18n.For(i18n.English), newestEntry(t, s).Steps, ""); got != "Rating settings changed (1 K factor set)" {
		t.Errorf("newest audit line %q", got)
	}
}

// A game's incident in the history is named as its scoresheet names it.
func TestIncidentStepNamesTheKind(t *testing.T) {
	for kind, want := range map[string][3]string{
		"clock-adjusted": {"Clock adjusted", "Kelloa korjattu", "Kella korrigeeritud"},
		"illegal-move":   {"Illegal move", "Laiton siirto", "Reeglivastane käik"},
		"restored":       {"Position restored", "", ""},
	} {
		st := Step{Action: "incident", Args: map[string]any{"game": json.Number("1"), "ply": json.Number("5"), "kind": kind}}
		for i, l := range i18n.Complete {
			c := i18n.For(l)
			got := i18n.Join(c, []Step{st}, "")
			raw := c.T("store.audit.incident", "game", 1, "ply", 5, "kind", kind)
			if got == raw || (want[i] != "" && !strings.Contains(got, want[i])) {
				t.Errorf("%s, %s: %q", kind, l, got)
			}
		}
	}
}

// TestAuditHeadIsTheNewestEntry: the head is the newest entry, and every
// action moves it, an undo too.
func TestAuditHeadIsTheNewestEntry(t *testing.T) {
	s, ids := newEvent(t, 4)
	head := func() int64 {
		t.Helper()
		h, err := s.AuditHead()
		if err != nil {
			t.Fatal(err)
		}
		log, err := s.AuditLog()
		if err != nil {
			t.Fatal(err)
		}
		if want := log[len(log)-1].ID; h != want {
			t.Fatalf("head %d, newest entry %d", h, want)
		}
		// The state a sheet printed now says it shows (printing.State).
		if last, err := s.LastChange(); err != nil || last.ID != h || !last.At.Equal(log[len(log)-1].At) {
			t.Fatalf("the last change %d at %v (%v), want %d at %v", last.ID, last.At, err, h, log[len(log)-1].At)
		}
		return h
	}
	before := head()
	if err := s.SaveRound(round(1, ids)); err != nil {
		t.Fatal(err)
	}
	paired := head()
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if undone := head(); !(before < paired && paired < undone) {
		t.Errorf("heads %d, %d, %d: each action must move it", before, paired, undone)
	}
}

// TestAuditLogIsAuditWithoutImages: the list the window shows holds every
// entry of the full log, with the same steps and the same answer to
// Undoable, and none of the rows before and after.
func TestAuditLogIsAuditWithoutImages(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	setResult(t, s, 1, 1, tournament.Draw)
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	full, err := s.Audit()
	if err != nil {
		t.Fatal(err)
	}
	list, err := s.AuditLog()
	if err != nil {
		t.Fatal(err)
	}
	if len(list) != len(full) {
		t.Fatalf("%d entries listed, %d in the log", len(list), len(full))
	}
	undoable := 0
	for i, e := range list {
		f := full[i]
		if e.ID != f.ID || !reflect.DeepEqual(e.Steps, f.Steps) || e.Undoes != f.Undoes || e.UndoneBy != f.UndoneBy {
			t.Errorf("entry %d: listed %+v, logged %+v", f.ID, e, f)
		}
		if e.Undoable() != f.Undoable() {
			t.Errorf("entry %d: undoable %v in the list, %v in the log", f.ID, e.Undoable(), f.Undoable())
		}
		if len(e.Changes) != 0 {
			t.Errorf("entry %d: the list carries %d images", f.ID, len(e.Changes))
		}
		if f.Undoable() {
			undoable++
		}
	}
	if undoable == 0 {
		t.Fatal("no undoable entry to compare")
	}
}

// TestDeepAuditRowIsRefusedInWords: an audit row another program nested
// 300,000 levels deep is refused by a message in the arbiter's language
// naming the entry, where the JSON decoder's "exceeded max depth" reached
// them raw; brackets inside a string are text, not depth.
func TestDeepAuditRowIsRefusedInWords(t *testing.T) {
	if quoted := `[{"action":"` + strings.Repeat("[", 100) + `"}]`; tooDeep(quoted) {
		t.Errorf("brackets in a string counted as depth")
	}
	s, _, _ := pairedSwiss(t, 4)
	deep := strings.Repeat("[", 300000) + strings.Repeat("]", 300000)
	if _, err := s.db.Exec(`INSERT INTO audit(at, actor, steps) VALUES ('2026-01-01T00:00:00Z', 'x', ?)`, deep); err != nil {
		t.Fatal(err)
	}
	for what, read := range map[string]func() ([]AuditEntry, error){"Audit": s.Audit, "AuditLog": s.AuditLog} {
		_, err := read()
		var m interface{ MessageKey() string }
		if !errors.As(err, &m) || m.MessageKey() != auditTooDeepKey {
			t.Fatalf("%s: %v, want %s", what, err, auditTooDeepKey)
		}
		for _, l := range i18n.Complete {
			if msg := i18n.For(l).Error(err); msg == err.Error() && l != i18n.English || strings.Contains(msg, "{") || !strings.Contains(msg, "64") {
				t.Errorf("%s %s: %q", what, l, msg)
			}
		}
	}
}

// rawBool tells whether msg shows one of args' yes-or-no values as Go
// writes it, "true" or "false", in place of words.
func rawBool(msg string, args map[string]any) bool {
	for _, v := range args {
		if b, ok := v.(bool); ok && strings.Contains(msg, fmt.Sprint(b)) {
			return true
		}
	}
	return false
}

// A move, a take-back and an incident at the desk name the round and
// board of their game, never the record's id: round 1 board 2's game,
// recorded after board 1's, was "Game 2" in the Undo button, board 1's
// "Game 1", so the arbiter could undo on a board he did not mean. A step
// stored before, with the id alone, still reads.
func TestDeskStepsNameTheirRoundAndBoard(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	if _, err := s.SaveGame(testGame()); err != nil {
		t.Fatal(err)
	}
	second := testGame()
	second.Board, second.Moves, second.Incidents = 2, second.Moves[:1], nil
	id, err := s.SaveGame(second)
	if err != nil {
		t.Fatal(err)
	}
	steps := []func() error{
		func() error { return s.AppendMove(id, replay.RecordedMove{Ply: 2, UCI: "c7c5", SAN: "c5"}) },
		func() error { return s.TruncateMoves(id, 1) },
		func() error { _, err := s.AddIncident(id, replay.Incident{Ply: 1, Kind: "illegal-move"}); return err },
	}
	want := map[i18n.Lang]string{i18n.English: "Round 1, board 2: ", i18n.Finnish: "Kierros 1, pöytä 2: ", i18n.Estonian: "1. voor, 2. laud: "}
	for _, do := range steps {
		if err := do(); err != nil {
			t.Fatal(err)
		}
		st := newestEntry(t, s).Steps[0]
		for l, w := range want {
			if msg := i18n.For(l).TMap(st.MessageKey(), st.MessageArgs()); !strings.HasPrefix(msg, w) {
				t.Errorf("%s: %s reads %q, want it to begin %q", l, st.Action, msg, w)
			}
		}
	}
	old := Step{Action: "move", Args: map[string]any{"game": 2, "ply": 2, "move": "c5"}}
	if msg := i18n.For(i18n.English).TMap(old.MessageKey(), old.MessageArgs()); msg != "Game 2: half-move 2: c5" {
		t.Errorf("a step stored with the game's id alone reads %q", msg)
	}
}

// TestADrawOfferMarkedIsNamedSo_9_1_2_2: the desk marks a draw offer
// accepted as a ruling on the offerer's move, (=) (9.1.2.2). It did so by
// taking the move back and making it again, and the change read "moves
// after half-move 1 taken back (1); half-move 2: e5", the Undo button
// "half-move 2: e5": an arbiter who undid it thought he took back the
// move. The change is now the mark alone, named so, and Undo takes the
// mark back and leaves the move.
func TestADrawOfferMarkedIsNamedSo_9_1_2_2(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	g := testGame()
	g.Moves[1].DrawOffer = false
	id, err := s.SaveGame(g)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.MarkDrawOffer(id, 2); err != nil {
		t.Fatal(err)
	}
	e := newestEntry(t, s)
	want := map[i18n.Lang]string{i18n.English: "Round 1, board 1: draw offer (=) with half-move 2: e5",
		i18n.Finnish: "Kierros 1, pöytä 1: tasapelitarjous (=) puolisiirrolla 2: e5", i18n.Estonian: "1. voor, 1. laud: viigipakkumine (=) poolkäiguga 2: e5"}
	for l, w := range want {
		if len(e.Steps) != 1 {
			t.Fatalf("steps %v, want the mark alone", e.Steps)
		}
		if msg := i18n.For(l).TMap(e.Steps[0].MessageKey(), e.Steps[0].MessageArgs()); msg != w {
			t.Errorf("%s: the mark reads %q, want %q", l, msg, w)
		}
	}
	if got, err := s.Game(id); err != nil || len(got.Moves) != 2 || !got.Moves[1].DrawOffer {
		t.Fatalf("after the mark: %+v, %v; want e5 marked", got, err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if got, err := s.Game(id); err != nil || len(got.Moves) != 2 || got.Moves[1].DrawOffer {
		t.Errorf("after Undo: %+v, %v; want e5 kept, unmarked", got, err)
	}
}

// The same settings saved again change nothing and are no action: Enter
// pressed twice in a field of the window's settings left a second
// "Event settings changed", whose Undo undid nothing.
func TestSameSettingsAgainIsNoAction(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	ev := eventOf(t, s)
	st := ev.Settings
	st.Organiser = "Pärnu Chess Club"
	if err := s.UpdateSettings(st); err != nil {
		t.Fatal(err)
	}
	set, err := s.NextUndo()
	if err != nil {
		t.Fatal(err)
	}
	if err := s.UpdateSettings(eventOf(t, s).Settings); err != nil {
		t.Fatal(err)
	}
	if last, err := s.NextUndo(); err != nil || last.ID != set.ID {
		t.Errorf("the settings saved again: the last action is #%d %+v (%v), want #%d", last.ID, last.Steps, err, set.ID)
	}
}

// An adjourned game taken back to no result is resumed, not corrected:
// its step says the game resumed in every language, from whichever front
// end entered it (the desk's sealed move, the command line, the window);
// it said "result corrected from adj. to no result". A step stored before
// as that correction reads as the resumption too.
func TestAdjournedGameClearedIsResumedInTheHistory(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	setResult(t, s, 1, 1, tournament.Adjourned)
	setResult(t, s, 1, 1, tournament.NoResult)
	st := newestEntry(t, s).Steps[0]
	if st.Action != "result.resume" {
		t.Errorf("the adjourned game cleared is recorded as %q, want result.resume", st.Action)
	}
	old := Step{Action: "result.correct", Args: map[string]any{"round": 1, "board": 1, "result": tournament.NoResult.String(), "was": tournament.Adjourned.String()}}
	want := map[i18n.Lang]string{
		i18n.English:  "Round 1, board 1: the adjourned game resumed, no result until it ends",
		i18n.Finnish:  "Kierros 1, pöytä 1: keskeytettyä peliä jatkettu, tulosta ei ole ennen pelin päättymistä",
		i18n.Estonian: "1. voor, 1. laud: katkestatud partiid jätkati, tulemust pole enne partii lõppu",
	}
	for l, w := range want {
		for _, step := range []Step{st, old} {
			if msg := i18n.For(l).Message(step); msg != w {
				t.Errorf("%s: %s reads %q, want %q", l, step.Action, msg, w)
			}
		}
	}
	// A final result taken back, and adjourned again, stay corrections.
	for _, r := range []tournament.Result{tournament.Adjourned, tournament.NoResult} {
		setResult(t, s, 1, 1, tournament.Draw)
		setResult(t, s, 1, 1, r)
		if got := newestEntry(t, s).Steps[0].Action; got != "result.correct" {
			t.Errorf("½–½ changed to %v is recorded as %q, want result.correct", r, got)
		}
	}
}

// A move and the adjourned game's resumption written in one Batch are one
// action, as the desk writes the sealed move played: one Undo takes back
// both, the game adjourned again with the moves it was sealed after, and
// Redo makes both again.
func TestSealedMoveAndResumptionUndoneAsOne(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	g := testGame()
	g.Moves, g.Incidents = g.Moves[:1], nil
	id, err := s.SaveGame(g)
	if err != nil {
		t.Fatal(err)
	}
	setResult(t, s, 1, 1, tournament.Adjourned)
	if err := s.Batch(func(tx *Tx) error {
		if err := tx.AppendMove(id, replay.RecordedMove{Ply: 2, UCI: "e7e5", SAN: "e5"}); err != nil {
			return err
		}
		return tx.SetResult(1, 1, tournament.NoResult)
	}); err != nil {
		t.Fatal(err)
	}
	state := func() (tournament.Result, int) {
		t.Helper()
		rec, err := s.GameAt(1, 1)
		if err != nil {
			t.Fatal(err)
		}
		return eventOf(t, s).Rounds[0].Pairings[0].Result, len(rec.Moves)
	}
	if r, n := state(); r != tournament.NoResult || n != 2 {
		t.Fatalf("after the sealed move: result %v, %d moves", r, n)
	}
	undone, err := s.NextUndo()
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Undo(); err != nil {
		t.Fatal(err)
	}
	if r, n := state(); r != tournament.Adjourned || n != 1 {
		t.Errorf("after one Undo: result %v, %d moves; want adjourned after 1 move", r, n)
	}
	if got := i18n.Join(i18n.For(i18n.English), undone.Steps, "; "); !strings.Contains(got, "e5") || !strings.Contains(got, "resumed") {
		t.Errorf("the Undo names %q, want the move and the resumption", got)
	}
	if _, err := s.Redo(); err != nil {
		t.Fatal(err)
	}
	if r, n := state(); r != tournament.NoResult || n != 2 {
		t.Errorf("after Redo: result %v, %d moves; want no result after 2 moves", r, n)
	}
}

// TestARulingProposalTheArbiterOverruledIsCalledOverruledInTheHistory:
// the arbiter overrules the desk's proposal on an illegal move: the
// history, the Undo button and the status line, which word the action's
// step, say the proposal was overruled, in every complete language, as
// the desk does; they said "Ruling recorded", as of one applied.
func TestARulingProposalTheArbiterOverruledIsCalledOverruledInTheHistory(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	words := func(overruled bool) map[i18n.Lang]string {
		t.Helper()
		if _, err := s.AddRuling(replay.Ruling{Round: 1, Board: 1, Incident: "illegal-move", Overruled: overruled}); err != nil {
			t.Fatal(err)
		}
		st := newestEntry(t, s).Steps[0]
		out := map[i18n.Lang]string{}
		for _, l := range i18n.Complete {
			out[l] = i18n.For(l).TMap(st.MessageKey(), st.MessageArgs())
		}
		return out
	}
	applied, overruled := words(false), words(true)
	for _, l := range i18n.Complete {
		if overruled[l] == applied[l] || strings.Contains(overruled[l], "{") {
			t.Errorf("%s: the overruled proposal reads %q, the applied ruling %q", l, overruled[l], applied[l])
		}
	}
	if !strings.Contains(overruled[i18n.English], "overruled") {
		t.Errorf("the overruled proposal reads %q", overruled[i18n.English])
	}
}

// A team board's first result reads in the history as an individual
// board's first result does, "result ½–½", not "(was no result)"; its
// correction says what it corrected, in every language.
func TestATeamBoardsFirstResultReadsAsAnIndividualBoards(t *testing.T) {
	s, _ := pairedTeamEvent(t, 4, 2, 2)
	last := func() Step { return newestEntry(t, s).Steps[0] }
	read := func(l i18n.Lang, st Step) string { return i18n.For(l).TMap(st.MessageKey(), st.MessageArgs()) }
	if err := setMatchBoard(t, s, 1, 2, 1, tournament.Draw); err != nil {
		t.Fatal(err)
	}
	first := last()
	if err := setMatchBoard(t, s, 1, 2, 1, tournament.WhiteWins); err != nil {
		t.Fatal(err)
	}
	corrected := last()
	if got, want := read(i18n.English, first), "Round 1, match 2, board 1: result ½–½"; got != want {
		t.Errorf("the first result reads %q, want %q", got, want)
	}
	if got, want := read(i18n.English, corrected), "Round 1, match 2, board 1: result corrected from ½–½ to 1–0"; got != want {
		t.Errorf("the correction reads %q, want %q", got, want)
	}
	for _, l := range []i18n.Lang{i18n.Finnish, i18n.Estonian} {
		none := i18n.For(l).T("live.entry.noresult")
		if got := read(l, first); strings.Contains(got, none) || strings.Contains(got, "{") {
			t.Errorf("%s: the first result reads %q", l, got)
		}
		if got := read(l, corrected); !strings.Contains(got, "½–½") || !strings.Contains(got, "1–0") {
			t.Errorf("%s: the correction reads %q", l, got)
		}
	}
}

// A settings change saved with the rows of the view it changed keeps
// every row, read back from the file (a label whose key the catalogue no
// longer knows as it was shown), and the history names each with
// its old and new value in the reader's language; a step stored without
// rows, as every one before them was, reads as it did.
func TestSettingsChangeKeepsEveryRowItChanged(t *testing.T) {
	s, _ := pairedEvent(t, 4)
	st := eventOf(t, s).Settings
	st.Site, st.Organiser = "Espoo", "Pärnu Chess Club"
	rows := []ShownRow{
		{Label: ShownText{Key: "ui.settings.site"}, Old: ShownText{Text: "Helsinki"}, New: ShownText{Text: "Espoo"}},
		{Label: ShownText{Key: "ui.settings.organiser"}, New: ShownText{Text: "Pärnu Chess Club"}},
		{Label: ShownText{Key: "ui.settings.supervised"}, Old: ShownText{Key: "ui.settings.unticked"}, New: ShownText{Key: "ui.settings.ticked"}},
		{Label: ShownText{Key: "ui.settings.rounds"}, Old: ShownText{Text: "5"}, New: ShownText{Text: "7"}},
		{Label: ShownText{Key: "ui.schedule.round", Args: map[string]any{"n": 2}}, Old: ShownText{Text: "1.6.2026 10:00"}, New: ShownText{Text: "2.6.2026 10:00"}},
		{Label: ShownText{Key: "ui.settings.chief"}, Old: ShownText{Text: "Anna"}},
		// A label whose key a later catalogue no longer knows: as shown.
		{Label: ShownText{Key: "ui.settings.gone", Text: "Colour"}, Old: ShownText{Text: "white"}, New: ShownText{Text: "black"}},
	}
	if err := s.Batch(func(tx *Tx) error {
		if err := tx.UpdateSettings(st); err != nil {
			return err
		}
		tx.ShowRows(rows)
		return nil
	}); err != nil {
		t.Fatal(err)
	}
	log, err := s.AuditLog()
	if err != nil {
		t.Fatal(err)
	}
	last := log[len(log)-1].Steps[len(log[len(log)-1].Steps)-1]
	got, _ := json.Marshal(last.Rows())
	if want, _ := json.Marshal(rows); string(got) != string(want) {
		t.Fatalf("the entry keeps %d rows %s, want the 7 saved %s", len(last.Rows()), got, want)
	}
	for l, want := range map[i18n.Lang][]string{
		i18n.English: {"Event settings changed (", "): Site: was Helsinki, now Espoo; Organiser: was (empty), now Pärnu Chess Club; ",
			": was off, now on; ", "Rounds: was 5, now 7; ", "2: was 1.6.2026 10:00, now 2.6.2026 10:00; ", ": was Anna, now (empty); Colour: was white, now black"},
		i18n.Finnish:  {"Turnauksen asetuksia muutettu (", "Paikka: oli Helsinki, nyt Espoo", ": oli pois, nyt päällä", "oli Anna, nyt (tyhjä)"},
		i18n.Estonian: {"Turniiri seadeid muudetud (", ": oli Helsinki, nüüd Espoo", ": oli väljas, nüüd sees", "oli Anna, nüüd (tühi)"},
	} {
		got := i18n.Join(i18n.For(l), []Step{last}, "; ")
		testtext.SaysEach(t, string(l)+": the entry", got, want...)
	}
	var old Step
	if err := json.Unmarshal([]byte(`{"action":"settings","args":{"name":"Espoo Open"}}`), &old); err != nil {
		t.Fatal(err)
	}
	if got := i18n.Join(i18n.For(i18n.English), []Step{old}, "; "); got != "Event settings changed (Espoo Open)" {
		t.Errorf("a step stored without rows reads %q", got)
	}
}

// A history row edited out of shape (not JSON, or nested past SQLite's
// depth) keeps the venue pages: PairedEver, which a serve's start and an
// export read, answers from the other rows where SQLite's "malformed JSON"
// refused the serve and the export.
func TestPairedEverReadsPastAHistoryRowOutOfShape(t *testing.T) {
	s, _, _ := pairedSwiss(t, 4)
	for _, steps := range []string{`[{"action":"round.save","args":{"round":`, strings.Repeat("[", 3000) + strings.Repeat("]", 3000)} {
		if _, err := s.db.Exec(`INSERT INTO audit(at, actor, steps) VALUES ('2026-01-01T00:00:00Z', 'x', ?)`, steps); err != nil {
			t.Fatal(err)
		}
		if n, err := s.PairedEver(); err != nil || n != 1 {
			t.Errorf("%.40s: %d, %v", steps, n, err)
		}
	}
}
