package store

import (
	"slices"
	"testing"

	"arbiter/i18n"
)

// TestPlayerEditSaysWhatChanged: a rating corrected after round 1 and a
// name misspelt and put right are said in the history with what they
// were and are, as a result corrected is ("was 0–1, now 1–0"): the
// history and the Undo button said only "Player details changed: Tiina
// Rebane", the rating the pairing of round 2 read nowhere.
func TestPlayerEditSaysWhatChanged(t *testing.T) {
	s, ids, _ := pairedSwiss(t, 4)
	ev, err := s.Event()
	if err != nil {
		t.Fatal(err)
	}
	found, ok := ev.Player(ids[0])
	if !ok {
		t.Fatal("no first player")
	}
	p := *found
	en := i18n.For(i18n.English)
	said := func() []string {
		var out []string
		for _, st := range newestEntry(t, s).Steps {
			out = append(out, en.TMap(st.MessageKey(), st.MessageArgs()))
		}
		return out
	}
	wasRating, wasName := p.Rating, p.Name
	p.Rating = wasRating + 450
	if err := s.UpdatePlayer(p); err != nil {
		t.Fatal(err)
	}
	if got, want := said(), []string{en.T("store.audit.player.rating", "name", p.Name, "was", wasRating, "rating", p.Rating)}; !slices.Equal(got, want) {
		t.Errorf("the rating corrected is said %q, want %q", got, want)
	}
	p.SetNames("Kõiv", "Kalev")
	if err := s.UpdatePlayer(p); err != nil {
		t.Fatal(err)
	}
	if got, want := said(), []string{en.T("store.audit.player.rename", "name", p.Name, "was", wasName)}; !slices.Equal(got, want) {
		t.Errorf("the name put right is said %q, want %q", got, want)
	}
	p.Club = "Another club"
	if err := s.UpdatePlayer(p); err != nil {
		t.Fatal(err)
	}
	if got, want := said(), []string{en.T("store.audit.player.update", "name", p.Name)}; !slices.Equal(got, want) {
		t.Errorf("the club changed is said %q, want %q", got, want)
	}
}
