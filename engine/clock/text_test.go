package clock

import (
	"errors"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
)

func TestParseFormat(t *testing.T) {
	tests := []struct {
		in, out string
		periods []Period
	}{
		{"40/120+20/60+30'+30\"", "40/120+20/60+30'+30\"", []Period{
			{Moves: 40, Time: 120 * time.Minute},
			{Moves: 20, Time: 60 * time.Minute},
			{Time: 30 * time.Minute, Increment: 30 * time.Second},
		}},
		{"90+30", "90'+30\"", []Period{{Time: 90 * time.Minute, Increment: 30 * time.Second}}},
		{"3+2", "3'+2\"", []Period{{Time: 3 * time.Minute, Increment: 2 * time.Second}}},
		{" 40/90 + 30\" + 30' + 30\" ", "40/90+30\"+30'+30\"", []Period{
			{Moves: 40, Time: 90 * time.Minute, Increment: 30 * time.Second},
			{Time: 30 * time.Minute, Increment: 30 * time.Second},
		}},
		{"40/120+20/60+30", "40/120+20/60+30'", []Period{
			{Moves: 40, Time: 120 * time.Minute},
			{Moves: 20, Time: 60 * time.Minute},
			{Time: 30 * time.Minute},
		}},
		{"40/150+16/60*", "40/150+16/60*", []Period{
			{Moves: 40, Time: 150 * time.Minute},
			{Moves: 16, Time: 60 * time.Minute, Repeat: true},
		}},
		{"5+d5\"", "5'+d5\"", []Period{{Time: 5 * time.Minute, Delay: 5 * time.Second}}},
		{"1:30+1", "1:30'+1\"", []Period{{Time: 90 * time.Second, Increment: time.Second}}},
		{"10'", "10'", []Period{{Time: 10 * time.Minute}}},
	}
	for _, tt := range tests {
		tc, err := Parse(tt.in)
		if err != nil {
			t.Errorf("Parse(%q): %v", tt.in, err)
			continue
		}
		if len(tc.Periods) != len(tt.periods) {
			t.Errorf("Parse(%q) = %+v, want %+v", tt.in, tc.Periods, tt.periods)
			continue
		}
		for i := range tt.periods {
			if tc.Periods[i] != tt.periods[i] {
				t.Errorf("Parse(%q) period %d = %+v, want %+v", tt.in, i+1, tc.Periods[i], tt.periods[i])
			}
		}
		if got := tc.String(); got != tt.out {
			t.Errorf("Parse(%q).String() = %q, want %q", tt.in, got, tt.out)
		}
		again, err := Parse(tc.String())
		if err != nil || again.String() != tc.String() {
			t.Errorf("round trip of %q: %q, %v", tt.in, again.String(), err)
		}
	}
}

// An arbiter used to Vega or Swiss-Manager, or to the regulations that
// write seconds with two apostrophes where the keyboard has no second
// mark, types the increment's 30 with two apostrophes after it: it is the
// increment, as 30" is, and the control reads as if it had been typed
// with the quotation mark.
func TestTimeControlTypedWithTwoApostrophesForSecondsReadsTheIncrement(t *testing.T) {
	for _, in := range []string{"90'+30''", "15' + 10''", "40/90'+30'+30''", "5'+d5''"} {
		typed, err := Parse(in)
		if err != nil {
			t.Errorf("Parse(%q): %v", in, err)
			continue
		}
		want, err := Parse(strings.ReplaceAll(in, "''", "\""))
		if err != nil {
			t.Fatal(err)
		}
		if typed.String() != want.String() {
			t.Errorf("Parse(%q) = %s, want %s", in, typed, want)
		}
	}
	// Seconds first, with no period before them, are refused as 30" is.
	var m *engine.Message
	if _, err := Parse("30''"); !errors.As(err, &m) || m.Key != "clock.parse.bonus-first" {
		t.Errorf("Parse(30''): %v, want clock.parse.bonus-first", err)
	}
}

func TestParseErrors(t *testing.T) {
	tests := []struct {
		in  string
		key string
		pos int
	}{
		{"", "clock.parse.empty", 0},
		{"90++30", "clock.parse.empty-part", 4},
		{"x", "clock.parse.bad-part", 1},
		{"30\"", "clock.parse.bonus-first", 1},
		{"90+30+10", "clock.parse.after-sudden-death", 7},
		{"90+5\"+d5\"", "clock.parse.bonus-twice", 7},
		{"30'+40/90", "clock.parse.after-sudden-death", 5},
		{"40/x", "clock.parse.bad-number", 1},
		{"4a/90+30", "clock.parse.bad-number", 1},
		{"1:75+1", "clock.parse.bad-number", 1},
		{"40/90+/", "clock.parse.missing-number", 7},
		{"90+d\"", "clock.parse.missing-number", 4},
		{"40/120", "clock.control.no-final-period", 0},
		{"40/120+20/60", "clock.control.no-final-period", 0},
		{"0'", "clock.control.no-time", 0},
		{"99999999999999", "clock.parse.too-large", 1},
	}
	for _, tt := range tests {
		_, err := Parse(tt.in)
		var ce *engine.Message
		if !errors.As(err, &ce) {
			t.Errorf("Parse(%q) error = %v, want key %s", tt.in, err, tt.key)
			continue
		}
		if ce.Key != tt.key {
			t.Errorf("Parse(%q) key = %s (%v), want %s", tt.in, ce.Key, err, tt.key)
		}
		if tt.pos > 0 && ce.Args["pos"] != tt.pos {
			t.Errorf("Parse(%q) pos = %v, want %d", tt.in, ce.Args["pos"], tt.pos)
		}
		if !i18n.For(i18n.English).Has(ce.Key) {
			t.Errorf("Parse(%q): no English text for %s", tt.in, ce.Key)
		}
	}
}

func TestClassTime(t *testing.T) {
	tests := []struct {
		in   string
		want time.Duration
	}{
		{"3+2", 5 * time.Minute},
		{"10", 10 * time.Minute},
		{"10+5", 15 * time.Minute},
		{"50+10", 60 * time.Minute},
		{"5+d5\"", 10 * time.Minute},
		{"40/90+30\"+30'+30\"", 150 * time.Minute},
		{"40/120+20/60+30'", 180 * time.Minute},
	}
	for _, tt := range tests {
		tc, err := Parse(tt.in)
		if err != nil {
			t.Fatal(err)
		}
		if got := tc.ClassTime(); got != tt.want {
			t.Errorf("ClassTime(%s) = %v, want %v", tt.in, got, tt.want)
		}
	}
}

func TestStageAndAllotted(t *testing.T) {
	var empty TimeControl
	if s, c := empty.StageOf(1); s != 0 || c != 0 || empty.ClassTime() != 0 || empty.Allotted(3) != 0 {
		t.Error("an empty control should give nothing")
	}
	tc, _ := Parse("40/150+16/60*")
	tests := []struct {
		move, stage, control int
	}{{1, 0, 40}, {40, 0, 40}, {41, 1, 56}, {56, 1, 56}, {57, 2, 72}, {100, 4, 104}}
	for _, tt := range tests {
		s, c := tc.StageOf(tt.move)
		if s != tt.stage || c != tt.control {
			t.Errorf("StageOf(%d) = %d, %d; want %d, %d", tt.move, s, c, tt.stage, tt.control)
		}
	}
	if got, want := tc.Allotted(40), 210*time.Minute; got != want {
		t.Errorf("Allotted(40) = %v, want %v", got, want)
	}
	inc, _ := Parse("40/90+30\"+30'+30\"")
	if got, want := inc.Allotted(41), 120*time.Minute+41*30*time.Second; got != want {
		t.Errorf("Allotted(41) = %v, want %v", got, want)
	}
}

func TestPresets(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range Presets() {
		if seen[p.Name] {
			t.Errorf("preset %s listed twice", p.Name)
		}
		seen[p.Name] = true
	}
	for _, name := range []string{"ussr1953-40/150", "ussr1953-36/120", "ussr1953-40/120", "ussr1953-45/150", "90+30", "15+10", "3+2"} {
		if !seen[name] {
			t.Errorf("preset %s missing", name)
		}
	}
}

// FuzzParse: any text either fails with a keyed error or parses to a
// control whose compact form parses back to the same form.
func FuzzParse(f *testing.F) {
	for _, s := range []string{"40/120+20/60+30'+30\"", "3+2", "5+d5\"", "40/150+16/60*", "1:30+1", "90++30", "x"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		tc, err := Parse(s)
		if err != nil {
			var ce *engine.Message
			if !errors.As(err, &ce) {
				t.Fatalf("Parse(%q): unkeyed error %v", s, err)
			}
			return
		}
		again, err := Parse(tc.String())
		if err != nil || again.String() != tc.String() {
			t.Fatalf("Parse(%q) = %q, which reparses as %q, %v", s, tc.String(), again.String(), err)
		}
	})
}

// A report's time control in words, as chess-results' and Swiss-Manager's
// TRF record 122 gives it ("3 min + 2 sec"), reads as its compact form: a
// blitz event imported from such a report was ruled as standard play, its
// control said not to read.
func TestTimeControlInWordsReadsAsItsCompactForm(t *testing.T) {
	tests := []struct{ in, want string }{
		{"3 min + 2 sec", "3'+2\""},
		{"3 min/game + 2 sec/move", "3'+2\""},
		{"90 minutes + 30 seconds", "90'+30\""},
		{"90 min + 30 sec increment", "90'+30\""},
		{"15 min + 10 sec per move", "15'+10\""},
		{"5 min + 3 s", "5'+3\""},
		{"3 min + 2 sek", "3'+2\""},
		{"3min+2sec", "3'+2\""},
		{"1 h 30 min + 30 sec from move 1", "90'+30\""},
		{"1,5 min + 1 sec", "1:30'+1\""},
		// A game type's word before or after the control, as record 122
		// names a blitz or rapid event's ("Blitz 3+2").
		{"Blitz 3+2", "3'+2\""},
		{"3+2 Blitz", "3'+2\""},
		{"Blitz: 3 min + 2 sec", "3'+2\""},
		{"BLITZ - 5+3", "5'+3\""},
		{"Rapid 15+10", "15'+10\""},
		{"Rapidplay 25+10", "25'+10\""},
		{"Rapid play 25 min + 10 sec", "25'+10\""},
		{"15+10 (rapid)", "15'+10\""},
		{"Standard 90+30", "90'+30\""},
		{"Classical 40/90+30'+30\"", "40/90+30'+30\""},
		{"Pikashakki 3+2", "3'+2\""},
		{"Nopea shakki 15 min + 10 s", "15'+10\""},
		{"Välkmale 3+2", "3'+2\""},
		{"kiirmale – 10+5", "10'+5\""},
		{"Klassikaline male 90+30", "90'+30\""},
		{"Blitz 90+30", "90'+30\""}, // the minutes are read; TypeNamed tells the word
		// A period of moves with units, either way round.
		{"90min/40moves+30min+30sec", "40/90+30'+30\""},
		{"90 min/40 moves + 30 min + 30 sec", "40/90+30'+30\""},
		{"40 moves/2 h + 30 min + 30 sec", "40/120+30'+30\""},
		{"40 siirtoa/90 min + 30 min + 30 s", "40/90+30'+30\""},
	}
	for _, tt := range tests {
		readsAs(t, tt.in, tt.want)
	}
	// Words that say no time are refused as before, where they are.
	var m *engine.Message
	for in, key := range map[string]string{"3 banana + 2 sec": "clock.parse.bad-number", "2 sec": "clock.parse.bonus-first",
		"3 min + 2 sec + 5 sec": "clock.parse.bonus-twice", "3 min + 2,5 sec": "clock.parse.bad-part",
		"Blitz": "clock.parse.bad-part", "Blitzkrieg 3+2": "clock.parse.bad-part", "3+2 blitz 5": "clock.parse.bad-number",
		"3 min/40 moves + 2 sec": "clock.control.no-final-period"} {
		if _, err := Parse(in); !errors.As(err, &m) || m.Key != key {
			t.Errorf("Parse(%q): %v, want %s", in, err, key)
		}
	}
}

// The game type a control's text names in words is told beside the
// control, so that a reader can say where it disagrees with the minutes
// ("Blitz 90+30"); a word that is no type's, or part of another, names none.
func TestTypeNamed(t *testing.T) {
	for in, want := range map[string]string{"Blitz 3+2": "blitz", "3+2 blitz": "blitz", "Rapidplay 25+10": "rapid",
		"Blitz 90+30": "blitz", "Classical 90+30": "standard", "Pikashakki 3+2": "blitz", "Nopea shakki 15+10": "rapid",
		"välkmale 3+2": "blitz", "Kiirmale 15+10": "rapid", "Klassikaline 90+30": "standard",
		"3+2": "", "Blitz": "", "Blitzkrieg 3+2": "", "3 min + 2 sec": ""} {
		if got := TypeNamed(in); got != want {
			t.Errorf("TypeNamed(%q) = %q, want %q", in, got, want)
		}
	}
}

// A control written minutes before moves ("90/40+30", as a pairing
// program's report writes record 122) was read as 90 moves in 40 minutes,
// unsaid. A period whose moves no control has (more than 60) and whose
// minutes are a move count is read in FIDE's order, 40 moves in 90
// minutes, and MinutesFirst tells it; every other reading is as before.
func TestMinutesBeforeMovesReadInFIDEOrder(t *testing.T) {
	for _, tt := range []struct {
		in, want     string
		minutesFirst bool
	}{
		{"40/90+30", "40/90+30'", false},
		{"90/40+30", "40/90+30'", true},
		{"90/40+30'+30\"", "40/90+30'+30\"", true},
		{"90+30", "90'+30\"", false},
		{"40/120+30/60+30", "40/120+30/60+30'", false},
		{"120/40+60/30+30", "40/120+30/60+30'", true},
		// A period that reads either way follows the one whose numbers
		// tell: 20 moves in 50 minutes, as the first is 40 in 100.
		{"100/40+50/20+15+30\"", "40/100+20/50+15'+30\"", true},
		{"40/100+20/50+15+30\"", "40/100+20/50+15'+30\"", false},
		{"150/40+60/16*", "40/150+16/60*", true},
		// Assumed as written, in FIDE's order, where nothing tells: 40
		// moves in 40 minutes either way, 30 moves in 60 minutes, 60 in 30.
		{"40/40+20", "40/40+20'", false},
		{"30/60+30", "30/60+30'", false},
		{"60/30+30", "60/30+30'", false},
		// Both numbers above any period's moves: neither is a move count.
		{"90/120+30", "90/120+30'", false},
		// The time marked as time is written as time, whatever its size.
		{"90/40'+30", "90/40+30'", false},
		{"90 min/40 moves + 30 min + 30 sec", "40/90+30'+30\"", false},
		{"Standard 90/40+30", "40/90+30'", true},
	} {
		readsAs(t, tt.in, tt.want)
		read, got := MinutesFirst(tt.in)
		if got != tt.minutesFirst || got && read.String() != tt.want {
			t.Errorf("MinutesFirst(%q) = %s, %v; want %v", tt.in, read, got, tt.minutesFirst)
		}
	}
	// Written in both orders, it cannot be told which is meant: refused,
	// where the minutes first are, naming the period written the other way.
	var m *engine.Message
	if _, err := Parse("40/90+90/40+30"); !errors.As(err, &m) || m.Key != "clock.parse.mixed-order" || m.Args["pos"] != 7 || m.Args["other"] != "40/90" {
		t.Errorf("Parse(40/90+90/40+30): %v, want clock.parse.mixed-order at 7 naming 40/90", err)
	}
	for _, in := range []string{"40/90+90/40+30", "x"} {
		if _, ok := MinutesFirst(in); ok {
			t.Errorf("MinutesFirst(%q) tells a period of a control that does not read", in)
		}
	}
}

// readsAs checks that Parse reads in and writes it back as want.
func readsAs(t *testing.T, in, want string) {
	t.Helper()
	tc, err := Parse(in)
	if err != nil {
		t.Errorf("Parse(%q): %v", in, err)
	} else if got := tc.String(); got != want {
		t.Errorf("Parse(%q) = %s, want %s", in, got, want)
	}
}

// A rapid event's control written as a Finnish or Estonian arbiter writes
// it, the increment "per move" in his own words ("10 s/siirto", "10
// sek/käik"), or as the sheets write it in each language, reads as the
// compact form: by A.1 its games are rapid, but the control did not read,
// so the new event was refused it and a report's import ruled its games
// as standard play.
func TestTimeControlInFinnishAndEstonianWordsReads_A1(t *testing.T) {
	for in, want := range map[string]string{
		"15 min + 10 s/siirto":          "15'+10\"",
		"15 min/peli + 10 s/siirto":     "15'+10\"",
		"15 min + 10 s lisäaika":        "15'+10\"",
		"15 min + 10 s lisäaika/siirto": "15'+10\"",
		// As the sheets and the venue's pages write it (words.TimeControl).
		"15 min koko peliin +10 s/siirto":        "15'+10\"",
		"15 min kogu partiile +10 s käigu kohta": "15'+10\"",
		"15 min for the game +10 s a move":       "15'+10\"",
		"3 min + 2 sek/käik":                     "3'+2\"",
		"15 min/partii + 10 sek/käik":            "15'+10\"",
		"15 min + 10 sek käigu kohta":            "15'+10\"",
		"15 min + 10 sek lisaaeg":                "15'+10\"",
		"90 min + 30 s/siirto":                   "90'+30\"",
		"3 min partii kohta + 2 sek/käik":        "3'+2\"",
	} {
		readsAs(t, in, want)
	}
}
