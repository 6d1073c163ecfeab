package ui

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"arbiter/tournament"
)

// TestEndToEndCheckIn runs round 1's check-in of a 12-player Swiss in the
// real window at 1024×700, in English, Finnish and Estonian, by keys
// only: the rounds view (Ctrl+2), Shift+Tab to its check-in button
// and Space open it; a part of each name typed and Enter check five
// players in (accents and case aside); Tab to Close, Space, Enter closes it with the first
// choice, a zero-point bye; Ctrl+R and Enter pair round 1, whose seven
// absent have their byes in the window and in the file. A name with
// markup is shown as text. ARBITER_E2E_SHOTS=folder keeps the
// screenshots there.
func TestEndToEndCheckIn(t *testing.T) {
	dir, bin := buildApp(t)
	shots := os.Getenv("ARBITER_E2E_SHOTS")
	for _, lang := range []string{"en", "fi", "et"} {
		t.Run(lang, func(t *testing.T) {
			file := filepath.Join(dir, lang+"-checkin.arbiter")
			cli := commandOf(t, bin)
			cli("new", file, "--name", "Check-in Open", "--system", "swiss-dutch", "--rounds", "5", "--lang", lang)
			names := []string{"Aino Lehtonen", "Jüri Saar", `<b>Mallory</b> & "Co"`, "Mati Põld", "Pekka Äijälä", "Žanna Šmidt",
				"Liis Kuusk", "Toomas Tamm", "Hanna Virtanen", "Kalle Koivu", "Maret Mets", "Oskar Orav"}
			for i, n := range names {
				cli("player", "add", file, "--name", n, "--rating", fmt.Sprint(2300-20*i))
			}
			w := openAt1024(t, bin, appHome(t, dir, "home-checkin-"+lang), lang, file, shots)
			log := w.log
			w.changed("ctrl+2")
			// Back from the result box (the board field is off while no
			// round is paired) to the check-in's button.
			w.keys("shift+Tab")
			w.changed("space")
			w.await("the check-in opened", func(ev *tournament.Event) error {
				if c, ok := tournament.CheckInOf(ev, 1); !ok || !c.Open() {
					return fmt.Errorf("no open check-in: %+v", ev.CheckIns)
				}
				return nil
			})
			w.shot(lang + "-checkin-opened")
			for _, part := range []string{"saar", "mallory", "aijala", "SMIDT", "lehtonen"} {
				w.typeText(part)
				w.changed("Return")
			}
			w.typeText("virt")
			w.shot(lang + "-checkin-search")
			w.keys("BackSpace", "BackSpace", "BackSpace", "BackSpace")
			in := []string{"Aino Lehtonen", "Jüri Saar", names[2], "Pekka Äijälä", "Žanna Šmidt"}
			w.await("five players checked in", func(ev *tournament.Event) error {
				c, _ := tournament.CheckInOf(ev, 1)
				var got []string
				for _, p := range ev.Players {
					if c.In(p.ID) {
						got = append(got, p.Name)
					}
				}
				if !slices.Equal(got, in) {
					return fmt.Errorf("checked in: %q", got)
				}
				return nil
			})
			w.shot(lang + "-checkin-five")
			// From the search Tab goes to the box's first button, Close.
			w.tab(1)
			w.changed("space")
			w.shot(lang + "-checkin-close")
			w.changed("Return")
			w.await("the check-in closed with byes", func(ev *tournament.Event) error {
				c, _ := tournament.CheckInOf(ev, 1)
				if c.Absent != tournament.AbsentBye || len(ev.Requests) != 7 {
					return fmt.Errorf("closed %q, %d byes", c.Absent, len(ev.Requests))
				}
				return nil
			})
			w.changed("ctrl+r")
			w.changed("Return")
			ev := w.await("round 1 paired", func(ev *tournament.Event) error {
				if len(ev.Rounds) != 1 {
					return fmt.Errorf("%d rounds", len(ev.Rounds))
				}
				return nil
			})
			byes := 0
			for _, p := range ev.Rounds[0].Pairings {
				pl, _ := ev.Player(p.White)
				if p.IsBye() && p.Bye == tournament.ByeZeroPoint && !slices.Contains(in, pl.Name) {
					byes++
				}
			}
			if byes != 7 || len(ev.Rounds[0].Pairings) != 7+3 {
				t.Errorf("round 1: %d boards, %d zero-point byes for the absent", len(ev.Rounds[0].Pairings), byes)
			}
			w.shot(lang + "-round1")
			if strings.Contains(log.String(), "panic") {
				t.Errorf("the app reported:\n%s", log.String())
			}
		})
	}
}
