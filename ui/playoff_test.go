package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"

	"arbiter/i18n"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament"
	"arbiter/tournament/standings"
)

// The Standings view records a play-off typed in its field, Enter keeping
// it: its winner stands first and the notes say which places it decided;
// undo takes it back. The field is offered once the last round is over.
func TestStandingsRecordAPlayoffByKeys(t *testing.T) {
	ev := testfield.Field(4, tournament.RoundRobin)
	ev.Settings.TieBreaks = []string{"sb", "de", "wins", "koya", "black"}
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins, tournament.Draw}, {tournament.BlackWins, tournament.Draw}, {tournament.Draw, tournament.Draw}})
	s := openShell(t, testevent.EventFile(t, ev))
	v := s.areaView(areaStandings).(*standingsView)
	v.refresh()
	if !v.playoffRow.Visible() {
		t.Fatal("the play-off's field is hidden after the last round")
	}
	first := func() int { return standings.Of(&s.doc.event).Rows[0].No }
	if first() != 3 {
		t.Fatalf("before the play-off %d stands first, the test wants 3", first())
	}
	test.Type(v.playoff, "1, 3")
	v.playoff.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	v.refresh()
	if first() != 1 || !strings.Contains(v.note.Text, "Places 1–2 decided by a play-off, in this order: Player 1, Player 3.") {
		t.Errorf("after the play-off typed: %d first, notes %q", first(), v.note.Text)
	}
	s.undo()
	if first() != 3 || len(s.doc.event.Playoffs) != 0 {
		t.Errorf("after undo: %d first, play-offs %v", first(), s.doc.event.Playoffs)
	}
}

// A match drawn 3–3 went to two games of blitz, which the Standings view
// could record only as who won: typed in its field with their type
// chosen, they win the match on the play-off 1½–½ and the notes list them
// apart from the six scheduled games.
func TestStandingsRecordAMatchsPlayoffGames(t *testing.T) {
	ev := testfield.DrawnMatch(t)
	s := openShell(t, testevent.EventFile(t, ev))
	v := s.areaView(areaStandings).(*standingsView)
	v.refresh()
	if !v.playoffRow.Visible() {
		t.Fatal("the play-off's field is hidden after the match's last game")
	}
	v.playoffType.set("blitz")
	test.Type(v.playoff, "2-1 1-0; 1-2 ½-½")
	v.playoff.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	v.refresh()
	for _, want := range []string{"Match: Player 2 wins on the play-off 1½–½, the match's games drawn 3–3.", "Game 8 (play-off, blitz): Player 1 – Player 2 ½–½."} {
		if !strings.Contains(v.note.Text, want) {
			t.Errorf("after the play-off's games typed the notes do not say %q:\n%s", want, v.note.Text)
		}
	}
	if got := standings.Of(&s.doc.event).Rows[0].No; got != 2 {
		t.Errorf("after the play-off won by 2: %d first", got)
	}
}

// A match drawn 3–3 went to two rapid games, 1–1, then to a blitz
// armageddon drawn, which the Standings view could keep only as an order,
// games typed again replacing the rapid ones: the notes now say the
// play-off level after the rapid games, and the armageddon, ticked as
// such, is added after them and won by Black with its draw.
func TestStandingsRecordAnArmageddonAfterTheRapidGames(t *testing.T) {
	v := rapidPlayoffLevel(t)
	if want := "Match: drawn 3–3, the play-off level 1–1."; !strings.Contains(v.note.Text, want) {
		t.Errorf("after the rapid games the notes do not say %q:\n%s", want, v.note.Text)
	}
	v.playoffType.set("blitz")
	test.Tap(v.playoffArmageddon)
	test.Type(v.playoff, "1-2 ½-½")
	v.playoff.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	v.refresh()
	for _, want := range []string{"Match: Player 2 wins the armageddon, the play-off level 1–1 before it, the match's games drawn 3–3.",
		"Game 7 (play-off, rapid): Player 2 – Player 1 1–0.",
		"Game 9 (play-off, armageddon, blitz): Player 1 – Player 2 ½–½: Player 2 wins the armageddon with Black, a draw."} {
		if !strings.Contains(v.note.Text, want) {
			t.Errorf("after the armageddon typed the notes do not say %q:\n%s", want, v.note.Text)
		}
	}
	if v.playoffArmageddon.Checked {
		t.Error("the armageddon's tick box is left ticked for the next entry")
	}
}

// A drawn match's play-off field shows its hint whole at 1024×700 in each
// language: the Finnish one was cut at "…voittaja ensin (", its example
// of an order lost.
func TestAMatchsPlayoffHintFitsItsField(t *testing.T) {
	ev := testfield.Field(2, tournament.Match)
	ev.Settings.Rounds = 2
	testfield.Play(t, ev, [][]tournament.Result{{tournament.WhiteWins}, {tournament.WhiteWins}})
	s := openShell(t, testevent.EventFile(t, ev))
	s.win.Resize(fyne.NewSize(1024, 700))
	for _, l := range i18n.All {
		s.SetLanguage(l)
		v := shownView[*standingsView](s, areaStandings)
		v.refresh()
		f := v.playoff
		need := fyne.MeasureText(f.PlaceHolder, theme.TextSize(), f.TextStyle).Width + 2*theme.InnerPadding()
		if !v.playoffRow.Visible() || f.Size().Width < need {
			t.Errorf("%s: the play-off field shown %v, %.0f px wide, its hint %q needs %.0f", l, v.playoffRow.Visible(), f.Size().Width, f.PlaceHolder, need)
		}
	}
}

// The match's regulations gave the armageddon's draw odds to White: the
// choice beside the tick box, shown once it is ticked, names White, and
// the armageddon drawn is White's, Player 1's; the choice is hidden and
// set back to Black's for the next entry.
func TestStandingsRecordAnArmageddonWithWhitesDrawOdds(t *testing.T) {
	v := rapidPlayoffLevel(t)
	if v.playoffDrawOdds.sel.Visible() {
		t.Error("the draw odds are shown before the armageddon is ticked")
	}
	test.Tap(v.playoffArmageddon)
	if !v.playoffDrawOdds.sel.Visible() || v.playoffDrawOdds.value() != "black" {
		t.Fatalf("the armageddon ticked: draw odds shown %v, %q; want shown, Black's", v.playoffDrawOdds.sel.Visible(), v.playoffDrawOdds.value())
	}
	v.playoffDrawOdds.set("white")
	v.playoffType.set("blitz")
	test.Type(v.playoff, "1-2 ½-½")
	v.playoff.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	v.refresh()
	for _, want := range []string{"Match: Player 1 wins the armageddon, the play-off level 1–1 before it, the match's games drawn 3–3.",
		"Game 9 (play-off, armageddon, blitz): Player 1 – Player 2 ½–½: Player 1 wins the armageddon with White, a draw, the regulations giving White the draw odds."} {
		if !strings.Contains(v.note.Text, want) {
			t.Errorf("after White's armageddon the notes do not say %q:\n%s", want, v.note.Text)
		}
	}
	if v.playoffArmageddon.Checked || v.playoffDrawOdds.sel.Visible() || v.playoffDrawOdds.value() != "black" {
		t.Errorf("after the entry: ticked %v, draw odds shown %v, %q; want unticked, hidden, Black's", v.playoffArmageddon.Checked, v.playoffDrawOdds.sel.Visible(), v.playoffDrawOdds.value())
	}
}

// rapidPlayoffLevel opens a match drawn 3–3 at the Standings view and
// records two rapid play-off games there, 1–1, as the arbiter types
// them: the armageddon comes next.
func rapidPlayoffLevel(t *testing.T) *standingsView {
	t.Helper()
	s := openShell(t, testevent.EventFile(t, testfield.DrawnMatch(t)))
	v := s.areaView(areaStandings).(*standingsView)
	v.refresh()
	test.Type(v.playoff, "2-1 1-0; 1-2 1-0")
	v.playoff.TypedKey(&fyne.KeyEvent{Name: fyne.KeyReturn})
	v.refresh()
	return v
}
