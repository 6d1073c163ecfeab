package rules

import (
	"encoding/json"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
)

// TestDecisionJSON checks the JSON contract and the English rendering of
// the example: a second illegal move when the opponent cannot mate.
func TestDecisionJSON(t *testing.T) {
	d := decide(t, FIDE2023, std, whiteOnceBare, IllegalMove{Player: W})
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

// TestEnvelope1953 is the worked example of §21: control 40 moves in two
// hours, session four hours; White used 1:35, Black 1:20; Black seals and
// must write 2:25 on the envelope, leaving him 35 minutes.
func TestEnvelope1953(t *testing.T) {
	in := Adjourn{Player: B, Session: 4 * time.Hour, Control: ControlReached,
		Used: [2]*time.Duration{new(95 * time.Minute), new(80 * time.Minute)}}
	d := decide(t, USSR1953, Event{}, midgame, in)
	e := d.Envelope
	if e == nil || e.UsedText(B, keyOnly) != "2:25:00" || e.UsedText(W, keyOnly) != "1:35:00" || len(e.Fields) != 5 {
		t.Fatalf("envelope = %+v", e)
	}
	// With the next hour's control, three hours in all: 35 minutes remain.
	if left := 3*time.Hour - time.Duration(*e.UsedBlackSeconds)*time.Second; left != 35*time.Minute {
		t.Errorf("Black keeps %v for the next control, want 35m", left)
	}
	fide, _ := Decide(Event{Ruleset: FIDE2023}, midgame, in)
	if fide.Envelope == nil || len(fide.Envelope.Fields) != 7 || *fide.Envelope.UsedBlackSeconds != *e.UsedBlackSeconds {
		t.Fatalf("FIDE envelope = %+v", fide.Envelope)
	}
}

// keyOnly is a catalogue that writes each text as its key.
func keyOnly(key string, _ map[string]any) string { return key }

// TestEnvelopeTimesUnknown: a game played on paper is adjourned with
// neither time used known. The envelope says so (its times left to be
// written by hand), not 0:00; with the session's length stated and its
// time left not, the rest of the session is charged to nobody and the
// ruling says why.
func TestEnvelopeTimesUnknown(t *testing.T) {
	for _, in := range []Adjourn{
		{Player: W},
		{Player: B, Session: 4 * time.Hour, Control: ControlReached},
		{Player: B, Session: 4 * time.Hour, Control: ControlReached, Used: [2]*time.Duration{new(95 * time.Minute)}},
	} {
		d := decide(t, USSR1953, Event{}, midgame, in)
		e := d.Envelope
		if e == nil || e.UsedText(B, keyOnly) != "rules.envelope.time-unknown" {
			t.Fatalf("%+v: envelope %+v, want Black's time unknown", in, e)
		}
		if want := map[bool]string{true: "1:35:00", false: "rules.envelope.time-unknown"}[in.Used[W] != nil]; e.UsedText(W, keyOnly) != want {
			t.Errorf("%+v: White's time %q, want %q", in, e.UsedText(W, keyOnly), want)
		}
		if d.TimeAdjust != (Sides{}) {
			t.Errorf("%+v: time adjusted %+v with the session's time left unknown", in, d.TimeAdjust)
		}
		if said := d.ExplanationKey == "rules.ruling.adjourn-session-left-unknown"; said != (in.Session > 0) {
			t.Errorf("%+v: explained by %s", in, d.ExplanationKey)
		}
	}
}

// TestEnvelopeTimesAsTheClockWritesThem: the envelope's seconds are the
// times used rounded as every envelope writes them (engine.ClockShort):
// the desk's verdict said 0:57 where the envelope it printed said 0:58,
// the seconds cut where the sheet rounds.
func TestEnvelopeTimesAsTheClockWritesThem(t *testing.T) {
	used := [2]time.Duration{57*time.Second + 600*time.Millisecond, 2*time.Second + 400*time.Millisecond}
	d := decide(t, USSR1953, Event{}, midgame, Adjourn{Player: W, Used: [2]*time.Duration{&used[W], &used[B]}, Control: ControlReached})
	for _, side := range []engine.Color{W, B} {
		if got, want := d.Envelope.UsedText(side, keyOnly), engine.FormatClock(used[side], engine.ClockShort); got != want {
			t.Errorf("%v: envelope %s, the sheet %s", side, got, want)
		}
	}
}
