package cli

import (
	"bytes"
	"encoding/json"
	"slices"
	"strings"
	"testing"
)

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
	var out, errOut bytes.Buffer
	if code := Run([]string{"ruling", "--incident", "touch-move", "--player", "white", "--touch", "g1", "--lang", "fi"}, &out, &errOut); code != 0 || !strings.Contains(out.String(), "Rf3, Rh3") {
		t.Errorf("exit %d: %s%s", code, out.String(), errOut.String())
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
		var out, errOut bytes.Buffer
		if code := Run(append([]string{"ruling"}, c.args...), &out, &errOut); code != 2 || !strings.Contains(errOut.String(), c.flag) {
			t.Errorf("%v: exit %d: %s", c.args, code, errOut.String())
		}
	}
	var out, errOut bytes.Buffer
	if code := Run([]string{"ruling", "--incident", "draw-offer", "--player", "white", "--offer-accepted", "--on-move"}, &out, &errOut); code != 0 {
		t.Errorf("options read refused: %s", errOut.String())
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
		var out, errOut bytes.Buffer
		if code := Run(append([]string{"ruling", "--json"}, c.args...), &out, &errOut); code != 0 {
			t.Errorf("%v: exit %d: %s", c.args, code, errOut.String())
			continue
		}
		var d struct {
			Key string `json:"explanation_key"`
		}
		if err := json.Unmarshal(out.Bytes(), &d); err != nil || d.Key != c.key {
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
	var out, errOut bytes.Buffer
	if code := Run([]string{"ruling", "--incident", "draw-offer", "--player", "white", "--valid-reason"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "--valid-reason") {
		t.Errorf("--valid-reason on a draw offer: exit %d: %s", code, errOut.String())
	}
}

// TestRulingKindFirst_HelpPerKind: the kind may lead as a word (arbiter
// ruling touch-move --touch …), and --help after it lists the event's
// options and the kind's own, none of another kind's.
func TestRulingKindFirst_HelpPerKind(t *testing.T) {
	var out, errOut bytes.Buffer
	if code := Run([]string{"ruling", "touch-move", "--json", "--player", "white", "--touch", "g1", "--released", "g3"}, &out, &errOut); code != 0 ||
		!strings.Contains(out.String(), "rules.ruling.touch-released-not-a-move") {
		t.Errorf("kind first: exit %d: %s%s", code, out.String(), errOut.String())
	}
	for _, args := range [][]string{{"ruling", "clock-stopped", "--help"}, {"ruling", "--incident", "clock-stopped", "--help"}} {
		out.Reset()
		if code := Run(args, &out, &errOut); code != 0 || !strings.Contains(out.String(), "--valid-reason") ||
			!strings.Contains(out.String(), "--ruleset") || strings.Contains(out.String(), "\n  --touch") || strings.Contains(out.String(), "\n  --sealed") {
			t.Errorf("%v: exit %d:\n%s", args, code, out.String())
		}
	}
	out.Reset()
	if code := Run([]string{"ruling", "--help"}, &out, &errOut); code != 0 || !strings.Contains(out.String(), "--touch") || !strings.Contains(out.String(), "--valid-reason") {
		t.Errorf("--help without a kind lists every option: exit %d", code)
	}
	errOut.Reset()
	if code := Run([]string{"ruling", "touch-move", "--incident", "draw-offer", "--player", "white"}, &out, &errOut); code != 2 {
		t.Errorf("two kinds: exit %d: %s", code, errOut.String())
	}
}

// checkRulingJSON runs "arbiter ruling --json" with args and checks the
// moves the ruling leaves (in any order) and its explanation's key.
func checkRulingJSON(t *testing.T, args, moves []string, key string) {
	t.Helper()
	var out, errOut bytes.Buffer
	if code := Run(append([]string{"ruling", "--json"}, args...), &out, &errOut); code != 0 {
		t.Errorf("%v: exit %d: %s", args, code, errOut.String())
		return
	}
	var d struct {
		Moves []string `json:"moves"`
		Key   string   `json:"explanation_key"`
	}
	if err := json.Unmarshal(out.Bytes(), &d); err != nil {
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
		var out, errOut bytes.Buffer
		if code := Run(append([]string{"ruling"}, c.args...), &out, &errOut); code == 0 || !strings.Contains(errOut.String(), c.says) {
			t.Errorf("%v: exit %d: %s", c.args, code, errOut.String())
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
		{[]string{"scoresheets-behind", "--player", "black", "--neither-kept"}, "rules.ruling.scoresheets-both"},
		{[]string{"scoresheets-behind", "--player", "black", "--flag-unproven", "--ruleset", "FIDE2014"}, "rules.ruling.scoresheets-flag-unproven"},
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
	var out, errOut bytes.Buffer
	if code := Run([]string{"ruling", "outside-disturbance", "--player", "white"}, &out, &errOut); code != 2 || !strings.Contains(errOut.String(), "--player") {
		t.Errorf("--player for a disturbance: exit %d: %s", code, errOut.String())
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
			var out, errOut bytes.Buffer
			code := Run(c.args, &out, &errOut)
			if code != 2 || !strings.Contains(errOut.String(), c.flag) || !strings.Contains(errOut.String(), c.example) {
				t.Errorf("%s %v: exit %d, %q: want %s named and the example %q", lang, c.args, code, errOut.String(), c.flag, c.example)
			}
		}
	}
}
