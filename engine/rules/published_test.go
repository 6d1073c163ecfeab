package rules

import (
	"encoding/json"
	"slices"
	"testing"

	"arbiter/engine"
	"arbiter/internal/testdir"
)

// publishedCase is one incident reported in print (testdata/published,
// its README naming where), stated as the facts a ruling reads and the
// ruling the Laws give on them under one ruleset.
type publishedCase struct {
	ID      string    `json:"id"`
	Source  string    `json:"source"`  // a row of the README's table of sources
	Article string    `json:"article"` // the article that decides, in the test's name
	Ruleset RulesetID `json:"ruleset"`
	Event   Event     `json:"event"`
	// FEN is the position on the board, from which the mate analysis is
	// made; Moves, the moves each side completed where no position is
	// stated.
	FEN      string          `json:"fen,omitempty"`
	Moves    *[2]int         `json:"moves,omitempty"`
	Incident json.RawMessage `json:"incident"`
	Want     struct {
		Result       engine.Result `json:"result"`
		Continuation Continuation  `json:"continuation"`
		Adjust       Sides         `json:"adjust"`
		Moves        []string      `json:"moves,omitempty"`
		Articles     []string      `json:"articles"`
		Explanation  string        `json:"explanation"`
	} `json:"want"`
	// Reported is what was ruled at the board, where the report says.
	Reported string `json:"reported,omitempty"`
}

// publishedCases reads the collection; a missing or unreadable file fails.
func publishedCases(t *testing.T) []publishedCase {
	t.Helper()
	data := testdir.Read(t, "testdata/published/cases.json")
	var cases []publishedCase
	if err := json.Unmarshal(data, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) == 0 {
		t.Fatal("no published cases")
	}
	return cases
}

// facts are what the case states of the game: the position and what the
// engine's analysis proves of it, or the moves made.
func (c publishedCase) facts(t *testing.T) Facts {
	t.Helper()
	var f Facts
	if c.FEN != "" {
		p := pos(t, c.FEN)
		f.Position, f.Turn = p, p.Turn()
		f.AnalyseMates(*p, 0)
		n := p.Fullmoves() - 1
		f.Moves = Sides{White: n, Black: n}
		if p.Turn() == engine.Black {
			f.Moves.White++
		}
	}
	if c.Moves != nil {
		f.Moves = Sides{White: c.Moves[0], Black: c.Moves[1]}
	}
	return f
}

// TestPublishedCases rules every incident of the collection as the desk
// and `arbiter ruling` rule it (Decide) and holds the ruling to the one
// the Laws give on the reported facts: the result, how play goes on, the
// time given, the moves left, the articles and the explanation. Where the
// ruling at the board was another, the case says so (Reported); the Laws
// decide here, not the report.
func TestPublishedCases(t *testing.T) {
	catalogue := loadCatalogue(t, "en")
	for _, c := range publishedCases(t) {
		t.Run(c.ID+" "+c.Article, func(t *testing.T) {
			if c.Source == "" || !slices.Contains(c.Want.Articles, c.Article) {
				t.Fatalf("case %s names no source, or an article (%s) it does not expect cited", c.ID, c.Article)
			}
			in, err := ParseIncident(c.Incident)
			if err != nil {
				t.Fatal(err)
			}
			ev := c.Event
			ev.Ruleset = c.Ruleset
			d, err := Decide(ev, c.facts(t), in)
			if err != nil {
				t.Fatal(err)
			}
			w := c.Want
			if d.Result != w.Result || d.Continuation != w.Continuation || d.TimeAdjust != w.Adjust {
				t.Errorf("ruled %s, %s, %+v; the Laws give %s, %s, %+v", d.Result, d.Continuation, d.TimeAdjust, w.Result, w.Continuation, w.Adjust)
			}
			if w.Moves != nil && !slices.Equal(d.Moves, w.Moves) {
				t.Errorf("moves left %v, want %v", d.Moves, w.Moves)
			}
			citesAll(t, "", d, w.Articles)
			if want := "rules.ruling." + w.Explanation; d.ExplanationKey != want {
				t.Errorf("explanation %s, want %s", d.ExplanationKey, want)
			}
			if d.GameType != c.Event.Type {
				t.Errorf("ruled as a %s game, the case's is %s", d.GameType, c.Event.Type)
			}
			checkKeys(t, catalogue, d)
		})
	}
}
