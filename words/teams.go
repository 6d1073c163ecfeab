package words

import (
	"slices"
	"strings"

	"arbiter/i18n"
	"arbiter/tournament"
	"arbiter/tournament/standings"
	"arbiter/tournament/team"
)

// TeamCrossNotes are the notes under a team crosstable on every door:
// what its cells hold (TeamCross.NoteKey), then the legend of each mark
// they use beyond it (TeamCross.LegendKeys), the forfeit's marks as the
// cells write them, then the edition of the Tie-Break Regulations its
// tie-break columns follow (TieBreakRules), as the team standings name it
// before their legend.
func TeamCrossNotes(cat *i18n.Catalog, ct team.TeamCross) []string {
	notes := []string{cat.T(ct.NoteKey())}
	for _, key := range ct.LegendKeys() {
		notes = append(notes, cat.T(key, "won", tournament.Symbol(tournament.WhiteForfeitWin, true), "lost", tournament.Symbol(tournament.WhiteForfeitWin, false)))
	}
	if st := ct.Standings; len(st.TieBreaks) > 0 {
		notes = append(notes, TieBreakRules(cat, st.Rules, st.EarlyStart))
	}
	return notes
}

// TeamBye is a team's bye in a round as the pairing lists, the report,
// the venue's pages and the command line write it: "Delta has the bye:
// 1 match point, 2 game points.", and "has a requested bye" for the
// team's own request, as "bye --team" and the bye's dialogue name it, not
// to be read as the pairing-allocated bye. team is the team's name as the
// list writes it.
func TeamBye(cat *i18n.Catalog, opts tournament.TeamOptions, m tournament.TeamMatch, team string) string {
	bye, _ := m.Score(opts, nil)
	return cat.T(teamByeKey("teams.print.bye", m), "team", team, "mp", bye.Match, "gp", bye.Games.String())
}

// TeamByeCell is TeamBye in the window's table of matches, beside the
// team's name: "bye: 1 match point, 4 game points", "requested bye: …".
func TeamByeCell(cat *i18n.Catalog, opts tournament.TeamOptions, m tournament.TeamMatch) string {
	bye, _ := m.Score(opts, nil)
	return cat.T(teamByeKey("teams.ui.bye", m), "mp", bye.Match, "gp", bye.Games.String())
}

// BoardHead is a section's heading in the results by board, the paper's,
// the venue's and the command line's: "Board 2", or all boards for
// board 0.
func BoardHead(cat *i18n.Catalog, sec team.BoardSection) string {
	if sec.Board == 0 {
		return cat.T("teams.cli.board.all")
	}
	return cat.T("teams.cli.board", "board", sec.Board)
}

// BoardRow is record i of a section in the results by board as every
// table writes it: its cells, the name marked where he has withdrawn,
// then the mark of a board prize or "".
func BoardRow(cat *i18n.Catalog, sec team.BoardSection, i int) []string {
	mark := ""
	if sec.Prize[i] {
		mark = cat.T("teams.cli.prize")
	}
	cells := sec.Records[i].Cells(cat.Decimal)
	cells[0] = WithdrawnName(cat, cells[0], sec.Records[i].Withdrawn)
	return append(cells, mark)
}

// BoardNotes are the lines under the results by board, as every door
// writes them: the rule the prizes are marked by (minGames, the fewest
// games over a board the listing asks), before the event is over that
// the prizes marked are provisional (as the prize list says it), what the
// opponents' average and performance count (RatedLegend), where a player
// listed has withdrawn what his mark means, and, from the event's
// progress, the rounds they leave out: they count only the rounds whose
// every match is finished (team.BoardRecords), so that a player looking
// for the game he has just played is told why it is not there yet, and
// the matches forfeited whole they leave out (team.ForfeitedWhole), round
// and teams, as no games of their players.
func BoardNotes(cat *i18n.Catalog, secs []team.BoardSection, minGames int, ev *tournament.Event) []string {
	notes := []string{cat.T("teams.ui.prizes.rule", "n", minGames)}
	marked := slices.ContainsFunc(secs, func(sec team.BoardSection) bool { return slices.Contains(sec.Prize, true) })
	if p := PrizesProvisional(cat, ev); p != "" && marked {
		notes = append(notes, p)
	}
	notes = append(notes, RatedLegend(cat, RatedAverage, RatedPerformance))
	p := standings.ProgressOf(ev)
	if slices.ContainsFunc(secs, func(sec team.BoardSection) bool {
		return slices.ContainsFunc(sec.Records, func(r team.BoardRecord) bool { return r.Withdrawn })
	}) {
		notes = append(notes, WithdrawnLegend(cat, "print.legend.withdrawn"))
	}
	switch {
	case p.Complete == 0:
		notes = append(notes, cat.T("teams.boards.none"))
	case p.InPlay() > 0:
		notes = append(notes, cat.T("teams.boards.uncounted", "play", p.InPlay()))
	}
	var left []string
	for _, m := range team.ForfeitedWhole(ev) {
		w, _ := ev.Team(m.White)
		b, _ := ev.Team(m.Black)
		left = append(left, cat.T("teams.boards.forfeited.match", "round", m.Round, "white", w.Name, "black", b.Name))
	}
	if len(left) > 0 {
		notes = append(notes, cat.T("teams.boards.forfeited", "matches", strings.Join(left, "; ")))
	}
	return notes
}

func teamByeKey(key string, m tournament.TeamMatch) string {
	if m.Requested() {
		return key + ".requested"
	}
	return key
}

// TeamTieBreakLegend is the line under a team event's standings that
// says each column's abbreviation (match and game points, then the
// tie-breaks t shows) and, where a lower figure or a place within the tie
// ranks first, which way it counts, and the mark of a withdrawn team
// where a row has it: the window, the paper, the venue pages and the
// command line print it alike.
func TeamTieBreakLegend(cat *i18n.Catalog, t team.TeamTable) string {
	parts := []string{
		cat.T("teams.col.mp") + " = " + cat.T("event.tb.mp"),
		cat.T("teams.col.gp") + " = " + cat.T("event.tb.gp"),
	}
	for _, k := range t.TieBreakColumns() {
		id := t.TieBreaks[k]
		part := tieBreakHead(cat, id)
		switch lower, place := team.TieBreakOrder(id); {
		case place: // a place counts up too, but says so itself
			part += " " + cat.T("teams.tb.place")
		case lower:
			part += " " + cat.T("teams.tb.lower")
		}
		parts = append(parts, part)
	}
	legend := strings.Join(parts, " · ") + "."
	// The mark of a withdrawn team, as under an individual event's table.
	if slices.ContainsFunc(t.Rows, func(r team.TeamRow) bool { return r.Withdrawn }) {
		legend += " " + WithdrawnLegend(cat, "print.legend.withdrawn")
	}
	return legend
}

// ReserveMark is what follows a reserve's name (team.Reserve) on a list
// of a team's players, " (reserve)", as the venue's team list writes it;
// nothing after another player's.
func ReserveMark(cat *i18n.Catalog, reserve bool) string {
	if reserve {
		return " (" + cat.T("teams.ui.reserve") + ")"
	}
	return ""
}

// TeamsUnpaired are the lines that follow a team round's matches on
// paper, in the window and on the command line: each team withdrawn
// before round r (team.WithdrawnBefore) as not paired, with the round it
// withdrew after, as an individual round's list names a withdrawn player,
// or, where a round robin's table pairs it, as paired with its boards
// empty; then each team paired with no player left, every one withdrawn,
// the team not (team.Emptied). name writes a team as the list does.
func TeamsUnpaired(cat *i18n.Catalog, ev *tournament.Event, r int, name func(id int64) string) []string {
	var out []string
	for _, t := range team.WithdrawnBefore(ev, r) {
		if slices.ContainsFunc(ev.RoundMatches(r), func(m tournament.TeamMatch) bool { return m.White == t.ID || m.Black == t.ID }) {
			out = append(out, cat.T("teams.pair.withdrawn-table", "team", name(t.ID), "round", t.WithdrawnAfter))
			continue
		}
		out = append(out, cat.T("print.pairings.unpaired")+": "+name(t.ID)+" — "+WithdrawnAfter(cat, t.WithdrawnAfter))
	}
	for _, t := range team.Emptied(ev, r) {
		out = append(out, cat.T("teams.pair.emptied", "team", t.Name))
	}
	return out
}

// MatchScore is a match's game points as the window, the command line,
// the venue's pages and the paper write them (team.MatchProgress): "2½–1½"
// once every board is decided or the match forfeited whole, "½–1½ (in
// progress)" while boards are still played, "" before any is decided.
func MatchScore(cat *i18n.Catalog, opts tournament.TeamOptions, m tournament.TeamMatch, games []tournament.Pairing) string {
	p := team.MatchProgress(opts, m, games)
	switch {
	case p.Left == 0:
		return p.Score()
	case p.Decided == 0:
		return ""
	}
	return cat.T("teams.score.running", "score", p.Score())
}

// MatchResult is a match's result as a list of the round's matches gives
// it: a match forfeited whole its forfeit's marks ("+ : −"), else its game
// points (MatchScore).
func MatchResult(cat *i18n.Catalog, opts tournament.TeamOptions, m tournament.TeamMatch, games []tournament.Pairing) string {
	if m.Forfeit != tournament.NoResult {
		return m.Forfeit.Text(cat.T)
	}
	return MatchScore(cat, opts, m, games)
}

// TeamOptionsNotes say what a change of a team event's options does to
// the rounds already played: new match points or a new bye score every
// match paired so far (the standings and the crosstable are counted
// again), a new primary score ranks the teams anew, a new fewest games
// awards the board prizes again. The window's settings and the command
// line's "event" say them alike; none before a match is scored.
func TeamOptionsNotes(cat *i18n.Catalog, ev *tournament.Event, was, now tournament.TeamOptions) []string {
	scored := func(m tournament.TeamMatch) bool { return m.Started(ev.MatchGames(m)) || m.IsBye() }
	if !slices.ContainsFunc(ev.Matches, scored) {
		return nil
	}
	var out []string
	if was.MatchWin != now.MatchWin || was.MatchDraw != now.MatchDraw || was.MatchLoss != now.MatchLoss ||
		was.ByeMatch != now.ByeMatch || was.ByeGame != now.ByeGame {
		out = append(out, cat.T("teams.ui.options.rescored", "rounds", ev.PairedRounds()))
	}
	if was.GamePointsFirst != now.GamePointsFirst {
		out = append(out, cat.T("teams.ui.options.reranked", "score", cat.T("teams.cli.primary."+now.Primary())))
	}
	if was.PrizeMinGames() != now.PrizeMinGames() {
		out = append(out, cat.T("teams.ui.options.prizes", "n", now.PrizeMinGames()))
	}
	return out
}
