package cli

import (
	"bytes"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode"
	"unicode/utf8"

	"arbiter/cli/cmdline"
	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testtext"
	"arbiter/tournament"
	"arbiter/tournament/replay"
)

func TestRulingCommand(t *testing.T) {
	dir := t.TempDir()
	// White has king and queen, Black a bare king: Black cannot mate.
	pgn := writeInput(t, dir, "game.pgn", "[Event \"t\"]\n[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/8/3QK3 w - - 0 50\"]\n\n50. Qd4 *\n")
	tests := []struct {
		args   []string
		result string
		black  float64
		key    string
	}{
		{[]string{"--incident", "illegal-move", "--player", "white", "--illegal-moves-white", "1", "--black-can-mate", "no"}, "1/2-1/2", 0, "rules.ruling.illegal-second-draw"},
		{[]string{"--incident", "illegal-move", "--player", "white", "--control", "15+10"}, "*", 60, "rules.ruling.illegal-first"},
		// The record decides who can still mate: Black's bare king cannot,
		// so White's flag fall is a draw, unless the arbiter finds otherwise.
		{[]string{"--incident", "flag-fall", "--player", "white"}, "1/2-1/2", 0, ""},
		{[]string{"--incident", "flag-fall", "--player", "white", "--black-can-mate", "yes"}, "0-1", 0, ""},
		{[]string{"--incident", "flag-fall", "--player", "black"}, "1-0", 0, ""},
		{[]string{"--incident", "claim-threefold", "--player", "white", "--ruleset", "USSR1953"}, "0-1", 0, "rules.ruling.ussr-threefold-false"},
		{[]string{"--incident", "position", "--ruleset", "ussr1953"}, "*", 0, "rules.ruling.position-continues"},
		{[]string{"--incident", "sealed-move", "--player", "black", "--sealed", "Ke8—e9"}, "1-0", 0, "rules.ruling.sealed-fault-loss"},
		{[]string{"--incident", "adjourn", "--player", "black", "--ruleset", "USSR1953", "--session", "4h", "--used-white", "95m", "--used-black", "80m", "--control-reached"}, "*", -3900, "rules.ruling.adjourn"},
	}
	for _, tt := range tests {
		args := append([]string{"ruling", "--pgn", pgn, "--json"}, tt.args...)
		code, out, errOut := run(t, args...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", tt.args, code, errOut)
			continue
		}
		var d map[string]any
		if err := json.Unmarshal([]byte(out), &d); err != nil {
			t.Fatalf("%v: %v\n%s", tt.args, err, out)
		}
		adj := d["time_adjust_seconds"].(map[string]any)
		if d["result"] != tt.result || adj["black"] != tt.black || tt.key != "" && d["explanation_key"] != tt.key || d["explanation"] == "" {
			t.Errorf("%v: result %v, black %v, key %v, explanation %q", tt.args, d["result"], adj["black"], d["explanation_key"], d["explanation"])
		}
	}
	// A threefold claim is checked against the record: knights out and back
	// twice bring the start position a third time.
	rep := writeInput(t, dir, "rep.pgn", knightsBlackToMove)
	for _, c := range []struct {
		args   []string
		result string
	}{
		{[]string{"--player", "black"}, "*"},
		{[]string{"--player", "black", "--intended-move", "Ng8"}, "1/2-1/2"},
		{[]string{"--player", "black", "--intended-move", "Ng8", "--ruleset", "USSR1953"}, "1/2-1/2"},
		{[]string{"--player", "black", "--ruleset", "USSR1953"}, "1-0"},
	} {
		args := append([]string{"ruling", "--pgn", rep, "--type", "standard", "--json", "--incident", "claim-threefold"}, c.args...)
		code, out, errOut := run(t, args...)
		if code != 0 {
			t.Fatalf("%v: %s", c.args, errOut)
		}
		var d map[string]any
		if err := json.Unmarshal([]byte(out), &d); err != nil || d["result"] != c.result {
			t.Errorf("%v: result %v, want %s (%v)", c.args, d["result"], c.result, err)
		}
	}
	// A claim the arbiter states correct, which the record refutes, is
	// refused rather than ruled either way.
	if code, _, errOut := run(t, "ruling", "--pgn", rep, "--incident", "claim-threefold", "--player", "black", "--ruleset", "USSR1953", "--correct"); code != 2 || !strings.Contains(errOut, "--correct") {
		t.Errorf("--correct refuted by the record: exit %d, %q", code, errOut)
	}
	if code, out, errOut := run(t, "ruling", "--incident", "flag-fall", "--player", "black", "--ruleset", "FIDE2014", "--type", "standard"); code != 0 || !strings.Contains(out, "FIDE 2014, 6.9") {
		t.Errorf("text output: %d %q %q", code, out, errOut)
	}
	for _, bad := range [][]string{
		{"ruling"},
		{"ruling", "--incident", "teleport"},
		{"ruling", "--incident", "flag-fall", "--ruleset", "FIDE1999"},
		{"ruling", "--incident", "flag-fall", "--ruleset", "USSR1953", "--type", "blitz"},
		{"ruling", "--incident", "sealed-move", "--sealed", "e2-e4"},
	} {
		if code, _, _ := run(t, bad...); code == 0 {
			t.Errorf("%v accepted", bad)
		}
	}
	// An intended move is read in the position of a record: without one
	// the claim is refused, not ruled as made without a move.
	if code, _, errOut := run(t, "ruling", "--incident", "claim-threefold", "--player", "black", "--intended-move", "Ng8"); code != 2 || !strings.Contains(errOut, "--pgn") {
		t.Errorf("--intended-move without --pgn: exit %d, %q", code, errOut)
	}
}

// TestFIBlitz2018_B_1_RulingWithoutTypeTakesBlitz: the Finnish blitz rules
// know blitz only (B.1), so a ruling under them without --type or
// --control is a blitz ruling, not an error about standard games.
func TestFIBlitz2018_B_1_RulingWithoutTypeTakesBlitz(t *testing.T) {
	code, out, errOut := run(t, "ruling", "--incident", "illegal-move", "--player", "white", "--ruleset", "FI-BLITZ2018", "--json")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var d struct {
		Type     string   `json:"game_type"`
		Articles []string `json:"articles"`
	}
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	// The blitz penalty of one minute is B.2.
	if d.Type != "blitz" || !slices.Contains(d.Articles, "B.2") {
		t.Errorf("game type %q, articles %v; want a blitz ruling citing B.2", d.Type, d.Articles)
	}
}

// TestRulingSealedLang_I8_Par23: the sealed move is read in the notation
// --lang names and no other. FIDE 2023 I.8.1: an ambiguous sealed move
// loses; a Finnish "Lf4" with a bishop and a queen both able to reach f4 is
// the bishop's move, not ambiguous. 1953 §23: a move whose meaning the
// arbiter cannot establish loses; an Estonian "Rf3" with only a rook able to
// reach f3 is an illegal knight move, not an English rook move.
func TestRulingSealedLang_I8_Par23(t *testing.T) {
	dir := t.TempDir()
	write := func(name, fen string) string {
		return writeInput(t, dir, name, "[SetUp \"1\"]\n[FEN \""+fen+"\"]\n\n*\n")
	}
	bishopQueen := write("bq.pgn", "4k3/8/8/8/8/8/1Q6/2B1K3 w - - 0 40")
	rook := write("r.pgn", "4k3/8/8/8/8/8/8/4K2R w - - 0 40")
	for _, c := range []struct {
		args         []string
		result, cont string
	}{
		{[]string{"--pgn", bishopQueen, "--sealed", "Lf4", "--lang", "fi", "--ruleset", "FIDE2023"}, "*", "continue"},
		{[]string{"--pgn", rook, "--sealed", "Rf3", "--lang", "et", "--ruleset", "USSR1953"}, "0-1", "game-over"},
		{[]string{"--pgn", rook, "--sealed", "Vf1", "--lang", "et", "--ruleset", "USSR1953"}, "*", "continue"},
		{[]string{"--pgn", rook, "--sealed", "Rh3", "--ruleset", "USSR1953"}, "*", "continue"},
	} {
		args := append([]string{"ruling", "--json", "--incident", "sealed-move", "--player", "white"}, c.args...)
		code, out, errOut := run(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errOut)
		}
		var d map[string]any
		if err := json.Unmarshal([]byte(out), &d); err != nil || d["result"] != c.result || d["continuation"] != c.cont {
			t.Errorf("%v: %v %v, want %s %s (%v)", c.args, d["result"], d["continuation"], c.result, c.cont, err)
		}
	}
	if code, _, errOut := run(t, "ruling", "--incident", "sealed-move", "--pgn", rook, "--sealed", "Rf3", "--lang", "xx"); code != 2 {
		t.Errorf("--lang xx: exit %d, want 2 (%s)", code, errOut)
	}
}

// TestRulingCompare_7_5_4_2014_4_1: --compare rules a move made with two
// hands under every edition: an illegal move under FIDE 2023 7.5.4, a
// breach of 4.1 under FIDE 2014 where the move stands, a question for the
// arbiter under the 1953 code (§26h).
func TestRulingCompare_7_5_4_2014_4_1(t *testing.T) {
	code, out, errOut := run(t, "ruling", "--compare", "--json", "--type", "standard", "--incident", "illegal-move", "--illegal", "two-hands", "--player", "white")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var c struct {
		Reference string `json:"reference"`
		Editions  []struct {
			Ruleset  string `json:"ruleset"`
			Decision *struct {
				Articles     []string `json:"articles"`
				Continuation string   `json:"continuation"`
				Explanation  string   `json:"explanation"`
			} `json:"decision"`
			NotApplicableText string   `json:"not_applicable_text"`
			Differs           []string `json:"differs"`
		} `json:"editions"`
	}
	if err := json.Unmarshal([]byte(out), &c); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	got := map[string]string{}
	for _, e := range c.Editions {
		switch {
		case e.Decision != nil && e.Decision.Explanation != "":
			got[e.Ruleset] = strings.Join(e.Decision.Articles, " ") + " " + e.Decision.Continuation + " " + strings.Join(e.Differs, ",")
		case e.NotApplicableText != "":
			got[e.Ruleset] = e.NotApplicableText
		}
	}
	want := map[string]string{
		"FIDE2023":     "7.5.4 7.5.5 restore-position ",
		"FIDE2018":     "7.5.4 7.5.5 restore-position ",
		"FIDE2014":     "4.1 12.9 continue continuation,time,warnings,counts",
		"USSR1953":     "§26h not-covered continuation,time,counts",
		"FI-BLITZ2018": "Finnish blitz rules 2018 has no standard games",
	}
	if c.Reference != "FIDE2023" || len(got) != len(want) {
		t.Fatalf("reference %s, editions %v", c.Reference, got)
	}
	for rs, w := range want {
		if got[rs] != w {
			t.Errorf("%s: %q, want %q", rs, got[rs], w)
		}
	}
	if code, out, _ := run(t, "ruling", "--compare", "--type", "standard", "--incident", "illegal-move", "--illegal", "two-hands", "--player", "white"); code != 0 || !strings.Contains(out, "FIDE 2014, 4.1") {
		t.Errorf("text comparison: exit %d\n%s", code, out)
	}
}

// TestRulingHelpListsOptions: --help names every option with its meaning.
func TestRulingHelpListsOptions(t *testing.T) {
	code, out, errOut := run(t, "ruling", "--help")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	lines := strings.Split(out, "\n")
	names := map[string]bool{}
	for i, l := range lines {
		if strings.HasPrefix(l, "  --") {
			name := strings.Fields(l)[0]
			names[name] = true
			if i+1 >= len(lines) || strings.TrimSpace(lines[i+1]) == "" || strings.HasPrefix(lines[i+1], "  --") {
				t.Errorf("%s has no meaning", name)
			}
		}
	}
	for _, n := range []string{"--incident", "--ruleset", "--compare", "--lang", "--sealed", "--control-reached", "--arbiter-consent", "--player"} {
		if !names[n] {
			t.Errorf("--help does not list %s:\n%s", n, out)
		}
	}
	if len(names) < 60 {
		t.Errorf("--help lists %d options", len(names))
	}
}

// TestRulingAdjournTimesUnknown: the times used unstated (a game played
// on paper), the envelope's line says them unknown, to be written by
// hand, and the JSON holds null, where both said 0:00; a time stated is
// written as given.
func TestRulingAdjournTimesUnknown(t *testing.T) {
	t.Setenv("ARBITER_LANG", "en")
	cat := i18n.For(i18n.English)
	unknown := cat.T("rules.envelope.time-unknown")
	code, out, errOut := run(t, "ruling", "--incident", "adjourn", "--player", "black", "--ruleset", "USSR1953", "--arbiter-consent", "--used-white", "95m")
	if want := cat.T("rules.cli.envelope", "white", "1:35:00", "black", unknown); code != 0 || !strings.Contains(out, want) {
		t.Errorf("exit %d, %s%s\nwant %q", code, out, errOut, want)
	}
	code, out, errOut = run(t, "ruling", "--json", "--incident", "adjourn", "--player", "black", "--ruleset", "USSR1953", "--arbiter-consent")
	if code != 0 || !strings.Contains(out, `"used_white_seconds": null`) || !strings.Contains(out, `"used_black_seconds": null`) {
		t.Errorf("--json: exit %d, %s%s", code, out, errOut)
	}
}

// TestRulingAdjourn_1953_21_ControlReached: --control-reached=false states
// that the control's moves are not made, so §21 needs the arbiter's
// consent; absent, the adjournment is sealed with a note to confirm.
func TestRulingAdjourn_1953_21_ControlReached(t *testing.T) {
	base := []string{"ruling", "--json", "--incident", "adjourn", "--player", "black", "--ruleset", "USSR1953", "--session", "4h", "--used-white", "2h", "--used-black", "2h"}
	for _, c := range []struct {
		args []string
		cont string
	}{
		{nil, "seal"},
		{[]string{"--control-reached"}, "seal"},
		{[]string{"--control-reached=false"}, "continue"},
		{[]string{"--control-reached=false", "--arbiter-consent"}, "seal"},
	} {
		code, out, errOut := run(t, append(append([]string{}, base...), c.args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errOut)
		}
		var d map[string]any
		if err := json.Unmarshal([]byte(out), &d); err != nil || d["continuation"] != c.cont {
			t.Errorf("%v: %v, want %s (%v)", c.args, d["continuation"], c.cont, err)
		}
	}
	if code, out, errOut := run(t, "ruling", "--json", "--incident", "position", "--ruleset", "USSR1953", "--perpetual-check"); code != 0 || !strings.Contains(out, "§18d") || !strings.Contains(out, `"1/2-1/2"`) {
		t.Errorf("--perpetual-check: exit %d %s %s", code, out, errOut)
	}
}

// TestRulingConductListsPenalties: a breach of conduct leaves the penalty
// to the arbiter, so the ruling lists the ruleset's penalties by article;
// another incident lists none.
func TestRulingConductListsPenalties(t *testing.T) {
	pgn := writeInput(t, t.TempDir(), "game.pgn", "1. e4 e5 *\n")
	tests := []struct {
		args       []string
		want, none []string
	}{
		{[]string{"conduct", "--player", "white"}, []string{"under FIDE 2023:", "12.9.8", "Exclusion from one or more rounds"}, []string{"§28"}},
		{[]string{"conduct", "--player", "white", "--ruleset", "FIDE2014"}, []string{"12.9.h", "Expulsion"}, []string{"12.9.8"}},
		{[]string{"conduct", "--player", "black", "--ruleset", "USSR1953"}, []string{"§26i", "Reprimand", "§28", "Loss of the game"}, []string{"12.9"}},
		{[]string{"flag-fall", "--player", "white"}, nil, []string{"Penalties", "12.9"}},
	}
	for _, tt := range tests {
		code, out, errOut := run(t, append([]string{"ruling", "--pgn", pgn, "--lang", "en"}, tt.args...)...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", tt.args, code, errOut)
			continue
		}
		testtext.SaysEach(t, fmt.Sprint(tt.args), out, tt.want...)
		testtext.SaysNone(t, fmt.Sprint(tt.args), out, tt.none...)
	}
}

// TestRulingTouchMove_4_3_Par14: --touch names what was touched, in
// order; the ruling leaves the moves Article 4 (1953: §14) leaves, in the
// event's notation, from the record's position or the start.
func TestRulingTouchMove_4_3_Par14(t *testing.T) {
	dir := t.TempDir()
	// 1. d4 e5: White's d-pawn can take e5.
	pgn := writeInput(t, dir, "g.pgn", "1. d4 e5 *\n")
	for _, c := range []struct {
		args  []string
		moves []string
		key   string
	}{
		{[]string{"--touch", "g1"}, []string{"g1f3", "g1h3"}, "rules.ruling.touch-own"},
		{[]string{"--touch", "g1", "--adjusted"}, nil, "rules.ruling.touch-adjusted"},
		{[]string{"--touch", "g1", "--released", "f3"}, []string{"g1f3"}, "rules.ruling.touch-own"},
		{[]string{"--pgn", pgn, "--touch", "e5"}, []string{"d4e5"}, "rules.ruling.touch-opponent"},
		{[]string{"--pgn", pgn, "--touch", "g1,e5", "--ruleset", "USSR1953"}, []string{"d4e5"}, "rules.ruling.ussr-touch-both-other"},
	} {
		checkRulingJSON(t, append([]string{"--incident", "touch-move", "--player", "white"}, c.args...), c.moves, c.key)
	}
	// In Finnish the moves are written with the Finnish letters.
	if code, out, errOut := run(t, "ruling", "--incident", "touch-move", "--player", "white", "--touch", "g1", "--lang", "fi"); code != 0 || !strings.Contains(out, "Rf3, Rh3") {
		t.Errorf("exit %d: %s%s", code, out, errOut)
	}
}

// TestRulingRefusesOptionsTheIncidentDoesNotRead: an option the incident
// does not read is an error naming it, not silently dropped: --late means
// nothing to a draw agreement, --offer-accepted nothing to a resignation.
func TestRulingRefusesOptionsTheIncidentDoesNotRead(t *testing.T) {
	for _, c := range []struct {
		args []string
		flag string
	}{
		{[]string{"--incident", "agreement", "--late", "5m"}, "--late"},
		{[]string{"--incident", "agreement", "--player", "white"}, "--player"},
		{[]string{"--incident", "resignation", "--player", "white", "--offer-accepted"}, "--offer-accepted"},
		{[]string{"--incident", "draw-offer", "--player", "white", "--touch", "g1"}, "--touch"},
	} {
		if code, _, errOut := run(t, append([]string{"ruling"}, c.args...)...); code != 2 || !strings.Contains(errOut, c.flag) {
			t.Errorf("%v: exit %d: %s", c.args, code, errOut)
		}
	}
	if code, _, errOut := run(t, "ruling", "--incident", "draw-offer", "--player", "white", "--offer-accepted", "--on-move"); code != 0 {
		t.Errorf("options read refused: %s", errOut)
	}
}

// TestRulingStatesWhatTheRecordCannotShow_I_10_Par18e: the sealer's
// lateness at the resumption (--sealer-late) and, without a record, who
// made the last declined 1953 draw offer (--declined-offer-by).
func TestRulingStatesWhatTheRecordCannotShow_I_10_Par18e(t *testing.T) {
	for _, c := range []struct {
		args []string
		key  string
	}{
		{[]string{"--incident", "resumption", "--player", "white", "--answerer-present", "--sealer-late", "2h", "--lateness", "1h"}, "rules.ruling.resume-sealer-late"},
		{[]string{"--incident", "draw-offer", "--player", "white", "--on-move", "--ruleset", "USSR1953", "--declined-offer-by", "white"}, "rules.ruling.ussr-offer-repeat"},
		{[]string{"--incident", "draw-offer", "--player", "white", "--on-move", "--ruleset", "USSR1953", "--declined-offer-by", "black"}, "rules.ruling.ussr-offer-valid"},
	} {
		code, out, errOut := run(t, append([]string{"ruling", "--json"}, c.args...)...)
		if code != 0 {
			t.Errorf("%v: exit %d: %s", c.args, code, errOut)
			continue
		}
		var d struct {
			Key string `json:"explanation_key"`
		}
		if err := json.Unmarshal([]byte(out), &d); err != nil || d.Key != c.key {
			t.Errorf("%v: %s, want %s (%v)", c.args, d.Key, c.key, err)
		}
	}
}

// TestRulingIncidentsOfPlay_4_7_2_9_1_2_1_7_4_6_11_4: what the command line
// can now state: a release that is no legal move and a king let go for an
// illegal castling (4.7, 4.7.2; 1953 §10), an offer declined by a touch
// and one the player asks back (9.1.2.1), displaced pieces (7.4, 7.6), a clock stopped without reason
// (6.11.4), an upside-down rook (3.7.3.3) — and an option of another kind
// refused.
func TestRulingIncidentsOfPlay_4_7_2_9_1_2_1_7_4_6_11_4(t *testing.T) {
	dir := t.TempDir()
	// 1. e4 e5 2. Bc4 Bc5 3. Nf3 d6: O-O is legal; after 3... Bxf2+ it is not.
	open := writeInput(t, dir, "open.pgn", "1. e4 e5 2. Bc4 Bc5 3. Nf3 d6 *\n")
	check := writeInput(t, dir, "check.pgn", "1. e4 e5 2. Bc4 Bc5 3. Nf3 Bxf2+ *\n")
	for _, c := range []struct {
		args  []string
		moves []string
		key   string
	}{
		{[]string{"--incident", "touch-move", "--player", "white", "--touch", "g1", "--released", "g3"}, []string{"g1f3", "g1h3"}, "rules.ruling.touch-released-not-a-move"},
		{[]string{"--incident", "touch-move", "--player", "white", "--pgn", open, "--touch", "e1", "--released", "g1"}, []string{"e1g1"}, "rules.ruling.touch-own"},
		{[]string{"--incident", "touch-move", "--player", "white", "--pgn", check, "--touch", "e1,h1", "--released", "g1"}, []string{"e1e2", "e1f1", "e1f2"}, "rules.ruling.touch-castle-illegal"},
		{[]string{"--incident", "touch-move", "--player", "white", "--pgn", check, "--touch", "e1,h1", "--released", "g1", "--ruleset", "USSR1953"}, []string{"e1e2", "e1f1", "e1f2"}, "rules.ruling.ussr-castling-illegal"},
		{[]string{"--incident", "illegal-move", "--player", "white", "--illegal", "castling", "--ruleset", "USSR1953"}, nil, "rules.ruling.ussr-castling-illegal"},
		{[]string{"--incident", "draw-offer", "--player", "white", "--declined-by-touch", "--pgn", open}, nil, "rules.ruling.offer-declined-by-touch"},
		{[]string{"--incident", "draw-offer", "--player", "white", "--withdrawn", "--pgn", open}, nil, "rules.ruling.offer-not-withdrawn"},
		{[]string{"--incident", "displaced-pieces", "--player", "white", "--not-restored"}, nil, "rules.ruling.displaced-not-restored"},
		{[]string{"--incident", "displaced-pieces", "--player", "black", "--found-later"}, nil, "rules.ruling.displaced-found-later"},
		{[]string{"--incident", "clock-stopped", "--player", "black"}, nil, "rules.ruling.clock-stopped-penalty"},
		{[]string{"--incident", "clock-stopped", "--player", "black", "--valid-reason"}, nil, "rules.ruling.clock-stopped-valid"},
		{[]string{"--incident", "upside-down-rook", "--player", "white"}, nil, "rules.ruling.upside-down-rook"},
		{[]string{"--incident", "persistent-refusal", "--player", "white", "--both-players"}, nil, "rules.ruling.refusal-both"},
	} {
		checkRulingJSON(t, c.args, c.moves, c.key)
	}
	if code, _, errOut := run(t, "ruling", "--incident", "draw-offer", "--player", "white", "--valid-reason"); code != 2 || !strings.Contains(errOut, "--valid-reason") {
		t.Errorf("--valid-reason on a draw offer: exit %d: %s", code, errOut)
	}
}

// TestRulingKindFirst_HelpPerKind: the kind may lead as a word (arbiter
// ruling touch-move --touch …), and --help after it lists the event's
// options and the kind's own, none of another kind's.
func TestRulingKindFirst_HelpPerKind(t *testing.T) {
	if code, out, errOut := run(t, "ruling", "touch-move", "--json", "--player", "white", "--touch", "g1", "--released", "g3"); code != 0 ||
		!strings.Contains(out, "rules.ruling.touch-released-not-a-move") {
		t.Errorf("kind first: exit %d: %s%s", code, out, errOut)
	}
	for _, args := range [][]string{{"ruling", "clock-stopped", "--help"}, {"ruling", "--incident", "clock-stopped", "--help"}} {
		if code, out, _ := run(t, args...); code != 0 || !strings.Contains(out, "--valid-reason") ||
			!strings.Contains(out, "--ruleset") || strings.Contains(out, "\n  --touch") || strings.Contains(out, "\n  --sealed") {
			t.Errorf("%v: exit %d:\n%s", args, code, out)
		}
	}
	if code, out, _ := run(t, "ruling", "--help"); code != 0 || !strings.Contains(out, "--touch") || !strings.Contains(out, "--valid-reason") {
		t.Errorf("--help without a kind lists every option: exit %d", code)
	}
	if code, _, errOut := run(t, "ruling", "touch-move", "--incident", "draw-offer", "--player", "white"); code != 2 {
		t.Errorf("two kinds: exit %d: %s", code, errOut)
	}
}

// checkRulingJSON runs "arbiter ruling --json" with args and checks the
// moves the ruling leaves (in any order) and its explanation's key.
func checkRulingJSON(t *testing.T, args, moves []string, key string) {
	t.Helper()
	code, out, errOut := run(t, append([]string{"ruling", "--json"}, args...)...)
	if code != 0 {
		t.Errorf("%v: exit %d: %s", args, code, errOut)
		return
	}
	var d struct {
		Moves []string `json:"moves"`
		Key   string   `json:"explanation_key"`
	}
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatal(err)
	}
	slices.Sort(d.Moves)
	if !slices.Equal(d.Moves, moves) || d.Key != key {
		t.Errorf("%v: %v %s, want %v %s", args, d.Moves, d.Key, moves, key)
	}
}

// TestRulingFromJSON_4_7_2: --from reads the incident as a script writes
// it, its kind beside its details; the kind's options add to it, another
// kind named beside it, a detail the kind does not read, and a value of a
// detail that is none of its values are refused.
func TestRulingFromJSON_4_7_2(t *testing.T) {
	dir := t.TempDir()
	check := writeInput(t, dir, "check.pgn", "1. e4 e5 2. Bc4 Bc5 3. Nf3 Bxf2+ *\n")
	// e1 and h1 touched, the king let go on g1 in check: 4.7.2.
	touch := writeInput(t, dir, "touch.json", `{"kind":"touch-move","player":0,"touch":{"squares":[4,7],"released_on":6}}`)
	checkRulingJSON(t, []string{"--from", touch, "--pgn", check}, []string{"e1e2", "e1f1", "e1f2"}, "rules.ruling.touch-castle-illegal")
	checkRulingJSON(t, []string{"touch-move", "--from", touch, "--pgn", check, "--ruleset", "USSR1953"}, []string{"e1e2", "e1f1", "e1f2"}, "rules.ruling.ussr-castling-illegal")
	// The option adds to what the file says: he said first that he adjusts.
	checkRulingJSON(t, []string{"--from", touch, "--pgn", check, "--adjusted"}, nil, "rules.ruling.touch-adjusted")
	offer := writeInput(t, dir, "offer.json", `{"kind":"draw-offer","player":1,"declined_by_touch":true}`)
	checkRulingJSON(t, []string{"--from", offer, "--pgn", check}, nil, "rules.ruling.offer-declined-by-touch")
	unread := writeInput(t, dir, "unread.json", `{"kind":"agreement","late":60000000000}`)
	for _, c := range []struct {
		args []string
		says string
	}{
		{[]string{"draw-offer", "--from", touch}, "KIND"},
		{[]string{"--from", unread}, "late"},
		{[]string{"--from", offer, "--valid-reason"}, "--valid-reason"},
		{[]string{"illegal-move", "--player", "white", "--illegal", "teleport"}, "teleport"},
		{[]string{"quickplay-claim", "--player", "white", "--finding", "maybe"}, "maybe"},
	} {
		if code, _, errOut := run(t, append([]string{"ruling"}, c.args...)...); code == 0 || !strings.Contains(errOut, c.says) {
			t.Errorf("%v: exit %d: %s", c.args, code, errOut)
		}
	}
}

// TestRulingProceedings_8_5_11_2_12_5_I_4_I_12: the scoresheets after a
// time scramble, leaving the venue, an outside disturbance, an offer after
// the sealed move and a missing envelope are stated by their options.
func TestRulingProceedings_8_5_11_2_12_5_I_4_I_12(t *testing.T) {
	for _, c := range []struct {
		args []string
		key  string
	}{
		{[]string{"scoresheets-behind", "--player", "black", "--neither-kept", "--type", "standard"}, "rules.ruling.scoresheets-both"},
		{[]string{"scoresheets-behind", "--player", "black", "--flag-unproven", "--ruleset", "FIDE2014", "--type", "standard"}, "rules.ruling.scoresheets-flag-unproven"},
		{[]string{"left-venue", "--player", "white", "--area-only"}, "rules.ruling.left-area-not-on-move"},
		{[]string{"left-venue", "--player", "white", "--area-only", "--on-move"}, "rules.ruling.left-venue-penalty"},
		{[]string{"outside-disturbance", "--extra-white", "5m"}, "rules.ruling.disturbance-extra-time"},
		{[]string{"draw-offer", "--player", "white", "--after-sealing"}, "rules.ruling.offer-after-sealing"},
		{[]string{"envelope-lost", "--player", "black", "--position-lost"}, "rules.ruling.envelope-lost-new-game"},
		{[]string{"envelope-lost", "--player", "black", "--sealed-in-doubt", "--ruleset", "USSR1953"}, "rules.ruling.ussr-envelope-lost-new-game"},
		{[]string{"match-withdrawal", "--player", "black", "--ruleset", "USSR1953"}, "rules.ruling.ussr-match-conceded"},
		{[]string{"match-withdrawal", "--player", "black"}, "rules.ruling.not-covered"},
	} {
		checkRulingJSON(t, c.args, nil, c.key)
	}
	if code, _, errOut := run(t, "ruling", "outside-disturbance", "--player", "white"); code != 2 || !strings.Contains(errOut, "--player") {
		t.Errorf("--player for a disturbance: exit %d: %s", code, errOut)
	}
}

// TestRulingSpectatorInterference_12_5_12_7: a spectator interferes in a
// game. "arbiter ruling outside-disturbance" could rule only the extra
// time of 12.5, saying nothing of him; --spectator, offered in the
// arbiter's language, cites 12.7 and says he may be expelled.
func TestRulingSpectatorInterference_12_5_12_7(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		if help := runCLI(t, 0, "ruling", "outside-disturbance", "--help"); !strings.Contains(help, cat.T("app.opt.spectator")) {
			t.Errorf("%s: help offers no --spectator: %q", lang, help)
		}
		out := runCLI(t, 0, "ruling", "outside-disturbance", "--spectator")
		if !strings.Contains(out, "12.7") || !strings.Contains(out, cat.T("rules.note.spectator-expel")) {
			t.Errorf("%s: a spectator interfered: %q; want 12.7 and his expulsion said", lang, out)
		}
	})
}

// TestRulingV_Articles: the incidents of the fifth batch as the command
// line states them, each decided as the originals say: the touch of g8
// then a7 binds the knight (4.3.1), as at the desk; a lateness by clock
// time (the commentary on 6.7); a faulty electronic scoresheet device
// (8.3); an offer after the opponent sealed, declined by a touch (I.4 to
// 9.1.2.1); an adjournment before the 1953 control with consent (§21).
func TestRulingV_Articles(t *testing.T) {
	dir := t.TempDir()
	pgn := writeInput(t, dir, "g.pgn", "1. e4 *\n")
	checkRulingJSON(t, []string{"--incident", "touch-move", "--player", "black", "--pgn", pgn, "--touch", "g8,a7"}, []string{"g8f6", "g8h6"}, "rules.ruling.touch-own")
	checkRulingJSON(t, []string{"--incident", "lateness", "--player", "white", "--lateness", "30m", "--started", "15:15", "--arrived", "15:46"}, nil, "rules.ruling.late-forfeit")
	checkRulingJSON(t, []string{"--incident", "lateness", "--player", "white", "--lateness", "30m", "--started", "15:15", "--arrived", "15:45"}, nil, "rules.ruling.late-within")
	checkRulingJSON(t, []string{"--incident", "scoresheet-device", "--player", "white"}, nil, "rules.ruling.scoresheet-device-replaced")
	checkRulingJSON(t, []string{"--incident", "draw-offer", "--player", "white", "--after-sealing", "--declined-by-touch"}, nil, "rules.ruling.offer-after-sealing-declined")
	checkRulingJSON(t, []string{"--incident", "adjourn", "--player", "black", "--ruleset", "USSR1953", "--session", "4h", "--used-white", "95m", "--used-black", "80m",
		"--control-reached=false", "--arbiter-consent"}, nil, "rules.ruling.ussr-adjourn-consented")
	for _, args := range [][]string{
		{"--incident", "draw-offer", "--player", "white", "--after-sealing", "--declined-by-touch", "--offer-accepted"},
		{"--incident", "lateness", "--player", "white", "--lateness", "30m", "--arrived", "15:46"},
	} {
		if code, out, errOut := run(t, append([]string{"ruling"}, args...)...); code == 0 || errOut == "" || strings.Contains(out, "explanation") {
			t.Errorf("%v: exit %d, %s%s, want it refused", args, code, out, errOut)
		}
	}
}

// TestOptionsOfTheirOwnTextSayWhatTheyTake: an option whose value is read
// by its own rule (a square, a piece, a notation, a depth) names itself and
// shows a value it takes, in each language, where "z9 is not a valid value"
// left the user to guess.
func TestOptionsOfTheirOwnTextSayWhatTheyTake(t *testing.T) {
	touch := []string{"ruling", "--incident", "touch-move", "--player", "white"}
	pgn := writeInput(t, t.TempDir(), "g.pgn", knightsWhiteToMove)
	for _, c := range []struct {
		args    []string
		flag    string
		example string
	}{
		{append(touch, "--touch", "z9"), "--touch", "--touch e4"},
		{append(touch, "--touch", "g1", "--released", "k3"), "--released", "--released e4"},
		{append(touch, "--touch", "e7", "--promoted-to", "x"), "--promoted-to", "--promoted-to q"},
		{append(touch, "--touch", "g1", "--lang", "xx"), "--lang", "--lang fi"},
		{[]string{"claim", "--pgn", pgn, "--kind", "threefold", "--lang", "xx"}, "--lang", "--lang fi"},
		{[]string{"perft", "--depth", "0"}, "--depth", "--depth 4"},
	} {
		inEachLang(t, func(lang i18n.Lang, _ *i18n.Catalog) {
			code, _, errOut := run(t, c.args...)
			if code != 2 || !strings.Contains(errOut, c.flag) || !strings.Contains(errOut, c.example) {
				t.Errorf("%s %v: exit %d, %q: want %s named and the example %q", lang, c.args, code, errOut, c.flag, c.example)
			}
		})
	}
}

// TestRulingFromBrokenIncident: an incident file that is not the JSON of
// an incident is refused saying what is wrong in the arbiter's language,
// not in the JSON decoder's words ("unexpected end of JSON input",
// "cannot unmarshal string into Go struct field"), and the kind of value
// found in the user's words: Finnish and Estonian named it in JSON's own
// ("string", "array").
func TestRulingFromBrokenIncident(t *testing.T) {
	dir := t.TempDir()
	for name, data := range map[string]string{
		"cut.json":   `{"kind": "touch-move", "player": `,
		"type.json":  `{"kind": "touch-move", "player": "x"}`,
		"array.json": `[1]`,
		"list.json":  `{"kind": "touch-move", "player": [1]}`,
		"empty.json": ``,
	} {
		file := writeInput(t, dir, name, data)
		for _, l := range i18n.Complete {
			lang := string(l)
			msg := runCLI(t, 1, "ruling", "--lang", lang, "--from", file)
			raws := []string{"unexpected", "unmarshal", "Go ", "invalid character", "{"}
			if lang != "en" {
				raws = append(raws, "string", "array", "number")
			}
			testtext.SaysNone(t, fmt.Sprintf("%s (%s)", name, lang), msg, raws...)
		}
	}
}

// A lateness at the resumption is someone's: without --player the ruling
// took White for the player who answers the sealed move. It is asked for
// instead, naming the side it means, in the user's language.
func TestRulingResumptionLateNeedsPlayer(t *testing.T) {
	for _, tt := range []struct{ lang, side string }{
		{"en", "answers the sealed move"},
		{"fi", i18n.For(i18n.Finnish).T("app.opt.ruling.resumption.player")},
		{"et", i18n.For(i18n.Estonian).T("app.opt.ruling.resumption.player")},
	} {
		t.Setenv("ARBITER_LANG", tt.lang)
		for _, late := range []string{"--late", "--sealer-late"} {
			msg := runCLI(t, 2, "ruling", "resumption", late, "2h")
			if !strings.Contains(msg, "--player") || !strings.Contains(msg, tt.side) {
				t.Errorf("%s %s without --player: %q, want --player asked for as %q", tt.lang, late, msg, tt.side)
			}
		}
		runCLI(t, 0, "ruling", "resumption", "--late", "2h", "--player", "black")
		// A lateness at the start is one side's too: it took White for
		// the player late.
		if msg := runCLI(t, 2, "ruling", "lateness", "--late", "45m"); !strings.Contains(msg, "--player") {
			t.Errorf("%s lateness without --player: %q", tt.lang, msg)
		}
		runCLI(t, 0, "ruling", "lateness", "--late", "45m", "--player", "black")
		// A file of --from states the side as the options do: one
		// without "player" was taken for White.
		dir := t.TempDir()
		for _, c := range []struct{ file, field string }{
			{`{"kind": "resumption", "late": 7200000000000}`, "late"},
			{`{"kind": "resumption", "sealer_late": 7200000000000}`, "sealer_late"},
			{`{"kind": "lateness", "late": 2700000000000}`, "late"},
		} {
			file := writeInput(t, dir, "incident.json", c.file)
			if msg := runCLI(t, 2, "ruling", "--from", file); !strings.Contains(msg, "“"+c.field+"”") && !strings.Contains(msg, "„"+c.field+"“") ||
				!strings.Contains(msg, "player") {
				t.Errorf("%s %s: %q, want the field and \"player\" named", tt.lang, c.file, msg)
			}
			runCLI(t, 0, "ruling", "--from", file, "--player", "black")
			stated := writeInput(t, dir, "stated.json", strings.Replace(c.file, "{", `{"player": 1, `, 1))
			runCLI(t, 0, "ruling", "--from", stated)
		}
	}
}

// A KIND word that names no kind (threefold for claim-threefold) was
// answered "--incident is required", as if no kind had been given: it is
// refused by its name, as --incident's value is, with the kinds known.
func TestRulingUnknownKindWordIsNamed(t *testing.T) {
	for _, lang := range []string{"en", "fi"} {
		wantCode, _, want := run(t, "ruling", "--lang", lang, "--incident", "threefold")
		code, _, errOut := run(t, "ruling", "--lang", lang, "threefold", "--player", "white")
		if code != wantCode || errOut != want || !strings.Contains(errOut, "threefold") || strings.Contains(errOut, "--incident") {
			t.Errorf("%s: exit %d (want %d): %q, want %q", lang, code, wantCode, errOut, want)
		}
	}
}

// The knights out and back twice, the records the claims of repetition
// are tried on (9.2.1): Black to move, whose Ng8 would stand the starting
// position a third time; and Ng8 played, White to move, whose Nf3 would
// stand the position after 1.Nf3 a third time.
const (
	knightsBlackToMove = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n"
	knightsWhiteToMove = "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n"
)

// rulingIn runs "arbiter ruling ARGS --lang LANG" with the user's own
// language English and returns its exit status, output and errors.
func rulingIn(t *testing.T, lang string, args ...string) (int, string, string) {
	t.Helper()
	t.Setenv("ARBITER_LANG", "en")
	return run(t, append(append([]string{"ruling"}, args...), "--lang", lang)...)
}

// TestRulingInTheEventsLanguage: "arbiter ruling --lang fi|et" tells every
// kind's ruling, under every ruleset side by side, in that language, as
// the user's own language would, and nothing of it in English but the
// citations' article numbers; its errors and its --help are in it too.
func TestRulingInTheEventsLanguage(t *testing.T) {
	// A sealed move is ruled on as written (I.8), read against the game.
	game := writeInput(t, t.TempDir(), "g.pgn", "1. e4 *\n")
	for _, lang := range []string{"fi", "et"} {
		for _, k := range rules.Kinds() {
			args := comparedKind(k, game)
			_, en, _ := rulingIn(t, "en", args...)
			code, got, errOut := rulingIn(t, lang, args...)
			if code != 0 {
				t.Fatalf("%s %v: exit %d: %s", lang, args, code, errOut)
			}
			// The same ruling in the user's own language, without --lang.
			t.Setenv("ARBITER_LANG", lang)
			if _, want, _ := run(t, append([]string{"ruling"}, args...)...); got != want {
				t.Errorf("%s %s: --lang %s tells\n%s\nthe user's own language\n%s", lang, k, lang, got, want)
			}
			enLines := strings.Split(en, "\n")
			for _, l := range strings.Split(got, "\n") {
				if strings.TrimSpace(l) != "" && slices.Contains(enLines, l) && !citation(l) {
					t.Errorf("%s %s: %q is the English text", lang, k, l)
				}
			}
		}
		// The errors: a value, an option the kind does not read, a ruleset,
		// a sealed move without the record.
		for _, args := range [][]string{
			{"flag-fall", "--player", "green"},
			{"flag-fall", "--sealed", "Nf3"},
			{"flag-fall", "--ruleset", "FIDE1999"},
			{"sealed-move", "--sealed", "Nf3"},
			{"flag-fall", "--type", "bullet"},
			{"--player", "white"},
		} {
			_, _, en := rulingIn(t, "en", args...)
			code, _, got := rulingIn(t, lang, args...)
			first := func(s string) string { return strings.SplitN(s, "\n", 2)[0] }
			if code == 0 || got == "" || first(got) == first(en) {
				t.Errorf("%s %v: exit %d, %q; want it refused in %s, not %q", lang, args, code, got, lang, en)
			}
		}
		// --help: the options' meanings are the catalogue's in that language.
		_, help, _ := rulingIn(t, lang, "touch-move", "--help")
		cat := i18n.For(i18n.Lang(lang))
		for _, key := range []string{"app.opt.touch", "app.opt.ruling.player", "app.opt.ruling.lang", "app.help.options"} {
			if !strings.Contains(help, cat.T(key)) {
				t.Errorf("%s: --help lacks %s (%q):\n%s", lang, key, cat.T(key), help)
			}
		}
	}
}

// citation reports whether a line of a ruling is its citation, the
// ruleset's name and the articles, which no language translates.
func citation(line string) bool {
	for _, id := range rules.IDs() {
		if r, _ := rules.Get(id); strings.HasPrefix(line, r.Name+", ") {
			return true
		}
	}
	return false
}

// comparedKind is the command line that compares kind k across the
// rulesets with what the kind must be told stated: the sealed move of
// game unreadable, a Chess960 castling incorrect, how late a player came.
func comparedKind(k rules.IncidentKind, game string) []string {
	args := []string{string(k), "--compare", "--type", "standard"}
	switch k {
	case rules.KindSealedMove:
		args = append(args, "--pgn", game, "--sealed", "?")
	case rules.KindChess960Castling:
		args = append(args, "--incorrect")
	case rules.KindLateness:
		args = append(args, "--late", "45m", "--player", "white")
	case rules.KindBothAbsent:
		args = append(args, "--late", "45m")
	}
	return args
}

// TestRulingExplanationsBeginWithACapital_6_2_c: every ruling's
// explanation, under every ruleset side by side and in every language,
// is a sentence begun with a capital, those that name what was done
// first too (2014 6.2.c: "pressing the clock without making a move is
// not an illegal move…" began in lower case).
func TestRulingExplanationsBeginWithACapital_6_2_c(t *testing.T) {
	game := writeInput(t, t.TempDir(), "g.pgn", "1. e4 *\n")
	var asks [][]string
	for _, k := range rules.Kinds() {
		args := comparedKind(k, game)
		asks = append(asks, args)
	}
	for _, illegal := range []string{"no-promotion", "clock-without-move", "two-hands", "king-capture", "castling"} {
		asks = append(asks, []string{"illegal-move", "--illegal", illegal, "--compare", "--type", "standard"})
	}
	for _, each := range i18n.Complete {
		lang := string(each)
		for _, args := range asks {
			code, out, errOut := rulingIn(t, lang, args...)
			if code != 0 {
				t.Fatalf("%s %v: exit %d: %s", lang, args, code, errOut)
			}
			for _, l := range strings.Split(out, "\n") {
				// An explanation ends with its citation in brackets.
				if !strings.HasSuffix(l, ").") || !strings.Contains(l, " (") {
					continue
				}
				if r, _ := utf8.DecodeRuneInString(l); unicode.IsLower(r) {
					t.Errorf("%s %v: %q does not begin with a capital", lang, args, l)
				}
			}
		}
	}
}

// TestRulingTextNamesItsGameType: a ruling's text names the game type it
// was ruled as and where the type comes from, as the desk's status line
// says it, in each language: from --control, stated by --type (over the
// control's), or the one type its rules know.
func TestRulingTextNamesItsGameType(t *testing.T) {
	illegal := []string{"ruling", "illegal-move", "--illegal", "two-hands", "--player", "white"}
	fide2023, _ := rules.Get(rules.FIDE2023)
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		for _, c := range []struct {
			args []string
			want string
		}{
			{[]string{"--control", "3+2"}, cat.T("event.gametype.from-control", "type", cat.T("ui.settings.gametype.blitz"), "control", `3'+2"`)},
			{[]string{"--type", "rapid"}, cat.T("event.gametype.set", "type", cat.T("ui.settings.gametype.rapid"))},
			{[]string{"--ruleset", "FI-BLITZ2018"}, cat.T("event.gametype.no-control", "type", cat.T("ui.settings.gametype.blitz"))},
			// A type stated over the control's is said to contradict it.
			{[]string{"--type", "blitz", "--control", "90+30"}, cat.T("event.gametype.contradicts", "type", cat.T("ui.settings.gametype.blitz"),
				"control", `90'+30"`, "derived", cat.T(rules.Standard.Key()), "ruleset", cat.T(fide2023.Key))},
		} {
			out := runCLI(t, 0, append(illegal, c.args...)...)
			if want := cat.T("event.cli.gametype") + ": " + c.want; !strings.Contains(out, want) {
				t.Errorf("%s: ruling %v does not say %q:\n%s", lang, c.args, want, out)
			}
		}
	})
}

// TestRulingOfNoStatedType_A3_B3: the Laws rule an illegal move in standard
// play with two minutes (7.5.5), in rapid and blitz with one (A.3, B.3).
// `arbiter ruling` told of no type and no control ruled it as standard
// play without a word; it now refuses it, saying that the type decides
// it, and rules as the type or the control says. A game of an event that
// states neither is ruled as the desk rules it, the type its rules take
// first, and the ruling says that it took it.
func TestRulingOfNoStatedType_A3_B3(t *testing.T) {
	if code, out, errOut := run(t, "ruling", "illegal-move", "--player", "white"); code == 0 || !strings.Contains(errOut, "The game type is not stated") {
		t.Errorf("no type, no control: exit %d, %q %q; want a refusal saying the type is not stated", code, out, errOut)
	}
	for _, c := range []struct {
		args []string
		want string
	}{
		{[]string{"--type", "standard"}, "Time: Black +2:00"},
		{[]string{"--type", "blitz"}, "Time: Black +1:00"},
		{[]string{"--control", "3+2"}, "Time: Black +1:00"},
	} {
		if out := runCLI(t, 0, append([]string{"ruling", "illegal-move", "--player", "white"}, c.args...)...); !strings.Contains(out, c.want) {
			t.Errorf("%v: %q, want %s", c.args, out, c.want)
		}
	}
	// What a type does not change is ruled, and said to be so.
	if out := runCLI(t, 0, "ruling", "resignation", "--player", "black"); !strings.Contains(out, "1–0") || !strings.Contains(out, "the same whatever the type") {
		t.Errorf("a resignation of no stated type: %q, want 1–0 noted as the same for any type", out)
	}
	// The type taken is said once, on the game type line, in the
	// arbiter's language (the window's desk words it so), whatever the
	// event's report language, with what to set: the line said "no time
	// control to tell it by" and a note at the end said it again.
	ruling := func(path string) []string {
		return []string{"ruling", "illegal-move", "--player", "white", "--event", path, "--round", "1", "--board", "1"}
	}
	langs := []i18n.Lang{i18n.Finnish, i18n.Estonian, i18n.English}
	for i, lang := range langs {
		cat := i18n.For(lang)
		path := pairedEvent(t, "--ruleset", "FIDE2023", "--lang", string(langs[(i+1)%len(langs)]))
		t.Setenv("ARBITER_LANG", string(lang))
		out := runCLI(t, 0, ruling(path)...)
		standard := cat.T("ui.settings.gametype.standard")
		taken := cat.T("app.cli.ruling.type-taken", "type", standard)
		if !strings.Contains(out, cat.T("rules.time", "list", cat.T("rules.time-adjust", "side", cat.T("rules.side.black"), "amount", "+2:00"))) ||
			!strings.Contains(out, cat.T("event.cli.gametype")+": "+taken+"\n") || strings.Count(strings.ToLower(out), strings.ToLower(standard)) != 1 ||
			strings.Contains(out, cat.T("event.gametype.no-control", "type", standard)) {
			t.Errorf("%s: an event without a control or a type: %q, want standard's two minutes, the type taken said once: %q", lang, out, taken)
		}
	}
	t.Setenv("ARBITER_LANG", "en")
	path := pairedEvent(t, "--ruleset", "FIDE2023")
	if out := runCLI(t, 0, append(ruling(path), "--json")...); !strings.Contains(out, "Standard, as the desk takes it: the event states neither") {
		t.Errorf("the ruling in JSON: %q, want the type taken noted", out)
	}
	runCLI(t, 0, "event", path, "--game-type", "blitz")
	if out := runCLI(t, 0, ruling(path)...); !strings.Contains(out, "Time: Black +1:00") || strings.Contains(out, "neither a time control") {
		t.Errorf("the event set to blitz: %q, want a minute and nothing taken", out)
	}
}

// TestTypeNotInRulesIsToldInTheLanguage_A_1: a game type the ruleset
// does not define (the 1953 code knows no rapid; the Finnish blitz rules
// no standard game) is refused naming the type and the rules in the
// user's language, as --compare names them, not in the code's English
// ("Sääntökokoelmassa USSR 1953 ei ole pelityyppiä rapid").
func TestTypeNotInRulesIsToldInTheLanguage_A_1(t *testing.T) {
	for _, c := range []struct{ lang, ruleset, typ, want, not string }{
		{"fi", "USSR1953", "rapid", "nopea shakki", "rapid"},
		{"et", "USSR1953", "blitz", "välkmale", "blitz"},
		{"fi", "FI-BLITZ2018", "standard", "normaali shakki", "standard"},
	} {
		t.Setenv("ARBITER_LANG", c.lang)
		msg := runCLI(t, 1, "ruling", "flag-fall", "--ruleset", c.ruleset, "--type", c.typ)
		first := strings.SplitN(msg, "\n", 2)[0]
		if !strings.Contains(first, c.want) || strings.Contains(first, c.not) {
			t.Errorf("%s %s %s: %q, want %q and not %q", c.lang, c.ruleset, c.typ, first, c.want, c.not)
		}
	}
}

// TestAdjournmentRefusedOutsideStandard_I_1_1: a sealed move, an envelope
// or a resumption ruled for a blitz or rapid game is refused in the
// user's language naming the game type, as a type the rules lack is: the
// rules for rapid and blitz play provide no adjournment. A blitz sealed
// move had a verdict without a word.
func TestAdjournmentRefusedOutsideStandard_I_1_1(t *testing.T) {
	game := writeInput(t, t.TempDir(), "game.pgn", "1. e4 e5 *\n")
	for _, c := range []struct {
		lang, want string
		args       []string
	}{
		{"en", "blitz", []string{"sealed-move", "--player", "white", "--pgn", game, "--sealed", "Nf3", "--type", "blitz"}},
		{"fi", "pikashakki", []string{"sealed-move", "--player", "white", "--pgn", game, "--sealed", "Rf3", "--lang", "fi", "--type", "blitz"}},
		{"et", "kiirmale", []string{"adjourn", "--player", "white", "--control", "15+10"}},
		{"fi", "nopea shakki", []string{"resumption", "--player", "black", "--answerer-present", "--type", "rapid"}},
		{"et", "välkmale", []string{"envelope-lost", "--player", "black", "--ruleset", "FI-BLITZ2018"}},
	} {
		t.Setenv("ARBITER_LANG", c.lang)
		msg := runCLI(t, 1, append([]string{"ruling"}, c.args...)...)
		if !strings.Contains(msg, c.want) || c.lang != "en" && (strings.Contains(msg, "blitz") || strings.Contains(msg, "rapid")) {
			t.Errorf("%s %v: %q, want it refused naming %q", c.lang, c.args, msg, c.want)
		}
	}
}

// TestChess960CastlingUnstatedRefused_II_3: a Chess960 castling ruled
// without --correct or --incorrect is refused naming the options, as a
// sealed move without its reading is, in the user's language; it was
// ruled illegal (the opponent two more minutes). --incorrect rules it
// illegal, --correct correct.
func TestChess960CastlingUnstatedRefused_II_3(t *testing.T) {
	for lang, want := range map[string]string{"en": "not stated", "fi": "ei ole ilmoitettu", "et": "pole märgitud"} {
		t.Setenv("ARBITER_LANG", lang)
		msg := runCLI(t, 1, "ruling", "chess960-castling", "--player", "white")
		if !strings.Contains(msg, want) || !strings.Contains(msg, "--correct") || !strings.Contains(msg, "--incorrect") {
			t.Errorf("%s: %q, want it refused naming --correct and --incorrect", lang, msg)
		}
	}
	t.Setenv("ARBITER_LANG", "en")
	runCLI(t, 1, "ruling", "chess960-castling", "--player", "white", "--correct", "--incorrect")
	if out := runCLI(t, 0, "ruling", "chess960-castling", "--player", "white", "--incorrect", "--type", "standard"); !strings.Contains(out, "Time: Black +2:00") {
		t.Errorf("--incorrect: %q, want Black two more minutes", out)
	}
	if out := runCLI(t, 0, "ruling", "chess960-castling", "--player", "white", "--correct"); strings.Contains(out, "+120") {
		t.Errorf("--correct: %q, want no penalty", out)
	}
}

// TestLatenessUnstatedRefused_6_7_1: a lateness (or both players absent)
// ruled without how late, by --late or the round's start and the arrival,
// is refused naming the options, in the user's language; it was taken
// for 0 minutes ("arrived 0 min late, within the allowed 0 min"). Stated,
// even as 0, it is ruled.
func TestLatenessUnstatedRefused_6_7_1(t *testing.T) {
	dir := t.TempDir()
	file := writeInput(t, dir, "incident.json", `{"kind": "lateness", "player": 1}`)
	inEachLang(t, func(lang i18n.Lang, _ *i18n.Catalog) {
		for _, args := range [][]string{
			{"ruling", "lateness", "--player", "white"},
			{"ruling", "--from", file},
		} {
			if msg := runCLI(t, 2, args...); !strings.Contains(msg, "--late") || !strings.Contains(msg, "--started") || !strings.Contains(msg, "--arrived") {
				t.Errorf("%s %v: %q, want --late, --started and --arrived named", lang, args, msg)
			}
		}
		if msg := runCLI(t, 2, "ruling", "both-absent"); !strings.Contains(msg, "--late") {
			t.Errorf("%s both-absent: %q, want --late named", lang, msg)
		}
	})
	runCLI(t, 0, "ruling", "lateness", "--player", "white", "--late", "0m")
	runCLI(t, 0, "ruling", "lateness", "--player", "white", "--lateness", "30m", "--started", "15:15", "--arrived", "15:20")
	runCLI(t, 0, "ruling", "both-absent", "--late", "10m")
}

// TestClaimOnARecordNamesItsClaimant_9_2_1: a draw claim checked on a
// record is the claimant's, who by 9.2.1 "on siirtovuorossa" or writes
// his move; --player's default (White) took White for the claimant where
// the record had Black to move, and ruled his correct claim incorrect,
// the opponent given the penalty time. Without --player the claim is
// refused, naming the side asked for; with it, it is ruled.
func TestClaimOnARecordNamesItsClaimant_9_2_1(t *testing.T) {
	dir := t.TempDir()
	game := writeInput(t, dir, "rep.pgn", knightsBlackToMove)
	for _, kind := range []string{"claim-threefold", "claim-fifty"} {
		if msg := runCLI(t, 2, "ruling", kind, "--pgn", game); !strings.Contains(msg, "--player") {
			t.Errorf("%s on a record without --player: %q, want --player asked for", kind, msg)
		}
	}
	out := runCLI(t, 0, "ruling", "claim-threefold", "--pgn", game, "--intended-move", "Ng8", "--player", "black")
	if !strings.Contains(out, "½–½") {
		t.Errorf("Black's written claim: %q, want a draw", out)
	}
	// Without a record the claim's facts are the arbiter's, as stated.
	runCLI(t, 0, "ruling", "claim-threefold", "--correct")
}

// TestRuling_FIDE2023_9_2_1_1_I_1_1_ClaimByAMoveCheckedOnThePGN: with the
// record at hand a claim on a move not written first (9.2.1.1) and one by
// the sealed move (I.1.1) are judged on it, as a claim on the board is: a
// --correct the record refutes is refused in the user's language, naming
// the option and what the record shows, never taken as stated; left out,
// the record finds the claim incorrect (9.5.3), and a repeating move
// correct (9.5.2). On move, the claim needs its move.
func TestRuling_FIDE2023_9_2_1_1_I_1_1_ClaimByAMoveCheckedOnThePGN(t *testing.T) {
	// Black's Ng8 stands the start position a third time; e6 repeats nothing.
	pgn := writeInput(t, t.TempDir(), "knights.pgn", "[Event \"x\"]\n[Result \"*\"]\n\n"+knightsBlackToMove)
	for _, c := range []struct {
		kind string
		move []string // the claim's move: intended, or sealed
		args []string
	}{
		{"claim-unwritten", []string{"--intended-move"}, []string{"--move-made=false"}},
		{"sealed-claim", []string{"--sealed"}, []string{"--declared"}},
	} {
		base := append([]string{"ruling", c.kind, "--player", "black", "--pgn", pgn}, c.args...)
		wrong := append(append([]string{}, base...), c.move[0], "e6")
		for lang, word := range map[string]string{"en": "record", "fi": "pöytäkirja", "et": "partiikiri"} {
			msg := runCLI(t, 2, append(append([]string{}, wrong...), "--correct", "--lang", lang)...)
			if !strings.Contains(msg, "--correct") || !strings.Contains(msg, word) {
				t.Errorf("%s --correct refuted by the record, %s: %q", c.kind, lang, msg)
			}
		}
		if c.kind == "sealed-claim" {
			if out := runCLI(t, 0, wrong...); !strings.Contains(out, "9.5.3") || !strings.Contains(out, "incorrect") {
				t.Errorf("%s by a move repeating nothing: %q, want it incorrect (9.5.3)", c.kind, out)
			}
			right := append(append([]string{}, base...), c.move[0], "Ng8", "--correct")
			if out := runCLI(t, 0, right...); !strings.Contains(out, "9.5.2") || !strings.Contains(out, "½–½") {
				t.Errorf("%s by a repeating move: %q, want a draw (9.5.2)", c.kind, out)
			}
		}
		if msg := runCLI(t, 1, append(append([]string{}, base...), "--correct")...); !strings.Contains(msg, "give that move") {
			t.Errorf("%s on move without its move: %q", c.kind, msg)
		}
	}
	// White, not on move, made his move since: the record judges the claim
	// by it, and says he made it.
	msg := runCLI(t, 2, "ruling", "claim-unwritten", "--player", "white", "--correct", "--pgn", pgn)
	if !strings.Contains(msg, "--correct") {
		t.Errorf("claim-unwritten by the move made, refuted: %q", msg)
	}
	if out := runCLI(t, 0, "ruling", "claim-unwritten", "--player", "white", "--type", "standard", "--pgn", pgn); !strings.Contains(out, "9.5.3") {
		t.Errorf("claim-unwritten by the move made since: %q, want the claim of a player not on move (9.5.3)", out)
	}
	// The claim on the board: --correct refuted, refused alike.
	if msg := runCLI(t, 2, "ruling", "claim-threefold", "--player", "black", "--correct", "--pgn", pgn); !strings.Contains(msg, "--correct") {
		t.Errorf("claim-threefold --correct refuted by the record: %q", msg)
	}
}

// A ruling asked of a board whose result is recorded says that first, in
// the arbiter's language, with the result, as the desk refuses such a
// ruling; what the Laws would say follows for information, and the event
// file is left as it was. An adjourned board, or one without a result,
// is ruled on without it.
func TestRulingOnABoardWithItsResultSaysSoFirst(t *testing.T) {
	for _, l := range i18n.Complete {
		lang := string(l)
		t.Run(lang, func(t *testing.T) {
			t.Setenv("ARBITER_LANG", lang)
			cat := i18n.For(i18n.Lang(lang))
			path := pairedEvent(t, "--lang", lang)
			ruling := []string{"ruling", "illegal-move", "--player", "white", "--event", path, "--round", "1", "--board", "1"}
			notice := cat.Sentence(tournament.WhiteWins.RulingRefused(1, 1))
			var unfinished string
			for _, r := range []string{"", "adj"} {
				if r != "" {
					runCLI(t, 0, "result", path, "--round", "1", "--board", "1", r)
				}
				out := runCLI(t, 0, ruling...)
				if strings.Contains(out, cat.T("rules.cli.result-recorded")) {
					t.Errorf("result %q: the ruling says a result is recorded:\n%s", r, out)
				}
				if r == "" {
					unfinished = out
				}
			}
			runCLI(t, 0, "result", path, "--round", "1", "--board", "1", "1-0")
			before := testdir.Read(t, path)
			out := runCLI(t, 0, ruling...)
			lines := strings.Split(out, "\n")
			if len(lines) < 4 || lines[0] != notice || lines[1] != cat.T("rules.cli.result-recorded") || !strings.Contains(lines[0], "1–0") {
				t.Fatalf("the ruling does not begin with the result recorded (%q):\n%s", notice, out)
			}
			// The ruling follows, as it is told on a board without a result.
			if got := strings.Join(lines[2:], "\n"); got != unfinished {
				t.Errorf("after the notice the ruling reads\n%s\nwithout a result\n%s", got, unfinished)
			}
			// With --json the output stays the decision; the notice goes
			// to the errors' stream.
			code, js, errOut := run(t, append(ruling, "--json")...)
			var d map[string]any
			if code != 0 || json.Unmarshal([]byte(js), &d) != nil || !strings.HasPrefix(errOut, notice+"\n") {
				t.Errorf("--json: exit %d, stdout %q, stderr %q", code, js, errOut)
			}
			if after, err := os.ReadFile(path); err != nil || !bytes.Equal(before, after) {
				t.Errorf("the event file changed under the ruling (%v)", err)
			}
		})
	}
}

// rightsPGN repeats the placement after 1.e4 e5 twice more, without the
// castling rights it had the first time (9.2.2).
const rightsPGN = "[Event \"t\"]\n[Result \"*\"]\n\n1. e4 e5 2. Ke2 Ke7 3. Ke1 Ke8 4. Ke2 Ke7 5. Ke1 Ke8 *\n"

// TestRulingVI_7_2_1_17c_I_13_9_2_2_6_8_I_9_3_InEachLanguage: the six
// rulings of the sixth batch, stated on the command line, are told in
// English, Finnish and Estonian as the engine decides them, with the
// articles the originals give: a wrong set-up found after the game stands
// (7.2.1, 2014 7.2.a); the 1953 hour whatever the event states (§17c);
// clocks set wrongly at the resumption (I.13); a repetition failing on
// the castling proviso (9.2.2); a draw agreed with a flag down unnoticed
// (6.8); the sealer absent at the resumption (I.9.3).
func TestRulingVI_7_2_1_17c_I_13_9_2_2_6_8_I_9_3_InEachLanguage(t *testing.T) {
	pgn := writeInput(t, t.TempDir(), "rights.pgn", rightsPGN)
	half := 30 * time.Minute
	rightsGame := func(rs rules.RulesetID) rules.Facts {
		g, err := cmdline.GameFromPGN(pgn, 1)
		if err != nil {
			t.Fatal(err)
		}
		f, err := rules.FactsFromGame(rs, g, 0)
		if err != nil {
			t.Fatal(err)
		}
		return f
	}
	for _, c := range []struct {
		args     []string
		ev       rules.Event
		f        rules.Facts
		in       rules.Incident
		articles []string
	}{
		{[]string{"wrong-setup", "--after-game", "--next-round-started"}, rules.Event{Ruleset: rules.FIDE2023}, rules.Facts{},
			rules.WrongSetup{AfterGame: true, NextRoundStarted: true}, []string{"7.2.1"}},
		{[]string{"wrong-setup", "--after-game", "--ruleset", "FIDE2014"}, rules.Event{Ruleset: rules.FIDE2014}, rules.Facts{},
			rules.WrongSetup{AfterGame: true}, []string{"7.2.a"}},
		{[]string{"lateness", "--ruleset", "USSR1953", "--lateness", "30m", "--player", "white", "--late", "45m"}, rules.Event{Ruleset: rules.USSR1953, Lateness: &half}, rules.Facts{},
			rules.Lateness{Player: engine.White, Late: 45 * time.Minute}, []string{"§17c"}},
		{[]string{"clock-correction", "--resumed", "--correct-white", "5m"}, rules.Event{Ruleset: rules.FIDE2023}, rules.Facts{},
			rules.ClockCorrection{Correction: [2]time.Duration{5 * time.Minute, 0}, Resumed: true}, []string{"I.13"}},
		{[]string{"clock-correction", "--resumed", "--correct-white", "5m", "--after-first-move"}, rules.Event{Ruleset: rules.FIDE2023}, rules.Facts{},
			rules.ClockCorrection{Correction: [2]time.Duration{5 * time.Minute, 0}, Resumed: true, AfterFirstMove: true}, []string{"I.13"}},
		{[]string{"claim-threefold", "--player", "white", "--pgn", pgn, "--type", "standard"}, rules.Event{Ruleset: rules.FIDE2023, Type: rules.Standard}, rightsGame(rules.FIDE2023),
			rules.ClaimThreefold{Player: engine.White, RightsDiffer: true}, []string{"9.2.2", "9.5.3"}},
		{[]string{"agreement", "--flag-down", "white", "--agreed-first"}, rules.Event{Ruleset: rules.FIDE2023}, rules.Facts{},
			rules.Agreement{FlagDown: true, Flag: engine.White, AgreedFirst: true}, []string{"6.8", "5.2.3"}},
		{[]string{"resumption", "--player", "white", "--answerer-present"}, rules.Event{Ruleset: rules.FIDE2023}, rules.Facts{},
			rules.Resumption{Player: engine.White, AnswererPresent: true}, []string{"I.9.3"}},
	} {
		d, err := rules.Decide(c.ev, c.f, c.in)
		if err != nil {
			t.Fatal(err)
		}
		if !slices.Equal(d.Articles, c.articles) {
			t.Errorf("%v: articles %v, want %v", c.args, d.Articles, c.articles)
		}
		for _, l := range i18n.Complete {
			lang := string(l)
			code, out, errOut := rulingIn(t, lang, c.args...)
			if code != 0 {
				t.Fatalf("%s %v: exit %d: %s", lang, c.args, code, errOut)
			}
			told := d
			told.Localize(i18n.For(i18n.Lang(lang)).TMap)
			testtext.SaysEach(t, fmt.Sprintf("%s %v: the ruling", lang, c.args), out, append([]string{told.CitationText(), told.Explanation}, told.NoteTexts...)...)
		}
	}
}

// TestClaimAndRuling_9_2_2_CiteTheSameArticles: "arbiter claim" and
// "arbiter ruling claim-…" decide a claim on the same record as one
// decision and cite the same articles: a repetition failing on 9.2.2's
// castling proviso, a correct and an incorrect one, by a written move or
// on the board, a fifty-move claim, under each ruleset.
func TestClaimAndRuling_9_2_2_CiteTheSameArticles(t *testing.T) {
	dir := t.TempDir()
	rights := writeInput(t, dir, "rights.pgn", rightsPGN)
	knights := writeInput(t, dir, "knights.pgn", "[Event \"t\"]\n[Result \"*\"]\n\n"+knightsBlackToMove)
	t.Setenv("ARBITER_LANG", "en")
	articles := func(args ...string) []string {
		t.Helper()
		code, out, errOut := run(t, append(args, "--json")...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		var got struct {
			Articles []string `json:"articles"`
		}
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatal(err)
		}
		return got.Articles
	}
	for _, rs := range []string{"FIDE2023", "FIDE2018", "FIDE2014", "USSR1953"} {
		for _, c := range []struct {
			pgn, kind, player, intended string
		}{
			{rights, "threefold", "white", ""},
			{knights, "threefold", "black", ""},
			{knights, "threefold", "black", "Ng8"},
			{knights, "fifty", "black", ""},
		} {
			claim := []string{"claim", "--pgn", c.pgn, "--kind", c.kind, "--ruleset", rs, "--type", "standard"}
			ruling := []string{"ruling", "claim-" + c.kind, "--pgn", c.pgn, "--player", c.player, "--ruleset", rs, "--type", "standard"}
			if c.intended != "" {
				claim = append(claim, "--intended", c.intended)
				ruling = append(ruling, "--intended-move", c.intended)
			}
			if a, b := articles(claim...), articles(ruling...); !slices.Equal(a, b) || len(a) == 0 {
				t.Errorf("%s %s %s %q: claim cites %v, ruling %v", rs, c.pgn, c.kind, c.intended, a, b)
			}
		}
	}
	if got := articles("claim", "--pgn", rights, "--kind", "threefold", "--type", "standard"); !slices.Equal(got, []string{"9.2.2", "9.5.3"}) {
		t.Errorf("the castling proviso: %v, want 9.2.2, 9.5.3", got)
	}
}

// Records played on after the rules ended them (FIDE 9.6.1, 9.6.2, 5.2.2;
// USSR 1953 §18a), as PGN.
const (
	fivefoldThenMatePGN = `[Event "x"]
[Result "0-1"]

1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nf3 Nf6 6. Ng1 Ng8 7. Nf3 Nf6 8. Ng1 Ng8 9. f3 e5 10. g4 Qh4# 0-1
`
	seventyFiveThenMatePGN = `[Event "x"]
[SetUp "1"]
[FEN "7k/8/8/6K1/8/8/8/R7 w - - 149 100"]
[Result "1-0"]

100. Kg6 Kg8 101. Ra8# 1-0
`
	deadThenMovesPGN = `[Event "x"]
[SetUp "1"]
[FEN "8/8/4k3/8/3nK3/8/8/5B2 w - - 0 1"]
[Result "*"]

1. Kxd4 Kd7 2. Bb5+ Kd6 *
`
)

// TestRecordEndedByRule_EveryReader: "arbiter ruling", "arbiter claim" and
// "arbiter pgn" each say the game ended at the move the rules ended it,
// with the result that gives, under each edition where the rule exists;
// under 1953, which has no fivefold or 75-move rule, the mate stands. The
// note writes the result as the ruling's own line does ("½–½").
func TestRecordEndedByRule_EveryReader(t *testing.T) {
	dir := t.TempDir()
	for _, c := range []struct {
		name, pgn, ruleset, move, article, result string
	}{
		{"FIDE2023_9_6_1_fivefold", fivefoldThenMatePGN, "FIDE2023", "8...Ng8", "9.6.1", "½–½"},
		{"FIDE2014_9_6_a_fivefold", fivefoldThenMatePGN, "FIDE2014", "8...Ng8", "9.6.a", "½–½"},
		{"USSR1953_no_fivefold", fivefoldThenMatePGN, "USSR1953", "", "§", "0–1"},
		{"FIDE2023_9_6_2_seventy_five", seventyFiveThenMatePGN, "FIDE2023", "100.Kg6", "9.6.2", "½–½"},
		{"FIDE2018_9_6_2_seventy_five", seventyFiveThenMatePGN, "FIDE2018", "100.Kg6", "9.6.2", "½–½"},
		{"USSR1953_no_seventy_five", seventyFiveThenMatePGN, "USSR1953", "", "§", "1–0"},
		{"FIDE2023_5_2_2_dead", deadThenMovesPGN, "FIDE2023", "1.Kxd4", "5.2.2", "½–½"},
		{"USSR1953_18a_material", deadThenMovesPGN, "USSR1953", "1.Kxd4", "§18a", "½–½"},
	} {
		t.Run(c.name, func(t *testing.T) {
			path := writeInput(t, dir, c.name+".pgn", c.pgn)
			ended := "ended by rule at " + c.move
			says := func(reader, out string) {
				t.Helper()
				if c.move != "" && !strings.Contains(out, ended) {
					t.Errorf("%s: %q, want %q", reader, out, ended)
				}
				// The note writes the result as the ruling's line does:
				// it wrote "1/2-1/2" under "Result: ½–½".
				if c.move != "" && (!strings.Contains(out, "), "+c.result+".") || strings.Contains(out, "1/2-1/2")) {
					t.Errorf("%s: %q, want the result written %s", reader, out, c.result)
				}
				if c.move == "" && strings.Contains(out, "ended by rule") {
					t.Errorf("%s: %q names an end before the record's", reader, out)
				}
			}
			out := runCLI(t, 0, "ruling", "position", "--pgn", path, "--ruleset", c.ruleset)
			says("ruling", out)
			if !strings.Contains(out, "Result: "+c.result) || !strings.Contains(out, c.article) {
				t.Errorf("ruling: %q, want %s by %s", out, c.result, c.article)
			}
			out = runCLI(t, 0, "claim", "--pgn", path, "--kind", "threefold", "--ruleset", c.ruleset)
			says("claim", out)
			if c.move != "" && !strings.Contains(out, "Result: "+c.result) {
				t.Errorf("claim: %q, want the result %s", out, c.result)
			}
			says("pgn", runCLI(t, 0, "pgn", path, "--ruleset", c.ruleset))
		})
	}
}

// TestRuling_Resumption_PlayerIsTheAnsweringSide: --player of a
// resumption is the side that answers the sealed move, and its help, the
// refusal of an option it does not read and the ruling say so by name (FIDE 2023 I.10): a case written from a help
// that said "the side concerned" named the sealer and got the opposite
// winner.
func TestRuling_Resumption_PlayerIsTheAnsweringSide(t *testing.T) {
	help := runCLI(t, 0, "ruling", "resumption", "--help")
	if !strings.Contains(help, "the side that answers the sealed move (not the side that sealed it)") {
		t.Errorf("help: %q", help)
	}
	if other := runCLI(t, 0, "ruling", "flag-fall", "--help"); !strings.Contains(other, "the side concerned") {
		t.Errorf("flag-fall help: %q", other)
	}
	if refused := runCLI(t, 2, "ruling", "resumption", "--player", "white", "--touched"); !strings.Contains(refused, "--player is the side that answers the sealed move") {
		t.Errorf("refusal: %q", refused)
	}
	out := runCLI(t, 0, "ruling", "resumption", "--player", "black", "--late", "2h")
	if !strings.Contains(out, "Result: 1–0") || !strings.Contains(out, "The player who answers the sealed move (Black)") {
		t.Errorf("ruling: %q", out)
	}
	out = runCLI(t, 0, "ruling", "resumption", "--player", "black", "--sealer-late", "2h")
	if !strings.Contains(out, "Result: 0–1") || !strings.Contains(out, "The player who sealed (White)") {
		t.Errorf("sealer late: %q", out)
	}
}

// TestRuling_RulingsVII_HelpNamesTheSide: each new incident's --help says
// which side --player names and what its own options state, and the
// ruling cites the edition's article (FIDE 2023 4.1, 6.2.3, 9.2.1.1,
// I.1.1).
func TestRuling_RulingsVII_HelpNamesTheSide(t *testing.T) {
	for _, c := range []struct {
		kind, side, option, article string
		args                        []string
	}{
		{"claim-unwritten", "the side that claimed without writing the move", "--move-made", "9.2.1.1", nil},
		{"two-handed-move", "the side that made the move with two hands", "--clock-pressed", "7.5.4", []string{"--clock-pressed"}},
		{"clock-other-hand", "the side that pressed the clock with the other hand", "--player", "6.2.3", nil},
		{"sealed-claim", "the side that sealed the move and claims (not the side that answers it)", "--declared", "I.1.1", []string{"--declared", "--correct"}},
	} {
		help := runCLI(t, 0, "ruling", c.kind, "--help")
		if !strings.Contains(help, c.side) || !strings.Contains(help, c.option) {
			t.Errorf("%s --help: want %q and %s in\n%s", c.kind, c.side, c.option, help)
		}
		out := runCLI(t, 0, append([]string{"ruling", c.kind, "--player", "black", "--type", "standard"}, c.args...)...)
		if !strings.Contains(out, "FIDE 2023, ") || !strings.Contains(out, c.article) {
			t.Errorf("%s: %q, want %s", c.kind, out, c.article)
		}
	}
	if out := runCLI(t, 0, "ruling", "clock-other-hand", "--player", "white"); !strings.Contains(out, "12.9.1") {
		t.Errorf("clock-other-hand: the 12.9 penalties not listed:\n%s", out)
	}
}

// TestCitationsNameTheRulesInTheLanguage: a ruling's citations, its
// comparison's and a claim's or an analysis's name the Finnish blitz
// rules and the 1953 code in the user's language, as the catalogue does
// ("Neuvostoliitto 1953, §19"), not by their English short names
// ("FI blitz 2018, A.4.2.1", "USSR 1953, §19"); "FIDE 2023" reads the same
// in every language.
func TestCitationsNameTheRulesInTheLanguage(t *testing.T) {
	dead := "8/8/4k3/8/8/2K5/5N2/8 w - - 0 60"
	rep := writeInput(t, t.TempDir(), "rep.pgn", knightsWhiteToMove)
	for _, c := range []struct {
		lang, want string
		not        []string
		args       []string
	}{
		{"fi", "(Suomen pikashakkisäännöt 2018, A.4.2.1", []string{"blitz", "FI "}, []string{"ruling", "illegal-move", "--player", "white", "--ruleset", "FI-BLITZ2018"}},
		{"et", "(Soome välkmale reeglid 2018, A.4.2.1", []string{"blitz", "FI "}, []string{"ruling", "illegal-move", "--player", "white", "--ruleset", "FI-BLITZ2018", "--compare"}},
		{"et", "(NSVL 1953, §19)", []string{"USSR"}, []string{"ruling", "clock-correction", "--ruleset", "USSR1953", "--correct-white", "5m", "--before-first-control"}},
		{"fi", "(Neuvostoliitto 1953, §18a)", []string{"USSR"}, []string{"analyse", "--fen", dead, "--ruleset", "USSR1953"}},
		{"et", "(NSVL 1953, §18g)", []string{"USSR"}, []string{"claim", "--pgn", rep, "--kind", "threefold", "--ruleset", "USSR1953"}},
		{"en", "(USSR 1953, §19)", nil, []string{"ruling", "clock-correction", "--ruleset", "USSR1953", "--correct-white", "5m", "--before-first-control"}},
	} {
		t.Setenv("ARBITER_LANG", c.lang)
		out := runCLI(t, 0, c.args...)
		if !strings.Contains(out, c.want) {
			t.Errorf("%s %v: %q, want %s", c.lang, c.args, out, c.want)
		}
		testtext.SaysNone(t, fmt.Sprintf("%s %v", c.lang, c.args), out, c.not...)
	}
}

// TestPrefaceCitedInTheLanguage: a ruling that rests on the Laws' Preface
// (the arbiter decides where the Laws say nothing) cites it in the user's
// language, "Esipuhe" as the Finnish Laws title it, not "Preface".
func TestPrefaceCitedInTheLanguage(t *testing.T) {
	for lang, want := range map[string]string{"en": "(FIDE 2023, Preface)", "fi": "(FIDE 2023, Esipuhe)", "et": "(FIDE 2023, Eessõna)"} {
		t.Setenv("ARBITER_LANG", lang)
		out := runCLI(t, 0, "ruling", "scoresheet-request", "--player", "white", "--type", "blitz")
		if !strings.Contains(out, want) || lang != "en" && strings.Contains(out, "Preface") {
			t.Errorf("%s: %q, want %s", lang, out, want)
		}
	}
}

// TestScoresheetDeviceNamesTheSide_8_3: the ruling on a faulty electronic
// scoresheet names the side as the other Finnish and Estonian rulings do,
// in brackets after "the player", not as the player's name ("Pelaajan
// valkea elektronisessa…", "the player white's").
func TestScoresheetDeviceNamesTheSide_8_3(t *testing.T) {
	saysInEachLang(t, 0, map[string]string{"fi": "Pelaajan (valkea) elektronisessa", "et": "Mängija (valge) elektrooniline"},
		"ruling", "scoresheet-device", "--player", "white")
}

// TestClaimRefusalNamesTheIncident_4_8_2: a draw claim by a move not first
// written (4.8.2), asked with the claimant on move and no move given, is
// refused naming the incident as the catalogue does in the reader's
// language, not by its command word inside a Finnish or Estonian sentence.
func TestClaimRefusalNamesTheIncident_4_8_2(t *testing.T) {
	game := writeInput(t, t.TempDir(), "g.pgn", "1. e4 e5 *\n")
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		code, _, stderr := run(t, "ruling", "claim-unwritten", "--pgn", game, "--player", "white")
		name := cat.T("rules.incident.claim-unwritten")
		if code == 0 || !strings.Contains(stderr, name) || strings.Contains(stderr, "(claim-unwritten)") {
			t.Errorf("%s: exit %d, want the refusal to name %q:\n%s", lang, code, name, stderr)
		}
	})
}

// A ruling without an event file is refused the rule options an event's
// settings are refused, not ruled as if none were given.
func TestRulingRefusesRulesNoRulingReads(t *testing.T) {
	if msg := runCLI(t, 1, "ruling", "illegal-move", "--type", "blitz", "--illegal", "two-hands", "--player", "white", "--device-policy", "lose"); !strings.Contains(msg, "is not a rule for an electronic device") {
		t.Errorf("ruling --device-policy lose: %q", msg)
	}
	// The national practice is read in any case, as the rules write it:
	// under the Finnish practice the 2014 Laws' device rule warns first.
	t.Setenv("ARBITER_LANG", "en")
	device := []string{"ruling", "device", "--ruleset", "FIDE2014", "--type", "standard", "--player", "white"}
	for _, national := range []string{"FI", "fi"} {
		if out := runCLI(t, 0, append(device, "--national", national)...); !strings.Contains(out, "a warning first") {
			t.Errorf("--national %s is not the Finnish practice:\n%s", national, out)
		}
	}
}

// TestRulingOnAnEventGameReadsTheFlagTheDesksClockShowsDown_6_8_6_9_9_5_2:
// White's flag fell at the desk in a 3+2 blitz game after a repetition,
// and the arbiter asks the command line about the board. `arbiter ruling
// --event` read the desk's clock for its control only and ruled as if no
// flag were down, where the window rules with it: the correct repetition
// claim draws saying the flag (6.8, 9.5.2), and a wrong fifty-move claim
// loses on time (6.9), as at the desk.
func TestRulingOnAnEventGameReadsTheFlagTheDesksClockShowsDown_6_8_6_9_9_5_2(t *testing.T) {
	path := pairedEvent(t, "--time-control", "3+2")
	g := &replay.GameRecord{Round: 1, Board: 1}
	for i, u := range strings.Fields("g1f3 g8f6 f3g1 f6g8 g1f3 g8f6 f3g1 f6g8") {
		g.Moves = append(g.Moves, replay.RecordedMove{Ply: i + 1, UCI: u})
	}
	saveWithClock(t, path, g, replay.ClockState{Ply: 8, Control: "3+2", Remaining: [2]time.Duration{0, 4 * time.Minute}, At: time.Now()})
	event := []string{"--event", path, "--round", "1", "--board", "1", "--json"}
	out := runCLI(t, 0, append([]string{"ruling", "claim-threefold", "--player", "white"}, event...)...)
	testtext.SaysEach(t, "the correct repetition claim", out, `"result": "1/2-1/2"`, `"6.8"`, `"rules.note.flag-down-claim-first"`)
	out = runCLI(t, 0, append([]string{"ruling", "claim-fifty", "--player", "white"}, event...)...)
	testtext.SaysEach(t, "the wrong fifty-move claim", out, `"result": "0-1"`, `"6.9"`, `"rules.note.flag-before-incident"`)
}

// TestFlagFallOnAnEventGameSaysTheDesksClockStillShowsTime_6_9: White's
// flag is said to have fallen in a blitz game whose clock, last saved at
// the desk, still shows him 2:00. The desk rules the loss and asks the
// arbiter to check the clock on the board, the desk's showing time; the
// command line, reading the same clock, ruled the loss alone.
func TestFlagFallOnAnEventGameSaysTheDesksClockStillShowsTime_6_9(t *testing.T) {
	path := pairedEvent(t, "--time-control", "3+2")
	g := openingOnBoardOne()
	saveWithClock(t, path, g, replay.ClockState{Ply: 4, Control: "3+2", Remaining: [2]time.Duration{2 * time.Minute, 90 * time.Second}, At: time.Now()})
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, "ruling", "flag-fall", "--player", "white", "--event", path, "--round", "1", "--board", "1")
		want := cat.T("desk.ruling.clock-left", "side", cat.T("desk.white"), "time", "0:02:00")
		if !strings.Contains(out, want) || strings.Contains(out, "0:01:30") {
			t.Errorf("%s: White's flag said down, the desk's clock showing 2:00:\n%s\nwant %q", lang, out, want)
		}
	})
}

// TestDrawOfferOnARecordedGameIsRuledOnMoveAsTheDeskRulesIt_9_1_2_1_11_5:
// White, on move in the game recorded, offers a draw before making his
// move. The desk reads who is on move from the game and rules the offer a
// breach of 11.5; `arbiter ruling --pgn` (or --event) ruled it as made
// after the move unless --on-move was given. The record now decides, and
// an --on-move the record contradicts is refused in the arbiter's language,
// not set aside.
func TestDrawOfferOnARecordedGameIsRuledOnMoveAsTheDeskRulesIt_9_1_2_1_11_5(t *testing.T) {
	pgn := writeInput(t, t.TempDir(), "game.pgn", "[Event \"t\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n")
	t.Setenv("ARBITER_LANG", "en")
	offer := []string{"ruling", "draw-offer", "--type", "standard", "--pgn", pgn}
	if out := runCLI(t, 0, append(offer, "--player", "white")...); !strings.Contains(out, "11.5") {
		t.Errorf("White, on move, offers: %q; want the offer before the move, 11.5", out)
	}
	if out := runCLI(t, 0, append(offer, "--player", "black")...); strings.Contains(out, "11.5") {
		t.Errorf("Black, having moved, offers: %q; want no 11.5", out)
	}
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		msg := runCLI(t, 2, append(offer, "--player", "black", "--on-move")...)
		if want := cat.T("app.usage.on-move-record", "flag", "--on-move", "side", cat.T("rules.side.white")); !strings.Contains(msg, want) {
			t.Errorf("%s: --on-move for Black where White is on move: %q; want %q", lang, msg, want)
		}
	})
}

// TestDrawOfferOnTheOpponentsTime_9_1_2_1_11_5: in a rapid game Black,
// having moved and pressed his clock, offers a draw as White thinks. The
// offer stands but breaches 11.5 (9.1.2.1); the command line had no way
// to say so and ruled it made in time. --after-press says it: the ruling
// cites 11.5 and says the press; said of White, on move in the record, it
// is refused in the arbiter's language, not set aside.
func TestDrawOfferOnTheOpponentsTime_9_1_2_1_11_5(t *testing.T) {
	pgn := writeInput(t, t.TempDir(), "game.pgn", "[Event \"t\"]\n[Result \"*\"]\n\n1. e4 e5 2. Nf3 Nc6 *\n")
	offer := []string{"ruling", "draw-offer", "--type", "rapid", "--pgn", pgn, "--after-press"}
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		out := runCLI(t, 0, append(offer, "--player", "black")...)
		if !strings.Contains(out, "11.5") || !strings.Contains(out, cat.T("rules.note.offer-after-press")) {
			t.Errorf("%s: Black offers after his press: %q; want 11.5 and the press said", lang, out)
		}
		msg := runCLI(t, 2, append(offer, "--player", "white")...)
		if want := cat.T("app.usage.on-move-record", "flag", "--after-press", "side", cat.T("rules.side.white")); !strings.Contains(msg, want) {
			t.Errorf("%s: --after-press for White, on move: %q; want %q", lang, msg, want)
		}
	})
}

// TestRulingBothFlagsUnderOnePeriodIsTheLastPeriod_6_11_b: "arbiter
// ruling both-flags" on a control of one period, for all the moves (15+10
// rapid, 3+2 blitz), rules the flags fallen in the last period, as the
// desk's clock does: a draw when the order is not known (2014 6.11.b), not
// play going on (6.11.a); the same with a quickplay finish in force for a
// 15' game (2023 III.3.1.2).
func TestRulingBothFlagsUnderOnePeriodIsTheLastPeriod_6_11_b(t *testing.T) {
	for _, args := range [][]string{
		{"--ruleset", "FIDE2014", "--control", "15+10"},
		{"--ruleset", "FIDE2014", "--control", "3+2"},
		{"--control", "15'", "--quickplay-finish"},
	} {
		code, out, errOut := run(t, append([]string{"ruling", "both-flags", "--json"}, args...)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		var d map[string]any
		if err := json.Unmarshal([]byte(out), &d); err != nil {
			t.Fatalf("%v: %v\n%s", args, err, out)
		}
		if d["result"] != "1/2-1/2" {
			t.Errorf("%v: result %v (%v), want a draw: both flags fell in the only period", args, d["result"], d["explanation"])
		}
	}
}

// TestRulingBothFlagsFirstFlagNamed_FiBlitz_6: an arbiter at a Finnish
// blitz game whose clock shows Black's flag fell first types
// "--first-flag black" and is told the game is Black's loss, as the
// clock's order decides (the blitz rules' appendix, point 6); the side
// named was left unread without --order-known, the ruling saying only
// that the order decides. --order-known=false still says it is not known.
func TestRulingBothFlagsFirstFlagNamed_FiBlitz_6(t *testing.T) {
	for _, c := range []struct {
		args   []string
		result string
	}{
		{[]string{"--first-flag", "black"}, "1-0"},
		{[]string{"--first-flag", "white"}, "0-1"},
		{[]string{"--first-flag", "black", "--order-known"}, "1-0"},
		{[]string{"--first-flag", "black", "--order-known=false"}, "*"},
	} {
		args := append([]string{"ruling", "both-flags", "--ruleset", "FI-BLITZ2018", "--control", "3+2", "--json"}, c.args...)
		code, out, errOut := run(t, args...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", c.args, code, errOut)
		}
		var d map[string]any
		if err := json.Unmarshal([]byte(out), &d); err != nil {
			t.Fatalf("%v: %v\n%s", c.args, err, out)
		}
		if got, _ := d["result"].(string); got != c.result {
			t.Errorf("%v: result %q (%v), want %q", c.args, got, d["explanation"], c.result)
		}
	}
}

// TestAdjournedGameTimesUsedAsTheDeskSawThem: White thought 43 seconds on
// his fifth move at the desk before adjourning; the desk's verdict and
// its envelope say he used 0:58, the clock it saved for the position.
// `arbiter ruling adjourn --event` said the times were not known, and
// `arbiter print envelope` wrote 0:15, his reading after his fourth move:
// both now read the desk's saved clock, as the desk does. The envelope
// says when the game was adjourned, its ruling's time, as the desk's.
func TestAdjournedGameTimesUsedAsTheDeskSawThem(t *testing.T) {
	const control = "40/150+16/60*"
	path := pairedEvent(t, "--time-control", control)
	g := &replay.GameRecord{Round: 1, Board: 1}
	for i, u := range strings.Fields("e2e4 e7e5 g1f3 b8c6 f1b5 a7a6 b5a4 g8f6") {
		left := 150*time.Minute - time.Duration(15*(1-i%2)+2*(i%2))*time.Second
		g.Moves = append(g.Moves, replay.RecordedMove{Ply: i + 1, UCI: u, Clock: left, HasClock: true})
	}
	saveWithClock(t, path, g, replay.ClockState{Ply: 8, Control: control, Remaining: [2]time.Duration{150*time.Minute - 58*time.Second, 150*time.Minute - 3*time.Second}, At: time.Now()})
	// The adjournment's ruling, whose time the envelope writes.
	st := testevent.Open(t, path)
	adjourned := time.Date(2026, 11, 23, 22, 5, 0, 0, time.Local)
	if _, err := st.AddRuling(replay.Ruling{Round: 1, Board: 1, At: adjourned, Incident: string(rules.KindAdjourn), Ruleset: rules.FIDE2023, Ply: 8, Side: "white"}); err != nil {
		t.Fatal(err)
	}
	st.Close()
	t.Setenv("ARBITER_LANG", "en")
	cat := i18n.For(i18n.English)
	out := runCLI(t, 0, "ruling", "adjourn", "--player", "white", "--event", path, "--round", "1", "--board", "1")
	if want := cat.T("rules.cli.envelope", "white", "0:58", "black", "0:03"); !strings.Contains(out, want) {
		t.Errorf("ruling:\n%s\nwant %q", out, want)
	}
	pdf := filepath.Join(t.TempDir(), "envelope.pdf")
	runCLI(t, 0, "print", "envelope", path, "--round", "1", "--board", "1", "-o", pdf)
	text := pdftext.File(t, pdf)
	testtext.SaysEach(t, "envelope", strings.Join(strings.Fields(text), " "), cat.T("print.envelope.used-white")+" 0:58", cat.T("print.envelope.used-black")+" 0:03", "23 Nov 2026, 22:05")
}

// TestAdjournedPaperGameTimesUnknownFromTheFile: moves typed at the desk
// from a paper scoresheet, its clock never run, and the game adjourned:
// the reading the desk saved is the clock's first setting, which the
// ruling on the event's game took for 0:00 used by each, where the desk
// names no time.
func TestAdjournedPaperGameTimesUnknownFromTheFile(t *testing.T) {
	const control = "40/150+16/60*"
	path := pairedEvent(t, "--time-control", control)
	g := openingOnBoardOne()
	saveWithClock(t, path, g, replay.ClockState{Ply: 4, Control: control, Remaining: [2]time.Duration{150 * time.Minute, 150 * time.Minute}, At: time.Now(), Untouched: true})
	t.Setenv("ARBITER_LANG", "en")
	cat := i18n.For(i18n.English)
	out := runCLI(t, 0, "ruling", "adjourn", "--player", "white", "--event", path, "--round", "1", "--board", "1")
	unknown := cat.T("rules.envelope.time-unknown")
	if want := cat.T("rules.cli.envelope", "white", unknown, "black", unknown); !strings.Contains(out, want) {
		t.Errorf("ruling:\n%s\nwant %q", out, want)
	}
}

// openingOnBoardOne is the record of round 1's board 1 after 1. e4 e5
// 2. Nf3 Nc6, its moves as the desk saves them.
func openingOnBoardOne() *replay.GameRecord {
	g := &replay.GameRecord{Round: 1, Board: 1}
	for i, u := range strings.Fields("e2e4 e7e5 g1f3 b8c6") {
		g.Moves = append(g.Moves, replay.RecordedMove{Ply: i + 1, UCI: u})
	}
	return g
}

// saveWithClock saves game g in the event file at path with the desk's
// clock reading c, as the desk leaves them.
func saveWithClock(t *testing.T, path string, g *replay.GameRecord, c replay.ClockState) {
	t.Helper()
	st := testevent.Open(t, path)
	defer st.Close()
	id, err := st.SaveGame(g)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.SaveClock(id, c); err != nil {
		t.Fatal(err)
	}
}

// TestRulingNamesTheWordItDoesNotRead: the arbiter wrote the intended move
// after --intended, an option that takes no value; the ruling was refused
// as "expected KIND, got 2 arguments", the kind itself counted, the word
// it did not read unnamed. The refusal names it, in the user's language.
func TestRulingNamesTheWordItDoesNotRead(t *testing.T) {
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		msg := runCLI(t, 2, "ruling", "claim-threefold", "--player", "black", "--intended", "Rc6")
		if want := cat.T("app.usage.args-extra", "want", "KIND", "args", "Rc6"); !strings.Contains(msg, want) {
			t.Errorf("%s: %q, want %q", lang, msg, want)
		}
	})
}

// TestClockCorrectionOnAnEventGameReadsTheDesksClock_6_10_2: the arbiter
// sets a blitz game's clocks to the readings they should show (White 2:00,
// Black 3:00). The desk reads what its clock shows (3:00 for a clock not
// yet run, else as last saved) and rules White's minute off; `arbiter
// ruling --event` read no clock, took the readings as no correction and
// ruled both clocks unchanged, the same incident with two answers.
func TestClockCorrectionOnAnEventGameReadsTheDesksClock_6_10_2(t *testing.T) {
	path := pairedEvent(t, "--time-control", "3+2")
	correct := []string{"ruling", "clock-correction", "--after-white", "2m", "--after-black", "3m",
		"--event", path, "--round", "1", "--board", "1", "--json"}
	out := runCLI(t, 0, correct...)
	testtext.SaysEach(t, "the clock never run", out, `"white": -60`, `"black": 0`, `"6.10.2"`)
	g := openingOnBoardOne()
	saveWithClock(t, path, g, replay.ClockState{Ply: 4, Control: "3+2", Remaining: [2]time.Duration{150 * time.Second, 90 * time.Second}, At: time.Now()})
	out = runCLI(t, 0, correct...)
	testtext.SaysEach(t, "the clock as last saved", out, `"white": -30`, `"black": 90`, `"6.10.2"`)
}

// TestClockCorrectionWithoutARecordSaysTheMovesAreNotKnown_A_5_1_1: the
// arbiter asks for a blitz clock change with neither a game record nor
// the event's game. Past ten moves each A.5.1.1 forbids it; the command
// line, knowing no moves, ruled it as made before them and said nothing.
// It still rules the change, and says that the moves made are not known,
// naming A.5.1.1; with the record, or the event's game, it says nothing.
func TestClockCorrectionWithoutARecordSaysTheMovesAreNotKnown_A_5_1_1(t *testing.T) {
	ten := writeInput(t, t.TempDir(), "ten.pgn", "[Event \"t\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nc3 Nc6 6. Nb1 Nb8 7. e3 e6 8. d3 d6 9. c3 c6 10. b3 b6 *\n")
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		note := cat.T("rules.note.moves-unknown")
		out := runCLI(t, 0, "ruling", "clock-correction", "--type", "blitz", "--correct-white", "-1m")
		if !strings.Contains(out, note) || !strings.Contains(out, "A.5.1.1") || !strings.Contains(out, "-1:00") {
			t.Errorf("%s: no record: %q; want the minute off, A.5.1.1 and %q", lang, out, note)
		}
		out = runCLI(t, 0, "ruling", "clock-correction", "--type", "blitz", "--correct-white", "-1m", "--pgn", ten)
		if strings.Contains(out, note) || !strings.Contains(out, "A.5.1.1") || strings.Contains(out, "-1:00") {
			t.Errorf("%s: ten moves each recorded: %q; want the change refused by A.5.1.1, no note", lang, out)
		}
	})
	path := pairedEvent(t, "--time-control", "3+2")
	if out := runCLI(t, 0, "ruling", "clock-correction", "--correct-white", "-1m", "--event", path, "--round", "1", "--board", "1", "--json"); strings.Contains(out, "moves-unknown") {
		t.Errorf("the event's game not yet begun: %q; want no note, its moves known as none", out)
	}
}

// TestColoursAndSetUpWithoutARecordSayTheMovesAreNotKnown_7_3_A_5_1_2:
// colours reversed (7.3) and a wrong set-up in a blitz game (A.5.1.2)
// asked with neither a record nor the event's game were ruled as found
// before each player's tenth move, nothing said, where past ten moves each
// the game goes on. They are still ruled so, and say that the moves made
// are not known; with a record of ten moves each they say nothing of it.
func TestColoursAndSetUpWithoutARecordSayTheMovesAreNotKnown_7_3_A_5_1_2(t *testing.T) {
	ten := writeInput(t, t.TempDir(), "ten.pgn", "[Event \"t\"]\n[Result \"*\"]\n\n1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 5. Nc3 Nc6 6. Nb1 Nb8 7. e3 e6 8. d3 d6 9. c3 c6 10. b3 b6 *\n")
	inEachLang(t, func(lang i18n.Lang, cat *i18n.Catalog) {
		for _, c := range []struct{ kind, note, article string }{
			{"colours-reversed", "rules.note.moves-unknown-colours", "7.3"},
			{"wrong-setup", "rules.note.moves-unknown-setup", "A.5.1.2"},
		} {
			note := cat.T(c.note)
			out := runCLI(t, 0, "ruling", c.kind, "--type", "blitz")
			if !strings.Contains(out, note) || !strings.Contains(out, c.article) {
				t.Errorf("%s: %s without a record: %q; want %s and %q", lang, c.kind, out, c.article, note)
			}
			if out := runCLI(t, 0, "ruling", c.kind, "--type", "blitz", "--pgn", ten); strings.Contains(out, note) {
				t.Errorf("%s: %s with ten moves each recorded: %q; want no note", lang, c.kind, out)
			}
		}
	})
}
