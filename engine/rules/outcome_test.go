package rules

import (
	"reflect"
	"strings"
	"testing"

	"arbiter/engine"
)

// Each ruleset's laws, as the engine applies them.
func TestLaws(t *testing.T) {
	fide14 := engine.Laws{Equality: engine.SameFIDE, Fivefold: engine.FivefoldConsecutive, SeventyFive: true}
	fide := engine.Laws{Equality: engine.SameFIDE, Fivefold: engine.FivefoldAny, SeventyFive: true}
	want := map[RulesetID]engine.Laws{
		FIDE2014:    fide14,
		FIDE2018:    fide,
		FIBlitz2018: fide,
		FIDE2023:    fide,
		USSR1953:    {Equality: engine.SamePlacement, Fivefold: engine.FivefoldNone, MaterialList: true, LongWin: true},
	}
	for _, id := range IDs() {
		r, _ := Get(id)
		if got := r.Laws(); got != want[id] {
			t.Errorf("%s: laws %+v, want %+v", id, got, want[id])
		}
	}
}

// The article of each outcome the engine finds by itself, from the rule
// books: the 1953 code draws K+minor v K by §18a and same-coloured bishops
// by §18b.
func TestOutcomeArticle(t *testing.T) {
	tests := []struct {
		name, fen, moves string
		rs               RulesetID
		want             engine.Outcome
		article          string
	}{
		{"stalemate", "8/8/8/8/3b4/5k1p/2p4P/7K b - - 0 1", "c1=N", FIDE2023, engine.OutcomeStalemate, "5.2.1"},
		{"mate", "8/8/8/8/3b4/5k1p/2p4P/7K b - - 0 1", "c1=Q#", FIDE2023, engine.OutcomeCheckmate, "5.1.1"},
		{"mate 1953", "8/8/8/8/3b4/5k1p/2p4P/7K b - - 0 1", "c1=Q#", USSR1953, engine.OutcomeCheckmate, "§17a"},
		{"seventy-five", "8/8/8/4k3/8/8/4K3/R7 w - - 149 80", "Ra2", FIDE2023, engine.OutcomeSeventyFive, "9.6.2"},
		{"fivefold 2014", "", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", FIDE2014, engine.OutcomeFivefold, "9.6.a"},
		{"fivefold 2023", "", "Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8 Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8", FIDE2023, engine.OutcomeFivefold, "9.6.1"},
		{"not consecutive 2014", "", "Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8 Nf3 Nf6 Ng1 Ng8 Nc3 Nc6 Nb1 Nb8", FIDE2014, engine.OutcomeNone, ""},
		{"no fivefold 1953", "", "Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8 Nf3 Nf6 Ng1 Ng8", USSR1953, engine.OutcomeNone, ""},
		{"dead 2014", "8/8/4kb2/8/4K3/8/3B4/8 w - - 0 1", "Kf4", FIDE2014, engine.OutcomeDead, "5.2.b"},
		{"same bishops 1953", "8/8/4kb2/8/4K3/8/3B4/8 w - - 0 1", "Kf4", USSR1953, engine.OutcomeInsufficient, "§18b"},
		{"knight 1953", "8/8/4k3/8/3nK3/8/8/8 w - - 0 1", "Kd3", USSR1953, engine.OutcomeInsufficient, "§18a"},
		{"dead 2023", "8/8/4k3/8/3nK3/8/8/8 w - - 0 1", "Kxd4", FIDE2023, engine.OutcomeDead, "5.2.2"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r, _ := Get(tt.rs)
			g := playGame(t, tt.fen, strings.Fields(tt.moves)...)
			o := g.Outcome(r.Laws(), 0)
			p := g.Position()
			if got := r.OutcomeArticle(o.Outcome, &p); o.Outcome != tt.want || got != tt.article {
				t.Errorf("%v %q, want %v %q", o.Outcome, got, tt.want, tt.article)
			}
		})
	}
}

// A claim checked on the record is decided citing its article and the
// specific one, then the correct or the incorrect claim's; the 1953 code
// has one article a claim. The check itself names no article: the
// decision's are the only ones.
func TestCheckClaimArticles(t *testing.T) {
	g := playGame(t, "", "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1")
	fifty := playGame(t, "8/8/8/4k3/8/8/4K3/R7 w - - 99 80")
	tests := []struct {
		rs       RulesetID
		kind     IncidentKind
		g        *engine.Game
		intended string
		long     bool
		valid    bool
		articles []string
	}{
		{FIDE2023, KindClaimThreefold, g, "Ng8", false, true, []string{"9.2.1", "9.2.1.1", "9.5.2"}},
		{FIDE2023, KindClaimThreefold, g, "", false, false, []string{"9.2.1", "9.2.1.2", "9.5.3"}},
		{FIDE2014, KindClaimThreefold, g, "Ng8", false, true, []string{"9.2", "9.2.a", "9.5.a"}},
		{FIDE2023, KindClaimThreefold, g, "Nh5", false, false, []string{"9.2.1", "9.2.1.1", "9.5.3"}},
		{USSR1953, KindClaimThreefold, g, "Ng8", false, true, []string{"§18g"}},
		{FIDE2023, KindClaimFifty, fifty, "", false, false, []string{"9.3", "9.3.2", "9.5.3"}},
		{FIDE2023, KindClaimFifty, fifty, "Ra2", false, true, []string{"9.3", "9.3.1", "9.5.2"}},
		{FIDE2014, KindClaimFifty, fifty, "Ra2", false, true, []string{"9.3", "9.3.a", "9.5.a"}},
		{USSR1953, KindClaimFifty, fifty, "Ra2", false, true, []string{"§18f"}},
		{USSR1953, KindClaimFifty, fifty, "Ra2", true, false, []string{"§18f"}},
	}
	for _, tt := range tests {
		p := tt.g.Position()
		var in Incident = ClaimThreefold{Player: p.Turn()}
		if tt.kind == KindClaimFifty {
			in = ClaimFifty{Player: p.Turn(), LongWin: tt.long}
		}
		intended := engine.NoMove
		if tt.intended != "" {
			m, err := p.ParseLenient(tt.intended)
			if err != nil {
				t.Fatal(err)
			}
			intended = m
		}
		r, err := CheckClaim(tt.rs, tt.g, &in, intended)
		if err != nil {
			t.Fatal(err)
		}
		f := factsFrom(t, tt.rs, tt.g, 1)
		d := decide(t, tt.rs, std, f, in)
		var correct, written bool
		switch c := in.(type) {
		case ClaimThreefold:
			correct, written = c.Correct, c.Intended
		case ClaimFifty:
			correct, written = c.Correct, c.Intended
		}
		if r.Valid != tt.valid || correct != tt.valid || written != (tt.intended != "") ||
			r.Ruleset != tt.rs || !reflect.DeepEqual(d.Articles, tt.articles) {
			t.Errorf("%s %s %q: %+v, incident %+v, articles %v; want valid %v, %v", tt.rs, tt.kind, tt.intended, r, in, d.Articles, tt.valid, tt.articles)
		}
	}
	var claim Incident = ClaimThreefold{}
	if _, err := CheckClaim("FIDE1900", g, &claim, engine.NoMove); err == nil {
		t.Error("unknown ruleset accepted")
	}
	var offer Incident = DrawOffer{}
	if _, err := CheckClaim(FIDE2023, g, &offer, engine.NoMove); err == nil {
		t.Error("a draw offer checked as a claim")
	}
}
