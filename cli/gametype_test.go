package cli

import (
	"encoding/json"
	"fmt"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/words"
)

// pairedEvent makes an event with "arbiter new" and the arguments given,
// two players and its first round paired, and returns its path.
func pairedEvent(t *testing.T, args ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "event.arbiter")
	newEvent(t, path, append([]string{"--name", "Blitz"}, args...), "Anna Aho", "Bert Berg")
	runCLI(t, 0, "draw", path, "--seed", "1")
	runCLI(t, 0, "pair", path)
	return path
}

// pairedSwiss makes a Dutch Swiss of the rounds given with the players
// named, rated in that order from 2100 down, and pairs its round 1.
func pairedSwiss(t *testing.T, rounds int, names ...string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "swiss.arbiter")
	rated := make([]string, len(names))
	for i, name := range names {
		rated[i] = fmt.Sprintf("%s:%d", name, 2100-50*i)
	}
	newEvent(t, path, []string{"--name", "Open", "--system", "swiss-dutch", "--rounds", fmt.Sprint(rounds)}, rated...)
	runCLI(t, 0, "pair", path)
	return path
}

// eventRuling is the JSON ruling on an illegal move by White on board 1
// of round 1 of the event at path.
func eventRuling(t *testing.T, path string) (gameType string, articles []string, blackSeconds float64) {
	t.Helper()
	out := runCLI(t, 0, "ruling", "illegal-move", "--player", "white", "--event", path, "--round", "1", "--board", "1", "--json")
	var d struct {
		Type     string             `json:"game_type"`
		Articles []string           `json:"articles"`
		Adjust   map[string]float64 `json:"time_adjust_seconds"`
	}
	if err := json.Unmarshal([]byte(out), &d); err != nil {
		t.Fatalf("%v: %s", err, out)
	}
	return d.Type, d.Articles, d.Adjust["black"]
}

// A new event's game type is its time control's: under the Finnish blitz
// rules a 3'+2" event is ruled as blitz (B.1), not refused as standard;
// under FIDE 2023 a 3'+2" game's first illegal move gives the opponent a
// minute (B.3, A.5.2), not the two minutes of standard play (7.5.5).
func TestNewEventRulesAsItsTimeControl_B1(t *testing.T) {
	fi := pairedEvent(t, "--ruleset", "FI-BLITZ2018", "--time-control", `3'+2"`)
	if typ, articles, black := eventRuling(t, fi); typ != "blitz" || !slices.Contains(articles, "B.2") || black != 60 {
		t.Errorf("FI blitz 3'+2\": %s, %v, Black %+v s; want a blitz ruling citing B.2, +60 s", typ, articles, black)
	}
	fide := pairedEvent(t, "--ruleset", "FIDE2023", "--time-control", `3'+2"`)
	if typ, articles, black := eventRuling(t, fide); typ != "blitz" || black != 60 {
		t.Errorf("FIDE 2023 3'+2\": %s, %v, Black %+v s; want blitz, +60 s", typ, articles, black)
	}
	// The arbiter's type rules where he sets one, and where the control
	// contradicts it he is told so; auto gives the control its say again.
	_, _, errOut := run(t, "event", fide, "--game-type", "standard")
	if !strings.Contains(errOut, `Standard (set by the arbiter), but the time control 3'+2" makes blitz games`) {
		t.Errorf("a type set against the control, not said: %q", errOut)
	}
	if typ, _, black := eventRuling(t, fide); typ != "standard" || black != 120 {
		t.Errorf("standard set: %s, Black %+v s; want standard, +120 s", typ, black)
	}
	if _, _, errOut := run(t, "event", fide, "--game-type", "auto"); errOut != "" {
		t.Errorf("back to the control's type: %q", errOut)
	}
	if typ, _, _ := eventRuling(t, fide); typ != "blitz" {
		t.Errorf("auto: %s; want blitz", typ)
	}
}

// "arbiter event --json" shows the arbiter's type (none) and the type in
// force, and the text the type and where it comes from.
func TestEventShowsGameTypeInForce(t *testing.T) {
	path := filepath.Join(t.TempDir(), "event.arbiter")
	runCLI(t, 0, "new", path, "--name", "Blitz", "--time-control", `3'+2"`)
	s := runJSON[struct {
		GameType string `json:"game_type"`
		InForce  struct {
			Type        string `json:"type"`
			FromControl string `json:"from_control"`
			Overridden  bool   `json:"overridden"`
			Contradicts bool   `json:"contradicts"`
		} `json:"game_type_in_force"`
	}](t, "event", path, "--json")
	if s.GameType != "" || s.InForce.Type != "blitz" || s.InForce.FromControl != "blitz" || s.InForce.Overridden || s.InForce.Contradicts {
		t.Errorf("event --json: %+v", s)
	}
	if out := runCLI(t, 0, "event", path); !strings.Contains(out, `Blitz (from the time control 3'+2")`) {
		t.Errorf("event: %s", out)
	}
	// Setting a control the type set contradicts is said as well, in the
	// user's language.
	runCLI(t, 0, "event", path, "--game-type", "blitz")
	t.Setenv("ARBITER_LANG", "fi")
	if _, _, errOut := run(t, "event", path, "--time-control", "90+30"); !strings.Contains(errOut, "Pikashakki (tuomarin asettama), mutta peliajan 90+30 pelityyppi on normaali shakki") {
		t.Errorf("a control against the type set, not said: %q", errOut)
	}
	if code, _, errOut := run(t, "event", path, "--game-type", "bullet"); code != 2 || !strings.Contains(errOut, "auto") {
		t.Errorf("--game-type bullet: %d %q", code, errOut)
	}
}

// A board of an event without a time control, whose game was never opened
// at the desk, is ruled on as the event's game type says: the game not
// found was taken for the command's error, and nothing was ruled.
func TestRulingOnEventWithoutControlOrGame(t *testing.T) {
	path := pairedEvent(t)
	if typ, articles, _ := eventRuling(t, path); typ != "standard" || !slices.Contains(articles, "7.5.5") {
		t.Errorf("ruled as %q under %v", typ, articles)
	}
}

// The event states the ruling's event: an option that would state it
// again is refused, and --round and --board are the event's game's.
func TestRulingOnEventRefusesEventOptions(t *testing.T) {
	path := pairedEvent(t, "--time-control", "90+30")
	for _, args := range [][]string{
		{"--event", path, "--round", "1", "--board", "1", "--ruleset", "FIDE2014"},
		{"--event", path, "--round", "1", "--board", "1", "--type", "blitz"},
		{"--event", path, "--round", "1"},
		{"--round", "1", "--board", "1"},
		{"--event", path, "--round", "2", "--board", "1"},
	} {
		if code, _, _ := run(t, append([]string{"ruling", "illegal-move", "--player", "white"}, args...)...); code != 2 {
			t.Errorf("%v: exit %d, want 2", args, code)
		}
	}
}

// A ruling on an event's game names the game type in force as "arbiter
// event", "arbiter info" and the window do, the time control as the
// arbiter wrote it: it said "Rapid (from the time control 15'+10")" of
// the event the others said "Rapid (from the time control 15+10)" of.
// A control the desk's clock ran that is not the event's is still named.
func TestEventRulingNamesTheGameTypeAsTheEventDoes(t *testing.T) {
	path := pairedEvent(t, "--time-control", "15+10")
	var inForce string
	for _, line := range strings.Split(runCLI(t, 0, "event", path), "\n") {
		if name, value, ok := strings.Cut(line, "  "); ok && name == "Game type" {
			inForce = strings.TrimSpace(value)
		}
	}
	if inForce != "Rapid (from the time control 15+10)" {
		t.Fatalf("event says the game type %q", inForce)
	}
	out := runCLI(t, 0, "ruling", "illegal-move", "--player", "white", "--event", path, "--round", "1", "--board", "1")
	if want := "Game type: " + inForce + "\n"; !strings.Contains(out, want) {
		t.Errorf("the ruling does not say %q:\n%s", want, out)
	}
}

// An event whose time control does not read, as a report imports it
// ("1:30 + 10 from move 1", the Irish Chess Union's way), is one game type
// at every door: "arbiter info" and the settings took it as standard play
// and said it had no time control, while "arbiter ruling --event", as the
// desk's clock, refused every ruling on its games over the unread control.
// Now the ruling takes the type info names, and the import, info and the
// ruling say why it is taken.
func TestAnUnreadTimeControlIsOneGameTypeAtEveryDoor(t *testing.T) {
	dir := t.TempDir()
	report := writeInput(t, dir, "unread.trf", strings.Join([]string{"012 Unread control", "092 Swiss",
		"122 1:30 + 10 from move 1", "XXR 1",
		"001    1 m    Aho, Anna                         2100                             0.0    1",
		"001    2 m    Berg, Bert                        2000                             0.0    2", ""}, "\n"))
	path := filepath.Join(dir, "unread.arbiter")
	if code, out, notes := run(t, "import", "trf", path, report); code != 0 || !strings.Contains(out+notes,
		"the report's time control 1:30 + 10 from move 1 does not read: it is kept as written, and the games are taken as standard games") {
		t.Errorf("the import (exit %d) does not say the control does not read:\n%s%s", code, out, notes)
	}
	runCLI(t, 0, "pair", path)
	info := runJSON[struct {
		GameType string `json:"game_type"`
	}](t, "info", path, "--json")
	if typ, _, _ := eventRuling(t, path); info.GameType != "standard" || typ != info.GameType {
		t.Errorf("info says %q, the ruling %q; want both standard", info.GameType, typ)
	}
	const why = "Standard, taken as for an event without a time control: its time control 1:30 + 10 from move 1 does not read."
	if out := runCLI(t, 0, "info", path); !strings.Contains(out, why) {
		t.Errorf("info does not say %q:\n%s", why, out)
	}
	out := runCLI(t, 0, "ruling", "illegal-move", "--player", "white", "--event", path, "--round", "1", "--board", "1")
	if !strings.Contains(out, "Game type: "+why) {
		t.Errorf("the ruling does not say %q:\n%s", why, out)
	}
	ruled := runJSON[struct {
		Notes []string `json:"note_texts"`
	}](t, "ruling", "illegal-move", "--player", "white", "--event", path, "--round", "1", "--board", "1", "--json")
	if !slices.ContainsFunc(ruled.Notes, func(n string) bool { return strings.HasPrefix(n, why) }) {
		t.Errorf("the JSON ruling's notes do not say %q: %q", why, ruled.Notes)
	}
}

// A blitz event's report that writes its control in words, as chess-results
// and Swiss-Manager write record 122 ("3 min + 2 sec", "Blitz 3+2"), is
// imported as a blitz event and its first illegal move ruled as blitz
// (B.3, A.3: a minute to the opponent): it was taken as standard play, the
// control said not to read, and ruled with the two minutes of 7.5.5.
func TestAReportsControlInWordsRulesAsItsType_B1(t *testing.T) {
	for _, control := range []string{"3 min + 2 sec", "Blitz 3+2", "3+2 Blitz", "Pikashakki 3 min + 2 s"} {
		t.Run(control, func(t *testing.T) {
			path, out, notes := importControl(t, control)
			if strings.Contains(out+notes, "does not read") || strings.Contains(out+notes, "names blitz") {
				t.Errorf("the import did not read the control whole:\n%s%s", out, notes)
			}
			runCLI(t, 0, "pair", path)
			if typ, articles, black := eventRuling(t, path); typ != "blitz" || !slices.Contains(articles, "A.3") || black != 60 {
				t.Errorf("ruled as %s, %v, Black +%v s; want blitz, A.3, +60 s", typ, articles, black)
			}
		})
	}
}

// A report whose control names a type its minutes do not make ("Blitz
// 90+30") is taken by its minutes, and the import says so, rather than
// settle the contradiction in silence.
func TestAReportsTypeWordAgainstItsMinutesIsSaid(t *testing.T) {
	path, out, notes := importControl(t, "Blitz 90+30")
	const said = "the report's time control Blitz 90+30 names blitz games, but its minutes make standard games: the games are taken as standard games"
	if !strings.Contains(out+notes, said) {
		t.Errorf("the import does not say %q:\n%s%s", said, out, notes)
	}
	runCLI(t, 0, "pair", path)
	if typ, _, black := eventRuling(t, path); typ != "standard" || black != 120 {
		t.Errorf("ruled as %s, Black +%v s; want standard, +120 s", typ, black)
	}
}

// importControl imports a two-player report whose record 122 is control,
// and gives the new file and what the import said.
func importControl(t *testing.T, control string) (path, out, notes string) {
	t.Helper()
	dir := t.TempDir()
	report := writeInput(t, dir, "blitz.trf", strings.Join([]string{"012 Club blitz", "092 Swiss",
		"122 " + control, "XXR 1",
		"001    1 m    Aho, Anna                         2100                             0.0    1",
		"001    2 m    Berg, Bert                        2000                             0.0    2", ""}, "\n"))
	path = filepath.Join(dir, "blitz.arbiter")
	code, out, notes := run(t, "import", "trf", path, report)
	if code != 0 {
		t.Fatalf("the import exits %d:\n%s%s", code, out, notes)
	}
	return path, out, notes
}

// bbpPairings' fixture writes its record 122 minutes before moves
// ("90/40+30"): it was imported as 90 moves in 40 minutes, unsaid. The
// import says the control is read as 40 moves in 90 minutes, its games
// standard, in the user's language, and "arbiter event" says it beside
// the game type; a ruling of its games is standard play's.
func TestAReportsControlWrittenMinutesBeforeMovesIsReadAndSaid(t *testing.T) {
	fixture := filepath.Join("..", "tournament", "testdata", "suite", "gnutterts-bbp-8p5r-input.trf")
	for _, lang := range i18n.Complete {
		t.Run(string(lang), func(t *testing.T) {
			t.Setenv("ARBITER_LANG", string(lang))
			cat := i18n.For(lang)
			path := filepath.Join(t.TempDir(), "bbp.arbiter")
			code, out, notes := run(t, "import", "trf", path, fixture)
			said := cat.T("event.trf.control-minutes-first", "control", "90/40+30", "read", "40/90+30'", "moves", 40, "minutes", 90)
			if code != 0 || !strings.Contains(out+notes, said) {
				t.Errorf("the import (exit %d) does not say %q:\n%s%s", code, said, out, notes)
			}
			info := runJSON[struct {
				TimeControl string `json:"time_control"`
				GameType    string `json:"game_type"`
			}](t, "info", path, "--json")
			if info.TimeControl != "90/40+30" || info.GameType != "standard" {
				t.Errorf("info: control %q, game type %q; want 90/40+30 kept as written, standard", info.TimeControl, info.GameType)
			}
			if out := runCLI(t, 0, "event", path); !strings.Contains(out, cat.T("event.gametype.minutes-first", "control", "90/40+30", "minutes", 90,
				"read", words.TimeControl(cat, "90/40+30"))) {
				t.Errorf("event does not say how the control is read:\n%s", out)
			}
			runCLI(t, 0, "pair", path)
			if typ, _, black := eventRuling(t, path); typ != "standard" || black != 120 {
				t.Errorf("ruled as %s, Black +%v s; want standard, +120 s", typ, black)
			}
		})
	}
}
