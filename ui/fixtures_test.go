package ui

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"

	"arbiter/internal/testdir"
)

// sharedEvent is testdir.Made for an event that make makes with the command
// line of the app built at bin, cli, in lang, in a home of its own.
func sharedEvent(t *testing.T, bin, dir, name, lang, key string, make func(cli func(args ...string), file string)) string {
	t.Helper()
	return testdir.Made(t, dir, name, lang+" "+key, func(file string) {
		home := filepath.Join(filepath.Dir(file), "home")
		if err := os.Mkdir(home, 0o755); err != nil {
			t.Fatal(err)
		}
		make(commandOf(t, bin, appEnv(home, lang)...), file)
	})
}

// walkEvent is an event a real-window test walks, as a file made once a
// run for each language (sharedEvent): name is its file's name without
// ".arbiter", key what it is made of, make how (lang its language).
type walkEvent struct {
	name, key string
	make      func(cli func(args ...string), file, lang string)
}

// file is dir/name, a file of e in lang made with the app built at bin.
func (e walkEvent) file(t *testing.T, bin, dir, name, lang string) string {
	t.Helper()
	return sharedEvent(t, bin, dir, name, lang, e.key, func(cli func(args ...string), file string) { e.make(cli, file, lang) })
}

// doorSwiss is the walkEvent name, a five-round Dutch Swiss called event
// of doorPlayers with rounds paired and, when played, every game of them
// won by White.
func doorSwiss(name, event string, rounds int, played bool) walkEvent {
	return walkEvent{name, fmt.Sprintf("door Swiss %q %d %v", event, rounds, played), func(cli func(args ...string), file, lang string) {
		cli("new", file, "--name", event, "--system", "swiss-dutch", "--rounds", "5", "--lang", lang)
		addRated(cli, file, doorPlayers...)
		for r := 1; r <= rounds; r++ {
			cli("pair", file)
			if played {
				whiteWins(cli, file, r, len(doorPlayers)/2)
			}
		}
	}}
}

// addRated adds players of names to the event file by the command line
// cli, rated 2300 down by 20 in their order.
func addRated(cli func(args ...string), file string, names ...string) {
	rows := make([][]string, len(names))
	for i, n := range names {
		rows[i] = []string{n, strconv.Itoa(2300 - 20*i)}
	}
	addList(cli, file, []string{"Name", "Rating"}, rows...)
}

// addList adds the players of rows, in their order, to the event file by
// one import of a player list whose columns header names, as an arbiter
// brings a spreadsheet. A player added by a command each started the
// program and opened the file again each time, a tenth of a second of
// CPU, about seven hundred a run of the window's tests.
func addList(cli func(args ...string), file string, header []string, rows ...[]string) {
	list := filepath.Join(filepath.Dir(file), "players.csv")
	writeCSV(list, append([][]string{header}, rows...))
	cli("import", "csv", file, list)
}

// writeCSV writes rows to path as a spreadsheet writes a list; a fixture
// that cannot be written panics (it runs inside a test's set-up).
func writeCSV(path string, rows [][]string) {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	if err := w.WriteAll(rows); err != nil {
		panic(err)
	}
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		panic(err)
	}
}

// whiteWins enters 1-0 on boards 1 to boards of round by the command
// line cli, the round's results in one batch (result --from).
func whiteWins(cli func(args ...string), file string, round, boards int) {
	var lines strings.Builder
	for b := 1; b <= boards; b++ {
		fmt.Fprintf(&lines, "%d 1-0\n", b)
	}
	results := filepath.Join(filepath.Dir(file), "results.txt")
	if err := os.WriteFile(results, []byte(lines.String()), 0o644); err != nil {
		panic(err)
	}
	cli("result", file, "--round", strconv.Itoa(round), "--from", results)
}

// demoEvent is dir/name, the demo event (arbiter demo) made by the app
// built at bin.
func demoEvent(t *testing.T, bin, dir, name string) string {
	t.Helper()
	return testdir.Made(t, dir, name, "demo", func(path string) { commandOf(t, bin)("demo", path) })
}
