package cli

import (
	"bytes"
	"fmt"
	"maps"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/exchange"
)

// TestResultAfterWithdrawalRefusedAsByTheStore: the command line is refused
// a played result for a game after a withdrawal with the store's own
// message, and the file keeps the board open.
func TestResultAfterWithdrawalRefusedAsByTheStore(t *testing.T) {
	path, round, board := testevent.WithdrawnGame(t)
	st := testevent.Open(t, path)
	refusal := st.SetResult(round, board, tournament.WhiteWins)
	st.Close() // the command line opens the file itself
	testevent.CheckWithdrawnRefusal(t, "store", refusal)
	errOut := runCLI(t, 1, "result", path, "1-0", "--round", "2", "--board", "1")
	if !strings.Contains(errOut, refusal.Error()) {
		t.Errorf("command line: %q, want the store's %q", errOut, refusal.Error())
	}
	runCLI(t, 0, "result", path, "-+", "--round", "2", "--board", "1")
}

// TestSystemFixedOncePairedRefusedAsByTheStore: once a round is paired the
// command line is refused a new system, and a round robin's new number of
// rounds, with the store's own messages, and the settings stay.
func TestSystemFixedOncePairedRefusedAsByTheStore(t *testing.T) {
	path, _, _ := testevent.WithdrawnGame(t)
	st := testevent.Open(t, path)
	ev := testevent.Event(t, st)
	changed := ev.Settings
	changed.System, changed.Rounds = tournament.SwissDutch, 5
	refusal := st.UpdateSettings(changed)
	if refusal == nil {
		t.Fatal("the store took a new system once paired")
	}
	changed = ev.Settings
	changed.Rounds = 7
	tableRefusal := st.UpdateSettings(changed)
	st.Close()
	if tableRefusal == nil {
		t.Fatal("the store took a round robin's new rounds once paired")
	}
	for args, want := range map[string]error{"--system=swiss-dutch --rounds=5": refusal, "--rounds=7": tableRefusal} {
		errOut := runCLI(t, 1, append([]string{"event", path}, strings.Fields(args)...)...)
		if !strings.Contains(errOut, want.Error()) {
			t.Errorf("event %s: %q, want the store's refusal %q", args, errOut, want.Error())
		}
	}
	if out := runCLI(t, 0, "event", path, "--json"); !strings.Contains(out, `"system": "round-robin"`) {
		t.Errorf("the settings changed: %s", out)
	}
}

// TestImpossibleWithdrawalRefusedAsByTheStore: the command line is refused
// a withdrawal before a round the player played, and after a round not
// paired, with the store's own messages; the player stays in the event.
func TestImpossibleWithdrawalRefusedAsByTheStore(t *testing.T) {
	path, id := testevent.PlayedLater(t)
	st := testevent.Open(t, path)
	refusals := []error{st.WithdrawPlayer(id, 1), st.WithdrawPlayer(id, 9)}
	st.Close()
	testevent.CheckRefusal(t, "store, after round 1", refusals[0], testevent.PlayedLaterKey)
	testevent.CheckRefusal(t, "store, after round 9", refusals[1], testevent.UnpairedRoundKey)
	for i, after := range []string{"1", "9"} {
		errOut := runCLI(t, 1, "player", "withdraw", path, "--id", fmt.Sprint(id), "--after-round", after)
		if !strings.Contains(errOut, refusals[i].Error()) {
			t.Errorf("withdraw --after-round %s: %q, want the store's %q", after, errOut, refusals[i].Error())
		}
	}
	if out := runCLI(t, 0, "player", "list", path, "--json"); strings.Contains(out, "withdrawn_after") {
		t.Errorf("a player withdrew:\n%s", out)
	}
}

// TestLateEntryRefusedAsByTheStore: once a round robin is paired the
// command line is refused a new player, by hand or from a list, with the
// store's own message, and nobody joins.
func TestLateEntryRefusedAsByTheStore(t *testing.T) {
	path, _ := testevent.PlayedLater(t)
	st := testevent.Open(t, path)
	refusal := func() error { _, err := st.AddPlayer(tournament.Player{Name: "Eero Ek"}); return err }()
	st.Close()
	testevent.CheckRefusal(t, "store", refusal, testevent.LateEntryKey)
	if errOut := runCLI(t, 1, "player", "add", path, "--name", "Eero Ek"); !strings.Contains(errOut, refusal.Error()) {
		t.Errorf("player add: %q, want the store's %q", errOut, refusal.Error())
	}
	list := testdir.Write(t, filepath.Join(t.TempDir(), "late.csv"), "Name,Rating\nEero Ek,1500\n")
	if errOut := runCLI(t, 1, "import", "csv", path, list); !strings.Contains(errOut, refusal.Error()) {
		t.Errorf("import csv: %q, want the store's %q", errOut, refusal.Error())
	}
	if out := runCLI(t, 0, "player", "list", path, "--json"); strings.Contains(out, "Eero") {
		t.Errorf("a player joined:\n%s", out)
	}
}

// TestTRFWithdrawalBeforeAPlayedGameRefused: a TRF report whose withdrawal
// record (XXW) has a player leave after round 1 though his round-2 game
// was played 1–0 is refused with the store's message, and no file is left.
func TestTRFWithdrawalBeforeAPlayedGameRefused(t *testing.T) {
	path, id := testevent.PlayedLater(t)
	ev := testevent.Read(t, path)
	report := append(exchange.ExportTRF(ev, exchange.TRFOptions{}), fmt.Sprintf("XXW %d 1\r\n", ev.StartNumbers()[id])...)
	in := testdir.Write(t, filepath.Join(t.TempDir(), "contradiction.trf"), report)
	out := filepath.Join(t.TempDir(), "imported.arbiter")
	errOut := runCLI(t, 1, "import", "trf", out, in)
	if !strings.Contains(errOut, "withdrew after round 1") {
		t.Errorf("import: %q, want the withdrawal's contradiction named", errOut)
	}
	if _, err := os.Stat(out); !os.IsNotExist(err) {
		t.Errorf("a file was left: %v", err)
	}
}

// TestLateEntrySaysWhoseNumbersChanged: a player entered after round 1 or
// 2 of a Swiss, rated above others, gives them new pairing numbers (the
// initial ranking list, FIDE C.04.2); "player add" says whose, was and
// now, as the window does, in every language, and which rounds' sheets
// show the old ones: after round 1 "round 1", not "rounds 1–1". The
// command line said only that the player was added, the sheets already
// posted showing old numbers.
func TestLateEntrySaysWhoseNumbersChanged(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		for rounds := 1; rounds <= 2; rounds++ {
			ev := testevent.Swiss(t, 8, rounds, false)
			file := testevent.EventFile(t, ev)
			before := ev.StartNumbers()
			out := runCLI(t, 0, "player", "add", file, "--name", "Kõrge Reiting", "--rating", "2900")
			now := testevent.Read(t, file).StartNumbers()
			moved := saysRenumbered(t, string(lang), out, cat, ev.Players, before, now)
			if want := cat.T("live.renumber.text", "n", moved, "rounds", rounds, "added", 1); moved == 0 || !strings.Contains(out, want) || strings.Contains(out, "1–1 ") {
				t.Errorf("%s after round %d: %d moved, no %q:\n%s", lang, rounds, moved, want, out)
			}
			if lang == i18n.English && rounds == 1 && !strings.Contains(out, "The sheets of round 1 already posted") {
				t.Errorf("after round 1:\n%s", out)
			}
		}
	})
}

// lastRatedFirst is a Swiss of eight with rounds paired, written to its
// file, the start numbers before, and the last-numbered player, whose
// rating "player edit" has just corrected to 2900, the field's highest,
// with what the command said.
func lastRatedFirst(t *testing.T, rounds int) (ev *tournament.Event, file string, before map[int64]int, last *tournament.Player, out string) {
	t.Helper()
	ev = testevent.Swiss(t, 8, rounds, false)
	file = testevent.EventFile(t, ev)
	before = ev.StartNumbers()
	last = ev.ByStartNumber(before)[len(ev.Players)-1]
	out = runCLI(t, 0, "player", "edit", file, "--id", fmt.Sprint(last.ID), "--rating", "2900")
	return ev, file, before, last, out
}

// TestRatingCorrectionSaysWhoseNumbersChanged: a rating corrected with
// "player edit" once a Swiss is under way reorders the initial ranking
// list as a late entry does, and the command says whose numbers moved,
// naming the corrected player, in every language; it said only "Saved",
// the sheets posted showing old numbers. So does a player list imported
// into the event, as the window's import does. A correction that moves
// nobody says nothing of numbers.
func TestRatingCorrectionSaysWhoseNumbersChanged(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		ev, file, before, last, out := lastRatedFirst(t, 2)
		now := testevent.Read(t, file).StartNumbers()
		if now[last.ID] != 1 {
			t.Fatalf("%s: the corrected player is number %d, want 1", lang, now[last.ID])
		}
		if moved := saysRenumbered(t, string(lang), out, cat, ev.Players, before, now); moved != len(ev.Players) {
			t.Errorf("%s: %d of %d players renumbered, want all", lang, moved, len(ev.Players))
		}
		if want := cat.T("live.renumber.edited", "name", last.Name, "n", len(ev.Players), "rounds", 2); !strings.Contains(out, want) {
			t.Errorf("%s: no %q:\n%s", lang, want, out)
		}
		if out := runCLI(t, 0, "player", "edit", file, "--id", fmt.Sprint(last.ID), "--club", "Shakkiklubi"); strings.Contains(out, cat.T("live.renumber.line", "name", last.Name, "was", 1, "now", 1)) || len(strings.Split(strings.TrimSpace(out), "\n")) != 1 {
			t.Errorf("%s: a club changed:\n%s", lang, out)
		}
		csv := testdir.Write(t, filepath.Join(t.TempDir(), "late.csv"), "name,rating\n\"Kõrge, Reiting\",3000\n")
		before = now
		out = runCLI(t, 0, "import", "csv", file, csv)
		if want := cat.T("live.renumber.text", "n", len(ev.Players), "rounds", 2, "added", 1); !strings.Contains(out, want) {
			t.Errorf("%s: an import: no %q:\n%s", lang, want, out)
		}
		if moved := saysRenumbered(t, string(lang)+" import", out, cat, ev.Players, before, testevent.Read(t, file).StartNumbers()); moved != len(ev.Players) {
			t.Errorf("%s: an import: %d of %d players renumbered, want all", lang, moved, len(ev.Players))
		}
		if want := cat.T("event.cli.imported", "players", 1, "rounds", 0, "file", file); !strings.Contains(out, want) || lang == i18n.English && !strings.Contains(out, "Imported 1 player into") {
			t.Errorf("%s: an import: %q", lang, out)
		}
	})
}

// Once a Swiss's fourth round is paired no pairing number changes (FIDE
// C.04.2.B.3): a rating corrected after round 7 of a Helsinki open gave
// three players new numbers and asked for the sheets to be reprinted. Now
// the correction, a late entry and a list imported move nobody, and the
// command says why and which number the newcomer takes, in every language.
func TestNumbersStayOnceRoundFourIsPaired(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		ev, file, before, last, out := lastRatedFirst(t, 4)
		if now := testevent.Read(t, file).StartNumbers(); !maps.Equal(now, before) {
			t.Errorf("%s: a rating corrected after round 4: numbers %v, want %v", lang, now, before)
		}
		if want := cat.T("live.renumber.fixed.edited", "name", last.Name, "place", 1, "no", before[last.ID]); !strings.Contains(out, want) || strings.Count(strings.TrimSpace(out), "\n") != 1 {
			t.Errorf("%s: a rating corrected: want %q after the saving alone:\n%s", lang, want, out)
		}
		out = runCLI(t, 0, "player", "add", file, "--name", "Myöhäinen Mikko", "--rating", "2950")
		if want := cat.T("live.renumber.fixed.late", "name", "Myöhäinen Mikko", "no", len(ev.Players)+1); !strings.Contains(out, want) {
			t.Errorf("%s: a late entry: no %q:\n%s", lang, want, out)
		}
		csv := testdir.Write(t, filepath.Join(t.TempDir(), "late.csv"), "name,rating\n\"Kõrge, Reiting\",3000\n")
		out = runCLI(t, 0, "import", "csv", file, csv)
		if want := cat.T("live.renumber.fixed.late", "name", "Reiting Kõrge", "no", len(ev.Players)+2); !strings.Contains(out, want) {
			t.Errorf("%s: an import: no %q:\n%s", lang, want, out)
		}
		now := testevent.Read(t, file).StartNumbers()
		for id, n := range before {
			if now[id] != n {
				t.Errorf("%s: after the late entries: player %d is number %d, want %d", lang, id, now[id], n)
			}
		}
	})
}

// saysRenumbered fails the test unless out says, in cat's words, each of
// players whose starting number was is not now: the number he had and
// the one he has; it returns how many were renumbered.
func saysRenumbered(t *testing.T, what, out string, cat *i18n.Catalog, players []tournament.Player, was, now map[int64]int) (moved int) {
	t.Helper()
	for _, p := range players {
		if now[p.ID] != was[p.ID] {
			moved++
			if line := cat.T("live.renumber.line", "name", p.Name, "was", was[p.ID], "now", now[p.ID]); !strings.Contains(out, line) {
				t.Errorf("%s: no line %q:\n%s", what, line, out)
			}
		}
	}
	return moved
}

// TestUndoOfALateEntrySaysWhoseNumbersChanged: undoing a late entry, or
// redoing it, gives the players he moved their numbers back, or again,
// and undo and redo say whose, as the entry did; they said only what was
// undone, the sheets printed since showing numbers no longer right.
func TestUndoOfALateEntrySaysWhoseNumbersChanged(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		ev := testevent.Swiss(t, 8, 2, false)
		file := testevent.EventFile(t, ev)
		before := ev.StartNumbers()
		runCLI(t, 0, "player", "add", file, "--name", "Kõrge Reiting", "--rating", "2900")
		late := testevent.Read(t, file).StartNumbers()
		for _, c := range []struct {
			cmd      string
			was, now map[int64]int
		}{{"undo", late, before}, {"redo", before, late}} {
			out := runCLI(t, 0, c.cmd, file)
			if want := cat.T("live.renumber.history", "n", len(ev.Players), "rounds", 2); !strings.Contains(out, want) {
				t.Errorf("%s %s: no %q:\n%s", lang, c.cmd, want, out)
			}
			if moved := saysRenumbered(t, string(lang)+" "+c.cmd, out, cat, ev.Players, c.was, c.now); moved != len(ev.Players) {
				t.Errorf("%s %s: %d of %d players renumbered, want all", lang, c.cmd, moved, len(ev.Players))
			}
		}
		// An undo that moves no number says nothing of numbers.
		runCLI(t, 0, "result", file, "--round", "2", "--board", "1", "1-0")
		if out := runCLI(t, 0, "undo", file); strings.Contains(out, "C.04.2") {
			t.Errorf("%s: a result undone:\n%s", lang, out)
		}
	})
}

// TestLateEntryWhileARoundIsPairedSaysHeIsNotInIt: a player added while
// round 2 is paired is not in it (its lists leave him out, with no
// points) and is paired from round 3; "player add" says so, and how to
// play him in round 2, in every language, as the window does. It said
// only that he was added. Added once round 2 has its results and before
// round 3 is paired, he misses nothing more and nothing is said.
func TestLateEntryWhileARoundIsPairedSaysHeIsNotInIt(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := testevent.EventFile(t, testevent.Swiss(t, 8, 1, true))
		out := runCLI(t, 0, "player", "add", file, "--name", "Myöhä Tulija", "--rating", "1000")
		if want := cat.T("live.late.unpaired", "name", "Myöhä Tulija", "round", 2, "next", 3); !strings.Contains(out, want) {
			t.Errorf("%s: no %q:\n%s", lang, want, out)
		}
		file = testevent.EventFile(t, testevent.Swiss(t, 8, 2, false))
		if out := runCLI(t, 0, "player", "add", file, "--name", "Myöhä Tulija", "--rating", "1000"); strings.Contains(out, cat.T("live.late.unpaired", "name", "Myöhä Tulija", "round", 2, "next", 3)) {
			t.Errorf("%s: added before round 3 is paired:\n%s", lang, out)
		}
	})
}

// TestResultOnBoardZero: "result --board 0" is refused as a board the
// round does not have, as --board 99 is; it said --round and --board were
// required, both given.
func TestResultOnBoardZero(t *testing.T) {
	t.Setenv("ARBITER_LANG", string(i18n.English))
	file := testevent.EventFile(t, testevent.Swiss(t, 8, 2, true))
	code, _, errOut := run(t, "result", file, "--round", "3", "--board", "0", "1-0")
	if code != 1 || !strings.Contains(errOut, "no board 0") {
		t.Errorf("exit %d: %q", code, errOut)
	}
	if code, _, errOut = run(t, "result", file, "--round", "3", "1-0"); code != 2 || !strings.Contains(errOut, "--board are required") {
		t.Errorf("without --board: exit %d: %q", code, errOut)
	}
}

// TestABoardTheRoundLacksNamesItsBoards: a board typed that the round
// does not have is refused with the boards it has, in the user's
// language, whether a result or an envelope asks for it (five messages of
// their own said only "no board 9").
func TestABoardTheRoundLacksNamesItsBoards(t *testing.T) {
	file := testevent.EventFile(t, testevent.Swiss(t, 8, 2, true))
	out := filepath.Join(t.TempDir(), "envelope.pdf")
	for lang, want := range map[i18n.Lang]string{i18n.English: "its boards are 1–4", i18n.Finnish: "sen pöydät ovat 1–4", i18n.Estonian: "selle lauad on 1–4"} {
		t.Setenv("ARBITER_LANG", string(lang))
		for _, args := range [][]string{{"result", file, "--round", "3", "--board", "9", "1-0"},
			{"print", "envelope", file, "-o", out, "--round", "3", "--board", "9", "--blank"}} {
			if code, _, errOut := run(t, args...); code != 1 || !strings.Contains(errOut, want) {
				t.Errorf("%s %v: exit %d: %q, want %q", lang, args[:2], code, errOut, want)
			}
		}
	}
}

// TestTheByeIsOnNoBoard: every command that takes --board numbers the
// boards as the lists do, where the bye is on none ("–") though the round
// keeps it after its games: its number is a board the round lacks,
// refused naming the games' boards, in the user's language. arbiter result
// refused the bye's number as "board 4 of round 1 is a bye", a board that
// no list shows.
func TestTheByeIsOnNoBoard(t *testing.T) {
	ev := testevent.Swiss(t, 7, 0, true)
	bye := 0
	for _, p := range ev.Rounds[0].Pairings {
		if p.IsBye() {
			bye = p.Board
		}
	}
	if bye != 4 {
		t.Fatalf("round 1 of seven players keeps its bye on board %d, want 4 after three games", bye)
	}
	file := testevent.EventFile(t, ev)
	out := filepath.Join(t.TempDir(), "sheet.pdf")
	for lang, want := range map[i18n.Lang]string{i18n.English: "Round 1 has no board 4: its boards are 1–3",
		i18n.Finnish: "Kierroksella 1 ei ole pöytää 4: sen pöydät ovat 1–3", i18n.Estonian: "Voorus 1 ei ole lauda 4: selle lauad on 1–3"} {
		t.Setenv("ARBITER_LANG", string(lang))
		for _, args := range [][]string{
			{"result", file, "--round", "1", "--board", "4", "1-0"},
			{"result", file, "--round", "1", "--board", "4", "--from-game"},
			{"swap", file, "--round", "1", "--board", "4"},
			{"ruling", "illegal-move", "--player", "white", "--event", file, "--round", "1", "--board", "4"},
			{"print", "scoresheets", file, "-o", out, "--round", "1", "--board", "4"},
			{"print", "envelope", file, "-o", out, "--round", "1", "--board", "4"},
			{"print", "envelope", file, "-o", out, "--round", "1", "--board", "4", "--blank"},
		} {
			if code, _, errOut := run(t, args...); code == 0 || !strings.Contains(errOut, want) {
				t.Errorf("%s %v: exit %d: %q, want %q", lang, args[:2], code, errOut, want)
			}
		}
	}
}

// TestClearingNoResultSaysSo: "*" on a board that has no result changes
// nothing and says so; the line read as the pairing with a blank where
// the result goes.
func TestClearingNoResultSaysSo(t *testing.T) {
	t.Setenv("ARBITER_LANG", string(i18n.English))
	file := testevent.EventFile(t, testevent.Swiss(t, 8, 2, true))
	out := runCLI(t, 0, "result", file, "--round", "3", "--board", "1", "*")
	if !strings.Contains(out, "has no result to clear; nothing changed") {
		t.Errorf("result * on a board without one: %q", out)
	}
}

// TestSameResultAgainSaysSo: a result entered again as it stands says
// nothing changed (it read as a new entry); marking it unrated is a change.
func TestSameResultAgainSaysSo(t *testing.T) {
	t.Setenv("ARBITER_LANG", string(i18n.English))
	file := testevent.EventFile(t, testevent.Swiss(t, 8, 2, true))
	enter := func(args ...string) string {
		return runCLI(t, 0, append([]string{"result", file, "--round", "3", "--board", "1", "1-0"}, args...)...)
	}
	for i, c := range []struct {
		args []string
		same bool
	}{{nil, false}, {nil, true}, {[]string{"--unrated"}, false}, {[]string{"--unrated"}, true}, {[]string{"--rated"}, false}} {
		if out := enter(c.args...); strings.Contains(out, "as it was; nothing changed") != c.same {
			t.Errorf("entry %d %v: %q, want it to say nothing changed: %v", i+1, c.args, out, c.same)
		}
	}
}

// TestSwissRoundsBoundedByTheField: a five-player Swiss is refused 1000
// rounds (the most any event takes, named) and six rounds (more than its
// field can play: four opponents and a bye each, the five named), in each
// language, and takes five; the file keeps what it had until then.
func TestSwissRoundsBoundedByTheField(t *testing.T) {
	path := testevent.File(t, 5, 0, 0, 0)
	for _, c := range []struct {
		lang, rounds, want string
		exit               int // a value no event takes is a usage error
	}{
		{"en", "1000", "the most taken is 99", 2},
		{"en", "6", "A Swiss of 5 players has at most 5 rounds", 1},
		{"fi", "6", "5 pelaajan sveitsiläisessä turnauksessa on enintään 5 kierrosta", 1},
		{"et", "1000", "suurim lubatud arv on 99", 2},
	} {
		t.Setenv("ARBITER_LANG", c.lang)
		if errOut := runCLI(t, c.exit, "event", path, "--rounds", c.rounds); !strings.Contains(errOut, c.want) {
			t.Errorf("%s, --rounds %s: %q, want %q", c.lang, c.rounds, errOut, c.want)
		}
	}
	if out := runCLI(t, 0, "event", path, "--json"); !strings.Contains(out, `"rounds": 7`) {
		t.Errorf("the rounds changed: %s", out)
	}
	runCLI(t, 0, "event", path, "--rounds", "5")
	if out := runCLI(t, 0, "event", path, "--json"); !strings.Contains(out, `"rounds": 5`) {
		t.Errorf("five rounds not taken: %s", out)
	}
}

// TestBirthYearOutOfRangeNamedAsSuch: a birth year typed out of range
// (3000 for 2000) is refused as the year it is, naming the years taken,
// in each language, not as "neither a year nor a date".
func TestBirthYearOutOfRangeNamedAsSuch(t *testing.T) {
	path := testevent.File(t, 2, 0, 0, 0)
	refusedInEachLang(t, map[string]string{
		"en": "Eero Ek: birth year 3000 is outside the years a birth date takes, 1850–2199",
		"fi": "Eero Ek: syntymävuosi 3000 ei ole hyväksyttyjen vuosien 1850–2199 välillä",
		"et": "Eero Ek: sünniaasta 3000 ei jää lubatud aastate 1850–2199 vahemikku",
	}, "player", "add", path, "--name", "Eero Ek", "--born", "3000")
}

// TestRoundOneRefusedForMoreRoundsThanTheFieldPlays: a Swiss made for
// nine rounds and given five players is refused round 1, in each language,
// naming the five rounds its field can play, since round 1 fixes the
// number of rounds; nothing is paired, and with five rounds it pairs.
func TestRoundOneRefusedForMoreRoundsThanTheFieldPlays(t *testing.T) {
	path := filepath.Join(t.TempDir(), "open.arbiter")
	newEvent(t, path, []string{"--name", "Open", "--system", "swiss-dutch", "--rounds", "9"}, "Aino Aho", "Bo Berg", "Carl Cole", "Dana Dahl", "Eero Eng")
	refusedInEachLang(t, map[string]string{
		"en": "the event is set for 9 rounds, but a Swiss of 5 players has at most 5 rounds",
		"fi": "turnaukseen on asetettu 9 kierrosta, mutta 5 pelaajan sveitsiläisessä turnauksessa on enintään 5 kierrosta",
		"et": "turniirile on määratud 9 vooru, aga 5 mängijaga Šveitsi süsteemi turniiril on kõige rohkem 5 vooru",
	}, "pair", path)
	if ev := testevent.Read(t, path); len(ev.Rounds) != 0 {
		t.Fatalf("round 1 paired: %+v", ev.Rounds)
	}
	runCLI(t, 0, "event", path, "--rounds", "5")
	runCLI(t, 0, "pair", path)
}

// TestSwissCutShortByTheCommandLine: a Swiss of seven rounds whose last is
// cancelled after six is cut to six with "event --rounds", which says its
// tables final, and its standings are headed final; it is refused five,
// fewer than the rounds paired, with the store's message.
func TestSwissCutShortByTheCommandLine(t *testing.T) {
	path := testevent.File(t, 12, 6, 7, 0)
	cat := i18n.For("en")
	errOut := runCLI(t, 1, "event", path, "--rounds", "5")
	if want := cat.T("event.err.settings.rounds.paired", "paired", 6, "rounds", 5); !strings.Contains(errOut, want) {
		t.Errorf("cut to 5: %q, want %q", errOut, want)
	}
	var out, said bytes.Buffer
	if code := Run([]string{"event", path, "--rounds", "6"}, &out, &said); code != 0 {
		t.Fatalf("cut to 6: exit %d: %s", code, said.String())
	}
	if want := cat.T("event.length.over", "rounds", 6); !strings.Contains(said.String(), want) {
		t.Errorf("cut to 6 says %q, want %q", said.String(), want)
	}
	if first := strings.SplitN(runCLI(t, 0, "standings", path), "\n", 2)[0]; !strings.HasSuffix(first, cat.T("print.standings.final")) {
		t.Errorf("standings after the cut headed %q", first)
	}
}

// TestSwissCutShortDropsTheDatesOfTheRoundsCut: a Swiss of seven rounds
// whose round 7 is dated is cut to six with "event --rounds 6", which
// takes round 7's date out of the schedule and says so, where the cut was
// refused as naming a round the event no longer had; a date given for
// round 7 with the cut is still refused.
func TestSwissCutShortDropsTheDatesOfTheRoundsCut(t *testing.T) {
	path := testevent.File(t, 12, 6, 7, 0)
	runCLI(t, 0, "event", path, "--end", "2026-11-26", "--round-time", "7=2026-11-26 18:00")
	cat := i18n.For("en")
	errOut := runCLI(t, 2, "event", path, "--rounds", "6", "--round-time", "7=2026-11-26")
	if want := cat.T("schedule.err.round", "round", 7, "rounds", 6); !strings.Contains(errOut, want) {
		t.Errorf("cut to 6 with round 7 dated: %q, want %q", errOut, want)
	}
	var out, said bytes.Buffer
	if code := Run([]string{"event", path, "--rounds", "6"}, &out, &said); code != 0 {
		t.Fatalf("cut to 6: exit %d: %s", code, said.String())
	}
	if want := cat.T("schedule.cut", "round", 7, "rounds", 6, "when", "26 Nov 2026, 18:00"); !strings.Contains(said.String(), want) {
		t.Errorf("cut to 6 says %q, want %q", said.String(), want)
	}
	if s := runJSON[tournament.Settings](t, "event", path, "--json"); len(s.Schedule) != 0 || s.Rounds != 6 {
		t.Errorf("after the cut: %d rounds, schedule %+v", s.Rounds, s.Schedule)
	}
}

// TestWithdrawalAfterTheLastRoundRefused: a round robin of four has three
// rounds; once the third is paired no game is left to withdraw from, and
// a withdrawal after it, which the window and the command line took, only
// marked a player who played every game "withdrawn" in the standings and
// the crosstable. The store refuses it with its own message, the command
// line says it, and nobody is withdrawn.
func TestWithdrawalAfterTheLastRoundRefused(t *testing.T) {
	path, id := testevent.PlayedLater(t)
	st := testevent.Open(t, path)
	testevent.PairRoundRobin(t, st, 3)
	refusal := st.WithdrawPlayer(id, 3)
	st.Close()
	testevent.CheckRefusal(t, "store, after round 3 of 3", refusal, "event.err.withdraw.last")
	if refusal == nil {
		return
	}
	p, _ := fileEvent(t, path).Player(id)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		want := cat.T("event.err.withdraw.last", "name", p.Name, "round", 3)
		errOut := runCLI(t, 1, "player", "withdraw", path, "--id", fmt.Sprint(id), "--after-round", "3")
		if !strings.Contains(errOut, want) {
			t.Errorf("%s: withdraw --after-round 3: %q, want %q", lang, errOut, want)
		}
	})
	if out := runCLI(t, 0, "player", "list", path, "--json"); strings.Contains(out, "withdrawn_after") {
		t.Errorf("a player withdrew:\n%s", out)
	}
}
