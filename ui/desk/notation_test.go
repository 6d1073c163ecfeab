package desk

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
)

// bishopOrQueen: White's bishop (c1) and queen (h2) both reach f4, so
// "Lf4" is the bishop in Finnish (L = lähetti) and the queen in Estonian
// (L = lipp).
const bishopOrQueen = "4k3/8/8/8/8/8/7Q/2B1K3 w - - 0 1"

// A move typed at the desk is read in the event's notation only (1953
// §20: the notation of the event; the Finnish L and the Estonian L are
// different pieces), whatever the window's language: by default the
// event's language, else the notation the event settings name.
func TestTypedMoveInEventNotation_1953_20(t *testing.T) {
	for _, c := range []struct {
		name             string
		language, writes string
		window           i18n.Lang
		typed, want      string // want: the move played in English SAN, "" for refused
	}{
		{"Finnish event, bishop", "fi", "", i18n.English, "Lf4", "Bf4"},
		{"Estonian event, queen", "et", "", i18n.English, "Lf4", "Qf4"},
		{"Finnish event written in Estonian", "fi", "et", i18n.Finnish, "Lf4", "Qf4"},
		{"English letters refused in a Finnish event", "fi", "", i18n.English, "Bf4", ""},
		{"Finnish letters refused in an English event", "en", "", i18n.Finnish, "Lf4", ""},
		{"English event, English window", "en", "", i18n.English, "Qf4", "Qf4"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixtureWith(t, "", func(s *tournament.Settings) {
				s.Language, s.Rules.Notation = c.language, c.writes
			})
			f.build(c.window, f.v.Session())
			start := f.startFrom(bishopOrQueen)
			f.v.entry.SetText(c.typed)
			f.v.entry.OnSubmitted(c.typed)
			f.noErrors()
			g := f.v.Session().Game()
			if c.want == "" {
				if g.Ply() != 0 || f.v.status.Text == "" || f.v.entry.Text != c.typed {
					t.Errorf("%q: ply %d, status %q, entry %q; want refused and kept", c.typed, g.Ply(), f.v.status.Text, f.v.entry.Text)
				}
				return
			}
			if g.Ply() != 1 {
				t.Fatalf("%q not played: %s", c.typed, f.v.status.Text)
			}
			if got := start.Format(g.Moves()[0].Move, engine.Notation{Lang: engine.English}); got != c.want {
				t.Errorf("%q played as %s, want %s", c.typed, got, c.want)
			}
		})
	}
}

// The entry names the letters it reads: the event's, not the window's.
func TestEntryHintNamesEventLetters(t *testing.T) {
	f := newFixtureWith(t, "", func(s *tournament.Settings) { s.Language, s.Rules.Notation = "en", "et" })
	f.build(i18n.Finnish, f.v.Session())
	if got := f.v.entry.PlaceHolder; !strings.Contains(got, "K L V O R") {
		t.Errorf("placeholder %q does not name the Estonian letters", got)
	}
}

// The desk shows moves in the letters its entry reads: with the window in
// English and the event in Estonian, a move typed as the hint says is
// played and the scoresheet, the status line and the move list show it
// with the same letters (R the knight, O the bishop), never the window's
// (Nf3, Bb5).
func TestDeskShowsMovesInTheLettersItReads(t *testing.T) {
	f := newFixtureWith(t, "", func(s *tournament.Settings) { s.Language = "et" })
	f.build(i18n.English, f.v.Session())
	hint := f.v.entry.PlaceHolder
	if !strings.Contains(hint, "Estonian") || !strings.Contains(hint, "K L V O R") {
		t.Errorf("placeholder %q does not name the Estonian notation and its letters", hint)
	}
	typed := []string{"e4", "e5", "Rf3", "Rc6", "Ob5"}
	for _, m := range typed {
		f.v.entry.SetText(m)
		f.v.entry.OnSubmitted(m)
		f.noErrors()
		if f.v.entry.Text != "" {
			t.Fatalf("%q refused: %s", m, f.v.status.Text)
		}
	}
	if got, want := sans(f.stored()), "e4 e5 Nf3 Nc6 Bb5"; got != want {
		t.Fatalf("stored %q, want %q", got, want)
	}
	var shown []string
	for _, row := range f.v.sheet.rows {
		for _, cell := range row[1:] {
			if cell != "" {
				shown = append(shown, cell)
			}
		}
	}
	if got, want := strings.Join(shown, " "), strings.Join(typed, " "); got != want {
		t.Errorf("scoresheet shows %q, typed %q", got, want)
	}
	if got := f.v.status.Text; !strings.Contains(got, "Ob5") {
		t.Errorf("status %q does not show the move as typed (Ob5)", got)
	}
	if got := f.v.moveLabel(3); got != "2.Rf3" {
		t.Errorf("move label %q, want 2.Rf3", got)
	}
}

// A claim's intended move (9.2.1.2, 9.3.1) is read in the event's notation
// too: in a Finnish event "Rf3" is the knight.
func TestClaimIntendedMoveInEventNotation_9_2(t *testing.T) {
	f := newFixtureWith(t, "90+30", func(s *tournament.Settings) { s.Language = "fi" })
	f.playSAN("Rf3", "Rf6", "Rg1", "Rg8", "Rf3", "Rf6", "Rg1", "Rg8")
	r := f.v.rulings
	f.claimThreefold(engine.White, "Rf3")
	f.noErrors()
	if r.current == nil || r.current.Claim == nil || !r.current.Claim.Valid {
		t.Fatalf("claim with Rf3 (the knight) = %+v", r.current)
	}
	r.intended.SetText("Nf3")
	test.Tap(r.proposeBtn)
	if len(f.errs) != 1 {
		t.Errorf("Nf3 in a Finnish event: errors %v, want one (N is no Finnish letter)", f.errs)
	}
}

// The sealed move is read when the envelope is opened, in the event's
// notation only (1953 §20, §23; FIDE I.8): in a Finnish event "Lf4" is the
// bishop, in an Estonian one the queen, and the move stands and is made
// once the arbiter accepts it; in an Estonian event "Rf3" is a knight
// move, so with no knight to make it the sealed move is illegal and the
// sealer loses, where an English reader would have taken a rook.
func TestSealedMoveInEventNotation_1953_23(t *testing.T) {
	for _, c := range []struct {
		name, language, fen, sealed string
		want                        string // the move made in English SAN, or the result
	}{
		{"Finnish L is the bishop", "fi", bishopOrQueen, "Lf4", "Bf4"},
		{"Estonian L is the queen", "et", bishopOrQueen, "Lf4", "Qf4"},
		{"Estonian R is a knight", "et", "4k3/8/8/8/8/7R/8/4K3 w - - 0 1", "Rf3", "0-1"},
		{"English R is the rook", "en", "4k3/8/8/8/8/7R/8/4K3 w - - 0 1", "Rf3", "Rf3"},
	} {
		t.Run(c.name, func(t *testing.T) {
			f := newFixtureWith(t, "40/150*", func(s *tournament.Settings) {
				s.Ruleset, s.Language = "USSR1953", c.language
			})
			f.build(i18n.English, f.v.Session())
			start := f.startFrom(c.fen)
			r := f.chooseKind("sealed-move")
			if r.sealed.Hidden {
				t.Fatal("no field for the sealed move")
			}
			r.sealed.SetText(c.sealed)
			r.player.SetSelectedIndex(int(engine.White))
			test.Tap(r.proposeBtn)
			f.proposal()
			f.accept()
			g := f.v.Session().Game()
			if strings.Contains(c.want, "-") {
				if g.Ply() != 0 || f.stored().Result.String() != c.want {
					t.Errorf("%q: ply %d, result %v; want %s and no move", c.sealed, g.Ply(), f.stored().Result, c.want)
				}
				return
			}
			if g.Ply() != 1 {
				t.Fatalf("%q: the sealed move was not made (%s)", c.sealed, f.v.status.Text)
			}
			if got := start.Format(g.Moves()[0].Move, engine.Notation{Lang: engine.English}); got != c.want {
				t.Errorf("%q made as %s, want %s", c.sealed, got, c.want)
			}
		})
	}
	// Nothing written: the arbiter is asked for the text.
	f := newFixtureUnder(t, "40/150*", "USSR1953", "standard")
	r := f.chooseKind("sealed-move")
	test.Tap(r.proposeBtn)
	if len(f.errs) != 1 || r.current != nil {
		t.Errorf("empty sealed move: errors %v, proposal %v", f.errs, r.current)
	}
}
