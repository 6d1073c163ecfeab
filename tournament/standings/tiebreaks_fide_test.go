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
	"arbiter/tournament"
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

// TestC07_2024_EventBeforeItRankedByItSaysSo: the Lichess Swiss of
// testdata/lichess-swiss-2020.trf (9 players, 9 rounds, each with one
// pairing-allocated bye), dated in the weeks after 1 April 2024, when
// C.07 (2023) had replaced C.02's virtual opponent for every FIDE-rated
// event but before the 2024 edition took effect, is ranked by the 2024
// edition and its table says that it started earlier (EarlyStart). The
// figures are that edition's (art. 16.4, the bye as a dummy with the
// player's own score: Buchholz 45 for all, 37½ + 7½ for the leaders), as
// FIDE's TieBreakServer 1.9.57 gives them with the date written
// 2020-06-26 (it knows no edition before 2024); started in 2026 (16.4.2,
// the bye no more than half the rounds' points): Buchholz 42, 43½ and
// 45, Sonneborn-Berger 32¼ for the leaders, as TieBreakServer gives them
// on the file's own "Jun 26, 2020", which it cannot read and takes for
// today.
func TestC07_2024_EventBeforeItRankedByItSaysSo(t *testing.T) {
	ev := testevent.ReadReport(t, "testdata/lichess-swiss-2020.trf").Event
	ev.Settings.TieBreaks = []string{"bh", "sb"}
	for _, c := range []struct {
		start, rules, early string
		bh                  [9]float64 // by start number
		leadersSB           float64
	}{
		{"2024-06-26", standings.TieBreakRules2024, "2024-06-26", [9]float64{45, 45, 45, 45, 45, 45, 45, 45, 45}, 35.25},
		{"2026-06-26", standings.TieBreakRules2026, "", [9]float64{42, 42, 43.5, 43.5, 43.5, 45, 45, 45, 45}, 32.25},
	} {
		ev.Settings.StartDate = c.start
		table := standings.Of(ev)
		if table.Rules != c.rules || table.EarlyStart != c.early {
			t.Errorf("started %s: rules %s, early start %q; want %s, %q", c.start, table.Rules, table.EarlyStart, c.rules, c.early)
		}
		for _, r := range table.Rows {
			if bh := r.TieBreaks[0].Value; bh != c.bh[r.No-1] {
				t.Errorf("started %s: #%d BH %v, want %v", c.start, r.No, bh, c.bh[r.No-1])
			}
			if sb := r.TieBreaks[1].Value; r.Score == 7.5 && sb != c.leadersSB {
				t.Errorf("started %s: #%d SB %v, want %v", c.start, r.No, sb, c.leadersSB)
			}
		}
	}
}

// TestEarlyStartBeforeTheEarliestEdition: an event is early (EarlyStart)
// where it started before the edition that ranks it took effect, by its
// start date or, without one, by its first round's: before C.02's of 1
// July 2017, or from 1 April 2024, when C.07 replaced it, to 31 July
// 2024; in force then, or undated, it is not.
func TestEarlyStartBeforeTheEarliestEdition(t *testing.T) {
	for start, want := range map[string]string{
		"2024-07-31": "2024-07-31", "2024-04-01": "2024-04-01", "2009-01-01": "2009-01-01", "2017-07-01": "", "2024-03-31": "",
		"2024-08-01": "", "2026-03-01": "", "": "", "24/09/2010": "",
	} {
		if got := standings.EarlyStart(&tournament.Event{Settings: tournament.Settings{StartDate: start}}); got != want {
			t.Errorf("started %q: %q, want %q", start, got, want)
		}
	}
	ev := &tournament.Event{Settings: tournament.Settings{Schedule: []tournament.RoundTime{{Round: 1, Date: "2015-06-26"}}}}
	if got := standings.EarlyStart(ev); got != "2015-06-26" {
		t.Errorf("round 1 dated 2015-06-26, no start date: %q", got)
	}
}
