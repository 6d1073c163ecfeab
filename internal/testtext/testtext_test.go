package testtext

import (
	"fmt"
	"slices"
	"testing"
)

// recorder keeps the failures a helper reports instead of failing.
type recorder struct {
	testing.TB
	failures []string
}

func (r *recorder) Helper() {}

func (r *recorder) Errorf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
}

// Each line missing, or each word present that must not be, is one
// failure naming where it was read and the line; a text that says what
// it must is none.
func TestSaysEachAndSaysNoneReportEveryLineAndWhere(t *testing.T) {
	text := "Round 2\nAnna Aho 1–0 Bert Berg"
	for _, c := range []struct {
		name  string
		check func(tb testing.TB)
		want  []string
	}{
		{"all said", func(tb testing.TB) { SaysEach(tb, "the list", text, "Round 2", "1–0") }, nil},
		{"two missing", func(tb testing.TB) { SaysEach(tb, "the list", text, "Round 3", "Round 2", "½–½") },
			[]string{"the list lacks \"Round 3\":\n" + text, "the list lacks \"½–½\":\n" + text}},
		{"none said", func(tb testing.TB) { SaysNone(tb, "the list", text, "{", "unmarshal") }, nil},
		{"one said", func(tb testing.TB) { SaysNone(tb, "the list", text, "{", "Bert") },
			[]string{"the list says \"Bert\":\n" + text}},
	} {
		r := &recorder{TB: t}
		c.check(r)
		if !slices.Equal(r.failures, c.want) {
			t.Errorf("%s: failures %q, want %q", c.name, r.failures, c.want)
		}
	}
}
