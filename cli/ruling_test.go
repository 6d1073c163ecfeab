package cli

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
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
	rep := writeInput(t, dir, "rep.pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 *\n")
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
		for _, w := range tt.want {
			if !strings.Contains(out, w) {
				t.Errorf("%v: no %q in\n%s", tt.args, w, out)
			}
		}
		for _, w := range tt.none {
			if strings.Contains(out, w) {
				t.Errorf("%v: %q in\n%s", tt.args, w, out)
			}
		}
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
// (9.1.2.1), displaced pieces (7.4, 7.6), a clock stopped without reason
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
	pgn := writeInput(t, t.TempDir(), "g.pgn", "1. Nf3 Nf6 2. Ng1 Ng8 3. Nf3 Nf6 4. Ng1 Ng8 *\n")
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
		for _, lang := range []string{"en", "fi", "et"} {
			t.Setenv("ARBITER_LANG", lang)
			code, _, errOut := run(t, c.args...)
			if code != 2 || !strings.Contains(errOut, c.flag) || !strings.Contains(errOut, c.example) {
				t.Errorf("%s %v: exit %d, %q: want %s named and the example %q", lang, c.args, code, errOut, c.flag, c.example)
			}
		}
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
		for _, lang := range []string{"en", "fi", "et"} {
			msg := runCLI(t, 1, "ruling", "--lang", lang, "--from", file)
			raws := []string{"unexpected", "unmarshal", "Go ", "invalid character", "{"}
			if lang != "en" {
				raws = append(raws, "string", "array", "number")
			}
			for _, raw := range raws {
				if strings.Contains(msg, raw) {
					t.Errorf("%s (%s): %q", name, lang, msg)
				}
			}
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
