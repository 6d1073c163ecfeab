package printing

import (
	"fmt"
	"io"
	"math"
	"strings"
	"testing"

	"arbiter/i18n"
	"arbiter/internal/pdftext"
	"arbiter/internal/testevent"
	"arbiter/tournament"
)

// A pairing list sets White's and Black's names in one type size: a long
// name on one side shrank that side alone (7–7.75 pt beside 9 pt in the
// same row), on the list and in the round's pack, in every language.
func TestThePairingListSetsBothSidesInOneSize(t *testing.T) {
	ev := testevent.Swiss(t, 30, 6, true)
	// Board 1's White, named long enough to take less type than the table's.
	white := ev.Rounds[6].Pairings[0].White
	for i := range ev.Players {
		if p := &ev.Players[i]; p.ID == white {
			p.SetNames(strings.TrimSuffix(strings.Fields(p.FamilyFirst())[0], ","), "Anna-Maria Kristiina")
		}
	}
	boardsInOneSize(t, ev, 1, map[string]func(io.Writer, Options) error{
		"pairings": func(w io.Writer, o Options) error { return Pairings(w, ev, 7, o) },
		"pack":     func(w io.Writer, o Options) error { return RoundPack(w, ev, 7, o) },
	})
}

// A round robin's schedule and the arbiter's report set every board's
// names in one size: a long name was shrunk alone, name by name.
func TestTheRoundRobinsBoardsSetTheirNamesInOneSize(t *testing.T) {
	ev := roundRobin1953(t)
	// Too long for the full size in two columns, not for the least.
	ev.Players[0].SetNames("Björkqvist-Wäänänen", "Anna")
	boardsInOneSize(t, ev, 0, map[string]func(io.Writer, Options) error{
		"schedule": func(w io.Writer, o Options) error { return Schedule(w, ev, o) },
		"report": func(w io.Writer, o Options) error {
			return ArbiterReport(w, ev, nil, tournament.RatingOptions{}, o)
		},
	})
}

// boardsInOneSize reads the first pages of each document (0: all) in every
// language: the names on a line that holds two (a board) are all of one size.
func boardsInOneSize(t *testing.T, ev *tournament.Event, pages int, docs map[string]func(io.Writer, Options) error) {
	t.Helper()
	families := map[string]bool{}
	for _, p := range ev.Players {
		families[strings.TrimSuffix(strings.Fields(p.FamilyFirst())[0], ",")] = true
	}
	for _, lang := range i18n.Complete {
		for doc, make := range docs {
			pdf := printed(t, func(w io.Writer) error { return make(w, Options{Lang: lang}) })
			read := pdftext.Words(t, pdf)
			if pages > 0 {
				read = read[:pages]
			}
			sizes := map[string][]string{}
			for _, page := range read {
				lines := map[int][]pdftext.Word{}
				for _, w := range page {
					if families[w.Text] {
						lines[int(math.Round(w.YMax))] = append(lines[int(math.Round(w.YMax))], w)
					}
				}
				for _, ws := range lines {
					if len(ws) < 2 {
						continue
					}
					for _, w := range ws {
						size := fmt.Sprintf("%.2f", math.Round((w.YMax-w.YMin)/sizeRatio*4)/4)
						sizes[size] = append(sizes[size], w.Text)
					}
				}
			}
			if len(sizes) != 1 {
				t.Errorf("%s %s: the names are set in %d sizes: %v", lang, doc, len(sizes), sizes)
			}
		}
	}
}
