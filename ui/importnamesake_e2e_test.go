package ui

import (
	"encoding/json"
	"fmt"
	"image"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
)

// namesakesEvent is the event of the import of a namesake: a Swiss of
// namesakesPlayers.
var namesakesEvent = walkEvent{"namesakes", "Namesakes", func(cli func(args ...string), file, lang string) {
	cli("new", file, "--name", "Namesakes", "--system", "swiss", "--rounds", "5", "--lang", lang)
	for _, n := range namesakesPlayers {
		cli("player", "add", file, "--name", n, "--rating", "2000")
	}
}}

// namesakesPlayers are the players of namesakesEvent.
var namesakesPlayers = []string{"Tõnis Õunapuu", "Mari Tamm"}

// importOfANamesake imports in the real window, by the keys,
// a list holding "Tonis Ounapuu" into an event holding "Tõnis Õunapuu",
// in English, Finnish and Estonian (TestEndToEndBoxesByKeys, on
// namesakesEvent): the import is refused and asked about,
// the box naming both (it was refused with no way past, where the
// players' box and "import csv --namesake" have one); Enter, Cancel's,
// imports nobody, and "Import anyway" the whole list. The command line
// reads the players back. ARBITER_E2E_SHOTS=folder keeps the pictures.
func importOfANamesake(w *window, lang string, _ image.Point) {
	t := w.t
	needClipboard(t)
	event := namesakesPlayers
	list := filepath.Join(filepath.Dir(w.file), "entries.csv")
	if err := os.WriteFile(list, []byte("Family name,Given names,Rating\nKask,Mart,1900\nOunapuu,Tonis,1800\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	players := func() []string {
		out := readOnly(t, w.bin, append(appEnv(w.home, lang), displayEnv(t)...), []string{"player", "list", w.file, "--json"})
		var ps []struct{ Name string }
		if err := json.Unmarshal([]byte(out), &ps); err != nil {
			t.Fatalf("player list --json: %v\n%s", err, out)
		}
		var names []string
		for _, p := range ps {
			names = append(names, p.Name)
		}
		return names
	}
	cat := i18n.For(i18n.Lang(lang))
	// Two players: Shift+Tab from the list reaches Save PDF and Import,
	// whose chooser takes the file's path typed.
	importList := func() {
		w.keys("ctrl+2", "ctrl+1")
		w.tab(-2)
		w.changed("space")
		w.typeText(list)
		w.changed("Return")
		w.awaitCopied("the namesake's question", func(got string) error {
			for _, want := range []string{cat.T("ui.players.namesake.title"), "Tonis Ounapuu", "Tõnis Õunapuu"} {
				if !strings.Contains(got, want) {
					return fmt.Errorf("no %q", want)
				}
			}
			return nil
		})
	}
	importList()
	w.shot("namesake-asked")
	w.changed("Return") // Cancel, the default
	if got := players(); !slices.Equal(got, event) {
		t.Fatalf("after Cancel the players are %q, want %q", got, event)
	}
	importList()
	w.tab(1) // to Import anyway, the first button; Enter would take Cancel
	w.changed("space")
	w.shot("imported")
	all := slices.Concat(event, []string{"Mart Kask", "Tonis Ounapuu"})
	w.await("the list imported", func(ev *tournament.Event) error {
		if len(ev.Players) != len(all) {
			return fmt.Errorf("%d players", len(ev.Players))
		}
		return nil
	})
	if got := players(); !slices.Equal(got, all) {
		t.Errorf("after Import anyway the players are %q, want %q", got, all)
	}
	w.closeRatingColumnNote(lang, "Rating")
}
