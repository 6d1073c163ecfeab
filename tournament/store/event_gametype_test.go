package store

import (
	"slices"
	"strings"
	"testing"

	"arbiter/engine/rules"
)

// TestGameTypeUpgrade: a file of before the game type was the control's
// held "standard" for every event; opened, a blitz control makes blitz,
// a standard control standard, and a type the arbiter chose stays his.
func TestGameTypeUpgrade(t *testing.T) {
	for _, c := range []struct {
		stored, control string
		want            rules.GameType
		overridden      bool
	}{
		{"standard", `3'+2"`, rules.Blitz, false},
		{"standard", "90+30", rules.Standard, false},
		{"rapid", "90+30", rules.Rapid, true},
		{"blitz", `3'+2"`, rules.Blitz, true},
	} {
		s := upgraded(t, slices.Index(migrations, schemaGameTypeFromControl), `UPDATE settings SET game_type = '`+c.stored+`', time_control = '`+strings.ReplaceAll(c.control, "'", "''")+`'`)
		st := eventOf(t, s).Settings
		g, err := st.GameTypeInForce()
		if err != nil || g.Type != c.want || g.Overridden != c.overridden {
			t.Errorf("stored %q, control %q: read %q, in force %+v, %v; want %q, overridden %v", c.stored, c.control, st.GameType, g, err, c.want, c.overridden)
		}
	}
}
