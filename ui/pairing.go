package ui

import (
	"strings"

	"fyne.io/fyne/v2"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/conduct"
	"arbiter/tournament/seats"
	"arbiter/tournament/team"
	"arbiter/ui/button"
	"arbiter/ui/look"
)

// pairNext pairs and saves the next round. When earlier games are still
// open the arbiter is told which, and what pairing over them does, and
// may pair anyway.
func (v *roundsView) pairNext() {
	s := v.s
	if s.refuseReadOnly() {
		return
	}
	next := s.doc.event.NextRound()
	if s.doc.event.SeatsWanted() {
		// The seats are drawn in the Players view: say so, and go there.
		text := wrapped(s.t("live.seats.text", "view", s.t("ui.nav.players"), "button", s.t("ui.players.draw")))
		s.confirm(s.t("live.seats.title"), text, s.t("live.seats.go"), s.showDraw)
		return
	}
	if v.refuseAtOnce(next) {
		return
	}
	if open := s.doc.event.Unfinished(next); len(open) > 0 {
		text := wrapped(v.overrideText(next, open))
		v.retell = func() {
			if open := s.doc.event.Unfinished(next); len(open) > 0 {
				text.SetText(v.overrideText(next, open))
			} else {
				text.SetText(s.t("ui.rounds.override.none", "round", next))
			}
			v.override.resize()
		}
		v.override = s.confirmRisky(s.t("ui.rounds.override.title"), text, s.t("ui.rounds.override"), func() { v.pair(next, true) })
		return
	}
	v.pair(next, false)
}

// refuseAtOnce says, before any question, that round next cannot be
// paired: while its check-in is open (the pairing's own refusal), or, the
// 1953 code's last round, over an unfinished earlier game, which no
// override may do. Ctrl+R asked "Pair round 1?" and refused only after
// the answer; "Pair anyway" was offered for the last round, then refused.
func (v *roundsView) refuseAtOnce(next int) bool {
	ev := &v.s.doc.event
	err := checkin.Pending(ev, next)
	if err == nil {
		err = ev.LastRoundWaits(next)
	}
	if err != nil {
		v.s.showError(err)
	}
	return err != nil
}

// overrideText says which earlier games are not finished, each by its
// round and board in words and its players, and what pairing round next
// over them does, as the store allows it: the arbiter's override, noted
// in the history. The box said the round "cannot be paired", naming the
// games "1.4 (round.board)", and then offered to pair it.
func (v *roundsView) overrideText(next int, open []tournament.Pairing) string {
	s, ev := v.s, &v.s.doc.event
	key := "ui.rounds.override.table" // a round robin's round is its table's, whatever the results
	if ev.Settings.System.IndividualSwiss() {
		key = "ui.rounds.override.swiss"
	}
	return s.t(key, "n", len(open), "games", v.openGames(open), "round", next)
}

// openGames names games without a final result, each by its round and
// board in words and its players, joined by semicolons.
func (v *roundsView) openGames(open []tournament.Pairing) string {
	s, ev := v.s, &v.s.doc.event
	games := make([]string, len(open))
	for i, p := range open {
		games[i] = s.t("live.adjourned.game", "round", p.Round, "board", p.Board,
			"white", ev.PlayerName(p.White), "black", ev.PlayerName(p.Black))
	}
	return strings.Join(games, "; ")
}

// pairKey pairs the next round from the keyboard (Ctrl+R), in the rounds
// view and after a question: a key pressed by mistake must not pair.
func (s *Shell) pairKey() {
	if s.doc == nil {
		return
	}
	s.show(areaRounds)
	var btn *button.Button
	var next int
	var text string
	var pair func()
	switch v := s.views[areaRounds].(type) {
	case *matchesView:
		next = s.doc.event.PairedRounds() + 1
		btn, pair, text = v.pairBtn, v.pairNext, s.t("teams.ui.pair.ask", "n", next, "undo", s.t("ui.undo"))
	case *roundsView:
		next = s.doc.event.NextRound()
		btn, pair, text = v.pairBtn, v.pairNext, s.t("ui.rounds.pair.ask", "n", next, "total", s.doc.event.TotalRounds(),
			"edit", s.t("pairedit.button"), "undo", s.t("ui.undo"))
	}
	// A Swiss of one player or none is refused before the question, as
	// the pairing would refuse it after the arbiter's yes.
	_, individual := s.views[areaRounds].(*roundsView)
	few := individual && len(s.doc.event.Players) < 2
	if btn.Disabled() || few {
		// A round robin with no entries yet has no round, not every one paired.
		switch _, teams := s.views[areaRounds].(*matchesView); {
		case !few && s.doc.event.TotalRounds() > 0:
			s.setStatus(s.t("ui.rounds.pair.none"))
		case teams:
			s.setProblem(s.cat.Sentence(engine.NewMessage("teams.err.pair.few")))
		default:
			s.setProblem(s.cat.Sentence(engine.NewMessage("event.err.pair.few")))
		}
		return
	}
	// A team's match still open is said at once: the question came
	// first, and the refusal only after the arbiter had said yes to it.
	if _, ok := s.views[areaRounds].(*matchesView); ok {
		if err := team.Unfinished(&s.doc.event); err != nil {
			s.showError(err)
			return
		}
	}
	if v, ok := s.views[areaRounds].(*roundsView); ok && v.refuseAtOnce(next) {
		return
	}
	// Seats not drawn come before any question: the pairing's own box says
	// so and goes to them, where Ctrl+R asked "Pair round 1?" first. Games
	// not finished likewise: the pairing's box names them and is the one
	// question, where "Pair round 2?" came before it.
	if waitsOnSeats(&s.doc.event) || individual && len(s.doc.event.Unfinished(next)) > 0 {
		pair()
		return
	}
	s.confirm(s.t("ui.rounds.pair.ask.title", "n", next), wrapped(text), s.t("ui.rounds.pair", "n", next), pair)
}

// setPairButton names the pair button by the round it pairs, enabled
// where open, or, with no round after the last, says that every round is
// paired: "Pair round 6" of five read as a sixth. A round robin with no
// entries has no round yet, not "All 0 rounds paired".
func setPairButton(s *Shell, b *button.Button, next, total int, open bool) {
	if open || total == 0 {
		b.SetText(s.t("ui.rounds.pair", "n", next))
	} else {
		b.SetText(s.t("ui.rounds.pair.all", "total", total))
	}
	look.SetEnabled(b, open)
}

// waitsOnSeats reports whether pairing round 1 waits on a seat draw: a
// round robin's or match's players, a team round robin's teams, not yet
// seated 1…n. Ctrl+R then goes to the draw, and the rounds view says so
// (noRoundHint).
func waitsOnSeats(ev *tournament.Event) bool {
	return ev.SeatsWanted() || ev.Settings.System == tournament.TeamRoundRobin && seats.TeamSeatsWanted(ev)
}

// pair pairs round next off the window's goroutine: a large open's round
// takes a third of a second and more, while the window must answer. The
// status says the pairing is under way and the button waits. The round is
// made from the event as it was when asked (the document replaces its
// event on every change, never edits it) and saved on the window's
// goroutine if the file has not changed meanwhile; if it has (a result
// typed while the pairing ran), it is made again from the file as it is.
func (v *roundsView) pair(next int, override bool) {
	s := v.s
	doc := s.doc
	opts, err := doc.st.SwissOptions()
	if err != nil {
		s.showError(err)
		return
	}
	v.pairBtn.Disable()
	s.setStatus(s.t("ui.rounds.pairing", "n", next))
	ev, gen := doc.event, doc.gen
	s.background(func() {
		made, err := conduct.MakeRound(&ev, next, override, opts)
		fyne.Do(func() {
			v.pairBtn.Enable()
			switch {
			case s.doc != doc:
				return // the file was closed meanwhile
			case doc.gen != gen:
				v.pair(doc.event.NextRound(), override)
				return
			}
			if s.act(func() error {
				if err != nil {
					return err
				}
				return conduct.SavePaired(doc.st, made)
			}) {
				v.showRound(next)
				// Players paired again after a game not played: right,
				// and said, as the arbiter meets it as a rematch (a
				// Swiss's); a match decided before the round, or a round
				// the round-robin table plays exchanged, likewise.
				said := []string{s.meetAgain(next, v.keys.fits)}
				for _, n := range conduct.RoundNotes(&s.doc.event, next) {
					said = append(said, s.cat.Message(n))
				}
				v.tell(false, strings.TrimSpace(strings.Join(said, "\n")))
				// The click left the keyboard on the button; results come next.
				s.focusIn(v, v.keys)
			}
		})
	})
}
