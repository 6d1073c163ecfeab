package printing

import (
	"io"
	"slices"
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/checkin"
	"arbiter/tournament/standings"
)

// RoundPack prints everything the desk needs before a round in one PDF,
// every part of the event's pack printed after the pairing
// (defaultParts). An individual event's: the pairing list (by board
// and by name), a result slip for every board,
// a pre-filled scoresheet for each player of every board (the two copies
// of a board together: each player keeps one and hands one in), and the
// standings before the round (from round 2 on: before it they are all
// zeros). A team event's: the team pairing list, a match result sheet per
// match, the line-up forms of the round for the captains, and the team
// standings before the round. The check-in list (the players expected at
// the round by name, a column to tick) is a part printed when chosen.
func RoundPack(w io.Writer, ev *tournament.Event, round int, opt Options) error {
	return RoundPackOf(w, ev, round, defaultParts(packOf(ev)), opt)
}

// packPart is a part of a round pack: its name, as the arbiter ticks it,
// and the sheet of the round it prints. A part printed before the round
// is paired (the check-in list, for the door) is not among the parts of a
// pack printed whole.
type packPart struct {
	name   string
	print  func(*sheet, int) error
	before bool
}

// The packs' parts in the order they print: the order they are handed
// out, the lists for the wall first and the standings last.
var (
	individualPack = []packPart{{"checkin", (*sheet).checkInList, true}, {"pairings", (*sheet).pairings, false},
		{"slips", (*sheet).slips, false}, {"scoresheets", (*sheet).packScoresheets, false},
		{"standings", (*sheet).standingsBefore, false}}
	teamPack = []packPart{{"pairings", (*sheet).teamPairings, false}, {"match-sheets", (*sheet).matchSheets, false},
		{"lineup-forms", (*sheet).lineupForms, false}, {"standings", (*sheet).teamStandingsBefore, false}}
)

// PackParts are the parts of an individual event's round pack, in the
// order they print.
func PackParts() []string { return partNames(individualPack) }

// TeamPackParts are the parts of a team event's round pack, in the order
// they print.
func TeamPackParts() []string { return partNames(teamPack) }

func partNames(pack []packPart) []string {
	names := make([]string, len(pack))
	for i, p := range pack {
		names[i] = p.name
	}
	return names
}

// DefaultPackParts are the parts of an individual event's round pack
// printed whole: all but the check-in list, printed before the round is
// paired.
func DefaultPackParts() []string { return defaultParts(individualPack) }

// PackPartsOf are the parts of the event's round pack: a team event's
// sheets are its matches', an individual event's its games'.
func PackPartsOf(ev *tournament.Event) []string {
	return partNames(packOf(ev))
}

func defaultParts(pack []packPart) []string {
	var names []string
	for _, p := range pack {
		if !p.before {
			names = append(names, p.name)
		}
	}
	return names
}

// packOf is the event's round pack: the one choice of its sheets.
func packOf(ev *tournament.Event) []packPart {
	if ev.Settings.System.Team() {
		return teamPack
	}
	return individualPack
}

// RoundPackOf prints the parts of the event's round pack the arbiter
// chose (of PackPartsOf, in their order whatever the order asked), so
// that a print run holds only the lists wanted.
func RoundPackOf(w io.Writer, ev *tournament.Event, round int, parts []string, opt Options) error {
	pack := packOf(ev)
	for _, name := range parts {
		if !slices.ContainsFunc(pack, func(p packPart) bool { return p.name == name }) {
			return errorf("print.error.pack-part", "part", name, "parts", strings.Join(partNames(pack), ", "))
		}
	}
	for _, part := range leftOut(ev, round, parts) {
		if len(parts) == 1 {
			return part.why
		}
		// The rest of the pack prints; the front end says why the part
		// is left out (PackLeftOut).
		parts = slices.DeleteFunc(slices.Clone(parts), func(p string) bool { return p == part.name })
	}
	var chosen []func(*sheet) error
	for _, p := range pack {
		if slices.Contains(parts, p.name) {
			chosen = append(chosen, ofRound(p.print, round))
		}
	}
	return render(w, ev, opt, chosen...)
}

// CheckInPart says why the pack's check-in list cannot be of round, nil
// when it can: the list is the door's for the round a check-in is for now
// (checkin.Round), printed before it is paired; a round paired already
// had its check-in, and after the last round there is none (the list of
// the last round, played, was printed).
func CheckInPart(ev *tournament.Event, round int) error {
	next, err := checkin.Round(ev)
	if err != nil {
		return err
	}
	if round != next {
		return errorf("print.error.checkin-round", "round", round, "next", next)
	}
	return nil
}

// StandingsPart says why the pack's standings cannot be of round, nil
// when they can: they are the standings before the round, and before a
// round is complete every score is zero.
func StandingsPart(ev *tournament.Event, round int) error {
	if ev.AfterRound(round-1).CompletedRounds() == 0 {
		return errorf("print.error.standings-round", "round", round)
	}
	return nil
}

// partLeftOut is a part of a pack chosen and not printed, why, and the
// sentence that says so (its key, the reason its "why").
type partLeftOut struct {
	name, says string
	why        error
}

// packChecks are the parts of a pack that a round may have none of: the
// check-in list (CheckInPart) and the standings (StandingsPart).
var packChecks = []struct {
	name, says string
	check      func(*tournament.Event, int) error
}{{"checkin", "print.checkin.left-out", CheckInPart}, {"standings", "print.standings.left-out", StandingsPart}}

// leftOut are the parts chosen of round's pack that cannot be printed.
func leftOut(ev *tournament.Event, round int, parts []string) []partLeftOut {
	var out []partLeftOut
	for _, c := range packChecks {
		if !slices.Contains(parts, c.name) {
			continue
		}
		if err := c.check(ev, round); err != nil {
			out = append(out, partLeftOut{c.name, c.says, err})
		}
	}
	return out
}

// PackLeftOut says in cat's words, a sentence each, why the pack of
// parts for round (none: the pack printed whole) leaves out a part
// chosen; nothing where it prints them all, or where the part is all that
// was chosen (the pack is refused then, saying why).
func PackLeftOut(cat *i18n.Catalog, ev *tournament.Event, round int, parts []string) []string {
	if parts == nil {
		parts = defaultParts(packOf(ev))
	}
	if len(parts) < 2 {
		return nil
	}
	var says []string
	for _, p := range leftOut(ev, round, parts) {
		says = append(says, cat.T(p.says, "why", cat.Error(p.why)))
	}
	return says
}

// packScoresheets prints both copies of every board's scoresheet.
func (s *sheet) packScoresheets(round int) error { return s.boardScoresheets(round, 2) }

// standingsBefore prints the standings as they stood before round n.
func (s *sheet) standingsBefore(round int) error {
	return s.before(round, func() error {
		s.standings(standings.Of(s.ev))
		return nil
	})
}

// teamStandingsBefore prints the team standings as they stood before
// round n.
func (s *sheet) teamStandingsBefore(round int) error { return s.before(round, s.teamStandings) }

// before prints a table of the event as it stood before round n; before
// the first round is complete there is none to print, only zeros.
func (s *sheet) before(round int, table func() error) error {
	ev := s.ev
	defer func() { s.ev = ev }()
	if StandingsPart(ev, round) != nil {
		return nil // said beside the pack (PackLeftOut)
	}
	s.ev = ev.AfterRound(round - 1)
	s.round = 0
	return table()
}
