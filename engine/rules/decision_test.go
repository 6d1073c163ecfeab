package rules

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestDecisionJSON checks the JSON contract and the English rendering of
// the example: a second illegal move when the opponent cannot mate.
func TestDecisionJSON(t *testing.T) {
	d, err := Decide(Event{Ruleset: FIDE2023, Type: Standard}, whiteOnceBare, Incident{Kind: KindIllegalMove, Player: W})
	if err != nil {
		t.Fatal(err)
	}
	en := loadCatalogue(t, "en")
	d.Localize(func(key string, args map[string]any) string {
		text := en[key]
		for k, v := range args {
			text = strings.ReplaceAll(text, "{"+k+"}", toString(v))
		}
		return text
	})
	if !strings.Contains(d.Explanation, "cannot checkmate") || !strings.Contains(d.Explanation, "(FIDE 2023, 7.5.1, 7.5.5)") {
		t.Errorf("explanation = %q", d.Explanation)
	}
	data, err := json.Marshal(d)
	if err != nil {
		t.Fatal(err)
	}
	var got map[string]any
	if err := json.Unmarshal(data, &got); err != nil {
		t.Fatal(err)
	}
	if got["result"] != "1/2-1/2" || got["ruleset"] != "FIDE2023" || got["explanation_key"] != "rules.ruling.illegal-second-draw" {
		t.Errorf("json = %s", data)
	}
	adj, ok := got["time_adjust_seconds"].(map[string]any)
	if !ok || adj["white"] != 0.0 || adj["black"] != 0.0 {
		t.Errorf("time_adjust_seconds = %v", got["time_adjust_seconds"])
	}
	arts, _ := got["articles"].([]any)
	if len(arts) == 0 || arts[len(arts)-1] != "7.5.5" {
		t.Errorf("articles = %v", got["articles"])
	}
	var back Decision
	if err := json.Unmarshal(data, &back); err != nil || back.Result != d.Result || back.CitationText() != d.CitationText() {
		t.Errorf("round trip: %+v, %v", back, err)
	}
}

func toString(v any) string {
	b, _ := json.Marshal(v)
	return strings.Trim(string(b), `"`)
}
