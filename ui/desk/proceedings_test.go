package desk

import (
	"slices"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/engine/rules"
)

// TestDeskProceedings_8_5_11_2_12_5_I_4_I_12: at the desk the arbiter
// states the scoresheets after a time scramble (8.5.1), leaving the playing
// area (11.2.3.2: the player not on move may), extra time after an outside
// disturbance (12.5), an offer after the sealed move (I.4) and a missing
// envelope (I.12.2; 1953 §22 with the sealed move in doubt); each is ruled
// on its article, and what was stated is forgotten once ruled.
func TestDeskProceedings_8_5_11_2_12_5_I_4_I_12(t *testing.T) {
	f := newFixture(t, "40/150*")
	f.playSAN("e4", "e5")
	r := f.v.rulings
	want := func(name string, key string, article string) rules.Decision {
		t.Helper()
		f.noErrors()
		if r.current == nil {
			t.Fatalf("%s: no proposal", name)
		}
		d := r.current.Decision
		if d.ExplanationKey != "rules.ruling."+key || !slices.Contains(d.Articles, article) {
			t.Errorf("%s: %s %v, want %s citing %s", name, d.ExplanationKey, d.Articles, key, article)
		}
		return d
	}

	r.kind.SetSelectedIndex(indexOfKind("scoresheets-behind"))
	r.said.sheets.SetSelectedIndex(sheetsNeither)
	f.propose("scoresheets-behind", engine.White)
	if d := want("neither kept score", "scoresheets-both", "8.5.1"); d.Continuation != rules.CompleteScoresheets {
		t.Errorf("continuation %s", d.Continuation)
	}

	r.kind.SetSelectedIndex(indexOfKind("left-venue"))
	r.said.areaOnly.SetChecked(true)
	f.propose("left-venue", engine.Black) // White is on move
	want("area, not on move", "left-area-not-on-move", "11.2.3.2")
	f.propose("left-venue", engine.White)
	if d := want("area, on move", "left-venue-penalty", "11.2.3.2"); len(d.Warnings) != 1 {
		t.Errorf("warnings %v, want one", d.Warnings)
	}

	r.kind.SetSelectedIndex(indexOfKind("outside-disturbance"))
	r.extra.SetText("5, 2")
	f.propose("outside-disturbance", engine.White)
	if d := want("disturbance", "disturbance-extra-time", "12.5"); d.TimeAdjust != (rules.Sides{White: 300, Black: 120}) {
		t.Errorf("time %+v, want White +300 s, Black +120 s", d.TimeAdjust)
	}

	r.kind.SetSelectedIndex(indexOfKind("draw-offer"))
	if !r.said.afterSealing.Visible() {
		t.Fatal("an offer after the sealed move cannot be stated in standard play")
	}
	r.said.afterSealing.SetChecked(true)
	f.propose("draw-offer", engine.White)
	want("offer after the sealed move", "offer-after-sealing", "I.4")

	r.kind.SetSelectedIndex(indexOfKind("envelope-lost"))
	if r.said.sealedDoubt.Visible() {
		t.Error("the 1953 doubt about the sealed move offered under FIDE 2023")
	}
	r.said.envelope.SetSelectedIndex(envelopePositionLost)
	f.propose("envelope-lost", engine.Black)
	if d := want("position lost", "envelope-lost-new-game", "I.12.2"); d.Continuation != rules.NewGame {
		t.Errorf("continuation %s", d.Continuation)
	}
	f.accept()
	if r.said.envelope.SelectedIndex() != envelopeTimesKnown || r.said.areaOnly.Checked || r.said.afterSealing.Checked {
		t.Error("what was stated outlived its ruling")
	}

	g := newFixtureUnder(t, "40/150*", "USSR1953", "standard")
	g.playSAN("e4", "e5")
	s := g.chooseKind("envelope-lost")
	if !s.said.sealedDoubt.Visible() {
		t.Fatal("the sealed move in doubt cannot be stated under 1953")
	}
	s.said.sealedDoubt.SetChecked(true)
	g.propose("envelope-lost", engine.Black)
	g.noErrors()
	if s.current == nil || s.current.Decision.ExplanationKey != "rules.ruling.ussr-envelope-lost-new-game" {
		t.Errorf("1953 sealed move in doubt: %+v", s.current)
	}
}

// The extra time of a disturbance: one number for each player, or
// White's and Black's; anything else is refused, not guessed.
func TestExtraMinutes_12_5(t *testing.T) {
	for _, c := range []struct {
		text string
		want [2]time.Duration
		ok   bool
	}{
		{"", [2]time.Duration{}, true},
		{"5", [2]time.Duration{5 * time.Minute, 5 * time.Minute}, true},
		{"5, 0", [2]time.Duration{5 * time.Minute, 0}, true},
		{" 0 ,3 ", [2]time.Duration{0, 3 * time.Minute}, true},
		{"5, 2, 1", [2]time.Duration{}, false},
		{"-1", [2]time.Duration{}, false},
		{"five", [2]time.Duration{}, false},
		{"5,", [2]time.Duration{}, false},
	} {
		got, ok := extraMinutes(c.text)
		if ok != c.ok || ok && got != c.want {
			t.Errorf("%q: %v %v, want %v %v", c.text, got, ok, c.want, c.ok)
		}
	}
}

// The player row shows only for an incident that concerns one player: an
// agreement or an outside disturbance concerns the game, and a player
// stated for it would be read by nothing.
func TestRulingsFormPlayerRowOnlyForAPlayer(t *testing.T) {
	f := newFixture(t, "")
	r := f.v.rulings
	for kind, shown := range map[string]bool{"agreement": false, "position": false, "outside-disturbance": false,
		"flag-fall": true, "left-venue": true, "envelope-lost": true} {
		r.kind.SetSelectedIndex(indexOfKind(kind))
		if r.player.Visible() != shown || r.playerLabel.Visible() != shown {
			t.Errorf("%s: player row shown %v, want %v", kind, r.player.Visible(), shown)
		}
	}
}

// TestDeskSpectatorInterference_12_5_12_7: a spectator interferes in a
// game. The desk's outside disturbance ruled only the extra time of 12.5
// and said nothing of him; its tick says a spectator made it, and the
// ruling cites 12.7 beside 12.5 and says he may be expelled. Under the
// 1953 code, which leaves a disturbance to the arbiter, it is not offered.
func TestDeskSpectatorInterference_12_5_12_7(t *testing.T) {
	f := newFixture(t, "")
	r := f.chooseKind(string(rules.KindDisturbance))
	if !r.said.spectator.Visible() {
		t.Fatal("a spectator's interference cannot be stated")
	}
	r.said.spectator.SetChecked(true)
	d := f.proposed()
	if !slices.Contains(d.Articles, "12.5") || !slices.Contains(d.Articles, "12.7") {
		t.Errorf("a spectator interfered: articles %v, want 12.5 and 12.7", d.Articles)
	}
	if !slices.ContainsFunc(d.Notes, func(m engine.Message) bool { return m.Key == "rules.note.spectator-expel" }) {
		t.Errorf("a spectator interfered: notes %v, want his expulsion said", d.Notes)
	}

	f = newFixtureUnder(t, "", rules.USSR1953, rules.Standard)
	f.v.rulings.kind.SetSelectedIndex(indexOfKind(string(rules.KindDisturbance)))
	if f.v.rulings.said.spectator.Visible() {
		t.Error("a spectator's interference offered under the 1953 code")
	}
}
