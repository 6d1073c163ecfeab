package standings_test

import (
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/shareddata"
	"arbiter/internal/testdir"
	"arbiter/internal/testevent"
	"arbiter/internal/testfield"
	"arbiter/tournament/exchange"
	"arbiter/tournament/standings"
)

// fideColumns maps the reference file's column names (FIDE's codes) to
// Arbiter's tie-break ids.
var fideColumns = map[string]string{
	"DE": "de", "BH": "bh", "BH/C1": "bh-c1", "BH/M1": "bh-m1", "SB": "sb", "WIN": "wins",
	"BPG": "black", "ARO": "aro", "TPR": "tpr", "KS": "koya",
}

// TestTieBreaksAgreeWithFIDE compares every tie-break of every player of
// the 30 Dutch reference tournaments with the values FIDE's own tie-break
// program computes for them, under each edition of the regulations: the
// 2024 edition (testdata/tiebreaks-fide-2024.tsv, an event that started
// before March 2026) and the 2026 one with its amended article 16.4
// (testdata/tiebreaks-fide-2026.tsv, an event that started after). Direct encounter is, there as here, the rank
// inside the group equal on points, 0 when the encounters separate nobody.
func TestTieBreaksAgreeWithFIDE(t *testing.T) {
	for _, c := range []struct {
		rules, start string
		lines        func(t *testing.T) []string
	}{
		{standings.TieBreakRules2024, "2025-06-14", func(t *testing.T) []string {
			return shareddata.Lines(t, "testdata/tiebreaks-fide-2024.tsv")
		}},
		{standings.TieBreakRules2026, "2026-03-01", func(t *testing.T) []string {
			data := testdir.Read(t, "testdata/tiebreaks-fide-2026.tsv")
			return strings.Split(strings.TrimSuffix(string(data), "\n"), "\n")
		}},
	} {
		t.Run("C07-"+c.rules, func(t *testing.T) { agreeWithFIDE(t, c.lines(t), c.start, c.rules) })
	}
}

// agreeWithFIDE checks one reference table (file, start number, points,
// then FIDE's tie-break codes), its events started on start.
func agreeWithFIDE(t *testing.T, lines []string, start, rules string) {
	const ref = "reference table"
	if len(lines) < 2 {
		t.Fatalf("%s is empty", ref)
	}
	header := strings.Split(lines[0], "\t")
	byFile := map[string][][]string{}
	var files []string
	for _, line := range lines[1:] {
		row := strings.Split(line, "\t")
		if len(row) != len(header) {
			t.Fatalf("%s: row %q has %d columns", ref, line, len(row))
		}
		if byFile[row[0]] == nil {
			files = append(files, row[0])
		}
		byFile[row[0]] = append(byFile[row[0]], row)
	}
	var ids []string
	for _, h := range header[3:] {
		ids = append(ids, fideColumns[h])
	}
	total, agree := 0, 0
	for _, name := range files {
		parsed := testevent.ReadTRF(t, filepath.Join(shareddata.Path(t, "data/swiss-dutch"), name+".trf"))
		ev, _, err := exchange.FromTRF(parsed)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		ev.Settings.TieBreaks = ids
		ev.Settings.StartDate = start
		table := standings.Of(ev)
		if table.Rules != rules {
			t.Fatalf("%s started %s: rules %s, want %s", name, start, table.Rules, rules)
		}
		rows := testfield.RowsByID(table)
		for _, want := range byFile[name] {
			start, _ := strconv.Atoi(want[1])
			row := rows[int64(start)]
			got := []float64{row.Score}
			for _, v := range row.TieBreaks {
				got = append(got, v.Value)
			}
			for k, col := range header[2:] {
				w, err := strconv.ParseFloat(want[k+2], 64)
				if err != nil {
					t.Fatalf("%s: %v", ref, err)
				}
				total++
				if got[k] == w {
					agree++
				} else {
					t.Errorf("%s #%d %s: Arbiter %v, FIDE %v", name, start, col, got[k], w)
				}
			}
		}
	}
	t.Logf("%d of %d values agree with FIDE's tie-break program under the %s edition (%d files)", agree, total, rules, len(files))
}
