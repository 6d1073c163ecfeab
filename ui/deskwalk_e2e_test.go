package ui

import (
	"fmt"
	"image"
	"os"
	"path/filepath"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/store"
)

// deskControls are the time controls of the desk's walk, one of each
// game type.
var deskControls = map[string]string{"standard": "90+30", "rapid": "15+10", "blitz": "3+2"}

// deskWalkEvent is a round robin of four played at the control of the
// game type kind, its round 1 paired.
func deskWalkEvent(kind string) walkEvent {
	return walkEvent{"deskwalk-" + kind, "desk walk " + kind, func(cli func(args ...string), file, lang string) {
		cli("new", file, "--name", "Desk walk", "--time-control", deskControls[kind], "--lang", lang)
		addList(cli, file, []string{"Name"}, []string{"Aino Lehtonen"}, []string{"Jüri Saar"},
			[]string{"Pekka Nieminen"}, []string{"Kadri Heikkinen"})
		cli("draw", file, "--seed", "1")
		cli("pair", file)
	}}
}

// deskWalk walks the game desk as a new arbiter does, by the keys alone,
// in a real window at 1024×700 (TestEndToEndBoxesByKeys), on a standard
// event in English, a rapid one in Finnish and a blitz one in Estonian
// (deskWalkEvent): each game type once, in a language of its own, so that
// each language is walked once too. The game type changes the numbers of
// the rulings the walk asks for (the time added, the control's name),
// never the keys that reach them; the language changes the letters the
// moves are typed in and the words the window shows, never the rulings.
// Each of the nine walks of the types in every language checked nothing
// these three do not. The walk: the desk by its key, which gives the
// board picker the keyboard, the game opened by Tab and Enter, moves typed in the
// event's letters, the rulings tab by Ctrl+Tab with the keyboard on the
// incident, a threefold repetition claimed too early (Enter in the claimed
// move's field asks for the ruling, Enter on Accept applies it, and the
// keyboard goes back to the move field), the moves that make it, the claim
// again, which draws the game, Ctrl+Z taking the draw back, and a result
// entered by hand from the scoresheet's tab and taken back. Each step
// waits for the file to show it. ARBITER_E2E_SHOTS=folder keeps a picture
// of each step.
func deskWalk(w *window, lang string, _ image.Point) {
	t := w.t
	knight := engine.PieceLetters(i18n.Lang(lang).Notation())[engine.Knight]
	w.changed("ctrl+7") // the keyboard in the board picker
	w.tab(1)            // Open game
	w.changed("Return")
	w.shot("opened")
	played := ""
	play := func(sans ...string) {
		t.Helper()
		for _, san := range sans {
			if played != "" {
				played += " "
			}
			played += san
			w.move(knight+san[1:], played)
		}
	}
	play("Nf3", "Nf6", "Ng1")
	w.shot("moves")
	// Black claims a threefold repetition with Ng8: the position would
	// stand there for the second time only.
	claim := func(rulings int, result tournament.Result, name string) {
		t.Helper()
		w.tab(1) // from the incident to the claimed move below it
		w.typeText(knight + "g8")
		w.changed("Return")
		w.shot(name + "-proposed")
		w.keys("Return") // Accept
		w.awaitStore(fmt.Sprintf("%d rulings, the result %v", rulings, result), func(st *store.Store, ev *tournament.Event) error {
			rs, err := st.Rulings()
			if err != nil {
				return err
			}
			if len(rs) != rulings || rs[rulings-1].Incident != string(rules.KindClaimThreefold) || rs[rulings-1].Overruled {
				return fmt.Errorf("rulings %+v", rs)
			}
			if got := ev.Rounds[0].Pairings[0].Result; got != result {
				return fmt.Errorf("result %v", got)
			}
			return nil
		})
		w.shot(name + "-ruled")
	}
	w.changed("ctrl+Tab")
	w.shot("rulings")
	w.keys("Right", "Right", "Right") // from an illegal move to the threefold claim
	claim(1, tournament.NoResult, "early")
	// The claim's move is played as the ruling says (9.5.3, A.5.3).
	played += " Ng8"
	play("Nf3", "Nf6", "Ng1")
	// The rulings are shown; the keyboard, back in the move field, goes
	// to their incident by turning the tabs on and back.
	w.changed("ctrl+Tab")
	w.changed("ctrl+shift+Tab")
	claim(2, tournament.Draw, "made")
	// Ctrl+Z takes back the ruling and the draw it gave, as one action.
	w.keys("ctrl+z")
	w.awaitStore("the draw and its ruling taken back", func(st *store.Store, ev *tournament.Event) error {
		rs, err := st.Rulings()
		if err != nil {
			return err
		}
		if len(rs) != 1 || ev.Rounds[0].Pairings[0].Result != tournament.NoResult {
			return fmt.Errorf("%d rulings, the result %v", len(rs), ev.Rounds[0].Pairings[0].Result)
		}
		return nil
	})
	w.shot("draw-undone")
	// A result by hand: the scoresheet's tab, from its first button past
	// the second and the moves to the result's list, which opens on "no
	// result", the last.
	w.changed("ctrl+shift+Tab")
	w.tab(3)
	w.deskEnterWhiteWins()
	w.shot("result")
	w.keys("ctrl+z")
	w.deskResult(tournament.NoResult)
	w.shot("result-undone")
	if logs, _ := filepath.Glob(filepath.Join(w.home, ".cache", "arbiter", "crashes", "*")); len(logs) > 0 {
		data, _ := os.ReadFile(logs[0])
		t.Fatalf("the app wrote a crash report: %s", data)
	}
}
