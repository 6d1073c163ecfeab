package rules

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"arbiter/engine"
)

// Records that go on after the rules ended them, and the move that ended
// them (FIDE 9.6.1, 9.6.2, 5.2.2; USSR 1953 §18a).
const (
	shuffle        = "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8"
	fivefoldMate   = shuffle + " f3 e5 g4 Qh4#"
	seventyFiveFEN = "7k/8/8/6K1/8/8/8/R7 w - - 149 100"
	seventyFiveTo  = "Kg6 Kg8 Ra8#"
	bishopFEN      = "8/8/4k3/8/3nK3/8/8/5B2 w - - 0 1"
	bishopOn       = "Kxd4 Kd7 Bb5+ Kd6"
)

// endedCase is a record ruled on as a position and as a claim after it,
// and what it ended by.
type endedCase struct {
	name     string
	rs       RulesetID
	fen      string
	moves    string
	move     string // the move that ended it; "" when the record ran to its end
	article  string
	result   engine.Result
	after    int
	position string // the position ruling's explanation key
}

func TestRecordEndedByRule(t *testing.T) {
	cases := []endedCase{
		{"FIDE2023_9_6_1_FivefoldThenMate", FIDE2023, "", fivefoldMate, "8...Ng8", "9.6.1", Draw, 4, "position-fivefold"},
		{"FIDE2018_9_6_1_FivefoldThenMate", FIDE2018, "", fivefoldMate, "8...Ng8", "9.6.1", Draw, 4, "position-fivefold"},
		{"FIDE2014_9_6_a_FivefoldThenMate", FIDE2014, "", fivefoldMate, "8...Ng8", "9.6.a", Draw, 4, "position-fivefold"},
		{"USSR1953_NoFivefold_TheMateStands", USSR1953, "", fivefoldMate, "", "", engine.BlackWins, 0, "position-ended"},
		{"FIDE2023_9_6_2_SeventyFiveThenMate", FIDE2023, seventyFiveFEN, seventyFiveTo, "100.Kg6", "9.6.2", Draw, 2, "position-seventy-five"},
		{"FIDE2014_9_6_b_SeventyFiveThenMate", FIDE2014, seventyFiveFEN, seventyFiveTo, "100.Kg6", "9.6.b", Draw, 2, "position-seventy-five"},
		{"USSR1953_No75MoveRule_TheMateStands", USSR1953, seventyFiveFEN, seventyFiveTo, "", "", engine.WhiteWins, 0, "position-ended"},
		{"FIDE2023_5_2_2_DeadThenMoves", FIDE2023, bishopFEN, bishopOn, "1.Kxd4", "5.2.2", Draw, 3, "position-ended"},
		{"USSR1953_18a_MaterialThenMoves", USSR1953, bishopFEN, bishopOn, "1.Kxd4", "§18a", Draw, 3, "position-ended"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			g := playGame(t, c.fen, strings.Fields(c.moves)...)
			f := factsFrom(t, c.rs, g, 0)
			if c.move == "" {
				if f.Ended != nil {
					t.Fatalf("ended at %+v; the record ran to its end", *f.Ended)
				}
			} else if f.Ended == nil || f.Ended.Move != c.move || f.Ended.After != c.after || !strings.HasSuffix(f.Ended.Article, " "+c.article) {
				t.Fatalf("Ended = %+v; want at %s (%s), %d half-moves after", f.Ended, c.move, c.article, c.after)
			}
			// The position, a claim and a flag fall after the end are all
			// answered by the end; a breach of conduct is still ruled on.
			for _, in := range []Incident{BoardPosition{}, ClaimThreefold{Player: f.Turn, Correct: true}, FlagFall{Player: f.Turn}} {
				d := decide(t, c.rs, Event{}, f, in)
				if d.Result != c.result || (c.move != "" && !hasNote(d, "ended-by-rule")) {
					t.Errorf("%s: %s, notes %v; want %s and the end named", in.Kind(), d.Result, d.Notes, c.result)
				}
				if in.Kind() == KindPosition && d.ExplanationKey != "rules.ruling."+c.position {
					t.Errorf("position: %s, want %s", d.ExplanationKey, c.position)
				}
			}
			if c.move != "" {
				d := decide(t, c.rs, Event{}, f, Conduct{Player: f.Turn})
				if d.Incident != KindConduct || !hasNote(d, "ended-by-rule") {
					t.Errorf("conduct after the end: %+v", d)
				}
			}
		})
	}
}

// TestRecordEndText: the note names the move, the rule and the moves
// after it in every language.
func TestRecordEndText(t *testing.T) {
	g := playGame(t, "", strings.Fields(fivefoldMate)...)
	end, err := EndOfRecord(FIDE2023, g, 0)
	if err != nil || end == nil {
		t.Fatal(end, err)
	}
	for _, lang := range []string{"en", "fi", "et"} {
		cat := loadCatalogue(t, lang)
		text := end.Text(func(key string, args map[string]any) string {
			s := cat[key]
			for k, v := range args {
				s = strings.ReplaceAll(s, "{"+k+"}", toString(v))
			}
			return s
		})
		if !strings.Contains(text, "8...Ng8") || !strings.Contains(text, "9.6.1") || !strings.Contains(text, cat[topicKey(topicFivefold)]) {
			t.Errorf("%s: %q", lang, text)
		}
	}
}

// TestRecordEndCitedInJSONAsBefore: the note of a record ended by rule
// carries its citation for the reader's words, and JSON (a ruling's
// --json, the rulings log) writes it in English as it did: "USSR 1953,
// §18a".
func TestRecordEndCitedInJSONAsBefore(t *testing.T) {
	g := playGame(t, bishopFEN, strings.Fields(bishopOn)...)
	f := factsFrom(t, USSR1953, g, 0)
	d, err := Decide(Event{Ruleset: USSR1953}, f, BoardPosition{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(d)
	if err != nil || !strings.Contains(string(data), `"article":"USSR 1953, §18a"`) {
		t.Errorf("JSON %s (%v), want the article cited as a text", data, err)
	}
}

// TestNoteCitesInTheReadersWordsReadBackFromJSON: a decision read back
// from its JSON (the rulings log's proposal, which the report prints)
// writes its notes as the decision first wrote them, the citation in the
// reader's words: JSON carries it as English text, and the Finnish report
// read "USSR 1953, §18a" in its Finnish sentence.
func TestNoteCitesInTheReadersWordsReadBackFromJSON(t *testing.T) {
	g := playGame(t, bishopFEN, strings.Fields(bishopOn)...)
	d, err := Decide(Event{Ruleset: USSR1953}, factsFrom(t, USSR1953, g, 0), BoardPosition{})
	if err != nil {
		t.Fatal(err)
	}
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	var back Decision
	if err := json.Unmarshal(data, &back); err != nil {
		t.Fatal(err)
	}
	words := func(key string, args map[string]any) string { return key + fmt.Sprint(args) }
	d.Localize(words)
	back.Localize(words)
	if len(d.NoteTexts) == 0 || !slices.Equal(back.NoteTexts, d.NoteTexts) {
		t.Errorf("read back, the notes say %q; as decided %q", back.NoteTexts, d.NoteTexts)
	}
}

// TestRecordEndCitesAsARuling_5_2_2: a record that ended by rule before
// its last move (here a dead position, 5.2.2 "Peli on tasapeli, jos on
// päädytty sellaiseen asemaan, ettei kummankaan pelaajan ole mahdollista
// saattaa vastustajan kuningasta mattiin laillisilla siirroilla") names
// its article as a ruling's citation does,
// "FIDE 2023, 5.2.2", not "FIDE 2023 5.2.2".
func TestRecordEndCitesAsARuling_5_2_2(t *testing.T) {
	var g *engine.Game
	for pg, err := range engine.ReadPGN(strings.NewReader("[SetUp \"1\"]\n[FEN \"8/8/4k3/8/8/2K5/5N2/8 b - - 0 60\"]\n\n60... Kd6 *\n")) {
		if err != nil {
			t.Fatal(err)
		}
		if g, err = engine.GameFromPGN(&pg); err != nil {
			t.Fatal(err)
		}
	}
	for id, want := range map[RulesetID]string{FIDE2023: "FIDE 2023, 5.2.2", FIDE2014: "FIDE 2014, 5.2.b"} {
		e, err := EndOfRecord(id, g, 0)
		if err != nil || e == nil {
			t.Fatalf("%s: %v, %v", id, e, err)
		}
		if e.Article != want {
			t.Errorf("%s: %q, want %q", id, e.Article, want)
		}
	}
}
