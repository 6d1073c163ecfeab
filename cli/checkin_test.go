package cli

import (
	"encoding/json"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/tournament"
	"arbiter/tournament/input"
)

// Check-in from the command line, as a script at the entrance uses it:
// open, 30 of 40 in, close with a bye for the absent, and the pairing of
// round 1 leaves the 10 out with zero-point byes; every refusal is a
// sentence in the user's language.
func TestCheckInCommand(t *testing.T) {
	file := testevent.File(t, 40, 0, 5, 0)
	ev := testevent.Read(t, file)
	if out := runCLI(t, 1, "checkin", file, "--id", strconv.FormatInt(ev.Players[0].ID, 10), "--in"); !strings.Contains(out, "no check-in is open") {
		t.Errorf("before opening: %q", out)
	}
	if out := runCLI(t, 0, "checkin", file, "--open"); !strings.Contains(out, "round 1 is open: 40 players") {
		t.Errorf("open: %q", out)
	}
	checkIn(t, file, ev.Players[:30]...)
	if out := runCLI(t, 0, "checkin", file, "--id", strconv.FormatInt(ev.Players[30].ID, 10), "--out"); !strings.Contains(out, "absent for round 1") {
		t.Errorf("out: %q", out)
	}
	if out := runCLI(t, 1, "pair", file); !strings.Contains(out, "still open (10 players not checked in)") {
		t.Errorf("pairing with check-in open: %q", out)
	}
	runCLI(t, 2, "checkin", file, "--open", "--close")
	runCLI(t, 2, "checkin", file, "--id", "3")
	if out := runCLI(t, 2, "checkin", file, "--close", "--absent", "later"); !strings.Contains(out, "bye, bye-rest or none") {
		t.Errorf("bad --absent: %q", out)
	}
	if out := runCLI(t, 0, "checkin", file, "--close", "--absent", "bye"); !strings.Contains(out, "10 absent players have a zero-point bye in round 1") {
		t.Errorf("close: %q", out)
	}
	var list checkInJSON
	if err := json.Unmarshal([]byte(runCLI(t, 0, "checkin", file, "--list", "--json")), &list); err != nil || list.Open || list.Absent != "bye" || len(list.Players) != 40 {
		t.Fatalf("list: %+v %v", list, err)
	}
	runCLI(t, 0, "pair", file)
	ev = testevent.Read(t, file)
	zero := 0
	for _, p := range ev.Rounds[0].Pairings {
		if p.IsBye() && p.Bye == tournament.ByeZeroPoint {
			zero++
			for _, in := range ev.Players[:30] {
				if in.ID == p.White {
					t.Errorf("%s checked in and has a bye", in.Name)
				}
			}
		}
	}
	if zero != 10 || len(ev.Rounds[0].Pairings) != 25 {
		t.Errorf("round 1: %d zero-point byes, %d boards", zero, len(ev.Rounds[0].Pairings))
	}
	t.Setenv("ARBITER_LANG", "fi")
	if out := runCLI(t, 0, "checkin", file, "--list"); !strings.Contains(out, "30 paikalla, 10 ilmoittautumatta") {
		t.Errorf("list in Finnish: %q", out)
	}
	t.Setenv("ARBITER_LANG", "et")
	if out := runCLI(t, 0, "checkin", file, "--open"); !strings.Contains(out, "Vooru 2 kohalolekust teatamine on avatud") {
		t.Errorf("open in Estonian: %q", out)
	}
}

// The bye the closing of a check-in gives a player who did not check in
// is named as his absence wherever the round is listed — the round the
// pairing prints and the pairing sheet, in each language — and a zero-point
// bye a player asked for is not: both read "zero-point bye", so that a
// player who came late read on the wall a bye he never asked for.
func TestTheAbsentsByeIsNamedAsHisAbsenceBesideAByeAskedFor(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := testevent.File(t, 10, 0, 5, 0)
		ev := testevent.Read(t, file)
		asked, absent := ev.Players[0], ev.Players[1]
		runCLI(t, 0, "bye", file, "--id", strconv.FormatInt(asked.ID, 10), "--kind", "zero", "--round", "1")
		runCLI(t, 0, "checkin", file, "--open")
		checkIn(t, file, ev.Players[2:]...)
		runCLI(t, 0, "checkin", file, "--close", "--absent", "bye")
		sheet := filepath.Join(t.TempDir(), "pairings.pdf")
		round := runCLI(t, 0, "pair", file)
		runCLI(t, 0, "print", "pairings", file, "--round", "1", "-o", sheet, "--lang", string(lang))
		zero := cat.T("print.bye.zero")
		notIn := cat.T("print.bye.absent", "kind", zero)
		for door, text := range map[string]string{"the round": round, "the pairing sheet": pdftext.File(t, sheet)} {
			for _, line := range strings.Split(text, "\n") {
				switch {
				case strings.Contains(line, absent.Name) && !strings.Contains(line, notIn):
					t.Errorf("%s, %s: the absent %s's line %q, want %q", lang, door, absent.Name, line, notIn)
				case strings.Contains(line, asked.Name) && (!strings.Contains(line, zero) || strings.Contains(line, notIn)):
					t.Errorf("%s, %s: %s, who asked for his bye, %q, want %q alone", lang, door, asked.Name, line, zero)
				}
			}
			if !strings.Contains(text, notIn) {
				t.Errorf("%s, %s names no absence:\n%s", lang, door, text)
			}
		}
	})
}

// checkInWithABye makes a Swiss of 4 whose first player asked for a bye
// of kind (half, zero) in round 1, and opens round 1's check-in.
func checkInWithABye(t *testing.T, kind string) (string, *tournament.Event) {
	t.Helper()
	file := testevent.File(t, 4, 0, 5, 0)
	ev := testevent.Read(t, file)
	runCLI(t, 0, "bye", file, "--id", strconv.FormatInt(ev.Players[0].ID, 10), "--kind", kind, "--round", "1")
	runCLI(t, 0, "checkin", file, "--open")
	return file, ev
}

// checkIn checks each of players in at the open check-in of the event at
// file, as the entrance's script does.
func checkIn(t *testing.T, file string, players ...tournament.Player) {
	t.Helper()
	for _, p := range players {
		runCLI(t, 0, "checkin", file, "--id", strconv.FormatInt(p.ID, 10), "--in")
	}
}

// `checkin --list` says of a player who asked for a bye in the check-in's
// round that he did, as the window's list does, where it said "not in"
// as of any absent player; its JSON names the bye's kind.
func TestCheckInListSaysWhoAskedForABye(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file, ev := checkInWithABye(t, "half")
		asked := ev.Players[0]
		want := cat.T("checkin.mark.bye", "kind", cat.T("print.bye.half"))
		// The heading counts him apart from those awaited: it said all
		// but none not in.
		heading := cat.T("checkin.cli.heading", "round", 1, "state", cat.T("checkin.state.open"), "in", 0, "absent", len(ev.Players)-1, "excused", 1)
		if out := runCLI(t, 0, "checkin", file, "--list"); !strings.HasPrefix(out, heading+"\n") {
			t.Errorf("%s: the list begins %q, want %q", lang, strings.SplitN(out, "\n", 2)[0], heading)
		}
		for _, line := range strings.Split(runCLI(t, 0, "checkin", file, "--list"), "\n") {
			if strings.Contains(line, asked.Name) && !strings.HasSuffix(line, want) {
				t.Errorf("%s: %q, want it to end %q", lang, line, want)
			}
		}
		var list struct {
			Players []struct {
				ID  int64  `json:"id"`
				Bye string `json:"bye"`
			} `json:"players"`
		}
		if err := json.Unmarshal([]byte(runCLI(t, 0, "checkin", file, "--list", "--json")), &list); err != nil {
			t.Fatal(err)
		}
		for _, p := range list.Players {
			if want := map[bool]string{true: "half"}[p.ID == asked.ID]; p.Bye != want {
				t.Errorf("%s: player %d's bye in the JSON %q, want %q", lang, p.ID, p.Bye, want)
			}
		}
	})
}

// `checkin --in` of a player who asked for a bye in the round says that
// the bye stands and the pairing leaves him out: it said only that he was
// checked in, and the pairing gave him the bye.
func TestCheckInOfAPlayerWhoAskedForAByeSaysItStands(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file, ev := checkInWithABye(t, "zero")
		p := ev.Players[0]
		want := cat.T("checkin.cli.in.bye", "name", p.Name, "round", 1, "kind", cat.T("print.bye.zero")) + "\n"
		if out := runCLI(t, 0, "checkin", file, "--id", strconv.FormatInt(p.ID, 10), "--in"); out != want {
			t.Errorf("%s: %q, want %q", lang, out, want)
		}
		// Closing, every player in, names him as keeping his bye: it
		// said only that no one had one.
		for _, o := range ev.Players[1:] {
			runCLI(t, 0, "checkin", file, "--id", strconv.FormatInt(o.ID, 10), "--in")
		}
		keeps := cat.T("checkin.excused", "round", 1, "players", 1) + "\n  " + p.Name + "\n"
		if out := runCLI(t, 0, "checkin", file, "--close", "--absent", "bye"); !strings.HasSuffix(out, keeps) {
			t.Errorf("%s: closing says %q, want it to end %q", lang, out, keeps)
		}
	})
}

// After the last round is paired, `checkin --list` says there is no round
// left to check in for, in the user's language, as the window's button
// and `--open` do; it said only that no check-in had been opened.
func TestCheckInListAfterTheLastRoundSaysNoRoundIsLeft(t *testing.T) {
	ev := testevent.Swiss(t, 8, 3, false)
	ev.Settings.Rounds = 3
	file := testevent.EventFile(t, ev)
	for _, tt := range []struct{ lang, none, over string }{
		{"en", "No check-in has been opened.", "All 3 rounds are paired; there is no round left to check in for."},
		{"fi", "Yhtään ilmoittautumista ei ole avattu.", "Kaikki 3 kierrosta on jo laadittu; ilmoittautumiseen ei ole kierrosta jäljellä."},
		{"et", "Kohalolekust teatamist ei ole avatud.", "Kõik 3 vooru on juba paaritatud; kohalolekuks ei ole vooru järel."},
	} {
		t.Setenv("ARBITER_LANG", tt.lang)
		if out := runCLI(t, 0, "checkin", file, "--list"); !strings.Contains(out, tt.none) || !strings.Contains(out, tt.over) {
			t.Errorf("%s: --list after the last round: %q", tt.lang, out)
		}
		if out := runCLI(t, 1, "checkin", file, "--open"); !strings.Contains(out, strings.TrimSuffix(strings.ToLower(tt.over[:1])+tt.over[1:], ".")) {
			t.Errorf("%s: --open after the last round: %q", tt.lang, out)
		}
	}
}

// Closing a check-in from the command line says apart the player who asked
// for a bye in the round and did not check in: he keeps his bye and is not
// one of the absent given the closing's.
func TestCheckInCloseSaysWhoKeepsHisOwnBye(t *testing.T) {
	file, ev := checkInWithABye(t, "half")
	checkIn(t, file, ev.Players[2:]...)
	out := runCLI(t, 0, "checkin", file, "--close", "--absent", "bye")
	want := "1 absent player has a zero-point bye in round 1:\n  " + ev.Players[1].Name +
		"\n1 player keeps the bye he asked for in round 1, not counted among the absent:\n  " + ev.Players[0].Name + "\n"
	if !strings.HasSuffix(out, want) {
		t.Errorf("close: %q, want it to end %q", out, want)
	}
}

// A check-in closed with every player in says so, in every language, on
// closing and in the history of changes: the close said "0 absent players
// have a zero-point bye in round 1:", a colon before no names, and the
// history (and the window's Undo) "zero-point byes in the round for 0
// absent players".
func TestCheckInClosedWithEveryoneInSaysNoOneHasABye(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		for _, absent := range []string{"bye", "bye-rest"} {
			file := testevent.File(t, 4, 0, 5, 0)
			runCLI(t, 0, "checkin", file, "--open")
			checkIn(t, file, testevent.Read(t, file).Players...)
			out := strings.TrimSpace(runCLI(t, 0, "checkin", file, "--close", "--absent", absent))
			if want := cat.T("checkin.cli.closed."+absent, "round", 1, "players", 0); out != want || strings.HasSuffix(out, ":") {
				t.Errorf("%s, --absent %s: %q", lang, absent, out)
			}
			closed := cat.T("store.audit.checkin.close."+absent, "round", 1, "byes", 0)
			if audit := runCLI(t, 0, "audit", file); !strings.Contains(audit, closed) || strings.Contains(closed, " 0 ") {
				t.Errorf("%s, --absent %s: the history names the close %q:\n%s", lang, absent, closed, audit)
			}
		}
	})
}

// A round robin with no player has no round to check in for yet: the
// check-in said "all 0 rounds are paired; there is no round left to check
// in for".
func TestCheckInOfARoundRobinWithNoPlayerSaysPlayersAreNeeded(t *testing.T) {
	file := filepath.Join(t.TempDir(), "rr.arbiter")
	runCLI(t, 0, "new", file, "--name", "Club RR", "--system", "round-robin")
	if out := runCLI(t, 1, "checkin", file, "--open"); !strings.Contains(out, "at least two players are needed") {
		t.Errorf("check-in of a round robin with no player: %q", out)
	}
}

// A player checked in who has a namesake in the event is named with his
// number, in each language, where both were "Jukka Mäkinen"; the players'
// names of one are said alone.
func TestCheckInOfANamesakeSaysWhich(t *testing.T) {
	file := filepath.Join(t.TempDir(), "door.arbiter")
	newEvent(t, file, []string{"--name", "Door Open", "--system", "swiss-dutch", "--rounds", "5"}, "Mäkinen, Jukka:2105", "Öhman, Liisa:1612")
	runCLI(t, 0, "player", "add", file, "--name", "Makinen, Jukka", "--rating", "1720", "--namesake")
	runCLI(t, 0, "checkin", file, "--open")
	ev := testevent.Read(t, file)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		for _, c := range []struct {
			p    tournament.Player
			told string
		}{{ev.Players[2], "Jukka Makinen (2)"}, {ev.Players[0], "Jukka Mäkinen (1)"}, {ev.Players[1], "Liisa Öhman"}} {
			want := cat.T("checkin.cli.in", "name", c.told, "round", 1)
			if out := runCLI(t, 0, "checkin", file, "--id", strconv.FormatInt(c.p.ID, 10), "--in"); !strings.Contains(out, want) {
				t.Errorf("%s: %s checked in: %q, want %q", lang, c.p.Name, out, want)
			}
			runCLI(t, 0, "undo", file)
		}
	})
}

// The check-in's list heads its columns and lists the players by starting
// number, as the window does, each with the id --id takes and the
// rating and club that tell two of one name apart; it listed "1 Jukka
// Mäkinen in" and "2 Jukka Mäkinen in" by id in the order of entry, with
// no header.
func TestCheckInListTellsNamesakesApart(t *testing.T) {
	file := filepath.Join(t.TempDir(), "door.arbiter")
	runCLI(t, 0, "new", file, "--name", "Door Open", "--system", "swiss-dutch", "--rounds", "5")
	runCLI(t, 0, "player", "add", file, "--name", "Mäkinen, Jukka", "--rating", "1720", "--club", "Kuopion Shakkiklubi")
	runCLI(t, 0, "player", "add", file, "--name", "Mäkinen, Jukka", "--rating", "2105", "--club", "Helsingin Shakkiklubi", "--namesake")
	runCLI(t, 0, "checkin", file, "--open")
	runCLI(t, 0, "checkin", file, "--id", "1", "--in")
	lines := strings.Split(strings.TrimSpace(runCLI(t, 0, "checkin", file, "--list")), "\n")
	if len(lines) != 4 {
		t.Fatalf("list: %q", lines)
	}
	for i, want := range [][]string{{"No", "Id", "Name", "Rating", "Club", "Status"},
		{"1", "2", "Jukka Mäkinen", "2105", "Helsingin Shakkiklubi", "not in"},
		{"2", "1", "Jukka Mäkinen", "1720", "Kuopion Shakkiklubi", "in"}} {
		if got := input.Collapse(lines[i+1]); got != strings.Join(want, " ") {
			t.Errorf("line %d: %q, want %q", i+2, got, strings.Join(want, " "))
		}
	}
}

// The list of the check-in prints each player's number (in a Swiss his
// pairing number) first: --seat marks the player of that number, as the
// player commands' --seat does, and a requested bye takes it too, where
// the same number given as --id names the player of that id.
func TestCheckInAndByeBySeat(t *testing.T) {
	file := filepath.Join(t.TempDir(), "club.arbiter")
	newEvent(t, file, []string{"--name", "Club", "--system", "swiss-dutch", "--rounds", "5"},
		"Laine, Pekka:1850", "Hämäläinen, Matti:1920", "Virtanen, Anna:2010")
	runCLI(t, 0, "checkin", file, "--open")
	// Anna Virtanen, id 3, is number 1 by her rating; Pekka Laine, id 1,
	// number 3.
	if out := runCLI(t, 0, "checkin", file, "--seat", "3", "--in"); !strings.Contains(out, "Pekka Laine") {
		t.Errorf("checkin --seat 3: %q, want Pekka Laine, number 3 in the list", out)
	}
	var list checkInJSON
	if err := json.Unmarshal([]byte(runCLI(t, 0, "checkin", file, "--list", "--json")), &list); err != nil {
		t.Fatal(err)
	}
	for _, p := range list.Players {
		if p.In != (p.Name == "Pekka Laine") {
			t.Errorf("%s (number %d) in: %v", p.Name, p.Seat, p.In)
		}
	}
	runCLI(t, 2, "checkin", file, "--seat", "3", "--id", "1", "--in")
	// --id names the player by his id as the player commands do; --player,
	// its former name here, still does.
	if out := runCLI(t, 0, "checkin", file, "--id", "3", "--in"); !strings.Contains(out, "Anna Virtanen") {
		t.Errorf("checkin --id 3: %q, want Anna Virtanen, id 3", out)
	}
	if out := runCLI(t, 0, "checkin", file, "--player", "2", "--in"); !strings.Contains(out, "Matti Hämäläinen") {
		t.Errorf("checkin --player 2: %q, want Matti Hämäläinen, id 2", out)
	}
	if out := runCLI(t, 0, "bye", file, "--id", "2", "--kind", "zero"); !strings.Contains(out, "Matti Hämäläinen") {
		t.Errorf("bye --id 2: %q, want Matti Hämäläinen", out)
	}
	if out := runCLI(t, 1, "checkin", file, "--seat", "9", "--in"); !strings.Contains(out, "9") {
		t.Errorf("checkin --seat 9 of 3 players: %q", out)
	}
	if out := runCLI(t, 0, "bye", file, "--seat", "1", "--kind", "half"); !strings.Contains(out, "Anna Virtanen") {
		t.Errorf("bye --seat 1: %q, want Anna Virtanen", out)
	}
	runCLI(t, 2, "bye", file, "--kind", "half")
}

// A player who comes after the check-in closed, before the round is
// paired, plays it: the arbiter cancels the bye the closing gave him, as
// the window's Swiss options do, and the pairing pairs him. The command
// line took only half or zero, so the late player sat the round out.
func TestALateArrivalsByeFromTheCheckInIsCancelledBeforeThePairing(t *testing.T) {
	file := filepath.Join(t.TempDir(), "club.arbiter")
	newEvent(t, file, []string{"--name", "Club", "--system", "swiss-dutch", "--rounds", "3"},
		"Laine, Pekka:1850", "Hämäläinen, Matti:1920", "Virtanen, Anna:2010", "Salo, Ilkka:1700")
	runCLI(t, 0, "checkin", file, "--open")
	for _, id := range []string{"1", "2", "3"} {
		runCLI(t, 0, "checkin", file, "--id", id, "--in")
	}
	runCLI(t, 0, "checkin", file, "--close")
	// Checked in once the check-in closed, he is told how he plays.
	if out := runCLI(t, 1, "checkin", file, "--id", "4", "--in"); !strings.Contains(out, "bye "+file+" --id 4 --kind cancel") {
		t.Errorf("checkin --in after the close: %q", out)
	}
	if out := runCLI(t, 0, "bye", file, "--id", "4", "--kind", "cancel"); !strings.Contains(out, "Ilkka Salo") {
		t.Errorf("bye --kind cancel: %q", out)
	}
	if out := runCLI(t, 1, "bye", file, "--id", "4", "--kind", "cancel"); !strings.Contains(out, "Ilkka Salo") {
		t.Errorf("a bye cancelled twice: %q", out)
	}
	runCLI(t, 0, "pair", file)
	if out := runCLI(t, 0, "pairings", file); !strings.Contains(out, "Ilkka Salo") || strings.Contains(out, "zero-point") {
		t.Errorf("the late player is not paired in round 1:\n%s", out)
	}
}

// A round un-paired while the next round's check-in is open leaves that
// check-in the one every door names: it is still open, and no second one
// is opened beside it. Un-pairing round 2 with round 3's check-in open let
// `--open` open round 2's as well; `--in` then marked a player in for
// round 2 while `--list` showed round 3's, and closing round 2's gave a
// bye to every player who had checked in for round 3 alone.
func TestUnpairingBelowAnOpenCheckInKeepsItTheOne(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	file := filepath.Join(t.TempDir(), "swiss.arbiter")
	newEvent(t, file, []string{"--name", "Three Rounds", "--system", "swiss-dutch", "--rounds", "3"},
		"Player 1:2100", "Player 2:2000", "Player 3:1950", "Player 4:1900")
	runCLI(t, 0, "pair", file)
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "0-1")
	runCLI(t, 0, "pair", file)
	runCLI(t, 0, "checkin", file, "--open")
	runCLI(t, 0, "checkin", file, "--seat", "1", "--in")
	runCLI(t, 0, "unpair", file)
	if out := runCLI(t, 1, "checkin", file, "--open"); !strings.Contains(out, "the check-in for round 3 is open already") {
		t.Errorf("--open after round 2 was un-paired below round 3's open check-in: %q", out)
	}
	if out := runCLI(t, 0, "checkin", file, "--seat", "2", "--in"); !strings.Contains(out, "for round 3") {
		t.Errorf("--in after the un-pairing: %q", out)
	}
	if out := runCLI(t, 0, "checkin", file, "--list"); !strings.Contains(out, "round 3 (open): 2 in") {
		t.Errorf("--list after the un-pairing: %q", out)
	}
}
