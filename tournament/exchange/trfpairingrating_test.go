package exchange

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"
	"testing"

	"arbiter/engine"
	"arbiter/engine/rules"
	"arbiter/tournament"
	"arbiter/tournament/pairing"
	"arbiter/tournament/trf"
)

// dubovWithPairingRating is openSwiss under the Dubov system, its unrated
// player (Müür, Ülle) given a provisional rating for the pairing (C.04.4.1
// 1.1.2), paired and played for played rounds; it returns the event and
// the unrated player's id.
func dubovWithPairingRating(t *testing.T, rounds, played, rating int) (*tournament.Event, int64) {
	t.Helper()
	ev := openSwiss(t, rounds)
	ev.Settings.System = tournament.SwissDubov
	i := slices.IndexFunc(ev.Players, func(p tournament.Player) bool { return p.Rating == 0 })
	ev.Players[i].PairingRating = rating
	playSwiss(t, ev, played, tournament.SwissOptions{}, func(r, b int) tournament.Result {
		return []tournament.Result{tournament.WhiteWins, tournament.Draw, tournament.BlackWins}[(b+r)%3]
	})
	return ev, ev.Players[i].ID
}

// pairsByNumber are round r of ev paired by its Swiss system under opts,
// each pair (the bye's "n 0") by the players' numbers in number.
func pairsByNumber(t *testing.T, ev *tournament.Event, r int, opts tournament.SwissOptions, number map[int64]int) []string {
	t.Helper()
	rd, err := pairing.PairSwiss(ev, r, opts)
	if err != nil {
		t.Fatalf("round %d: %v", r, err)
	}
	var pairs []string
	for _, p := range rd.Pairings {
		pairs = append(pairs, fmt.Sprintf("%d %d", number[p.White], number[p.Black]))
	}
	return pairs
}

// An unrated player's provisional rating for the Dubov pairing, exported
// in either edition, is written in Arbiter's XXE record while his line's
// rating columns stay empty, and the import keeps it: the imported event
// pairs its next Dubov round as the event did. The report had no place for
// it: the import lost it, nothing said, and refused the round asking for
// it again.
func TestTRFKeepsAnUnratedPlayersPairingRating(t *testing.T) {
	ev, id := dubovWithPairingRating(t, 5, 2, 2390)
	number := ev.TRFNumbers()
	want := pairsByNumber(t, ev, 3, tournament.SwissOptions{}, number)
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		data := ExportTRF(ev, TRFOptions{Version: v})
		if rec := fmt.Sprintf("\rXXE %d 2390\r", number[id]); !strings.Contains(string(data), rec) {
			t.Errorf("TRF-%d: no %q in the report:\n%s", v, rec, data)
		}
		parsed := readAs(t, trf.Parse, data)
		if tp := parsed.PlayerByID(number[id]); tp == nil || tp.Rating != 0 {
			t.Errorf("TRF-%d: the unrated player's line %+v, want no rating", v, tp)
		}
		rep := readAs(t, ReadTRFReport, data)
		for _, n := range rep.Notes {
			if n.Key == "event.trf.notkept" {
				t.Errorf("TRF-%d: note %s %v", v, n.Key, n.Args)
			}
		}
		p, ok := rep.Event.Player(int64(number[id]))
		if !ok || p.Rating != 0 || p.PairingRating != 2390 {
			t.Fatalf("TRF-%d: read back as %+v, want unrated with pairing rating 2390", v, p)
		}
		back := map[int64]int{}
		for _, p := range rep.Event.Players {
			back[p.ID] = p.Seat
		}
		if got := pairsByNumber(t, rep.Event, 3, rep.Swiss, back); !slices.Equal(got, want) {
			t.Errorf("TRF-%d: round 3 of the imported event %v, want %v", v, got, want)
		}
	}
}

// An XXE record the event cannot keep is refused at its line, in the
// user's language: a number no player of the report has, a rating that
// is none (0) or above any rating, a rating that is no number. One
// given to a player the report rates is kept, as the event keeps it, and
// said to count only while he is unrated; a second one for the same player
// is named as not kept.
func TestTRFPairingRatingRecordTheEventCannotKeep(t *testing.T) {
	ev, id := dubovWithPairingRating(t, 5, 2, 1650)
	number := ev.TRFNumbers()
	data := string(ExportTRF(ev, TRFOptions{}))
	rec := fmt.Sprintf("XXE %d 1650", number[id])
	at := strings.Index(data, rec)
	if at < 0 {
		t.Fatalf("no %q in the report:\n%s", rec, data)
	}
	line := strconv.Itoa(strings.Count(data[:at], "\r") + 1)
	for _, tt := range []struct{ bad, key string }{
		{"XXE 99 1650", "event.err.trf.pairingrating.line"},
		{fmt.Sprintf("XXE %d 0", number[id]), "event.err.trf.pairingrating.line"},
		{fmt.Sprintf("XXE %d 3600", number[id]), "event.err.trf.pairingrating.line"},
		{fmt.Sprintf("XXE %d 16x0", number[id]), "trf.err.number.rating"},
	} {
		var m *engine.Message
		_, err := ReadTRFReport([]byte(strings.Replace(data, rec, tt.bad, 1)))
		if !errors.As(err, &m) || m.Key != tt.key || fmt.Sprint(m.Args["line"]) != line {
			t.Errorf("%q: %v, want %s at line %s", tt.bad, err, tt.key, line)
		}
	}
	rated := ev.Players[slices.IndexFunc(ev.Players, func(p tournament.Player) bool { return p.Rating == 2240 })]
	extra := fmt.Sprintf("XXE %d 1700\rXXE %d 1500\r", number[rated.ID], number[id])
	rep := readAs(t, ReadTRFReport, []byte(data+extra))
	p, _ := rep.Event.Player(int64(number[rated.ID]))
	if p.Rating != 2240 || p.PairingRating != 1700 {
		t.Errorf("rated player read as %d, pairing rating %d; want 2240, 1700 kept", p.Rating, p.PairingRating)
	}
	if u, _ := rep.Event.Player(int64(number[id])); u.PairingRating != 1650 {
		t.Errorf("a second record changed the pairing rating to %d, want the first, 1650", u.PairingRating)
	}
	said := map[string]bool{}
	for _, n := range rep.Notes {
		switch {
		case n.Key == "event.player.pairingrating.unused" && n.Args["pairing"] == "1700" && n.Args["rating"] == "2240":
			said["unused"] = true
		case n.Key == "event.trf.notkept" && n.Args["record"] == fmt.Sprintf("XXE %d 1500", number[id]):
			said["second"] = true
		}
	}
	if !said["unused"] || !said["second"] {
		t.Errorf("notes %v: want the rated player's pairing rating said unused and the second record not kept", rep.Notes)
	}
}

// The players read from one of Arbiter's reports as a list to enter
// (import players, ReadPlayerList) keep what its own records say of them:
// the names as spelt (XXN) and an unrated player's pairing rating (XXE).
// The list took the player lines alone: "Õun, Tõnu" came as "Oun, Tonu"
// and the pairing rating was gone, nothing said.
func TestTRFPlayerListKeepsArbitersRecordsOfItsPlayers(t *testing.T) {
	ev, id := dubovWithPairingRating(t, 5, 0, 1650)
	unrated, _ := ev.Player(id)
	players, _, err := ReadPlayerList(ExportTRF(ev, TRFOptions{}), rules.Standard)
	if err != nil {
		t.Fatal(err)
	}
	var names []string
	for _, p := range players {
		names = append(names, p.FamilyFirst())
		if p.Rating == 0 && p.PairingRating != 1650 {
			t.Errorf("%s (%s) read with pairing rating %d, want 1650", p.Name, unrated.Name, p.PairingRating)
		}
	}
	for _, p := range ev.Players {
		if !slices.Contains(names, p.Name) {
			t.Errorf("%s not in the list read: %v", p.Name, names)
		}
	}
}

// A team event's report keeps a player's pairing rating as an individual
// event's does (XXE), in either edition: no team system reads it, but the
// arbiter gave it, and the team report left it out, nothing said.
func TestTeamTRFKeepsAPlayersPairingRating(t *testing.T) {
	_, team := teamTRFFile(t, "arbiter-swiss10.trf")
	ev := team.Event
	ev.Players[2].Rating, ev.Players[2].PairingRating = 0, 1550
	name := ev.Players[2].Name
	for _, v := range []trf.Version{trf.TRF2026, trf.TRF16} {
		back := readAs(t, ReadTeamTRFReport, ExportTRF(ev, TRFOptions{Version: v}))
		i := slices.IndexFunc(back.Event.Players, func(p tournament.Player) bool { return p.Name == name })
		if i < 0 || back.Event.Players[i].Rating != 0 || back.Event.Players[i].PairingRating != 1550 {
			t.Errorf("TRF-%d: %s read back as %+v, want unrated with pairing rating 1550", v, name, back.Event.Players)
		}
	}
}
