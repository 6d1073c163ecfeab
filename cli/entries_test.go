package cli

import (
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
)

// A player withdrawn after round 1, with round 2 paired and played
// without him and a result corrected since, is taken back by `player
// reinstate`: the command and the audit log say from which round, round
// 3 pairs him, and round 2 keeps him absent as recorded. Before, only an
// Undo while the withdrawal was the newest change brought him back.
func TestReinstatedPlayerIsPairedInTheNextRound(t *testing.T) {
	file := pairedSwiss(t, 4, "Tom Ray", "Eve Hill", "Carl Ek", "Dana Lo", "Ann Bo")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "2", "0-1")
	runCLI(t, 0, "player", "withdraw", file, "--id", "4", "--after-round", "1")
	runCLI(t, 0, "pair", file)
	runCLI(t, 0, "result", file, "--round", "2", "--board", "1", "½-½")
	runCLI(t, 0, "result", file, "--round", "2", "--board", "2", "1-0")
	runCLI(t, 0, "result", file, "--round", "1", "--board", "1", "0-1")

	out := runCLI(t, 0, "player", "reinstate", file, "--id", "4")
	if want := i18n.For(i18n.English).T("event.cli.reinstated", "name", "Dana Lo", "round", 3, "after", 1); !strings.Contains(out, want) {
		t.Errorf("reinstate says:\n%s\nwant %q", out, want)
	}
	if audit := runCLI(t, 0, "audit", file); !strings.Contains(audit, "Player back in the event from round 3: Dana Lo") {
		t.Errorf("the audit log does not name the reinstatement:\n%s", audit)
	}
	ev := testevent.Read(t, file)
	if p, _ := ev.Player(4); p.Withdrawn() {
		t.Fatalf("Dana Lo is still withdrawn after round %d", p.WithdrawnAfter)
	}
	for _, p := range ev.Rounds[1].Pairings {
		if p.White == 4 || p.Black == 4 {
			t.Errorf("round 2, paired while she was away, now has her: %+v", p)
		}
	}
	runCLI(t, 0, "pair", file)
	ev = testevent.Read(t, file)
	paired := false
	for _, p := range ev.Rounds[2].Pairings {
		paired = paired || p.White == 4 || p.Black == 4
	}
	if !paired {
		t.Errorf("round 3 does not pair Dana Lo: %+v", ev.Rounds[2].Pairings)
	}
	// Nothing to take back now, in every language, and nothing changes.
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		want := cat.T("event.err.reinstate.not-withdrawn", "name", "Dana Lo")
		if code, _, stderr := run(t, "player", "reinstate", file, "--id", "4"); code == 0 || !strings.Contains(stderr, want) {
			t.Errorf("%s: reinstating a player in play: exit %d, %q; want %q", lang, code, stderr, want)
		}
	})
}

// A player added after round 2 with a half-point bye for each of rounds 1
// and 2 (`player add --missed ½`) has 1 point in the standings, his byes
// in both rounds of the TRF export (0000 - H), and the command says, in
// one line, what the rounds gave him and that it was typed; round 1's list still leaves him out, and round 3
// pairs him on his point. Before, he started on 0 whatever the event's
// regulations gave a late entry.
func TestLateEntryGivenHalfPointByesForTheRoundsMissed(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := testevent.EventFile(t, testevent.Swiss(t, 8, 2, false))
		out := runCLI(t, 0, "player", "add", file, "--name", "Myöhä Tulija", "--rating", "1000", "--missed", "½")
		bye, points := pairing.ByeText(tournament.ByeHalfPoint, cat.T)
		if want := cat.T("event.late.missed.typed", "name", "Myöhä Tulija", "n", 2, "first", 1, "last", 2, "bye", bye); !strings.Contains(out, want) {
			t.Errorf("%s: player add does not say %q:\n%s", lang, want, out)
		}
		// The bye's name gives its points: "vapaakierros (½
		// pistettä) (½)" said them twice.
		if strings.Contains(out, bye+" ("+points+")") {
			t.Errorf("%s: player add gives the bye's points twice:\n%s", lang, out)
		}
		table := runJSON[struct {
			Rows []struct {
				Name   string  `json:"name"`
				Points float64 `json:"points"`
			} `json:"rows"`
		}](t, "standings", file, "--json")
		i := slices.IndexFunc(table.Rows, func(r struct {
			Name   string  `json:"name"`
			Points float64 `json:"points"`
		}) bool {
			return r.Name == "Myöhä Tulija"
		})
		if i < 0 || table.Rows[i].Points != 1 {
			t.Errorf("%s: standings: %+v", lang, table.Rows)
		}
		trf := runCLI(t, 0, "export", "trf", file, "-o", "-")
		line := ""
		for _, l := range strings.FieldsFunc(trf, func(r rune) bool { return r == '\r' || r == '\n' }) {
			if strings.HasPrefix(l, "001") && strings.Contains(l, "Tulija") {
				line = l
			}
		}
		if strings.Count(line, "0000 - H") != 2 || !strings.Contains(line, " 1.0 ") {
			t.Errorf("%s: the TRF line of the late entry: %q", lang, line)
		}
		ev := testevent.Read(t, file)
		id := ev.Players[len(ev.Players)-1].ID
		// Round 1's list names him with his points for the round missed.
		if _, absent, _ := pairing.RoundList(ev, 1); !slices.ContainsFunc(absent, func(a pairing.Absence) bool { return a.Player == id && a.IsBye && a.Late }) {
			t.Errorf("%s: round 1's list does not name the late entry's points for the round missed: %+v", lang, absent)
		}
		// One undo takes back the entry and its byes; redo brings both.
		runCLI(t, 0, "undo", file)
		if ev := testevent.Read(t, file); len(ev.Players) != 8 || hasPlayer(ev, id) {
			t.Errorf("%s: after undo: %d players", lang, len(ev.Players))
		}
		runCLI(t, 0, "redo", file)
		if pts := pairing.PointsBefore(testevent.Read(t, file), 3)[id]; pts != 2 {
			t.Errorf("%s: after redo the late entry has %v points, want 1", lang, pts)
		}
		runCLI(t, 0, "pair", file)
		if pts := pairing.PointsBefore(testevent.Read(t, file), 3)[id]; pts != 2 {
			t.Errorf("%s: round 3 pairs the late entry on %v points, want 1", lang, pts)
		}
	})
}

// A late entry's missed rounds are one a round or one for all: two for
// three rounds paired is refused, nothing added, in the user's language;
// without --missed the command says the rounds before give him nothing.
func TestLateEntryMissedRoundsCounted(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := testevent.EventFile(t, testevent.Swiss(t, 8, 3, false))
		want := cat.T("event.err.missed.count", "n", 2, "paired", 3)
		if code, _, stderr := run(t, "player", "add", file, "--name", "Myöhä Tulija", "--missed", "½,0"); code == 0 || !strings.Contains(stderr, want) {
			t.Errorf("%s: two for three rounds: exit %d, %q; want %q", lang, code, stderr, want)
		}
		if n := len(testevent.Read(t, file).Players); n != 8 {
			t.Errorf("%s: %d players after the refusal", lang, n)
		}
		out := runCLI(t, 0, "player", "add", file, "--name", "Myöhä Tulija")
		testtext.SaysEach(t, string(lang)+": player add without --missed", out, cat.T("event.late.missed.none", "name", "Myöhä Tulija", "round", 4), cat.T("event.cli.player.missed-none"))
	})
}

// A late entry added with nothing typed for the round he missed, in a
// Swiss whose setting gives a zero-point bye for it, is told round 1's bye
// once, in one line that says the setting gave it, in each language.
// Before, `player add` said it twice: the setting's line ("round 1 scored
// as a zero-point bye by the event's setting") and then the round's
// ("Round 1, paired before Myöhä Tulija entered: zero-point bye").
func TestLateEntrysSettingByeSaidOnce(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := testevent.EventFile(t, testevent.Swiss(t, 8, 1, false))
		runCLI(t, 0, "event", file, "--late-entry-byes", "zero")
		out := runCLI(t, 0, "player", "add", file, "--name", "Myöhä Tulija")
		bye, _ := pairing.ByeText(tournament.ByeZeroPoint, cat.T)
		want := cat.T("event.late.missed.setting", "name", "Myöhä Tulija", "n", 1, "first", 1, "last", 1, "bye", bye)
		ev := testevent.Read(t, file)
		added := cat.T("event.cli.player.added", "name", "Myöhä Tulija", "id", ev.Players[len(ev.Players)-1].ID)
		var said []string
		for _, l := range strings.Split(strings.TrimSpace(out), "\n") {
			if strings.Contains(l, "Myöhä Tulija") && l != added {
				said = append(said, l)
			}
		}
		if len(said) != 1 || said[0] != want {
			t.Errorf("%s: player add says of the late entry's round 1\n%s\nwant once %q", lang, strings.Join(said, "\n"), want)
		}
	})
}

// A list imported into a Swiss under way whose setting gives late
// entries a zero-point bye says of each of its players round 1's bye
// once, in the words of `player add`, in each language. Before, the
// import's notes said the setting's and its late entries' lines said the
// round's again.
func TestImportedLateEntriesByesSaidOnce(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		file := testevent.EventFile(t, testevent.Swiss(t, 8, 1, false))
		runCLI(t, 0, "event", file, "--late-entry-byes", "zero")
		list := writeInput(t, t.TempDir(), "list.csv", "name,rating\n\"Tulija, Myöhä\",1500\n\"Tulija, Toinen\",1400\n")
		out := runCLI(t, 0, "import", "csv", file, list)
		bye, _ := pairing.ByeText(tournament.ByeZeroPoint, cat.T)
		for _, name := range []string{"Myöhä Tulija", "Toinen Tulija"} {
			want := cat.T("event.late.missed.setting", "name", name, "n", 1, "first", 1, "last", 1, "bye", bye)
			if strings.Count(out, name) != 1 || !strings.Contains(out, want) {
				t.Errorf("%s: the import says of %s\n%s\nwant once %q", lang, name, out, want)
			}
		}
	})
}

// hasPlayer reports whether the event has the player or a board or bye
// of his.
func hasPlayer(ev *tournament.Event, id int64) bool {
	if _, ok := ev.Player(id); ok {
		return true
	}
	for _, rd := range ev.Rounds {
		for _, p := range rd.Pairings {
			if p.White == id || p.Black == id {
				return true
			}
		}
	}
	return false
}
