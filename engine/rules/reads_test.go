package rules

import (
	"reflect"
	"slices"
	"strings"
	"testing"
	"time"

	"arbiter/engine"
)

// TestIncidentKind_ReadsNothingElse: for every kind, a field its Reads
// does not name changes no decision, under every ruleset and game type,
// supervised or not, on several records; so Decide may refuse such a field
// as not read, which it does, instead of ignoring it. Every kind has a
// list.
func TestIncidentKind_ReadsNothingElse(t *testing.T) {
	pos, err := engine.FromFEN(touchFEN)
	if err != nil {
		t.Fatal(err)
	}
	records := []Facts{midgame, whiteOnce, blackBare, {}, {Moves: Sides{White: 12, Black: 12}, Position: &pos}}
	typ := reflect.TypeOf(Incident{})
	for _, k := range Kinds() {
		if _, ok := reads[k]; !ok {
			t.Errorf("%s has no list of what it reads", k)
			continue
		}
		for i := range typ.NumField() {
			f := typ.Field(i)
			name := strings.Split(f.Tag.Get("json"), ",")[0]
			if name == "kind" || name == "player" || slices.Contains(k.Reads(), name) {
				continue
			}
			for _, id := range IDs() {
				r, _ := Get(id)
				for _, gt := range r.Types {
					for _, sup := range []bool{false, true} {
						ev := Event{Ruleset: id, Type: gt, Supervised: sup, QuickplayFinish: true}
						for _, facts := range records {
							base := Incident{Kind: k, Player: engine.Black}
							set := base
							setNonZero(t, reflect.ValueOf(&set).Elem().Field(i))
							a, errA := decideUnchecked(ev, facts, base)
							b, errB := decideUnchecked(ev, facts, set)
							if _, err := Decide(ev, facts, set); err == nil {
								t.Errorf("%s: %s set, not read, and no error", k, name)
							}
							if (errA == nil) != (errB == nil) || !reflect.DeepEqual(a, b) {
								t.Errorf("%s reads %s, which its list omits (%s %s)", k, name, id, gt)
							}
						}
					}
				}
			}
		}
	}
}

// setNonZero gives a field a value other than its zero, one a ruling
// could act on.
func setNonZero(t *testing.T, v reflect.Value) {
	t.Helper()
	switch x := v.Addr().Interface().(type) {
	case *bool:
		*x = true
	case *time.Duration:
		*x = 3 * time.Hour
	case *int:
		*x = 9
	case *engine.Color:
		*x = engine.Black
	case *IllegalKind:
		*x = IllegalNoPromotion
	case *Finding:
		*x = FindingDraw
	case *SealedStatus:
		*x = SealedAmbiguous
	case *ControlState:
		*x = ControlNotReached
	case *[2]time.Duration:
		*x = [2]time.Duration{-20 * time.Minute, 5 * time.Minute}
	case **Touch:
		*x = &Touch{Squares: []engine.Square{6}}
	default:
		t.Fatalf("no non-zero value for %s", v.Type())
	}
}
