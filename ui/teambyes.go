package ui

import (
	"slices"
	"strings"

	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"arbiter/tournament"
	"arbiter/ui/radio"
)

// teamByeKinds are a team's requested byes as the box offers them, in
// its radio's order (tournament.Event.RequestBye's kinds), NoBye the request
// cancelled.
var teamByeKinds = []tournament.ByeKind{tournament.ByeFullPoint, tournament.ByeHalfPoint, tournament.ByeZeroPoint, tournament.NoBye}

// teamByeKeys are the radio's labels, kind by kind, and the status said
// once recorded (the command line's words).
var teamByeKeys = map[tournament.ByeKind][2]string{
	tournament.ByeFullPoint: {"teams.ui.byereq.full", "teams.cli.bye.full"},
	tournament.ByeHalfPoint: {"teams.ui.byereq.half", "teams.cli.bye.half"},
	tournament.ByeZeroPoint: {"teams.ui.byereq.zero", "teams.cli.bye.zero"},
	tournament.NoBye:        {"teams.ui.byereq.cancel", "teams.cli.bye.cancelled"},
}

// teamByesOf says the byes team id has asked for in the rounds not yet
// paired, for the box: "round 3: a half-point bye …"; the box's word for
// none.
func teamByesOf(s *Shell, id int64) string {
	ev := &s.doc.event
	var asked []string
	for _, b := range ev.Requests {
		if b.Team == id && b.Round >= ev.NextRound() {
			asked = append(asked, s.t("teams.ui.byereq.asked.one", "round", b.Round, "kind", s.t(teamByeKeys[b.Kind][0])))
		}
	}
	if len(asked) == 0 {
		return s.t("teams.ui.byereq.asked.none")
	}
	return s.t("teams.ui.byereq.asked", "byes", strings.Join(asked, "; "))
}

// requestTeamBye asks which round, not yet paired, and which kind of bye
// the chosen team of a team Swiss asks for, or cancels its request, and
// records it through the store (tournament.Event.RequestBye, the rule the
// command line's "bye" and an import are judged by). A refusal is said
// in the box, open on what was chosen.
func (v *teamsView) requestTeamBye() {
	s, ev := v.s, &v.s.doc.event
	team, chosen := v.chosenTeam()
	if !chosen || s.refuseReadOnly() {
		return
	}
	next := ev.NextRound()
	round := s.roundsFrom(next) // the button is there while a round is left
	labels := make([]string, len(teamByeKinds))
	for i, k := range teamByeKinds {
		labels[i] = s.t(teamByeKeys[k][0])
	}
	kind := newRadio(labels, nil)
	kind.SetSelected(labels[0])
	showAsked := followAsked(kind, teamByeKinds, func() (tournament.ByeKind, bool) {
		return ev.Asked(tournament.PlannedBye{Team: team.ID, Round: next + max(0, round.SelectedIndex())})
	})
	showAsked()
	round.OnChanged = func(string) { showAsked() }
	asked := wrapped(teamByesOf(s, team.ID))
	form := widget.NewForm(
		s.item("swissopt.bye.round", round),
		s.item("swisscli.ui.bye.kind", kind),
	)
	problem := newFieldNote("")
	var m *modal
	cancel := newButton(s.t("ui.cancel"), func() { m.hide() })
	ok := primary(newButton(s.t("swisscli.ui.bye.ok"), s.guard("team-bye", func() {
		k := teamByeKinds[max(0, kind.SelectedIndex())]
		b := tournament.PlannedBye{Team: team.ID, Round: next + round.SelectedIndex(), Kind: k}
		record := func() error { return s.doc.st.RequestBye(b) }
		if k == tournament.NoBye {
			record = func() error { return s.doc.st.CancelBye(b) }
		}
		if !s.actSaying(record, func(err error) bool { problem.say(s.cat.Sentence(err)); return true }) {
			return
		}
		m.hide()
		s.setStatus(s.t(teamByeKeys[k][1], "team", team.Name, "round", b.Round))
	})))
	m = s.newFormModal(s.t("teams.ui.byereq.title", "team", team.Name), container.NewVBox(asked, form), problem, 520, cancel, ok)
	m.show()
}

// followAsked returns what keeps a bye box's radio of kinds on the kind
// of bye asked for in what the box shows (asked: the entrant and round
// chosen), until the arbiter picks a kind himself; where none was asked
// the kind shown stays. The box opened on its first kind whatever was
// asked, and Enter turned a zero-point bye into a won match (a team's) or
// a half-point bye (a player's).
func followAsked(kind *radio.Group, kinds []tournament.ByeKind, asked func() (tournament.ByeKind, bool)) func() {
	following, showing := true, false
	kind.OnChanged = func(string) { following = following && showing }
	return func() {
		k, ok := asked()
		i := slices.Index(kinds, k)
		if !following || !ok || i < 0 || i >= len(kind.Options) {
			return
		}
		showing = true
		kind.SetSelected(kind.Options[i])
		showing = false
	}
}
