package ui

import (
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"arbiter/i18n"
	"arbiter/internal/testtext"
	"arbiter/tournament"
)

// formField is the field of the open box's form row named label; nil
// where the form has no such row.
func formField(s *Shell, label string) *field {
	for _, form := range overlayParts[*widget.Form](s) {
		for _, it := range form.Items {
			if it.Text != label {
				continue
			}
			for _, o := range drawnObjects(it.Widget) {
				if f, ok := o.(*field); ok {
					return f
				}
			}
		}
	}
	return nil
}

// In a Dubov Swiss the player's box has a field for the provisional
// rating an unrated player is paired by (C.04.4.1 1.1.2), apart from his
// rating, which stays unrated: the arbiter had only the rating to type it
// in, which made it his rating everywhere. A Dutch Swiss's box has no
// such field.
func TestPlayerBoxGivesADubovPairingRating(t *testing.T) {
	s := openShell(t, newSystemFile(t, tournament.SwissDubov, 4, 3))
	v := s.areaView(areaPlayers).(*playersView)
	last := s.doc.event.Players[3]
	v.openDialog(last)
	rating, pairing := formField(s, s.t("ui.players.field.rating")), formField(s, s.t("ui.players.field.pairingrating"))
	if rating == nil || pairing == nil {
		t.Fatalf("the Dubov player's box: rating field %v, pairing rating field %v", rating != nil, pairing != nil)
	}
	rating.SetText("0")
	pairing.SetText("1750")
	test.Tap(defaultButton(t, s))
	p, _ := s.doc.event.Player(last.ID)
	if p.Rating != 0 || p.PairingRating != 1750 {
		t.Errorf("saved: rating %d, pairing rating %d; want 0 and 1750", p.Rating, p.PairingRating)
	}
	v.openDialog(*p)
	if f := formField(s, s.t("ui.players.field.pairingrating")); f == nil || f.Text != "1750" {
		t.Errorf("the box opened again does not show the pairing rating")
	}
	closeBoxes(s)
	if err := s.doc.pair(false); err != nil {
		t.Errorf("round 1 with the pairing rating: %v", err)
	}

	d := openShell(t, newSwissFile(t, 4, 3))
	d.areaView(areaPlayers).(*playersView).openDialog(d.doc.event.Players[0])
	if f := formField(d, d.t("ui.players.field.pairingrating")); f != nil {
		t.Errorf("a Dutch Swiss's player box has a pairing rating field")
	}
}

// The Dubov refusal of an unrated player names, in each language, where
// the pairing rating is given: the player box's field, by its label, and
// the command line's option. It asked for "a provisional rating", which
// the arbiter could only type as the player's rating.
func TestDubovRefusalNamesWhereThePairingRatingIsGiven(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.English, i18n.Finnish, i18n.Estonian} {
		cat := i18n.For(lang)
		msg := cat.T("swisssystems.err.unrated", "number", 4, "name", "Player 4")
		testtext.SaysEach(t, string(lang)+": the refusal", msg, cat.T("ui.nav.players"), cat.T("ui.players.edit"), cat.T("ui.players.field.pairingrating"), "--pairing-rating")
	}
}

// A pairing rating typed for a rated player is kept unused: the status
// line says so, as the command line does (words.PairingRatingUnused).
func TestPlayerBoxSaysAPairingRatingOfARatedPlayerIsUnused(t *testing.T) {
	s := openShell(t, newSystemFile(t, tournament.SwissDubov, 4, 3))
	v := s.areaView(areaPlayers).(*playersView)
	first := s.doc.event.Players[0]
	v.openDialog(first)
	formField(s, s.t("ui.players.field.pairingrating")).SetText("1500")
	test.Tap(defaultButton(t, s))
	p, _ := s.doc.event.Player(first.ID)
	if want := s.t("event.player.pairingrating.unused", "name", p.Name, "rating", p.Rating, "pairing", 1500); p.Rating == 0 || !strings.Contains(s.status.Text, want) {
		t.Errorf("status %q, want it to say %q", s.status.Text, want)
	}
}

// A rapid event's player box named its rating field "Rating" alone, where
// the event takes a rapid rating (the list search's Enter, the CSV's
// Kiirmale column): an arbiter used to a program with a standard and a
// rapid field typed the standard one. The field says whose rating it is;
// a standard event's keeps its word.
func TestPlayerBoxNamesTheRatingOfTheEventsGameType(t *testing.T) {
	for _, tt := range []struct{ control, label string }{
		{"15+10", "ui.ratinglist.field.rapid"},
		{"3+2", "ui.ratinglist.field.blitz"},
		{"90+30", "ui.players.field.rating"},
	} {
		settings := tournament.DefaultSettings()
		settings.Name, settings.System, settings.Rounds, settings.TimeControl = "Open", tournament.SwissDutch, 7, tt.control
		path := createEvent(t, filepath.Join(t.TempDir(), "open.arbiter"), settings, tournament.Player{Name: "Jüri Tõnisson", Rating: 2285})
		s := openShell(t, path)
		s.areaView(areaPlayers).(*playersView).openDialog(s.doc.event.Players[0])
		if f := formField(s, s.t(tt.label)); f == nil || f.Text != "2285" {
			t.Errorf("%s: the player box has no rating field named %q holding 2285: %q", tt.control, s.t(tt.label), overlayTexts(s))
		}
		closeBoxes(s)
	}
}
