package printing

import (
	"io"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/tournament"
)

// TestPairingSheetsNameTheSystem: the pairing list, alone and at the head
// of the round pack, names the system the round was paired by, by the
// name the settings give it and the number of its rules in the FIDE
// Handbook (a round robin has none), in every language.
func TestPairingSheetsNameTheSystem(t *testing.T) {
	swiss := swiss150(t)
	for _, tc := range []struct {
		ev    *tournament.Event
		sys   tournament.System
		round int
		code  string
	}{
		{swiss, tournament.SwissDutch, 5, "C.04.3"},
		{swiss, tournament.SwissDubov, 5, "C.04.4.1"},
		{swiss, tournament.SwissBurstein, 5, "C.04.4.2"},
		{demoEvent(), tournament.RoundRobin, 3, ""},
	} {
		ev := *tc.ev
		ev.Settings.System = tc.sys
		for _, lang := range i18n.Complete {
			cat := i18n.For(lang)
			want := cat.T("print.pairings.system", "system", cat.T(tc.sys.NameKey()))
			if tc.code != "" {
				want = cat.T("print.pairings.system-fide", "system", cat.T(tc.sys.NameKey()), "code", tc.code)
			}
			// The pack is read as far as the pairing list at its head goes
			// (as many pages as it has alone): the pack's scoresheets and
			// slips of 150 players were most of what reading it back cost.
			alone := printed(t, func(w io.Writer) error { return Pairings(w, &ev, tc.round, Options{Lang: lang}) })
			pack := printed(t, func(w io.Writer) error { return RoundPack(w, &ev, tc.round, Options{Lang: lang}) })
			list := pdfText(t, alone)
			for name, text := range map[string]string{"pairings": list, "pack": pdftext.Pages(t, pack, 1, strings.Count(list, "\f"))} {
				flat := strings.Join(strings.Fields(text), " ")
				if !strings.Contains(flat, want) {
					t.Errorf("%s %s %s: %q missing; the sheet begins\n%s", tc.sys, lang, name, want, firstLines(flat, 1)[:min(300, len(flat))])
				}
			}
		}
	}
}
