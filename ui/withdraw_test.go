package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/tournament"
)

// The withdrawal dialog names, before it is confirmed, the opponent who
// wins the paired game of a later round by forfeit, for the round typed;
// confirming records that forfeit with the withdrawal.
func TestWithdrawalDialogNamesTheForfeit(t *testing.T) {
	s := openShell(t, newEventFile(t, "Tom Ray", "Eve Hill", "Carl Ek", "Dana Lo"))
	ids := map[string]int64{}
	for _, p := range s.doc.event.Players {
		ids[p.Name] = p.ID
	}
	st := s.doc.event.Settings
	st.System, st.Rounds = tournament.SwissDutch, 5
	r1 := tournament.Round{Number: 1, Pairings: []tournament.Pairing{
		{Round: 1, Board: 1, White: ids["Tom Ray"], Black: ids["Carl Ek"], Result: tournament.Draw},
		{Round: 1, Board: 2, White: ids["Eve Hill"], Black: ids["Dana Lo"], Result: tournament.Draw},
	}}
	r2 := tournament.Round{Number: 2, Pairings: []tournament.Pairing{
		{Round: 2, Board: 1, White: ids["Tom Ray"], Black: ids["Eve Hill"]},
		{Round: 2, Board: 2, White: ids["Carl Ek"], Black: ids["Dana Lo"]},
	}}
	if !s.act(func() error {
		if err := s.doc.st.UpdateSettings(st); err != nil {
			return err
		}
		if err := s.doc.st.SaveRound(r1); err != nil {
			return err
		}
		return s.doc.st.SaveRound(r2)
	}) {
		t.Fatal("setting up the event failed")
	}
	note := func() string {
		var texts []string
		for _, l := range overlayParts[*widget.Label](s) {
			texts = append(texts, l.Text)
		}
		return strings.Join(texts, "\n")
	}
	for _, l := range i18n.All {
		s.SetLanguage(l)
		s.show(areaPlayers)
		v := s.views[areaPlayers].(*playersView)
		for row, p := range v.players {
			if p.Name == "Tom Ray" {
				v.grid.table.Select(widget.TableCellID{Row: row, Col: 1})
			}
		}
		v.confirmWithdraw()
		want := s.t("event.cli.withdrawn.forfeit", "round", 2, "board", 1, "opponent", "Eve Hill")
		if got := note(); !strings.Contains(got, want) || !strings.Contains(got, "Eve Hill") {
			t.Errorf("%s: the dialog says\n%s\nwant it to say %q", l, got, want)
		}
		after := overlayParts[*field](s)[0]
		after.SetText("2")
		if got := note(); strings.Contains(got, "Eve Hill") {
			t.Errorf("%s: after round 2 nothing is forfeited, yet the dialog says\n%s", l, got)
		}
		after.SetText("1")
		for _, b := range overlayParts[*widget.Button](s) {
			if b.Text == s.t("ui.cancel") && l != i18n.All[len(i18n.All)-1] {
				test.Tap(b)
			}
		}
	}
	test.Tap(defaultButton(t, s))
	ev := s.doc.event
	if r := ev.Rounds[1].Pairings[0].Result; r != tournament.BlackForfeitWin {
		t.Errorf("round 2 board 1 after the withdrawal: %v, want -/+", r)
	}
}
