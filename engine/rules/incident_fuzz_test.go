package rules

import (
	"errors"
	"testing"

	"arbiter/engine"
)

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
