package rules

import (
	"encoding/json"
	"errors"
	"reflect"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
)

// TestIncident_JSON: every kind's incident is written with its kind and
// read back the same; the JSON of the one incident type that came before
// the types (a kind beside every detail) still reads; a detail the kind
// does not read, an unknown kind and a missing kind are refused.
func TestIncident_JSON(t *testing.T) {
	released := engine.Square(22)
	for _, in := range []Incident{
		IllegalMove{Player: B, Illegal: IllegalCastling, OpponentMoved: true},
		BothFlags{OrderKnown: true, FirstFlag: B},
		Agreement{},
		Lateness{Player: B, Late: 40 * time.Minute, ArbiterExcuses: true},
		ClockCorrection{Correction: [2]time.Duration{-5 * time.Minute, 0}, After: [2]time.Duration{20 * time.Minute, 0}},
		TouchMove{Player: W, Touch: &Touch{Squares: []engine.Square{6}, ReleasedOn: &released}, Claimed: true},
		Refusal{Player: W, BothPlayers: true},
	} {
		data, err := marshalIncident(in)
		if err != nil {
			t.Fatal(err)
		}
		back, err := ParseIncident(data)
		if err != nil || !reflect.DeepEqual(back, in) {
			t.Errorf("%s: %s read back as %+v, %v", in.Kind(), data, back, err)
		}
	}
	for _, k := range Kinds() {
		in, _ := New(k, B)
		data, _ := marshalIncident(in)
		if back, err := ParseIncident(data); err != nil || back != in && k != KindTouchMove {
			t.Errorf("%s: %s read back as %+v, %v", k, data, back, err)
		}
	}
	// As the incidents were written before each kind had its type.
	old := `{"kind":"flag-fall","player":1,"claimed":true}`
	if in, err := ParseIncident([]byte(old)); err != nil || in != (FlagFall{Player: B, Claimed: true}) {
		t.Errorf("%s read as %+v, %v", old, in, err)
	}
	for _, bad := range []string{
		`{"kind":"flag-fall","player":1,"final_period":true}`,
		`{"kind":"agreement","player":0}`,
	} {
		var ke *engine.Message
		if _, err := ParseIncident([]byte(bad)); !errors.As(err, &ke) || ke.Key != "rules.error.unread-detail" {
			t.Errorf("%s: %v, want the detail refused as not read", bad, err)
		}
	}
	for bad, key := range map[string]string{
		`{"kind":"illegal-move","player":0,"illegal":"teleport"}`: "rules.error.unknown-value",
		`{"kind":"quickplay-claim","player":0,"finding":"maybe"}`: "rules.error.unknown-value",
		`{"kind":"adjourn","player":1,"control":"perhaps"}`:       "rules.error.unknown-value",
		`{"kind":"sealed-move","player":1,"sealed":"smudged"}`:    "rules.error.unknown-value",
		`{"kind":"flag-fall","player":"black"}`:                   "rules.error.incident-json",
		`{"kind":"flag-fall",`:                                    "rules.error.incident-json",
	} {
		var ke *engine.Message
		if in, err := ParseIncident([]byte(bad)); !errors.As(err, &ke) || ke.Key != key {
			t.Errorf("%s: %+v, %v, want %s", bad, in, err, key)
		}
	}
	if in, err := ParseIncident([]byte(`{"kind":"illegal-move","player":0,"illegal":"castling"}`)); err != nil || in != (IllegalMove{Illegal: IllegalCastling}) {
		t.Errorf("a known illegal kind: %+v, %v", in, err)
	}
	for _, bad := range []string{`{"kind":"teleport"}`, `{"player":1}`, `[1]`} {
		if in, err := ParseIncident([]byte(bad)); err == nil {
			t.Errorf("%s read as %+v", bad, in)
		}
	}
}

// TestUnknownValueNamesTheKnownOnes: an incident file with a value the
// rules do not know is refused with the values they do know, the default
// (an ordinary illegal move, written as nothing) not among them.
func TestUnknownValueNamesTheKnownOnes(t *testing.T) {
	var ke *engine.Message
	_, err := ParseIncident([]byte(`{"kind":"illegal-move","player":0,"illegal":"teleport"}`))
	if !errors.As(err, &ke) {
		t.Fatalf("%v, want a message", err)
	}
	if got, want := ke.Error(), "no-promotion, clock-without-move, two-hands, king-capture, castling"; !strings.Contains(got, want) {
		t.Errorf("%q, want the known values %q", got, want)
	}
}

// marshalIncident writes the incident as ParseIncident reads it: its
// kind under "kind", beside its details.
func marshalIncident(in Incident) ([]byte, error) {
	details, err := json.Marshal(in)
	if err != nil {
		return nil, err
	}
	kind, _ := json.Marshal(in.Kind())
	out := append([]byte(`{"kind":`), kind...)
	if len(details) > 2 {
		out = append(out, ',')
	}
	return append(out, details[1:]...), nil
}

// FuzzParseIncident: the incident JSON "arbiter ruling --from" reads, its
// kind beside its details: no bytes make it panic, a refusal is a message
// in the user's words, and an incident read is of a kind the rulings know.
func FuzzParseIncident(f *testing.F) {
	f.Add([]byte(`{"kind": "touch-move", "player": 0, "touch": {}}`))
	f.Add([]byte(`{"kind": "illegal-move", "player": 1}`))
	f.Add([]byte(`{"kind": "flag-fall", "player": 0, "unknown": 1}`))
	f.Add([]byte(`{"kind": 7}`))
	f.Add([]byte(`[]`))
	f.Fuzz(func(t *testing.T, data []byte) {
		in, err := ParseIncident(data)
		if err != nil {
			var m *engine.Message
			if !errors.As(err, &m) {
				t.Fatalf("%q: a refusal not in the user's words: %v", data, err)
			}
			return
		}
		if _, err := ParseIncidentKind(string(in.Kind())); err != nil {
			t.Fatalf("%q: read as an incident of kind %q: %v", data, in.Kind(), err)
		}
	})
}
