package printing

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"arbiter/engine"
	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/replay"
	"arbiter/words"
)

// IncidentLine is one entry of a game's incident list, in a language.
type IncidentLine struct {
	Ply  int    // half-moves on the board when it happened
	Kind string // "Illegal move", "Position restored"
	Text string // who, what was decided, time added, articles
}

// IncidentLog lists what happened at a game's board, the incidents the desk
// recorded and the rulings made, in the order they happened, in cat's
// language, with the moves a restoration took back in notation n, the
// moves' own beside it. The desk shows it (in the event's notation, as its
// moves) and the game's scoresheet prints it (in the sheet's).
func IncidentLog(cat *i18n.Catalog, rec *replay.GameRecord, n engine.Notation) []IncidentLine {
	s := &sheet{cat: cat} // only the catalogue's words are needed
	var out []IncidentLine
	ins, rs := rec.Incidents, rec.Rulings
	for len(ins) > 0 || len(rs) > 0 {
		if len(rs) == 0 || len(ins) > 0 && !happenedAfter(ins[0].At, ins[0].Ply, rs[0].At, rs[0].Ply) {
			in := ins[0]
			ins = ins[1:]
			out = append(out, IncidentLine{Ply: in.Ply, Kind: s.incidentKind(in.Kind), Text: s.incidentText(in, rec.Chess960, n)})
			continue
		}
		r := rs[0]
		rs = rs[1:]
		out = append(out, IncidentLine{Ply: r.Ply, Kind: s.incident(r.Incident), Text: s.rulingText(r)})
	}
	return out
}

// happenedAfter orders an incident and a ruling by time, or by move when
// either has no time.
func happenedAfter(at time.Time, ply int, other time.Time, otherPly int) bool {
	if at.IsZero() || other.IsZero() {
		return ply > otherPly
	}
	return at.After(other)
}

// side names a stored side ("white", "black"); "" names nobody.
func (s *sheet) side(side string) string {
	switch side {
	case engine.White.String():
		return s.t("print.colour.white")
	case engine.Black.String():
		return s.t("print.colour.black")
	}
	return ""
}

// incidentText is an incident's side and note, "Black: e7-e4", and for
// a restoration the moves taken back in notation n: "illegal move found:
// 2.Nf3 2…Nc6".
func (s *sheet) incidentText(in replay.Incident, chess960 bool, n engine.Notation) string {
	return words.Join(": ", s.side(in.Side), in.Note, takenBack(in, chess960, n))
}

// takenBack writes the moves a restoration took back in notation n, with
// their numbers; a record it cannot replay keeps them as stored.
func takenBack(in replay.Incident, chess960 bool, n engine.Notation) string {
	if len(in.Moves) == 0 {
		return ""
	}
	rec := &replay.GameRecord{StartFEN: in.FEN, Chess960: chess960}
	for i, uci := range in.Moves {
		rec.Moves = append(rec.Moves, replay.RecordedMove{Ply: i + 1, UCI: uci})
	}
	g, err := replay.Game(rec)
	if err != nil {
		return strings.Join(in.Moves, " ")
	}
	var out []string
	for i, m := range g.Moves() {
		number, c := g.MoveNumber(i + 1)
		dots := "."
		if c == engine.Black {
			dots = "…"
		}
		pos := g.PositionAt(i)
		out = append(out, strconv.Itoa(number)+dots+pos.Format(m.Move, n))
	}
	return strings.Join(out, " ")
}

// rulingText says what a ruling was about and what came of it: "Black,
// pressing the clock without making a move; accepted: 2:00 added to
// White; FIDE 2023 art. 7.5.3, 7.5.5".
func (s *sheet) rulingText(r replay.Ruling) string {
	var parts []string
	if what := s.rulingWhat(r); what != "" {
		parts = append(parts, what)
	}
	if r.Overruled {
		parts = append(parts, s.t("print.report.overruled", "reason", r.Reason))
	} else {
		parts = append(parts, s.accepted(r, true))
	}
	if len(r.Articles) > 0 {
		parts = append(parts, s.cite(r.Ruleset, r.Articles))
	}
	return strings.Join(parts, "; ")
}

// accepted is an accepted ruling with what came of it: "accepted: 2:00
// added to White, a warning" and, when result is set, the result.
func (s *sheet) accepted(r replay.Ruling, result bool) string {
	var done []string
	for _, c := range []engine.Color{engine.White, engine.Black} {
		switch d := r.Added[c]; {
		case d > 0:
			done = append(done, s.t("print.incident.time-added", "time", engine.FormatClock(d, engine.ClockShort), "side", s.side(c.String())))
		case d < 0:
			done = append(done, s.t("print.incident.time-taken", "time", engine.FormatClock(-d, engine.ClockShort), "side", s.side(c.String())))
		}
	}
	if key := "rules.warning." + r.Warning; r.Warning != "" && s.cat.Knows(key) {
		done = append(done, s.t(key))
	}
	if res := r.ProposedResult(); result && res != tournament.NoResult {
		done = append(done, res.Text(s.t))
	}
	text := s.t("print.report.accepted")
	if len(done) > 0 {
		text += ": " + strings.Join(done, ", ")
	}
	return text
}

// rulingWhat is whom a ruling concerns and how: "Black, pressing the
// clock without making a move"; "" when the log does not say.
func (s *sheet) rulingWhat(r replay.Ruling) string {
	var what []string
	if who := s.side(r.Side); who != "" {
		what = append(what, who)
	}
	if key := "rules.illegal." + r.Detail; r.Detail != "" && s.cat.Knows(key) {
		what = append(what, s.t(key))
	}
	return strings.Join(what, ", ")
}

// moveLabel is a move's number as the scoresheets write it: "7." for
// White's move, "7…" for Black's; "" for no move (0).
func moveLabel(n int, black bool) string {
	switch {
	case n <= 0:
		return ""
	case black:
		return fmt.Sprintf("%d…", n)
	}
	return fmt.Sprintf("%d.", n)
}
