package ui

import (
	"errors"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"arbiter/engine"
	"arbiter/tournament"
	"arbiter/tournament/conduct"
	"arbiter/tournament/pairing"
	"arbiter/tournament/store"
	"arbiter/ui/button"
	"arbiter/ui/look"
)

// swissTools is the rounds view's row of Swiss actions: un-pair the last
// round, swap the colours on the chosen board, check the round shown
// against the Dutch rules, and record a requested bye for the next round.
// It is hidden for other systems.
type swissTools struct {
	v                        *roundsView
	unpair, swap, check, bye *button.Button
	options, edit            *button.Button
	bar                      *fyne.Container
}

func newSwissTools(v *roundsView) *swissTools {
	s := v.s
	w := &swissTools{v: v}
	w.unpair = newButtonWithIcon("", theme.ContentUndoIcon(), w.unpairLast)
	w.swap = newButtonWithIcon(s.t("swisscli.ui.swap"), theme.ViewRefreshIcon(), w.swapChosen)
	w.check = newButtonWithIcon(s.t("swisscli.ui.check"), theme.ConfirmIcon(), w.checkShown)
	w.bye = newButtonWithIcon(s.t("swisscli.ui.bye"), theme.ContentAddIcon(), w.requestBye)
	w.options = newButtonWithIcon(s.t("swissopt.button"), theme.SettingsIcon(), w.editOptions)
	w.edit = newButtonWithIcon(s.t("pairedit.button"), theme.DocumentCreateIcon(), w.editPairings)
	// Un-pairing and the colour swap are offered in the pairing editor.
	w.bar = container.NewHBox(w.bye, w.edit, w.check, w.options)
	return w
}

// refresh shows the row for a Swiss and enables what applies to the round
// shown and the board chosen.
func (w *swissTools) refresh() {
	v, ev := w.v, &w.v.s.doc.event
	swiss := ev.Settings.System.IndividualSwiss()
	w.bar.Hidden = !swiss
	if !swiss {
		return
	}
	last := ev.PairedRounds()
	w.unpair.SetText(v.s.t("swisscli.ui.unpair", "n", last))
	look.SetEnabled(w.unpair, last > 0)
	look.SetEnabled(w.check, v.round > 0)
	look.SetEnabled(w.swap, v.chosen >= 0 && v.chosen < len(v.boards) && !v.boards[v.chosen].IsBye() &&
		v.boards[v.chosen].Result == tournament.NoResult)
	look.SetEnabled(w.bye, ev.NextRound() <= ev.Settings.Rounds)
	look.SetEnabled(w.edit, last > 0)
	w.bar.Refresh()
}

// unpairLast removes the last round after a backup; force drops results.
func (d *document) unpairLast(force bool) error {
	return d.st.Unpair(d.event.PairedRounds(), force)
}

// swapColours exchanges the colours on a board, logged as a manual change.
func (d *document) swapColours(round, board int) error {
	_, err := d.st.SwapColours(&d.event, round, board)
	return err
}

// checkRound explains how a stored round departs from its system's rules
// (conduct.CheckRound), judged by the event as it stood when the round
// was paired (then, store.Store.AsPaired, with the Swiss options it was
// paired by): what was corrected since, then
// the heading and one line per finding with the players it names, or the
// verdict that it does not. It reads then and not the store, so that it
// may run off the window's goroutine.
func checkRound(s *Shell, then store.AsPaired, round int) (string, error) {
	c, err := conduct.CheckRound(then.Event, round, then.Options)
	if err != nil {
		return "", err
	}
	lines := sinceLines(s, then)
	if len(c.Findings) == 0 {
		lines = append(lines, s.cat.Error(c.Verdict))
		for _, m := range c.MeetAgain {
			lines = append(lines, s.cat.Message(m))
		}
		return strings.Join(lines, "\n"), nil
	}
	lines = append(lines, s.cat.Error(c.Heading))
	for _, f := range c.Findings {
		lines = append(lines, findingLine(s, f.Err, f.Players))
	}
	return strings.Join(lines, "\n"), nil
}

// sinceLines say, before a verdict on a round judged as it was paired
// (then), that it is so judged and each figure corrected since, or that
// the file cannot tell how the event stood; none where nothing changed.
func sinceLines(s *Shell, then store.AsPaired) []string {
	if then.Since == nil {
		return nil
	}
	lines := []string{s.cat.Error(then.Since)}
	for _, m := range then.Corrected {
		lines = append(lines, "• "+s.cat.Error(&m))
	}
	return lines
}

// findingLine is a finding of a pairing check as a line, naming the
// players it numbers.
func findingLine(s *Shell, finding error, players []pairing.Numbered) string {
	line := "• " + s.cat.Error(finding)
	var names []string
	for _, p := range players {
		names = append(names, strconv.Itoa(p.Number)+" = "+p.Name)
	}
	if len(names) > 0 {
		line += " (" + strings.Join(names, ", ") + ")"
	}
	return line
}

func (w *swissTools) unpairLast() {
	s, ev := w.v.s, &w.v.s.doc.event
	if s.refuseReadOnly() {
		return
	}
	last := ev.PairedRounds()
	run := func(force bool) {
		if s.act(func() error { return s.doc.unpairLast(force) }) {
			// The round being played is shown, and what the line under
			// the box said of the round taken back goes with it.
			w.v.showRound(0)
		}
	}
	// What un-pairing would take along, as the store would refuse it
	// unforced: results (pairing.CanUnpair) and moves recorded at the
	// game desk (store.InPlay); confirmed, it is forced.
	inPlay, err := s.doc.st.InPlay(last)
	if err != nil {
		s.showError(err)
		return
	}
	var says []string
	for _, err := range []error{pairing.CanUnpair(ev, last, false), inPlay.KeepsUnpair(ev)} {
		if err != nil {
			says = append(says, unpairLoss(s, err))
		}
	}
	force := len(says) > 0
	if !force {
		says = append(says, s.t("swisscli.ui.unpair.confirm", "n", last))
	}
	// The round's rulings stay in the log, off its boards: said either way.
	if inPlay.Rulings > 0 {
		says = append(says, s.t("swisscli.unpair.rulings", "round", last, "rulings", inPlay.Rulings))
	}
	text := wrapped(strings.Join(says, "\n"))
	s.confirm(s.t("swisscli.ui.unpair", "n", last), text, s.t("swisscli.ui.unpair.ok"), func() { run(force) })
}

// unpairLoss words a refusal of un-pairing for the confirmation that
// forces it: results (pairing.UnpairHasResults) as the window takes
// them along, since it forces by asking and has no --force; any other
// refusal as the store words it.
func unpairLoss(s *Shell, err error) string {
	var m *engine.Message
	if errors.As(err, &m) && m.Kind == pairing.UnpairHasResults {
		return s.cat.Sentence(&engine.Message{Key: "swisscli.ui.unpair.results", Args: m.Args})
	}
	return s.cat.Sentence(err)
}

func (w *swissTools) swapChosen() {
	v := w.v
	if v.chosen < 0 || v.chosen >= len(v.boards) {
		return
	}
	round, board := v.round, v.boards[v.chosen].Board
	if v.s.act(func() error { return v.s.doc.swapColours(round, board) }) {
		v.refresh()
	}
}

// checkShown checks the round shown off the window's goroutine: the check
// pairs the round again, which for a large open takes longer than a
// window may stand still. The status says it is under way and the button
// waits; the verdict opens when it is ready. The event checked is the
// document's as it was when asked (the document replaces its event on
// every change and never edits one in place), as it stood when the round
// was paired, the file's log read here.
func (w *swissTools) checkShown() {
	s := w.v.s
	round := w.v.round
	ev := s.doc.event
	then, err := s.doc.st.AsPaired(&ev, round)
	if err != nil {
		s.showError(err)
		return
	}
	w.check.Disable()
	s.setStatus(s.t(pairing.CheckKey(ev.Settings.System, "swisscli.ui.checking"), "n", round))
	s.background(func() {
		text, err := checkRound(s, then, round)
		fyne.Do(func() {
			w.check.Enable()
			s.setStatus("")
			if err != nil {
				s.showError(err)
				return
			}
			s.showMessage(s.t("swisscli.ui.check.title", "n", round), text)
		})
	})
}

// byeText names a bye by its kind as the pairing lists on paper and the
// venue's pages name it (pairing.ByeText).
func byeText(s *Shell, b tournament.ByeKind) string {
	name, _ := pairing.ByeText(b, s.t)
	return name
}

// roundByeText names a bye of a round as the round's lists name it: a
// late entry's is his points for the round he missed (pairing.RoundBye).
func roundByeText(s *Shell, a pairing.Absence) string {
	name, _ := a.Text(s.t)
	return name
}

// meetAgain says in one line the sides round r pairs again after games
// or matches not played (tournament.Event.MeetAgain), each pair with its
// rounds: the messages whole, one a pair, took the note line past the
// window's height at 1024×700. Where fits (nil: any) finds the line too
// long for its room, as for several pairs in Finnish, it says how many
// and that Check round names them. "" for none.
func (s *Shell) meetAgain(r int, fits func(string) bool) string {
	found := s.doc.event.MeetAgain(r)
	if len(found) == 0 {
		return ""
	}
	pairs := make([]string, len(found))
	for i, m := range found {
		pairs[i] = s.cat.Message(engine.Message{Key: "ui.meetagain.pair", Args: m.Args})
	}
	key := "ui.meetagain.games"
	if s.doc.event.Settings.System.Team() {
		key = "ui.meetagain.matches"
	}
	line := s.t(key, "article", found[0].Args["article"], "pairs", strings.Join(pairs, "; "))
	if fits != nil && !fits(line) {
		return s.t(key+".short", "article", found[0].Args["article"], "n", len(found), "check", s.t("swisscli.ui.check"))
	}
	return line
}
